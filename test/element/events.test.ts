import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { board, record } from './helpers.js';

const ALL = ['game-start', 'score', 'line-clear', 'level-change', 'hold', 'game-pause', 'game-resume', 'game-over'];

async function playing(options: Parameters<TetrisGame['start']>[0] = {}) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(html`<tetris-game seed="7" .scheduler=${scheduler}></tetris-game>`);
  const events = record(el, ALL);
  el.focus();
  el.start(options);
  scheduler.frames(1);
  return { el, scheduler, events };
}

describe('<tetris-game> events', () => {
  it('Enter starts a game: game-start, bubbling and composed', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<div><tetris-game seed="5" level="3" .scheduler=${scheduler}></tetris-game></div>`);
    const game = el.querySelector('tetris-game')!;
    game.focus();
    const started = oneEvent(el, 'game-start');
    await sendKeys({ press: 'Enter' });
    const event = await started;
    expect(event).to.be.instanceOf(CustomEvent);
    expect(event.bubbles && event.composed).to.be.true;
    expect(event.detail).to.deep.equal({ level: 3, seed: 5 });
    expect(game.status).to.equal('playing');
  });

  it('a hard drop with Space fires score with the drop points', async () => {
    const { el, scheduler, events } = await playing({ queue: ['T'] });
    await sendKeys({ press: 'Space' });
    scheduler.frames(1);
    const scores = events.filter((e) => e.type === 'score');
    // T spawns with its flat side in row -1 and falls to row 19: 20 rows, 2 points each.
    expect(scores).to.deep.equal([{ type: 'score', detail: { score: 40, delta: 40, level: 1, lines: 0 } }]);
    expect(el.score).to.equal(40);
  });

  it('soft drop with ArrowDown scores 1 per row, in one score event per frame at most', async () => {
    const { el, scheduler, events } = await playing({ queue: ['O'] });
    await sendKeys({ down: 'ArrowDown' });
    scheduler.frames(20);
    await sendKeys({ up: 'ArrowDown' });
    scheduler.frames(1);
    const scores = events.filter((e) => e.type === 'score').map((e) => e.detail as { score: number; delta: number });
    expect(scores.length).to.be.within(9, 11);
    expect(scores.every((s) => s.delta === 1)).to.be.true;
    expect(el.score).to.equal(scores.at(-1)!.score);
  });

  it('line-clear carries the exact detail', async () => {
    const { events } = await playing({ board: board(['X.........', 'XXX....XXX']), queue: ['I'] });
    await sendKeys({ press: 'Space' });
    const clear = events.find((e) => e.type === 'line-clear');
    expect(clear?.detail).to.deep.equal({
      lines: 1,
      rows: [19],
      tSpin: 'none',
      backToBack: false,
      combo: 0,
      perfectClear: false,
      points: 100 + 2 * 20,
      totalLines: 1,
      level: 1,
    });
  });

  it('a perfect-clear Tetris at level 2 and a level-up', async () => {
    const row = 'XXX.XXXXXX';
    const { el, scheduler, events } = await playing({ board: board([row, row, row, row]), queue: ['I'], lines: 9, level: 1 });
    // Vertical I in column 3: clockwise puts it in box column 2 (x = 5), then two steps left.
    await sendKeys({ press: 'ArrowUp' });
    // Left is a held button (the engine's DAS repeats it): two taps with a released frame between move two columns.
    await sendKeys({ press: 'ArrowLeft' });
    scheduler.frames(2);
    await sendKeys({ press: 'ArrowLeft' });
    scheduler.frames(1);
    expect(el.state.active?.cells.map(([x]) => x)).to.deep.equal([3, 3, 3, 3]);
    await sendKeys({ press: 'Space' });
    scheduler.frames(1);
    const clear = events.find((e) => e.type === 'line-clear')!.detail as Record<string, unknown>;
    expect(clear.lines).to.equal(4);
    expect(clear.rows).to.deep.equal([16, 17, 18, 19]);
    expect(clear.perfectClear).to.be.true;
    expect(clear.totalLines).to.equal(13);
    expect(clear.level).to.equal(2);
    expect(events.filter((e) => e.type === 'level-change')).to.deep.equal([{ type: 'level-change', detail: { level: 2 } }]);
    expect(el.state.level).to.equal(2);
    expect(el.lines).to.equal(13);
  });

  it('C holds the piece: hold event with the piece', async () => {
    const { el, events } = await playing({ queue: ['S', 'Z'] });
    await sendKeys({ press: 'KeyC' });
    expect(events.filter((e) => e.type === 'hold')).to.deep.equal([{ type: 'hold', detail: { piece: 'S' } }]);
    expect(el.state.hold).to.equal('S');
    expect(el.state.active?.type).to.equal('Z');
    await sendKeys({ press: 'ShiftLeft' });
    expect(events.filter((e) => e.type === 'hold')).to.have.length(1);
  });

  it('Escape pauses and resumes; P too: game-pause and game-resume, never the DOM names', async () => {
    const { el, events } = await playing();
    const domNames = record(el, ['pause', 'resume']);
    await sendKeys({ press: 'Escape' });
    expect(el.status).to.equal('paused');
    await sendKeys({ press: 'KeyP' });
    expect(el.status).to.equal('playing');
    expect(events.filter((e) => ['game-pause', 'game-resume'].includes(e.type)).map((e) => e.type)).to.deep.equal(['game-pause', 'game-resume']);
    expect(domNames).to.deep.equal([]);
  });

  it('game-over reports score, lines, level, pieces, time, reason, mode, goal, pps and stats', async () => {
    const full = 'XXXX.XXXXX';
    const { el, scheduler, events } = await playing({ board: board(Array(20).fill(full)), queue: ['T'] });
    // The T rests in the hidden rows from the start; lock it before its lock delay runs out.
    scheduler.frames(9);
    await sendKeys({ press: 'Space' });
    const over = events.find((e) => e.type === 'game-over');
    expect(over?.detail).to.deep.include({ score: 0, lines: 0, level: 1, pieces: 1, time: 167, reason: 'lock-out', mode: 'marathon', goal: null, pps: 6 });
    expect(over?.detail).to.have.property('best');
    expect((over?.detail as { stats: unknown }).stats).to.deep.equal({ tetrises: 0, tSpins: 0, maxCombo: 0, perfectClears: 0, finesseFaults: 0, keysPerPiece: 1 });
    expect(el.status).to.equal('over');
    // The game-over screen may load on first use: updateComplete waits for it.
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Play again');
    // The loop has stopped; only the game-over fill asks for frames, until the field is full.
    scheduler.frames(60);
    expect(scheduler.waiting).to.equal(0);
  });

  it('block out: a new piece that cannot appear ends the game', async () => {
    const { scheduler, events } = await playing({
      board: ['..........', '..........', ...Array(18).fill('XXXXXXXX.X')],
      queue: ['I', 'T'],
    });
    // A vertical I in column 5 rests on row 2 and reaches into the hidden rows where the T spawns.
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Space' });
    expect(events.find((e) => e.type === 'game-over')).to.equal(undefined);
    scheduler.frames(30); // entry delay
    const over = events.find((e) => e.type === 'game-over')!.detail as { reason: string; pieces: number };
    expect(over.reason).to.equal('block-out');
    expect(over.pieces).to.equal(1);
  });

  it('Enter after game over starts a new game', async () => {
    const { el, events } = await playing({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    await sendKeys({ press: 'Space' });
    expect(el.status).to.equal('over');
    await sendKeys({ press: 'Enter' });
    expect(el.status).to.equal('playing');
    expect(el.score).to.equal(0);
    expect(events.filter((e) => e.type === 'game-start')).to.have.length(2);
  });

  it('setting properties or calling reset() fires nothing', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    const events = record(el, ALL);
    el.level = 5;
    el.theme = 'classic';
    el.seed = 9;
    await el.updateComplete;
    el.reset();
    expect(events).to.deep.equal([]);
  });
});
