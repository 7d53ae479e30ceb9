import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { boxPixels, fieldBox, fitGeometry, nextCentre, px, py, type Box } from '../../../src/render/geometry.js';
import { cellPixel, cssVar, hex, near, nextFrame, pixel } from '../helpers.js';

interface Rect {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A touch-screen phone (or tablet) of `width` x `height` CSS px at `scale` device pixels per px. */
async function screen(on: boolean, width = 390, height = 844, scale = 3) {
  document.querySelector('meta[name="viewport"][data-test]')?.remove();
  if (on) document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1" data-test />');
  // The element fills the screen: no page margin around it.
  document.body.style.margin = on ? '0' : '';
  await executeServerCommand('emulate-phone', { on, width, height, scale });
  await nextFrame();
}

async function settle(el: TetrisGame) {
  await el.updateComplete;
  for (let i = 0; i < 3; i++) await nextFrame();
}

/** Everything the layout places, in CSS px of the page. */
function parts(el: TetrisGame) {
  const root = el.shadowRoot!;
  const canvas = root.querySelector('canvas')!;
  const box = canvas.getBoundingClientRect();
  const g = fitGeometry(canvas.width, canvas.height);
  const scale = box.width / canvas.width;
  const rect = (name: string, b: Box): Rect => {
    const p = boxPixels(g, b);
    return { name, left: box.left + p.left * scale, top: box.top + p.top * scale, right: box.left + (p.left + p.width) * scale, bottom: box.top + (p.top + p.height) * scale };
  };
  const dom = (name: string, element: Element): Rect => {
    const r = element.getBoundingClientRect();
    return { name, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const rects = [rect('field', fieldBox(g.layout)), rect('hold', g.layout.hold), rect('next', g.layout.next)];
  root.querySelectorAll('.hud > div').forEach((item, i) => rects.push(dom(`hud ${i}`, item)));
  const gear = root.querySelector('[part="settings-button"]');
  if (gear) rects.push(dom('settings button', gear));
  const buttons = root.querySelector('[part="touch-buttons"]');
  if (buttons && getComputedStyle(buttons).display !== 'none') {
    buttons.querySelectorAll('button').forEach((button) => rects.push(dom(`${button.getAttribute('aria-label')} button`, button)));
  }
  return { g, cell: g.cell * scale, rects, element: dom('element', el) };
}

function expectLaidOut(el: TetrisGame) {
  const { rects, element } = parts(el);
  const slack = 0.5;
  for (const r of rects) {
    expect(r.left, `${r.name} left`).to.be.at.least(element.left - slack);
    expect(r.top, `${r.name} top`).to.be.at.least(element.top - slack);
    expect(r.right, `${r.name} right`).to.be.at.most(element.right + slack);
    expect(r.bottom, `${r.name} bottom`).to.be.at.most(element.bottom + slack);
  }
  for (const a of rects) {
    for (const b of rects) {
      if (a === b) continue;
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
      expect(overlap, `${a.name} overlaps ${b.name}`).to.be.false;
    }
  }
}

describe('<tetris-game> layouts', () => {
  describe('phone portrait, 390x844 at 3x, the element filling the screen', () => {
    before(() => screen(true));
    after(() => screen(false));

    for (const buttons of [false, true]) {
      it(`hold and next go above the field, cells of 30 CSS px or more${buttons ? ', with the on-screen buttons' : ''}`, async () => {
        const el = await fixture<TetrisGame>(html`<tetris-game ?touch-buttons=${buttons} style="width: 100vw; height: 100dvh"></tetris-game>`);
        await settle(el);
        const box = el.getBoundingClientRect();
        expect([box.width, box.height]).to.deep.equal([390, 844]);
        const { g, cell } = parts(el);
        expect(g.layout.name).to.equal('stacked');
        expect(el.matches(':state(layout-stacked)')).to.be.true;
        expect(el.matches(':state(buttons-aside)')).to.be.false;
        expect(cell, 'cell size in CSS px').to.be.at.least(30);
        expectLaidOut(el);
        // The field takes nearly the whole width.
        expect(cell * 10).to.be.at.least(0.75 * 390);
      });
    }

    it('draws the stacked layout: pieces in the field, the next queue in the strip above', async () => {
      const scheduler = new ManualScheduler();
      const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler} style="width: 100vw; height: 100dvh"></tetris-game>`);
      await settle(el);
      el.start({ queue: ['O', 'Z', 'L', 'J'] });
      scheduler.frames(1);
      el.press('hardDrop');
      scheduler.frames(40);
      const o = hex(cssVar(el, '--tetris-piece-o'));
      expect(near(cellPixel(el, 4, 19), o), 'the O at the bottom of the field').to.be.true;
      const { g } = parts(el);
      const canvas = el.shadowRoot!.querySelector('canvas')!;
      expect(canvas.width, 'device pixels').to.equal(390 * 3);
      // The queue after the Z now in play: L, J; their preview blocks sit on the preview centres' rows.
      const [lx, ly] = nextCentre(g.layout, 0);
      const l = hex(cssVar(el, '--tetris-piece-l'));
      const size = g.cell * g.layout.previewScale;
      expect(near(pixel(el, px(g, lx), py(g, ly) + size / 2), l, 40), 'L in the first preview').to.be.true;
    });

    it('has a pause button in the on-screen button row', async () => {
      const scheduler = new ManualScheduler();
      const el = await fixture<TetrisGame>(html`<tetris-game touch-buttons .scheduler=${scheduler} style="width: 100vw; height: 100dvh"></tetris-game>`);
      await settle(el);
      el.start();
      scheduler.frames(1);
      const pause = el.shadowRoot!.querySelector<HTMLElement>('[part="touch-buttons"] [data-action="pause"]')!;
      expect(pause, 'pause button').to.exist;
      const r = pause.getBoundingClientRect();
      expect(r.width).to.be.at.least(30);
      expect(r.height).to.be.at.least(40);
      expect(getComputedStyle(pause).visibility).to.equal('visible');
      expect(pause.getAttribute('aria-label')).to.match(/pause/i);
      pause.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'touch', cancelable: true }));
      pause.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, pointerType: 'touch' }));
      scheduler.frames(1);
      expect(el.status).to.equal('paused');
    });
  });

  describe('phone landscape, 844x390', () => {
    before(() => screen(true, 844, 390, 3));
    after(() => screen(false));

    for (const buttons of [false, true]) {
      it(`the whole element fits the height${buttons ? ', with the on-screen buttons' : ''}`, async () => {
        const el = await fixture<TetrisGame>(html`<tetris-game ?touch-buttons=${buttons} style="width: 100%"></tetris-game>`);
        await settle(el);
        const box = el.getBoundingClientRect();
        expect(box.height).to.be.at.most(390);
        expect(box.height).to.be.at.least(380);
        const { g, cell } = parts(el);
        expect(g.layout.name).to.equal('side');
        expect(el.matches(':state(layout-side)')).to.be.true;
        // The buttons go beside the board, which then takes the whole height.
        expect(el.matches(':state(buttons-aside)')).to.equal(buttons);
        expect(cell, 'cell size in CSS px').to.be.at.least(16.5);
        expectLaidOut(el);
      });
    }

    it('the start card and all its buttons are inside the element', async () => {
      const el = await fixture<TetrisGame>(html`<tetris-game style="width: 100%"></tetris-game>`);
      await settle(el);
      const box = el.getBoundingClientRect();
      const card = el.shadowRoot!.querySelector('.overlay:not([hidden])')!;
      const shown = [card, ...card.querySelectorAll('button')].filter((node) => (node as HTMLElement).offsetParent !== null);
      expect(shown.length).to.be.greaterThan(1);
      for (const node of shown) {
        const r = node.getBoundingClientRect();
        const what = node.getAttribute('aria-label') ?? node.textContent!.trim().slice(0, 20);
        expect(r.top, `${what} top`).to.be.at.least(box.top - 0.5);
        expect(r.bottom, `${what} bottom`).to.be.at.most(box.bottom + 0.5);
        expect(r.left, `${what} left`).to.be.at.least(box.left - 0.5);
        expect(r.right, `${what} right`).to.be.at.most(box.right + 0.5);
      }
    });
  });

  describe('desktop and tiny sizes', () => {
    let restore = { width: 0, height: 0 };
    before(async () => {
      restore = { width: innerWidth, height: innerHeight };
      await setViewport({ width: 1280, height: 800 });
    });
    after(() => setViewport(restore));

    const sizes = {
      'the default size': '',
      'a tall narrow column (300x700)': 'width: 300px; height: 700px',
      'a wide short box (700x250)': 'width: 700px; height: 250px',
      'tiny (160 px wide)': 'width: 160px',
      'small and tall (200x480)': 'width: 200px; height: 480px',
    };
    for (const [name, style] of Object.entries(sizes)) {
      it(`${name}: everything inside the element, nothing overlapping`, async () => {
        const el = await fixture<TetrisGame>(html`<tetris-game style=${style}></tetris-game>`);
        await settle(el);
        expectLaidOut(el);
      });
    }

    it('chooses the layout from the element size, not the screen', async () => {
      const wide = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
      const tall = await fixture<TetrisGame>(html`<tetris-game style="width: 300px; height: 700px"></tetris-game>`);
      await settle(wide);
      await settle(tall);
      expect(wide.matches(':state(layout-side)')).to.be.true;
      expect(tall.matches(':state(layout-stacked)')).to.be.true;
      tall.style.height = '320px';
      await settle(tall);
      expect(tall.matches(':state(layout-side)')).to.be.true;
      expect(tall.matches(':state(layout-stacked)')).to.be.false;
    });
  });
});
