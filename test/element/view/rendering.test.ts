import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { cellOrigin, fitGeometry } from '../../../src/render/geometry.js';
import { FIRST_NEXT, board, cellPixel, cssVar, hex, layoutPixel, near, nextFrame } from '../helpers.js';

async function drawn(template: ReturnType<typeof html>) {
  const el = await fixture<TetrisGame>(template);
  await nextFrame();
  await nextFrame();
  return el;
}

describe('<tetris-game> canvas', () => {
  it('fills the element box at the device pixel ratio', async () => {
    const el = await drawn(html`<tetris-game style="width: 300px; height: 500px"></tetris-game>`);
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    expect(canvas.width).to.equal(Math.round(300 * devicePixelRatio));
    expect(canvas.height).to.equal(Math.round(500 * devicePixelRatio));
  });

  it('follows resizes', async () => {
    const el = await drawn(html`<tetris-game style="width: 300px"></tetris-game>`);
    el.style.width = '500px';
    await nextFrame();
    await nextFrame();
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    expect(canvas.width).to.equal(Math.round(500 * devicePixelRatio));
    expect(canvas.height).to.equal(Math.round(((500 * 23) / 21) * devicePixelRatio));
  });

  it('draws an empty 10x20 playfield', async () => {
    const el = await drawn(html`<tetris-game></tetris-game>`);
    const field = hex(cssVar(el, '--tetris-field'));
    for (const [x, y] of [[0, 0], [9, 0], [0, 19], [9, 19], [4, 10]]) {
      expect(near(cellPixel(el, x, y), field), `cell ${x},${y}`).to.be.true;
    }
  });

  it('draws locked cells, the active piece and its ghost', async () => {
    const scheduler = new ManualScheduler();
    const el = await drawn(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    el.start({ board: board(['JJJJ..JJJJ']), queue: ['O', 'T'] });
    scheduler.frames(1);
    const field = hex(cssVar(el, '--tetris-field'));
    const j = hex(cssVar(el, '--tetris-piece-j'));
    const o = hex(cssVar(el, '--tetris-piece-o'));
    expect(near(cellPixel(el, 0, 19), j), 'locked J cell').to.be.true;
    expect(near(cellPixel(el, 4, 19), field), 'the gap is empty').to.be.false; // ghost sits in the gap
    // The O is visible in the hidden rows above the field at once.
    expect(near(cellPixel(el, 4, -1), o), 'active O in the hidden rows').to.be.true;
    // The ghost: a translucent O in the gap, between the field colour and the O colour.
    const ghost = cellPixel(el, 4, 18);
    expect(near(ghost, field)).to.be.false;
    expect(near(ghost, o)).to.be.false;
    expect(ghost[0]).to.be.greaterThan(field[0]);
    expect(ghost[0]).to.be.lessThan(o[0]);
  });

  it('draws the next queue', async () => {
    const scheduler = new ManualScheduler();
    const el = await drawn(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    el.start({ queue: ['I', 'Z', 'O'] });
    scheduler.frames(1);
    // The first preview is the Z (the I is in play).
    expect(el.state.next.slice(0, 2)).to.deep.equal(['Z', 'O']);
    const z = hex(cssVar(el, '--tetris-piece-z'));
    const centre = layoutPixel(el, FIRST_NEXT.x, FIRST_NEXT.y - 0.3);
    expect(near(centre, z, 40), `next box shows Z colour, got ${centre}`).to.be.true;
  });

  it('redraws with the new palette when the theme changes', async () => {
    const scheduler = new ManualScheduler();
    const el = await drawn(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    el.start({ board: board(['LLLLLLLLL.']) });
    scheduler.frames(1);
    const before = cellPixel(el, 0, 19);
    expect(near(before, hex(cssVar(el, '--tetris-piece-l')))).to.be.true;
    el.theme = 'high-contrast';
    await el.updateComplete;
    scheduler.frames(1); // while playing, drawing happens on the loop's next frame
    const after = cellPixel(el, 0, 19);
    expect(near(after, before)).to.be.false;
    expect(near(cellPixel(el, 0, 0), hex(cssVar(el, '--tetris-field')))).to.be.true;
  });

  describe('at a 2x pixel ratio', () => {
    before(() => executeServerCommand('emulate-phone', { on: true, width: 800, height: 700, scale: 2 }));
    after(() => executeServerCommand('emulate-phone', { on: false }));

    it('is crisp: two device pixels per CSS pixel, block edges on whole device pixels', async () => {
      expect(devicePixelRatio).to.equal(2);
      const scheduler = new ManualScheduler();
      const el = await drawn(html`<tetris-game theme="high-contrast" .scheduler=${scheduler} style="width: 211px; height: 231px; --tetris-letters: off"></tetris-game>`);
      const canvas = el.shadowRoot!.querySelector('canvas')!;
      expect([canvas.width, canvas.height]).to.deep.equal([422, 462]);
      el.start({ board: board(['T.........']) });
      scheduler.frames(1);
      // Across the T block's left and right edges, every pixel is exactly the block, the field or a
      // grid line: a blurred (scaled) canvas would blend them at the edges.
      const g = fitGeometry(canvas.width, canvas.height);
      const [left, top] = cellOrigin(g, 0, 19);
      const allowed = ['--tetris-piece-t', '--tetris-field', '--tetris-grid', '--tetris-border'].map((name) => hex(cssVar(el, name)).join());
      const row = canvas.getContext('2d')!.getImageData(left - 3, top + g.cell / 2, g.cell + 6, 1).data;
      for (let x = 0; x < g.cell + 6; x++) {
        const colour = [row[4 * x], row[4 * x + 1], row[4 * x + 2]].join();
        expect(allowed, `pixel ${left - 3 + x}`).to.include(colour);
      }
      expect(cellPixel(el, 0, 19).slice(0, 3)).to.deep.equal(hex(cssVar(el, '--tetris-piece-t')));
    });
  });

  it('shows score, level and lines as text in the shadow DOM', async () => {
    const scheduler = new ManualScheduler();
    const el = await drawn(html`<tetris-game level="3" .scheduler=${scheduler}></tetris-game>`);
    el.start({ queue: ['T'] });
    el.press('hardDrop');
    await el.updateComplete;
    const hud = el.shadowRoot!.querySelector('[part="hud"]')!;
    const text = hud.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Score 40').and.contain('Level 3').and.contain('Lines 0');
  });
});
