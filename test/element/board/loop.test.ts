import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { MAX_CATCH_UP_FRAMES } from '../../../src/engine/index.js';
import { hideTab, record } from '../helpers.js';

async function started(scheduler = new ManualScheduler(), template = html`<tetris-game seed="1" .scheduler=${scheduler}></tetris-game>`) {
  const el = await fixture<TetrisGame>(template);
  el.start({ queue: ['T'] });
  return { el, scheduler };
}

describe('<tetris-game> game loop', () => {
  for (const hz of [30, 60, 120, 144, 240]) {
    it(`runs 60 game frames per second on a ${hz} Hz display`, async () => {
      const { el, scheduler } = await started();
      // Level 1 gravity: one row per 60 frames. After 1 s the T has fallen one row, after 2 s two.
      scheduler.frames(hz, 1000 / hz);
      expect(el.state.active?.y).to.equal(-1);
      scheduler.frames(hz, 1000 / hz);
      expect(el.state.active?.y).to.equal(0);
    });
  }

  it('after a long gap it drops the lost time and carries on: no pause, a few catch-up frames at most', async () => {
    const { el, scheduler } = await started();
    const events = record(el, ['game-pause']);
    scheduler.frames(30);
    const y = el.state.active?.y;
    scheduler.advance(5000);
    expect(el.status).to.equal('playing');
    expect(el.state.active?.y).to.equal(y);
    expect(events).to.have.length(0);
    expect(scheduler.waiting).to.equal(1);
    // Frame 30 + MAX_CATCH_UP_FRAMES after the gap: the row at frame 60 is 30 - MAX_CATCH_UP_FRAMES frames away.
    scheduler.frames(30 - MAX_CATCH_UP_FRAMES - 1);
    expect(el.state.active?.y).to.equal(y);
    scheduler.frames(1);
    expect(el.state.active?.y).to.equal(y! + 1);
  });

  it('time going backwards never freezes the game', async () => {
    const { el, scheduler } = await started();
    scheduler.frames(30);
    const y = el.state.active?.y;
    scheduler.advance(-5000);
    expect(el.status).to.equal('playing');
    scheduler.frames(29);
    expect(el.state.active?.y).to.equal(y);
    scheduler.frames(1);
    expect(el.state.active?.y, 'frame 60: one row').to.equal(y! + 1);
  });

  it('a huge time jump neither pauses nor breaks the loop', async () => {
    const { el, scheduler } = await started();
    scheduler.advance(1e12);
    scheduler.frames(120);
    expect(el.status).to.equal('playing');
    expect(el.state.active?.y).to.be.greaterThan(-2);
  });

  it('pauses when the tab is hidden', async () => {
    const { el } = await started();
    hideTab();
    expect(el.status).to.equal('paused');
  });

  it('pauses when it loses focus', async () => {
    const scheduler = new ManualScheduler();
    const wrapper = await fixture<HTMLElement>(html`<div><tetris-game .scheduler=${scheduler}></tetris-game><input /></div>`);
    const el = wrapper.querySelector('tetris-game')!;
    el.focus();
    el.start();
    wrapper.querySelector('input')!.focus();
    expect(el.status).to.equal('paused');
  });

  it('stops its loop when removed and survives being re-added', async () => {
    const { el, scheduler } = await started();
    el.press('hardDrop');
    scheduler.frames(40);
    const { score, board } = el.state;
    const parent = el.parentElement!;
    const paused = oneEvent(el, 'game-pause');
    el.remove();
    expect(scheduler.waiting).to.equal(0);
    await paused;
    scheduler.frames(100);
    parent.append(el);
    await el.updateComplete;
    expect(el.status).to.equal('paused');
    expect(el.state.score).to.equal(score);
    expect(el.state.board).to.deep.equal(board);
    el.resume();
    expect(scheduler.waiting).to.equal(1);
    scheduler.frames(1);
    expect(el.status).to.equal('playing');
  });

  it('two elements on a page are independent', async () => {
    const a = new ManualScheduler();
    const b = new ManualScheduler();
    const wrapper = await fixture<HTMLElement>(
      html`<div><tetris-game seed="1" .scheduler=${a}></tetris-game><tetris-game seed="1" .scheduler=${b}></tetris-game></div>`,
    );
    const [first, second] = wrapper.querySelectorAll('tetris-game');
    first.start();
    second.start();
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true, composed: true }));
    expect(first.score).to.be.greaterThan(0);
    expect(second.score).to.equal(0);
    a.frames(120);
    expect(second.state.active?.y).to.equal(-2);
  });

  it('draws only when something changed', async () => {
    const { el, scheduler } = await started();
    scheduler.frames(1); // the first frame draws the new game
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    const ctx = canvas.getContext('2d')!;
    let fills = 0;
    const original = ctx.fillRect;
    ctx.fillRect = function (...args: Parameters<typeof original>) {
      fills++;
      return original.apply(this, args);
    };
    try {
      scheduler.frames(29); // the T hangs in the air: nothing visible changes before frame 60
      expect(fills).to.equal(0);
      scheduler.frames(31);
      expect(fills).to.be.greaterThan(0);
    } finally {
      ctx.fillRect = original;
    }
  });
});
