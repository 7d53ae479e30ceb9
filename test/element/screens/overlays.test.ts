import { expect } from '@open-wc/testing';
import type { ManualScheduler, TetrisGame } from '../../../src/index.js';
import { board } from '../helpers.js';
import { PLACES, desktop, hudRects, overlaps, placedGame, rectOf, screenOf, settle, textRects, type Place, type Rect } from './screen-helpers.js';

/** A bottom row the first I piece, dropped flat where it spawns, completes. */
const GAP_FOR_I = board(['O.........', 'OOO....OOO']);

/** The screens every screen test tries, and the on-screen buttons in the other places. */
const SCREENS: Record<string, Place> = {
  ...PLACES,
  'a phone in portrait with the on-screen buttons': { width: 390, height: 844, phone: true, attributes: 'touch-buttons style="width: 100vw; height: 100dvh"' },
  'a phone in landscape with the buttons under the board': { width: 844, height: 390, phone: true, attributes: 'touch-buttons style="width: 460px"' },
};

/** Each screen over the board, reached on a stepped clock. */
const STATES: Record<string, (el: TetrisGame, scheduler: ManualScheduler) => void> = {
  'the start screen': () => {},
  'the pause screen': (el, scheduler) => {
    el.start();
    scheduler.frames(1);
    el.pause();
  },
  '"Goal reached!"': (el, scheduler) => {
    el.mode = 'sprint';
    el.goal = 1;
    el.start({ board: GAP_FOR_I, queue: ['I'], countdown: false });
    scheduler.frames(30);
    el.press('hardDrop');
    scheduler.frames(1);
  },
  'the statistics of a game that topped out': (el, scheduler) => {
    el.start({ seed: 5 });
    for (let i = 0; i < 80 && el.status === 'playing'; i++) {
      el.press('hardDrop');
      scheduler.frames(1);
    }
    // The board fills before the result shows.
    scheduler.frames(120);
  },
};

async function shown(setup: Place, state: (el: TetrisGame, scheduler: ManualScheduler) => void) {
  const { el, scheduler } = await placedGame(setup, 'handling="modern"');
  await settle(el);
  state(el, scheduler);
  await settle(el);
  const overlay = el.shadowRoot!.querySelector('.overlay');
  expect(overlay, 'an overlay is shown').to.exist;
  return { el, overlay: overlay! };
}

/** The part of `r` inside `box`, or null. */
function clipped(r: Rect, box: Rect): Rect | null {
  const part = { ...r, left: Math.max(r.left, box.left), top: Math.max(r.top, box.top), right: Math.min(r.right, box.right), bottom: Math.min(r.bottom, box.bottom) };
  return part.right - part.left > 0.5 && part.bottom - part.top > 0.5 ? part : null;
}

const names = (rects: Rect[]) => rects.map((r) => r.name).join(', ');

describe('<tetris-game> screens over the board', () => {
  after(desktop);

  for (const [where, setup] of Object.entries(SCREENS)) {
    describe(where, () => {
      before(() => screenOf(setup));

      for (const [what, state] of Object.entries(STATES)) {
        it(`${what} leaves the HUD, hold and next readable and stays inside the element`, async () => {
          const { el, overlay } = await shown(setup, state);
          const hud = hudRects(el);
          // What shows of the screen: a card taller than its place scrolls there.
          const slot = overlay.querySelector('slot');
          const place = slot && slot.getBoundingClientRect().width > 0 ? slot : overlay;
          const text = textRects(overlay)
            .map((line) => clipped(line, rectOf('place', place.getBoundingClientRect())))
            .filter((line): line is Rect => line !== null);
          expect(text.length, 'the screen has text').to.be.greaterThan(0);
          expect(place.scrollWidth, 'the screen fits the width of its place').to.be.at.most(place.clientWidth);
          const box = rectOf('element', el.getBoundingClientRect());
          for (const line of text) {
            const over = hud.filter((part) => overlaps(line, part));
            expect(over, `${line.name} is printed over ${names(over)}`).to.deep.equal([]);
            expect(line.left >= box.left - 0.5 && line.right <= box.right + 0.5 && line.top >= box.top - 0.5 && line.bottom <= box.bottom + 0.5, `${line.name} is inside the element`).to.be.true;
          }
          // Every button of the screen is there to press, and none covers an on-screen button.
          const touchButtons = [...el.shadowRoot!.querySelectorAll('.touch-buttons button')]
            .filter((button) => getComputedStyle(button).display !== 'none' && getComputedStyle(button.parentElement!).display !== 'none')
            .map((button) => rectOf(`the on-screen ${button.getAttribute('data-action')} button`, button.getBoundingClientRect()));
          for (const button of overlay.querySelectorAll('button')) {
            button.scrollIntoView({ block: 'nearest' });
            const r = rectOf(`"${button.textContent!.trim()}"`, button.getBoundingClientRect());
            const covered = touchButtons.filter((touch) => overlaps(r, touch));
            expect(covered, `${r.name} overlaps ${names(covered)}`).to.deep.equal([]);
            const centre = el.shadowRoot!.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
            expect(centre === button || button.contains(centre), `${r.name} can be pressed`).to.be.true;
          }
        });
      }

      if (setup.phone) {
        it('the result screen has text of 12 CSS px or more', async () => {
          const { overlay } = await shown(setup, STATES['the statistics of a game that topped out']);
          const small = [...overlay.querySelectorAll('.result-card *')]
            .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()))
            .filter((node) => !node.closest('.visually-hidden'))
            .map((node) => `"${node.textContent!.trim().slice(0, 20)}" ${getComputedStyle(node).fontSize}`)
            .filter((entry) => parseFloat(entry.split(' ').pop()!) < 12);
          expect(small).to.deep.equal([]);
        });
      }
    });
  }
});
