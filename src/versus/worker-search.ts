/**
 * The bot's search in its worker (`tetris-game/bot-worker`, the Tetris Bot Protocol over
 * `postMessage`), so the page never stalls while the bot thinks. `BotPlayer` still plays the
 * keys on the main thread, on the match's frames: it asks {@link WorkerSearch.moves} once per
 * frame until the worker's answer is there. The match records the keys the bot pressed, so its
 * replay verifies however long the worker took.
 *
 * Where there is no worker (no `Worker`, a script the page cannot load, a worker that fails or
 * answers too slowly), the bot searches on the main thread: the same search, the same moves.
 * @module
 */
import { PIECE_TYPES } from '../engine/index.js';
import { searchState, type Difficulty } from '../bot/index.js';
import { cellKey, type Field } from '../bot/field.js';
import { SPIN_NAMES, type Spin } from '../bot/placements.js';
import type { BotState, RankedMove } from '../bot/search.js';
import type { SuggestOptions } from '../bot/suggest.js';
import { fromLocation, type TbpMove } from '../bot/tbp.js';

/** Makes the bot's worker for a difficulty (a module worker of `tetris-game/bot-worker`). */
export type BotWorkerFactory = (difficulty: Difficulty) => Worker;

/** Frames the bot waits for the worker's answer for one piece before it searches itself. */
export const WORKER_PATIENCE = 6;

/**
 * This script's address, read while it loads: the single-file build's `document.currentScript`
 * (a classic script), else the module's own (the single-file build has no `import.meta`).
 */
const scriptUrl: string | undefined = (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.src) || import.meta.url;

/**
 * The worker next to this script (`bot-worker.js` in `dist/`, beside `tetris-versus.js` and its
 * single-file builds). A page serving the scripts from another origin (a CDN) cannot start it:
 * the bot then searches on the main thread, or the page passes its own factory.
 */
export const defaultBotWorker: BotWorkerFactory = (difficulty) => {
  if (!scriptUrl) throw new Error('bot-worker.js: this script has no address to find it next to');
  // The worker is this script's sibling at run time, not a file to bundle.
  const url = new URL('bot-worker.js', scriptUrl);
  url.searchParams.set('difficulty', difficulty);
  return new Worker(url, { type: 'module' });
};

/** One piece's question to the worker. */
interface Question {
  readonly key: string;
  readonly state: BotState;
  /** Frames asked so far. */
  frames: number;
  moves?: RankedMove[];
}

type Message = { type?: unknown; moves?: unknown };

export class WorkerSearch {
  /** How many pieces the worker answered (for tests and figures). */
  answered = 0;
  private worker?: Worker;
  private ready = false;
  private failed = false;
  private question: Question | null = null;
  /** Keys of the questions sent, oldest first: the worker answers them in order. */
  private readonly sent: string[] = [];

  constructor(
    readonly factory: BotWorkerFactory,
    readonly difficulty: Difficulty,
  ) {
    try {
      this.worker = factory(difficulty);
    } catch {
      this.failed = true;
      return;
    }
    this.worker.onmessage = (event: MessageEvent<Message>) => this.onMessage(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.stop();
    };
  }

  /** The worker is used (not failed or stopped). */
  get working(): boolean {
    return !this.failed;
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
      question = this.question = { key, state, frames: 0 };
      if (this.ready) this.ask(question);
    }
    if (question.moves) {
      this.question = null;
      return question.moves;
    }
    if (++question.frames <= WORKER_PATIENCE) return null;
    this.question = null;
    return searchState(state, options).moves;
  };

  /** Ends the worker; from now on the bot searches on the main thread. */
  stop(): void {
    this.failed = true;
    this.worker?.terminate();
    this.worker = undefined;
  }

  private ask(question: Question): void {
    const { state } = question;
    this.sent.push(question.key);
    this.worker!.postMessage({
      type: 'start',
      hold: state.hold < 0 ? null : PIECE_TYPES[state.hold],
      queue: [state.current, ...state.queue].map((p) => PIECE_TYPES[p]),
      // TBP counts the clears in a row; the engine's counter is one less.
      combo: state.combo + 1,
      back_to_back: state.backToBack,
      board: tbpBoard(state.field),
    });
    this.worker!.postMessage({ type: 'suggest' });
  }

  private onMessage(message: Message): void {
    if (message.type === 'info') this.worker?.postMessage({ type: 'rules' });
    else if (message.type === 'ready') {
      this.ready = true;
      if (this.question) this.ask(this.question);
    } else if (message.type === 'suggestion' || message.type === 'error') {
      const key = this.sent.shift();
      const question = this.question;
      if (!question || key !== question.key) return;
      // An error answer: the main thread searches once the patience runs out.
      if (message.type === 'error' || !Array.isArray(message.moves)) return;
      this.answered++;
      question.moves = (message.moves as TbpMove[]).map((move, i, all) => rankedMove(move, question.state, all.length - i));
    }
  }
}

/**
 * The search for `difficulty` from `factory`: `current` when it is that one and still working,
 * else a new one (`current` stopped); none without a factory or without `Worker`.
 */
export function workerSearchFor(current: WorkerSearch | undefined, factory: BotWorkerFactory | null, difficulty: Difficulty): WorkerSearch | undefined {
  if (current?.factory === factory && current.difficulty === difficulty && current.working) return current;
  current?.stop();
  if (!factory || typeof Worker === 'undefined') return undefined;
  return new WorkerSearch(factory, difficulty);
}

/** A state's identity: the pieces and the matrix (one question per piece). */
function keyOf(state: BotState): string {
  return `${state.current} ${state.hold} ${state.queue.join('')} ${state.combo} ${state.backToBack} ${state.field.rows.join(',')}`;
}

/** The matrix as TBP sends it: 40 rows, the bottom one first, each cell null or "G". */
function tbpBoard(field: Field): (string | null)[][] {
  return Array.from({ length: 40 }, (_, i) => {
    const mask = field.rows[39 - i];
    return Array.from({ length: 10 }, (_, x) => (mask & (1 << (x + 2)) ? 'G' : null));
  });
}

/** A TBP move as the bot's own search ranks it (`value`: higher first). */
function rankedMove(move: TbpMove, state: BotState, value: number): RankedMove {
  const { p, r, x, y } = fromLocation(move.location);
  const spin = SPIN_NAMES.indexOf(move.spin) as Spin;
  return { hold: p !== state.current, placement: { p, r, x, y, spin, key: cellKey(p * 4 + r, x, y) * 3 + spin }, value };
}
