/**
 * `<tetris-versus opponent="remote">` resuming a round under way: `startRound(seed, round, { frame,
 * events })` plays the round so far (this board's inputs and the garbage that entered its queue,
 * in order) into its game up to `frame`, with no countdown, and play goes on live from there; bad
 * values warn once and are ignored.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Action } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type RoundSoFarEvent, type TetrisVersus } from '../../src/versus/index.js';
import { captureWarnings, record } from '../element/helpers.js';

async function remote(): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} opponent="remote" style="width: 800px"></tetris-versus>`);
  el.focus();
  return { el, scheduler };
}

interface InputDetail {
  frame: number;
  button: Action;
  down: boolean;
}
type Told = { type: string; detail: unknown }[];
const inputs = (told: Told) => told.filter((e) => e.type === 'input').map((e) => e.detail as InputDetail);
const lastCells = (told: Told) => (told.filter((e) => e.type === 'board-change').at(-1)!.detail as { cells: string }).cells;

async function press(scheduler: ManualScheduler, code: string, frames: number): Promise<void> {
  await sendKeys({ press: code });
  scheduler.frames(frames);
}

describe('<tetris-versus> resuming a remote round', () => {
  const warnings = captureWarnings();

  it('plays the round so far into its game up to the frame given, then on live as the live board would', async () => {
    // The board as played live: a few pieces, garbage in between, then one more hard drop.
    const live = await remote();
    const told = record(live.el, ['input', 'board-change']);
    live.el.startRound(21, 3);
    live.scheduler.frames(COUNTDOWN_FRAMES + 15);
    await press(live.scheduler, 'ArrowLeft', 7);
    await press(live.scheduler, 'Space', 1);
    // Queued now, at the frame after the hard drop's, before any input of that frame.
    const garbageFrame = inputs(told).at(-1)!.frame + 1;
    live.el.receiveGarbage(3, { id: 1 });
    live.scheduler.frames(40);
    await press(live.scheduler, 'KeyX', 30);
    const soFar: RoundSoFarEvent[] = inputs(told).map(({ frame, button, down }) => ({ frame, button, down }));
    soFar.splice(soFar.findIndex((e) => e.frame >= garbageFrame), 0, { frame: garbageFrame, garbage: 3, id: 1 });
    await press(live.scheduler, 'Space', 1);
    const last = inputs(told).at(-1)!;
    const liveCells = lastCells(told);
    expect(liveCells.replace(/[^X]/g, '')).to.have.length(27);

    // The same round resumed at that frame on another element: playing at once, no countdown.
    const resumed = await remote();
    const toldAgain = record(resumed.el, ['input', 'board-change', 'match-start']);
    resumed.el.startRound(21, 3, { frame: last.frame, events: soFar });
    expect(resumed.el.phase).to.equal('playing');
    expect(resumed.el.round).to.equal(3);
    await press(resumed.scheduler, 'Space', 1);
    expect(inputs(toldAgain).at(-1)!.frame).to.equal(last.frame);
    expect(lastCells(toldAgain)).to.equal(liveCells);
    expect(toldAgain.filter((e) => e.type === 'match-start')).to.have.length(0);
    expect(warnings).to.have.length(0);
  });

  it('ignores a round so far it cannot play, with one warning', async () => {
    const { el } = await remote();
    el.startRound(21, 1, { frame: -1, events: [] });
    el.startRound(21, 1, { frame: 10, events: [{ frame: 11, button: 'hardDrop', down: true }] });
    expect(el.phase).to.equal('idle');
    el.startRound(21, 1, { frame: 10, events: [{ frame: 2, button: 'jump' as 'hardDrop', down: true }] });
    el.startRound(21, 1, { frame: 10, events: [{ frame: 4, garbage: 0 }] });
    el.startRound(21, 1, { frame: 10, events: [{ frame: 5, button: 'left', down: true }, { frame: 4, button: 'left', down: false }] });
    expect(el.phase).to.equal('idle');
    expect(warnings.map((w) => String(w[0]))).to.deep.equal([
      '<tetris-versus>: ignoring startRound(seed, round, {"frame":-1,"events":[]}): it takes { frame, events } with frame a whole number from 0 to 5184000 and events in frame order up to it, each { frame, button, down } or { frame, garbage, id? }',
    ]);
    el.startRound(21, 1, { frame: 0, events: [] });
    expect(el.phase).to.equal('playing');
  });
});
