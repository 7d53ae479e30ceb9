/**
 * The half turn from a gamepad (X) and from the on-screen buttons (the "180" button, there only
 * when the handling has half turns, as the modern preset does).
 */
import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { BUTTON, FakeGamepads } from '../../input/gamepad-stub.js';
import { tap } from '../touch-helpers.js';
import { desktop, screen, settle } from './screen-helpers.js';

async function playing(attributes: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="5" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  el.start({ queue: ['T', 'O', 'T'] });
  scheduler.frames(1);
  await settle(el);
  return { el, scheduler };
}

const halfTurnButton = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('.touch-buttons [data-action="rotate180"]');

describe('<tetris-game> half-turn buttons', () => {
  describe('a gamepad', () => {
    let pads: FakeGamepads;
    beforeEach(() => {
      pads = new FakeGamepads();
    });
    afterEach(() => pads.restore());

    for (const [handling, rotation] of [['modern', '2'], ['nes', '0']] as const) {
      it(`X turns the piece half round in the ${handling} preset: rotation ${rotation}`, async () => {
        const { el, scheduler } = await playing(`handling="${handling}"`);
        pads.connect();
        // Gamepad support loads when the first pad shows up.
        await el.updateComplete;
        pads.press(BUTTON.X);
        scheduler.frames(1);
        expect(el.state.active?.rotation).to.equal(rotation);
        pads.release(BUTTON.X);
        scheduler.frames(1);
        expect(el.state.active?.rotation, 'once per press').to.equal(rotation);
      });
    }
  });

  describe('on-screen buttons on a phone', () => {
    before(() => screen(390, 844));
    after(desktop);

    it('a tap on "180" turns the piece half round in the modern preset', async () => {
      const { el, scheduler } = await playing('handling="modern" touch-buttons style="width: 100vw; height: 100dvh"');
      const button = halfTurnButton(el);
      expect(button, 'the 180 button').to.exist;
      expect(button!.getAttribute('aria-label')).to.equal('Rotate 180°');
      const r = button!.getBoundingClientRect();
      expect(r.height, 'finger-sized').to.be.at.least(44);
      await tap(r.left + r.width / 2, r.top + r.height / 2);
      scheduler.frames(1);
      expect(el.state.active?.rotation).to.equal('2');
    });

    it('the nes preset has no half turn, so no "180" button; switching to modern brings it', async () => {
      const { el } = await playing('touch-buttons style="width: 100vw; height: 100dvh"');
      expect(el.shadowRoot!.querySelector('.touch-buttons'), 'the row').to.exist;
      expect(halfTurnButton(el)).to.equal(null);
      el.handling = 'modern';
      await settle(el);
      expect(halfTurnButton(el)).to.exist;
    });
  });

  describe('on-screen buttons on a phone in landscape', () => {
    before(() => screen(844, 390));
    after(desktop);

    it('the "180" button sits beside the board with the others, none overlapping', async () => {
      const { el } = await playing('handling="modern" touch-buttons style="width: 100%"');
      const rects = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.touch-buttons button')].map((b) => ({ action: b.dataset.action!, r: b.getBoundingClientRect() }));
      expect(rects.map(({ action }) => action)).to.include('rotate180');
      for (const a of rects) {
        expect(a.r.bottom, `${a.action} on the screen`).to.be.at.most(innerHeight + 0.5);
        for (const b of rects) {
          if (a === b) continue;
          const overlap = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 0.5 && Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 0.5;
          expect(overlap, `${a.action} over ${b.action}`).to.be.false;
        }
      }
    });
  });
});
