/**
 * The bot's search in its worker, in real Chromium: the worker (loaded from source, as the bot's
 * worker test does) answers with the moves the main thread's search finds; `<tetris-versus>`'s
 * bot plays on the worker's answers and its match verifies; without a worker, or with one that
 * never answers, the bot searches on the main thread. A TBP bot answering on a stepped clock
 * (`FakeTbpWorker`) checks the pace budget and the messages the element sends, against the spec.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game, verifyMatch, type PieceType } from '../../src/engine/index.js';
import { searchState, stateOf } from '../../src/bot/suggest.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { WorkerSearch, budgetFrames, type BotWorkerFactory } from '../../src/versus/worker-search.js';
import { FakeTbpWorker, type SentMessage } from './fake-tbp-worker.js';
import { fromLocation, type TbpMove } from '../../src/bot/tbp.js';
import { PIECE_TYPES, ROTATIONS } from '../../src/engine/index.js';
import { cellsText } from '../bot/helpers.js';

/** The cells a TBP move covers (the same placement can be named by more than one orientation). */
const cellsOfMove = (move: TbpMove) => {
  const { p, r, x, y } = fromLocation(move.location);
  return cellsText({ type: PIECE_TYPES[p], rotation: ROTATIONS[r], x, y });
};
import { nextFrame } from '../element/helpers.js';

/** The bot's worker from source; `answers` counts its suggestions. */
function sourceWorker() {
  const made = { workers: 0, answers: 0, terminated: 0 };
  const factory: BotWorkerFactory = () => {
    const worker = new Worker(new URL('../../src/bot/worker.ts', import.meta.url), { type: 'module' });
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
    for (let frame = 0; frame < budgetFrames('medium'); frame++) expect(search.moves(state, {})).to.equal(null);
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

describe('<tetris-versus> speaking TBP to a bot that answers on its own time', () => {
  /** A match against `worker`, stepped one game frame (and one worker frame) at a time. */
  async function match(worker: FakeTbpWorker, difficulty: string, frames: number) {
    const scheduler = new ManualScheduler();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const el = await fixture<TetrisVersus>(html`<tetris-versus seed="5" first-to="1" difficulty=${difficulty} .botWorker=${() => worker.asWorker()} .scheduler=${scheduler}></tetris-versus>`);
      el.start();
      for (let i = 0; i < frames && el.phase !== 'match-over'; i++) {
        scheduler.frames(1);
        worker.tick();
      }
      return { el, warnings: warnings.filter((w) => w.includes('worker')) };
    } finally {
      console.warn = warn;
    }
  }

  const ofType = (messages: SentMessage[], type: string) => messages.filter((m) => m.type === type);

  it('follows a bot answering in 200 ms at 1 piece per second on every piece, with no warning', async () => {
    const worker = new FakeTbpWorker(12, ['randomizer']);
    const { el, warnings } = await match(worker, 'medium', COUNTDOWN_FRAMES + 60 * 30);
    // Every piece is placed where the bot's answer for it said (medium slips to its 2nd-6th move now and then).
    let suggestion: string[] = [];
    let plays = 0;
    for (const { way, message } of worker.log) {
      if (way === 'out' && message.type === 'suggestion') suggestion = (message.moves as TbpMove[]).slice(0, 6).map(cellsOfMove);
      if (way === 'in' && message.type === 'play') {
        expect(suggestion, `piece ${plays + 1}`).to.include(cellsOfMove(message.move as TbpMove));
        suggestion = [];
        plays++;
      }
    }
    expect(plays, 'pieces played in 30 s at 1 piece per second').to.be.at.least(20);
    expect(warnings).to.deep.equal([]);
    el.remove();
  });

  it('a bot that never answers: the match goes on, with one warning', async () => {
    const worker = new FakeTbpWorker(null);
    const { warnings } = await match(worker, 'hard', COUNTDOWN_FRAMES + 60 * 20);
    expect(ofType(worker.received, 'play').length, 'pieces the bot placed').to.be.at.least(15);
    expect(ofType(worker.received, 'suggest').length, 'suggest sent while the first is unanswered').to.equal(1);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.include('did not answer within 500 ms');
  });

  it('sends the whole protocol as the spec orders it: rules, one start per game, play and new_piece, stop, quit', async () => {
    const worker = new FakeTbpWorker(3);
    const { el } = await match(worker, 'hard', COUNTDOWN_FRAMES + 60 * 15);
    el.start();
    await el.updateComplete;
    el.remove();
    checkAgainstSpec(worker.received, true);
    const types = worker.received.map((m) => m.type);
    expect(types[0]).to.equal('rules');
    expect(worker.received[0]).to.deep.include({ randomizer: 'seven_bag', tetris_game: { difficulty: 'hard' } });
    // The second match is left before its first piece: it never started for the bot, so no stop for it.
    expect(types.filter((t) => t === 'start').length, 'one start for the game played (no desync)').to.equal(1);
    expect(types.filter((t) => t === 'stop').length).to.equal(1);
    expect(types.at(-1)).to.equal('quit');
    expect(types.filter((t) => t === 'play').length).to.be.at.least(10);
    expect(types.filter((t) => t === 'new_piece').length).to.be.at.least(10);
  });
});

const PIECES = ['I', 'O', 'T', 'L', 'J', 'S', 'Z'];
const isPiece = (v: unknown) => PIECES.includes(v as string);
const isCell = (v: unknown) => v === null || v === 'G' || isPiece(v);

/** The TBP spec's rules for a front end's messages (tbp-spec: the MVP, randomizer, and the garbage proposal). */
function checkAgainstSpec(messages: SentMessage[], garbageAdvertised: boolean): void {
  let phase: 'rules' | 'ready' | 'game' | 'quit' = 'rules';
  messages.forEach((m, i) => {
    const at = `message ${i} (${m.type})`;
    expect(phase, `${at} after quit`).to.not.equal('quit');
    switch (m.type) {
      case 'rules':
        expect(phase, `${at}: rules once, first`).to.equal('rules');
        expect(['uniform', 'seven_bag', 'general_bag', 'unknown'], at).to.include(m.randomizer);
        phase = 'ready';
        break;
      case 'start': {
        expect(phase, `${at}: start after rules`).to.not.equal('rules');
        expect(m.hold === null || isPiece(m.hold), at).to.equal(true);
        expect((m.queue as unknown[]).every(isPiece) && (m.queue as unknown[]).length > 0, at).to.equal(true);
        expect(Number.isInteger(m.combo) && (m.combo as number) >= 0, at).to.equal(true);
        expect(typeof m.back_to_back, at).to.equal('boolean');
        const board = m.board as unknown[][];
        expect(board.length, at).to.equal(40);
        expect(board.every((row) => row.length === 10 && row.every(isCell)), at).to.equal(true);
        phase = 'game';
        break;
      }
      case 'suggest':
      case 'new_piece':
      case 'garbage':
      case 'play':
        expect(phase, `${at} outside a game`).to.equal('game');
        if (m.type === 'new_piece') expect(isPiece(m.piece), at).to.equal(true);
        if (m.type === 'garbage') expect(garbageAdvertised, `${at} to a bot without the extension`).to.equal(true);
        if (m.type === 'play') {
          const { location, spin } = m.move as TbpMove;
          expect(['none', 'mini', 'full'], at).to.include(spin);
          expect(['north', 'east', 'south', 'west'], at).to.include(location.orientation);
          expect(isPiece(location.type) && Number.isInteger(location.x) && Number.isInteger(location.y), at).to.equal(true);
        }
        break;
      case 'stop':
        expect(phase, at).to.equal('game');
        phase = 'ready';
        break;
      case 'quit':
        phase = 'quit';
        break;
      default:
        expect.fail(`${at}: not a message of the protocol`);
    }
  });
}
