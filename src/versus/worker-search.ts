/**
 * The bot's search in its worker (`bot-worker.js`, the Tetris Bot Protocol over `postMessage`,
 * started as `bot-worker-start.ts` says), so the page never stalls while the bot thinks.
 * `BotPlayer` still plays the keys on the main thread, on the match's frames: it asks
 * {@link WorkerSearch.moves} once per frame until the worker's answer is there. The match records
 * the keys the bot pressed, so its replay verifies however long the worker took.
 *
 * The element speaks the whole protocol: `rules` (the randomizer, and the difficulty in the
 * `tetris_game` extension field), one `start` per game (again only after a desync), `play` as each
 * piece locks, `new_piece` and `garbage` (where the bot advertises it) before each `suggest`,
 * `stop` as a game ends and `quit` as the element lets the worker go (`tbp-front-end.ts`).
 *
 * Each piece's answer has a budget of the difficulty's time per piece (its pace; a third of a
 * second for `expert`). A worker that runs past it is not waited for: the main thread picks that
 * piece's move (the `play` that follows tells the worker which), and no new `suggest` goes out
 * until it has answered the ones it has. Every fallback to the main thread (no worker, one that
 * cannot start, fails, refuses the rules or runs out of time) warns once, naming the reason.
 * @module
 */
import { DIFFICULTIES, searchState, type Difficulty } from '../bot/index.js';
import { cellKey } from '../bot/field.js';
import { SPIN_NAMES, type Spin } from '../bot/placements.js';
import type { BotState, RankedMove } from '../bot/search.js';
import type { SuggestOptions } from '../bot/suggest.js';
import { fromLocation, type TbpMove } from '../bot/tbp.js';
import type { Game } from '../engine/index.js';
import type { BotWorkerFactory } from './bot-worker-start.js';
import { TbpFrontEnd, type TbpFrontMessage } from './tbp-front-end.js';

export { defaultBotWorker, botWorkerFactory, type BotWorkerFactory } from './bot-worker-start.js';

/** Frames of thinking per piece where the difficulty sets no pace (`expert`: 3 pieces per second). */
const UNPACED_FRAMES = 20;

/** Game frames the worker may take to answer for one piece: the difficulty's time per piece. */
export function budgetFrames(difficulty: Difficulty): number {
  const { pps } = DIFFICULTIES[difficulty];
  return pps === null ? UNPACED_FRAMES : Math.round(60 / pps);
}

/** One piece's question to the worker. */
interface Question {
  readonly key: string;
  readonly state: BotState;
  /** Frames asked so far. */
  frames: number;
  /** The worker was told this piece's position (`new_piece`, `garbage` or `start`). */
  told: boolean;
  /** Its `suggest` went out (the worker was ready and had answered every earlier one). */
  asked: boolean;
  moves?: RankedMove[];
}

type Message = { type?: unknown; moves?: unknown; features?: unknown; reason?: unknown; message?: unknown };

export class WorkerSearch {
  /** How many pieces the worker answered in time (for tests and figures). */
  answered = 0;
  private worker?: Worker;
  private ready = false;
  private failed = false;
  private front = new TbpFrontEnd(false);
  private question: Question | null = null;
  /** Suggestions asked for and not answered yet, oldest first: a worker answers them in order. */
  private readonly pending: (Question | null)[] = [];
  private offGame?: () => void;

  constructor(
    readonly factory: BotWorkerFactory,
    readonly difficulty: Difficulty,
    private readonly warn: (reason: string) => void = () => {},
  ) {
    try {
      this.worker = factory();
    } catch (error) {
      this.fail(`could not start (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`);
      return;
    }
    this.worker.onmessage = (event: MessageEvent<Message>) => this.onMessage(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(`failed to load or stopped with an error (${event.message || 'no message: is bot-worker.js served next to the script?'})`);
    };
  }

  /** The worker is used (not failed or stopped). */
  get working(): boolean {
    return !this.failed;
  }

  /** A new game for the bot: the last one (if any) is stopped, and this one's locks are played to the worker. */
  follow(game: Game): void {
    this.endGame();
    this.offGame = game.on('lock', (lock) => {
      const play = this.front.played(lock.type, lock.cells, lock.tSpin);
      if (play && this.ready) this.send(play);
    });
  }

  /** The game is over for the bot: `stop`. */
  endGame(): void {
    if (!this.offGame) return;
    this.offGame();
    this.offGame = undefined;
    if (this.front.started && !this.failed) this.send({ type: 'stop' });
    this.front.forget();
    this.question = null;
  }

  /**
   * `BotPlayer`'s `moves`: the worker's answer for `state` once it is there (null until then),
   * or the main thread's search when the worker cannot answer in time.
   */
  readonly moves = (state: BotState, options: SuggestOptions): readonly RankedMove[] | null => {
    if (this.failed) return searchState(state, options).moves;
    const key = keyOf(state);
    let question = this.question;
    if (question?.key !== key) {
      question = this.question = { key, state, frames: 0, told: false, asked: false };
      this.ask();
    }
    // A worker still busy with a piece it ran out of time for: the main thread decides meanwhile.
    if (this.pending[0] === null) {
      this.question = null;
      return searchState(state, options).moves;
    }
    if (question.moves) {
      this.question = null;
      return question.moves;
    }
    if (++question.frames <= budgetFrames(this.difficulty)) return null;
    this.question = null;
    const index = this.pending.indexOf(question);
    if (index >= 0) this.pending[index] = null;
    this.warn(`the bot's worker did not answer within ${Math.round((budgetFrames(this.difficulty) * 1000) / 60)} ms for a piece, so the main thread chose that move`);
    return searchState(state, options).moves;
  };

  /** Ends the worker (`quit`); from now on the bot searches on the main thread. */
  stop(): void {
    this.endGame();
    if (this.ready && !this.failed) this.send({ type: 'quit' });
    this.failed = true;
    this.worker?.terminate();
    this.worker = undefined;
  }

  private fail(reason: string): void {
    if (this.failed) return;
    this.warn(`the bot searches on the main thread: its worker ${reason}`);
    this.stop();
  }

  private send(message: TbpFrontMessage): void {
    this.worker?.postMessage(message);
  }

  /**
   * Tells the worker the current question's position once it is ready, and asks for its moves
   * once it has answered every earlier question.
   */
  private ask(): void {
    const question = this.question;
    if (!question || !this.ready) return;
    if (!question.told) for (const message of this.front.catchUp(question.state)) this.send(message);
    question.told = true;
    if (question.asked || this.pending.length > 0) return;
    question.asked = true;
    this.pending.push(question);
    this.send({ type: 'suggest' });
  }

  private onMessage(message: Message): void {
    if (this.failed) return;
    if (message.type === 'info') {
      this.front = new TbpFrontEnd(Array.isArray(message.features) && message.features.includes('garbage'));
      // The pieces come from a 7-bag; the difficulty in this element's extension field.
      this.send({ type: 'rules', randomizer: 'seven_bag', tetris_game: { difficulty: this.difficulty } });
    } else if (message.type === 'ready') {
      this.ready = true;
      this.ask();
    } else if (message.type === 'error' && !this.ready) {
      this.fail(`refused the rules (${JSON.stringify(message.reason)}${typeof message.message === 'string' ? `: ${message.message}` : ''})`);
    } else if (message.type === 'suggestion' || message.type === 'error') {
      const question = this.pending.shift();
      if (question && question === this.question && message.type === 'suggestion' && Array.isArray(message.moves)) {
        this.answered++;
        question.moves = (message.moves as TbpMove[]).map((move, i, all) => rankedMove(move, question.state, all.length - i));
      }
      // An error answer: the main thread searches once the budget runs out.
      this.ask();
    }
  }
}

/**
 * The search for `difficulty` from `factory`: `current` when it is that one and still working,
 * else a new one (`current` stopped); none without a factory (the page's choice) or without
 * `Worker` (a warning).
 */
export function workerSearchFor(
  current: WorkerSearch | undefined,
  factory: BotWorkerFactory | null,
  difficulty: Difficulty,
  warn: (reason: string) => void,
): WorkerSearch | undefined {
  if (current?.factory === factory && current.difficulty === difficulty && current.working) return current;
  current?.stop();
  if (!factory) return undefined;
  if (typeof Worker === 'undefined') {
    warn("the bot searches on the main thread: this page has no Worker");
    return undefined;
  }
  return new WorkerSearch(factory, difficulty, warn);
}

/** A state's identity: the pieces and the matrix (one question per piece). */
function keyOf(state: BotState): string {
  return `${state.current} ${state.hold} ${state.queue.join('')} ${state.combo} ${state.backToBack} ${state.field.rows.join(',')}`;
}

/** A TBP move as the bot's own search ranks it (`value`: higher first). */
function rankedMove(move: TbpMove, state: BotState, value: number): RankedMove {
  const { p, r, x, y } = fromLocation(move.location);
  const spin = SPIN_NAMES.indexOf(move.spin) as Spin;
  return { hold: p !== state.current, placement: { p, r, x, y, spin, key: cellKey(p * 4 + r, x, y) * 3 + spin }, value };
}
