/**
 * `<tetris-versus>` fits the screen as a page would place it (alone on the page, no size of its
 * own): at 1280x800, and on a phone held both ways, with two and with four players, the whole
 * element is inside the viewport with no scrolling, every on-screen button is at least 44x44 px
 * and each garbage meter sits right beside its own field.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { ROWS } from '../../src/engine/index.js';
import { ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { boxPixels, fieldBox, fitGeometry } from '../../src/render/geometry.js';
import { nextFrame } from '../element/helpers.js';

const SCREENS = [
  { name: 'desktop 1280x800', width: 1280, height: 800, phone: false },
  { name: 'phone portrait 390x844', width: 390, height: 844, phone: true },
  { name: 'phone landscape 844x390', width: 844, height: 390, phone: true },
];

async function screen(size: (typeof SCREENS)[number] | undefined) {
  document.querySelector('meta[name="viewport"][data-test]')?.remove();
  document.body.style.margin = size ? '0' : '';
  if (size?.phone) {
    document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1" data-test />');
    await executeServerCommand('emulate-phone', { on: true, width: size.width, height: size.height, scale: 2 });
  } else {
    await executeServerCommand('emulate-phone', { on: false });
    if (size) await setViewport({ width: size.width, height: size.height });
  }
  await nextFrame();
}

/** The visible field of `canvas` (its 20 rows) in CSS px of the page, as the canvas draws it. */
function fieldRect(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const g = fitGeometry(canvas.width, canvas.height);
  const scale = box.width / canvas.width;
  const p = boxPixels(g, fieldBox(g.layout));
  const bottom = box.top + (p.top + p.height) * scale;
  return { left: box.left + p.left * scale, top: bottom - ROWS * g.cell * scale, right: box.left + (p.left + p.width) * scale, bottom, cell: g.cell * scale };
}

const within = (inner: DOMRect, outer: { left: number; top: number; right: number; bottom: number }, what: string) => {
  const slack = 0.5;
  expect(inner.left, `${what} left`).to.be.at.least(outer.left - slack);
  expect(inner.top, `${what} top`).to.be.at.least(outer.top - slack);
  expect(inner.right, `${what} right`).to.be.at.most(outer.right + slack);
  expect(inner.bottom, `${what} bottom`).to.be.at.most(outer.bottom + slack);
};

describe('<tetris-versus> layouts', () => {
  for (const size of SCREENS) {
    describe(size.name, () => {
      before(() => screen(size));
      after(() => screen(undefined));

      for (const players of [2, 4]) {
        it(`${players} players: the element, its boards and buttons are on screen; buttons are 44x44 or more; each meter is beside its field`, async () => {
          const el = await fixture<TetrisVersus>(html`<tetris-versus players=${players} .scheduler=${new ManualScheduler()} .botWorker=${null}></tetris-versus>`);
          el.start();
          await el.updateComplete;
          for (let i = 0; i < 3; i++) await nextFrame();
          await el.updateComplete;
          const viewport = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
          within(el.getBoundingClientRect(), viewport, 'element');
          const root = el.shadowRoot!;
          const buttons = [...root.querySelectorAll<HTMLElement>('button')].filter((b) => b.offsetParent !== null);
          if (size.phone) expect(buttons.length, 'on-screen buttons on a touch screen').to.be.greaterThan(5);
          for (const button of buttons) {
            const r = button.getBoundingClientRect();
            within(r, viewport, `${button.getAttribute('aria-label') ?? button.textContent} button`);
            expect(Math.min(r.width, r.height), `${button.getAttribute('aria-label') ?? button.textContent} button size`).to.be.at.least(44);
          }
          // The gear sits in the score row's corner, clear of its text.
          const gear = root.querySelector('.gear')!.getBoundingClientRect();
          for (const text of root.querySelectorAll('.score span')) {
            const r = text.getBoundingClientRect();
            expect(r.right <= gear.left || r.left >= gear.right || r.bottom <= gear.top || r.top >= gear.bottom, `"${text.textContent}" clear of the gear`).to.equal(true);
            within(r, el.shadowRoot!.querySelector('.score')!.getBoundingClientRect(), `"${text.textContent}"`);
          }
          const page = document.scrollingElement!;
          expect(page.scrollHeight, 'page height').to.be.at.most(innerHeight);
          expect(page.scrollWidth, 'page width').to.be.at.most(innerWidth);
          const seats = root.querySelectorAll<HTMLElement>('.player');
          expect(seats).to.have.length(players);
          for (const player of seats) {
            within(player.querySelector('canvas')!.getBoundingClientRect(), viewport, 'board');
            const field = fieldRect(player.querySelector('canvas')!);
            const meter = player.querySelector('.meter')!.getBoundingClientRect();
            within(meter, viewport, 'meter');
            expect(field.left - meter.right, 'meter right beside the field').to.be.within(-0.5, field.cell);
            expect(meter.top, 'meter as high as the field').to.be.closeTo(field.top, 1);
            expect(meter.bottom, 'meter down to the field\'s floor').to.be.closeTo(field.bottom, 1);
          }
        });
      }
    });
  }
});
