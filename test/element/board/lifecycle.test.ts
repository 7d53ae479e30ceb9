import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { ManualScheduler, type Scheduler, type TetrisGame } from '../../../src/index.js';
import { board, playingFixture, record } from '../helpers.js';

const ALL = ['game-start', 'score', 'line-clear', 'level-change', 'hold', 'game-pause', 'game-resume', 'game-over'];

describe('<tetris-game> lifecycle', () => {
  it('start() from a game-over listener begins at frame 0: nothing fast-forwards', async () => {
    // The T falls 3 rows (180 frames) onto a stack; the O that follows locks in the hidden rows.
    const { el, scheduler } = await playingFixture('seed="7"', []);
    el.start({ board: ['..........', '..........', ...Array(18).fill('XXXX.XXXXX')], queue: ['T', 'O'] });
    let restarted: { y: number } | undefined;
    el.addEventListener('game-over', () => {
      el.start({ queue: ['T'] });
      restarted ??= { y: el.state.active!.y };
    });
    for (let i = 0; i < 2000 && !restarted; i++) scheduler.frames(1);
    expect(restarted, 'the first game ended').to.not.equal(undefined);
    expect(el.status).to.equal('playing');
    expect(el.state.active?.type).to.equal('T');
    expect(el.state.active?.y).to.equal(restarted!.y);
    scheduler.frames(58);
    expect(el.state.active?.y, 'gravity: one row per 60 frames').to.equal(restarted!.y);
  });

  it('start() from a line-clear listener: the old game sends nothing after game-start', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', []);
    el.start({ board: board(['XXXX.XXXXX']), queue: ['I'], lines: 9 });
    scheduler.frames(1);
    const events = record(el, ALL);
    el.addEventListener('line-clear', () => el.start({ queue: ['T'] }), { once: true });
    el.press('ccw'); // a vertical I in column 4
    el.press('hardDrop');
    scheduler.frames(3);
    const types = events.map((e) => e.type);
    expect(types).to.deep.equal(['line-clear', 'game-start']);
    expect(el.state.level).to.equal(1);
    expect(el.score).to.equal(0);
    expect(el.state.board).to.deep.equal(board([]));
  });

  it('reset() from a score listener goes back to the start screen with the loop stopped', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', ['T']);
    const events = record(el, ALL);
    el.addEventListener('score', () => el.reset(), { once: true });
    el.press('hardDrop');
    scheduler.frames(60);
    expect(el.status).to.equal('idle');
    expect(el.score).to.equal(0);
    expect(scheduler.waiting).to.equal(0);
    expect(events.map((e) => e.type)).to.deep.equal(['score']);
  });

  it('resume() from a game-pause listener goes on at once, without catching up', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', ['T']);
    el.addEventListener('game-pause', () => el.resume(), { once: true });
    scheduler.frames(29); // game frame 30
    const { y } = el.state.active!;
    el.pause();
    expect(el.status).to.equal('playing');
    expect(scheduler.waiting).to.equal(1);
    scheduler.frames(29);
    expect(el.state.active?.y).to.equal(y);
    scheduler.frames(1);
    expect(el.state.active?.y, 'the row due at frame 60').to.equal(y + 1);
  });

  it('input waiting for its frame is not delivered to the next game', async () => {
    // A clock on which key events carry their own times, so a key can belong to a later frame.
    const manual = new ManualScheduler();
    const scheduler: Scheduler = {
      now: () => manual.now(),
      request: (callback) => manual.request(callback),
      cancel: (handle) => manual.cancel(handle),
      eventTime: (timeStamp) => timeStamp,
    };
    const el = await fixture<TetrisGame>(html`<tetris-game seed="7" .scheduler=${scheduler}></tetris-game>`);
    el.start({ queue: ['T'] });
    manual.frames(1);
    const key = (type: string, timeStamp: number) => {
      const event = new KeyboardEvent(type, { code: 'ArrowLeft', bubbles: true, composed: true });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      el.dispatchEvent(event);
    };
    const { x } = el.state.active!;
    key('keydown', manual.now() + 40); // two frames ahead
    key('keyup', manual.now() + 45);
    expect(el.state.active?.x, 'waiting for its frame').to.equal(x);
    el.restart();
    manual.frames(5);
    expect(el.state.active?.x).to.equal(x);
    expect(el.replay.log).to.not.contain('L');
  });

  it('a start() that throws on a bad option leaves the old game running, events and all', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', ['S', 'Z']);
    const events = record(el, ALL);
    expect(() => el.start({ lines: -1 })).to.throw(RangeError, /lines/);
    expect(el.status).to.equal('playing');
    expect(scheduler.waiting).to.equal(1);
    el.press('hold');
    expect(events).to.deep.equal([{ type: 'hold', detail: { piece: 'S' } }]);
    expect(el.state.active?.type).to.equal('Z');
  });

  it('start() before the element is on the page runs as soon as it is', async () => {
    const scheduler = new ManualScheduler();
    const el = document.createElement('tetris-game');
    el.scheduler = scheduler;
    el.start({ queue: ['T'] });
    const parent = await fixture<HTMLElement>(html`<div></div>`);
    parent.append(el);
    await el.updateComplete;
    const { y } = el.state.active!;
    expect(el.status).to.equal('playing');
    scheduler.frames(60);
    expect(el.state.active?.y).to.equal(y + 1);
  });

  it('autostart does not pause when the page is busy for 300 ms before the first frame', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game autostart .scheduler=${scheduler}></tetris-game>`);
    const events = record(el, ALL);
    expect(el.status).to.equal('playing');
    scheduler.advance(300);
    scheduler.frames(5);
    expect(el.status).to.equal('playing');
    expect(events).to.deep.equal([]);
  });

  it('moving the element to another parent in one task does not pause it', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', ['T']);
    // A second game, removed for good in the same task after the move: its pause comes from the
    // same end-of-task check, made after the moved element's, so by then that check is over.
    const witness = await fixture<TetrisGame>(html`<tetris-game .scheduler=${new ManualScheduler()}></tetris-game>`);
    witness.start();
    const events = record(el, ALL);
    const other = document.createElement('section');
    el.parentElement!.after(other);
    try {
      other.append(el);
      const witnessPaused = oneEvent(witness, 'game-pause');
      witness.remove();
      await el.updateComplete;
      await witnessPaused;
      expect(el.status).to.equal('playing');
      const { y } = el.state.active!;
      scheduler.frames(60);
      expect(el.state.active?.y).to.equal(y + 1);
      expect(events).to.deep.equal([]);
    } finally {
      other.remove();
    }
  });

  it('removed for longer than a task, it pauses, and resumes where it was', async () => {
    const { el, scheduler } = await playingFixture('seed="7"', ['T']);
    const parent = el.parentElement!;
    const paused = oneEvent(el, 'game-pause');
    el.remove();
    await paused;
    expect(el.status).to.equal('paused');
    expect(scheduler.waiting).to.equal(0);
    parent.append(el);
    await el.updateComplete;
    expect(el.status).to.equal('paused');
    el.resume();
    expect(el.status).to.equal('playing');
    expect(scheduler.waiting).to.equal(1);
  });
});
