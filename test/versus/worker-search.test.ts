/**
 * The bot's search in its worker, in real Chromium: the worker (loaded from source, as the bot's
 * worker test does) answers with the moves the main thread's search finds; `<tetris-versus>`'s
 * bot plays on the worker's answers and its match verifies; without a worker, or with one that
 * never answers, the bot searches on the main thread.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game, verifyMatch, type PieceType } from '../../src/engine/index.js';
import type { Difficulty } from '../../src/bot/index.js';
import { searchState, stateOf } from '../../src/bot/suggest.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { WORKER_PATIENCE, WorkerSearch, type BotWorkerFactory } from '../../src/versus/worker-search.js';
import { nextFrame } from '../element/helpers.js';

/** The bot's worker from source; `answers` counts its suggestions. */
function sourceWorker() {
  const made = { workers: 0, answers: 0, terminated: 0 };
  const factory: BotWorkerFactory = (difficulty: Difficulty) => {
    const url = new URL('../../src/bot/worker.ts', import.meta.url);
    url.searchParams.set('difficulty', difficulty);
    const worker = new Worker(url, { type: 'module' });
    made.workers++;
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      made.terminated++;
      terminate();
    };
    worker.addEventListener('message', (event: MessageEvent<{ type: string }>) => void (event.data.type === 'suggestion' && made.answers++));
    return worker;
  };
  return { factory, made };
}

/** Waits display frames (the worker answers meanwhile) until `done()`, at most `limit` of them. */
async function until(done: () => boolean, limit = 300): Promise<void> {
  for (let i = 0; i < limit && !done(); i++) await nextFrame();
  expect(done()).to.equal(true);
}

const ROWS_TEXT = [...Array<string>(16).fill('..........'), 'XX...XXXXX', 'XXX.XXXXXX', 'XXXX.XXXXX', 'XXXXX.XXXX'];

describe('WorkerSearch', () => {
  it("answers with the main thread's moves for the same position, after asking the worker", async () => {
    const { factory } = sourceWorker();
    const search = new WorkerSearch(factory, 'hard');
    const queue: PieceType[] = ['T', 'I', 'O', 'L', 'J'];
    const state = stateOf(new Game({ board: ROWS_TEXT, queue, handling: { are: false } }))!;
    const options = { difficulty: 'hard' as const, incoming: 0 };
    expect(search.moves(state, options), 'not known yet').to.equal(null);
    await until(() => search.answered === 1);
    const moves = search.moves(state, options)!;
    const here = searchState(state, options).moves;
    const named = (list: readonly (typeof here)[number][]) => list.slice(0, 8).map((m) => `${m.hold} ${m.placement.key}`);
    expect(named(moves)).to.deep.equal(named(here));
    search.stop();
  });

  it('a worker that never answers: the main thread searches once its patience runs out', () => {
    const silent = () => new Worker(URL.createObjectURL(new Blob([''], { type: 'text/javascript' })), { type: 'module' });
    const search = new WorkerSearch(silent, 'medium');
    const state = stateOf(new Game({ seed: 1, handling: { are: false } }))!;
    for (let frame = 0; frame < WORKER_PATIENCE; frame++) expect(search.moves(state, {})).to.equal(null);
    expect(search.moves(state, {})!.length).to.be.greaterThan(5);
    search.stop();
  });
});

describe('<tetris-versus> against the bot in its worker', () => {
  const drops = (el: TetrisVersus) => el.replay!.rounds.join('').match(/:1\+D/g)?.length ?? 0;

  it("the bot plays on the worker's answers to a knock-out; the match records its keys and verifies", async () => {
    const { factory, made } = sourceWorker();
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus seed="12" first-to="1" difficulty="expert" .botWorker=${factory} .scheduler=${scheduler}></tetris-versus>`);
    el.focus();
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES);
    // One game frame per display frame, so the worker can answer in time; the player hard-drops
    // a piece every 8 frames where it spawns and tops out.
    for (let i = 0; i < 3000 && el.phase !== 'match-over'; i++) {
      scheduler.frames(1);
      if (i % 8 === 0) await sendKeys({ press: 'Space' });
      else await nextFrame();
    }
    expect(el.phase).to.equal('match-over');
    expect(made.workers).to.equal(1);
    expect(made.answers).to.be.at.least(3);
    const verified = verifyMatch(el.replay!);
    expect(verified.winner).to.equal(1);
    expect(verified.stats[1].pieces).to.be.at.least(3);
    // Off the page, the worker ends.
    el.remove();
    expect(made.terminated).to.equal(1);
  });

  for (const [name, factory] of [
    ['no worker (null)', null],
    ['a worker that cannot start', () => { throw new DOMException('blocked', 'SecurityError'); }],
  ] as const) {
    it(`${name}: the bot searches on the main thread`, async () => {
      const scheduler = new ManualScheduler();
      const el = await fixture<TetrisVersus>(html`<tetris-versus seed="12" difficulty="expert" .botWorker=${factory} .scheduler=${scheduler}></tetris-versus>`);
      el.start();
      scheduler.frames(COUNTDOWN_FRAMES + 240);
      expect(drops(el)).to.be.at.least(3);
    });
  }
});
