import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame, type WatchResult } from '../../../src/index.js';
import { COUNTDOWN_FRAMES, verify } from '../../../src/engine/index.js';
import type { GameOverDetail } from '../../../src/element/events.js';
import { board, captureWarnings } from '../helpers.js';

/** Two bottom rows that two flat I pieces complete (columns 3-6), under a cell that stays. */
const TWO_GAPS = board(['O.........', 'OOO....OOO', 'OOO....OOO']);

async function game(attributes: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  el.focus();
  const overs: GameOverDetail[] = [];
  el.addEventListener('game-over', (e) => overs.push(e.detail));
  return { el, scheduler, overs };
}

/** Real key presses: `key` down, `hold` frames, up, then `after` frames. */
async function tap(scheduler: ManualScheduler, key: string, hold = 2, after = 20): Promise<void> {
  await sendKeys({ down: key });
  scheduler.frames(hold);
  await sendKeys({ up: key });
  scheduler.frames(after);
}

/** A two-line sprint played with real keys: turns, a shift there and back, hard drops. */
async function playSprint() {
  const played = await game('mode="sprint" goal="2"');
  const { el, scheduler } = played;
  el.start({ board: TWO_GAPS, queue: ['I', 'I'], countdown: false });
  scheduler.frames(5);
  await tap(scheduler, 'ArrowUp');
  await tap(scheduler, 'ArrowUp');
  await tap(scheduler, 'Space');
  // The entry delay passes before the next piece appears.
  scheduler.frames(30);
  await tap(scheduler, 'ArrowLeft');
  await tap(scheduler, 'ArrowRight');
  await tap(scheduler, 'ArrowDown', 6);
  await tap(scheduler, 'Space');
  return played;
}

/** Runs display frames until `promise` settles (at most `max`); returns the result and the frames run. */
async function runUntil<T>(scheduler: ManualScheduler, promise: Promise<T>, max = 5000): Promise<{ value: T; frames: number }> {
  let settled = false;
  let value!: T;
  void promise.then((v) => {
    settled = true;
    value = v;
  });
  let frames = 0;
  while (!settled && frames < max) {
    scheduler.frames(1);
    frames++;
    await Promise.resolve();
  }
  expect(settled, 'playback ended').to.be.true;
  return { value, frames };
}

describe('<tetris-game> replays of modes, and watch()', () => {
  const warnings = captureWarnings();

  it('el.replay of a sprint played with real keys verifies to the same end and result in the engine', async () => {
    const { el, overs } = await playSprint();
    expect(el.status).to.equal('over');
    const detail = overs[0];
    const verified = verify(JSON.stringify(el.replay));
    expect(verified).to.deep.include({ mode: 'sprint', goal: 2, reason: 'goal', score: detail.score, lines: 2, pieces: 2, time: detail.time });
  });

  it('el.replay of an ultra played with real keys verifies to the same score at the end of its time', async () => {
    const { el, scheduler, overs } = await game('mode="ultra" goal="3"');
    el.start({ board: TWO_GAPS, queue: ['I', 'I'] });
    // Through the countdown: its replay verifies with it.
    scheduler.frames(COUNTDOWN_FRAMES + 10);
    await tap(scheduler, 'Space');
    scheduler.frames(30);
    await tap(scheduler, 'ArrowDown', 10);
    scheduler.frames(180);
    expect(overs.map((d) => d.reason)).to.deep.equal(['time']);
    expect(verify(el.replay)).to.deep.include({ mode: 'ultra', goal: 3, reason: 'time', score: overs[0].score, time: 3000 });
  });

  it('watch() plays the replay on the board, inputs off, and reaches the same final board', async () => {
    const { el, scheduler } = await playSprint();
    const finalBoard = el.state.board;
    const replay = el.replay;
    const watching = el.watch(replay);
    await el.updateComplete;
    expect(el.status).to.equal('replay');
    expect(el.matches(':state(replay)')).to.be.true;
    const bar = el.shadowRoot!.querySelector('.replay-bar')!;
    expect(bar.querySelector('.replay-badge')!.textContent).to.equal('Replay');
    expect(el.shadowRoot!.querySelector('.overlay'), 'the result screen makes way').to.equal(null);
    // The player's keys do nothing to the replay.
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Space' });
    const { value, frames } = await runUntil(scheduler, watching);
    expect(value).to.deep.include({ board: finalBoard, reason: 'goal', lines: 2, stopped: false });
    expect(frames, 'one display frame per game frame at speed 1').to.be.closeTo(replay.frames!, 2);
    await el.updateComplete;
    expect(el.status).to.equal('over');
  });

  it('speed, pause and stop', async () => {
    const { el, scheduler } = await playSprint();
    const frames = el.replay.frames!;
    const fast = await runUntil(scheduler, el.watch(el.replay, { speed: 4 }));
    expect(fast.frames).to.be.closeTo(frames / 4, 2);

    const watching = el.watch(el.replay);
    await el.updateComplete;
    const time = () => el.shadowRoot!.querySelectorAll('.hud dd')[3].textContent;
    scheduler.frames(30);
    const pause = el.shadowRoot!.querySelector<HTMLButtonElement>('.replay-bar button')!;
    pause.click();
    const shown = time();
    scheduler.frames(60);
    expect(time(), 'paused').to.equal(shown);
    await sendKeys({ press: 'Escape' });
    scheduler.frames(60);
    expect(time(), 'the pause key resumes').to.not.equal(shown);
    const stop = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.replay-bar button')].at(-1)!;
    stop.click();
    const stopped: WatchResult = await watching;
    expect(stopped.stopped).to.be.true;
    expect(el.status).to.equal('over');
  });

  it('watching a game in play pauses it; the replay of a game not over ends with its log', async () => {
    const { el, scheduler } = await game('');
    el.start();
    scheduler.frames(20);
    el.press('hardDrop');
    scheduler.frames(40);
    const { board: expected } = el.state;
    const { value } = await runUntil(scheduler, el.watch(el.replay, { speed: 2 }));
    expect(value).to.deep.include({ board: expected, reason: null, stopped: false });
    expect(el.status).to.equal('paused');
  });

  it('a malformed replay rejects and changes nothing; a bad speed is 1 with one warning', async () => {
    const { el, scheduler } = await game('');
    let error: unknown;
    await el.watch({ v: 9, log: '' } as never).catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect(el.status).to.equal('idle');
    const watching = el.watch(el.replay, { speed: -3 });
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('speed=-3');
    el.start();
    expect((await watching).stopped, 'a new game stops playback').to.be.true;
    scheduler.frames(1);
    expect(el.status).to.equal('playing');
  });
});
