import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { board, cellPixel, cssVar, hex, near, nextFrame } from '../helpers.js';

const WHITE = [255, 255, 255];

async function playing(template = html`<tetris-game seed="3"></tetris-game>`) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(template);
  el.scheduler = scheduler;
  await nextFrame();
  const colour = (name: string) => hex(cssVar(el, `--tetris-${name}`));
  return { el, scheduler, colour };
}

/** Hard-drops an I into a one-row gap; the garbage cell above it falls into the cleared row. */
function clearOneRow(el: TetrisGame, scheduler: ManualScheduler) {
  el.start({ board: board(['X.........', 'XXX....XXX']), queue: ['I', 'O'] });
  el.press('hardDrop');
  scheduler.advance(0); // draws the locking frame without stepping the game
}

describe('<tetris-game> effects', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('line clear: the row flashes white with the rows above still up, and has collapsed by the end of the delay', async () => {
    const { el, scheduler, colour } = await playing();
    clearOneRow(el, scheduler);
    expect(cellPixel(el, 5, 19), 'cleared row, flashing').to.deep.equal([...WHITE, 255]);
    expect(cellPixel(el, 0, 19), 'cleared row, flashing').to.deep.equal([...WHITE, 255]);
    expect(near(cellPixel(el, 0, 18), colour('garbage')), 'the row above has not fallen yet').to.be.true;
    scheduler.frames(15);
    // Half-way through the collapse the garbage cell is between rows 18 and 19.
    expect(near(cellPixel(el, 0, 18), colour('garbage')), 'falling').to.be.true;
    expect(near(cellPixel(el, 0, 19), colour('garbage'))).to.be.false;
    scheduler.frames(4); // the last frame of the line-clear delay
    expect(near(cellPixel(el, 0, 19), colour('garbage')), 'landed').to.be.true;
    expect(near(cellPixel(el, 0, 18), colour('field')), 'empty above').to.be.true;
    expect(near(cellPixel(el, 5, 19), colour('field'))).to.be.true;
  });

  it('the clear animation never delays the game: the next piece comes at the same frame', async () => {
    const frames: number[] = [];
    for (const reduced of [false, true]) {
      const { el, scheduler } = await playing(html`<tetris-game seed="3" ?reduced-motion=${reduced}></tetris-game>`);
      clearOneRow(el, scheduler);
      let n = 0;
      while (!el.state.active && n < 100) {
        scheduler.frames(1);
        n++;
      }
      frames.push(n);
    }
    expect(frames[0]).to.equal(frames[1]);
    expect(frames[0]).to.be.greaterThan(20);
  });

  for (const how of ['the reduced-motion attribute', 'prefers-reduced-motion']) {
    it(`${how}: no flash and no collapse, the board as it is`, async () => {
      if (how === 'prefers-reduced-motion') await emulateMedia({ reducedMotion: 'reduce' });
      const { el, scheduler, colour } = await playing(
        how === 'prefers-reduced-motion' ? html`<tetris-game seed="3"></tetris-game>` : html`<tetris-game seed="3" reduced-motion></tetris-game>`,
      );
      clearOneRow(el, scheduler);
      expect(near(cellPixel(el, 0, 19), colour('garbage'))).to.be.true;
      expect(near(cellPixel(el, 5, 19), colour('field'))).to.be.true;
      expect(near(cellPixel(el, 0, 18), colour('field'))).to.be.true;
    });
  }

  it('a lock flashes the piece briefly; not under reduced motion', async () => {
    const { el, scheduler, colour } = await playing();
    el.start({ queue: ['O', 'T'] });
    el.press('hardDrop');
    scheduler.advance(0);
    const o = colour('piece-o');
    const flashed = cellPixel(el, 4, 19);
    expect(near(flashed, o)).to.be.false;
    expect(flashed[2]).to.be.greaterThan(o[2]); // whiter
    scheduler.frames(8);
    expect(near(cellPixel(el, 4, 19), o)).to.be.true;

    el.reducedMotion = true;
    await el.updateComplete;
    el.start({ queue: ['O', 'T'] });
    el.press('hardDrop');
    scheduler.advance(0);
    expect(near(cellPixel(el, 4, 19), o)).to.be.true;
  });

  it('redraws only while an effect runs', async () => {
    const { el, scheduler } = await playing();
    el.start({ queue: ['O', 'T'] });
    el.press('hardDrop');
    const ctx = el.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
    let draws = 0;
    const original = ctx.fillRect;
    ctx.fillRect = function (...args: Parameters<typeof original>) {
      if (args[0] === 0 && args[1] === 0) draws++; // the background: once per drawing
      return original.apply(this, args);
    };
    try {
      // The game does not change during the entry delay, but the 8-frame flash draws every frame.
      scheduler.frames(8);
      expect(draws).to.equal(8);
      draws = 0;
      scheduler.frames(1); // still in the entry delay: nothing changes, nothing animates
      expect(draws).to.equal(0);
    } finally {
      ctx.fillRect = original;
    }
  });

  it('celebrates a Tetris and a perfect clear by name, and a level-up', async () => {
    const { el, scheduler } = await playing();
    const row = 'XXX.XXXXXX';
    el.start({ board: board([row, row, row, row]), queue: ['I'], lines: 9 });
    const ctx = el.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
    const drawn = new Set<string>();
    const original = ctx.fillText;
    ctx.fillText = function (...args: Parameters<typeof original>) {
      drawn.add(args[0]);
      return original.apply(this, args);
    };
    try {
      el.press('cw');
      el.press('left');
      el.press('left');
      el.press('hardDrop');
      scheduler.frames(1);
      expect([...drawn]).to.include.members(['TETRIS', 'PERFECT CLEAR', 'LEVEL 2']);
      scheduler.frames(88);
      drawn.clear();
      scheduler.frames(1); // 90 frames after the clear: the names are gone
      expect([...drawn]).to.include('HOLD').and.not.include('TETRIS');
    } finally {
      ctx.fillText = original;
    }
  });

  it('game over: the field fills from the bottom on the element scheduler, then the animation stops', async () => {
    const { el, scheduler, colour } = await playing();
    el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    el.press('hardDrop');
    expect(el.status).to.equal('over');
    expect(near(cellPixel(el, 4, 19), colour('garbage')), 'the gap at the bottom is filled at once').to.be.true;
    expect(near(cellPixel(el, 4, 10), colour('field')), 'higher rows not yet').to.be.true;
    scheduler.frames(30);
    expect(near(cellPixel(el, 4, 10), colour('garbage'))).to.be.true;
    expect(near(cellPixel(el, 4, 0), colour('field'))).to.be.true;
    scheduler.frames(30);
    expect(near(cellPixel(el, 4, 0), colour('garbage'))).to.be.true;
    expect(scheduler.waiting).to.equal(0);
  });

  it('game over under reduced motion: the field is filled at once and nothing animates', async () => {
    const { el, scheduler, colour } = await playing(html`<tetris-game seed="3" reduced-motion></tetris-game>`);
    el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    el.press('hardDrop');
    expect(near(cellPixel(el, 4, 0), colour('garbage'))).to.be.true;
    expect(scheduler.waiting).to.equal(0);
  });
});
