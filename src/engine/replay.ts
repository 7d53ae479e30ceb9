/**
 * Replays: the game options plus the input log, as compact JSON. The engine is deterministic, so
 * playing the log through a fresh `Game` reproduces the game exactly, frame for frame.
 *
 * Log format (one string, read left to right):
 * - a tick: a letter `a`..`h` = held buttons as a bit mask + 97 (bit 0 left, bit 1 right,
 *   bit 2 soft drop), followed by a decimal repeat count when the same tick repeats (`a59` =
 *   59 frames with nothing held);
 * - a press: `L` left, `R` right, `C` cw, `W` ccw, `S` soft drop, `D` hard drop, `H` hold;
 * - a `setActive`: `(` type rotation x `,` y `)`, e.g. `(TR3,-2)`.
 * @module
 */
import { Game } from './game.js';
import type { Action, GameOptions, Held, PiecePlacement, PieceType, PressResult, Rotation } from './types.js';

/** A recorded game: JSON-safe. */
export interface ReplayData {
  /** Format version. */
  v: 1;
  /** The options the game was created with. */
  options: GameOptions;
  /** The input log (see the module documentation). */
  log: string;
}

const PRESS_CODES: Readonly<Record<Action, string>> = {
  left: 'L',
  right: 'R',
  cw: 'C',
  ccw: 'W',
  softDrop: 'S',
  hardDrop: 'D',
  hold: 'H',
};
const CODE_ACTIONS: Readonly<Record<string, Action>> = Object.fromEntries(
  Object.entries(PRESS_CODES).map(([action, code]) => [code, action as Action]),
);
// One shared held object per mask, so playback does not allocate per frame.
const HELD_BY_MASK: readonly Held[] = Array.from({ length: 8 }, (_, m) =>
  Object.freeze({ left: (m & 1) !== 0, right: (m & 2) !== 0, softDrop: (m & 4) !== 0 }),
);

function heldMask(held: Held | undefined): number {
  if (!held) return 0;
  return (held.left ? 1 : 0) | (held.right ? 2 : 0) | (held.softDrop ? 4 : 0);
}

/** Records every `press`, `tick` and `setActive` made through it, and plays them into its game. */
export class Recorder {
  /** The game being recorded. Drive it through the recorder, or the inputs are not logged. */
  readonly game: Game;
  readonly #options: GameOptions;
  #log = '';
  #mask = -1;
  #run = 0;

  constructor(options: GameOptions = {}) {
    // Snapshot as plain JSON data, so later changes to the caller's object are not recorded.
    this.#options = JSON.parse(JSON.stringify(options)) as GameOptions;
    this.game = new Game(this.#options);
  }

  #flush(): void {
    if (this.#run > 0) {
      this.#log += String.fromCharCode(97 + this.#mask) + (this.#run > 1 ? String(this.#run) : '');
    }
    this.#run = 0;
    this.#mask = -1;
  }

  /** `game.press(action)`, logged. */
  press(action: Action): PressResult {
    const code = PRESS_CODES[action];
    if (!code) throw new TypeError(`unknown action: ${String(action)}`);
    this.#flush();
    this.#log += code;
    return this.game.press(action);
  }

  /** `game.tick(held)`, logged. */
  tick(held?: Held): void {
    const mask = heldMask(held);
    if (mask !== this.#mask) {
      this.#flush();
      this.#mask = mask;
    }
    this.#run++;
    this.game.tick(HELD_BY_MASK[mask]);
  }

  /** `game.setActive(piece)`, logged. */
  setActive(piece: PiecePlacement): void {
    this.game.setActive(piece);
    this.#flush();
    this.#log += `(${piece.type}${piece.rotation}${piece.x},${piece.y})`;
  }

  /** The input log so far. */
  get log(): string {
    this.#flush();
    return this.#log;
  }

  /** The replay so far. */
  get replay(): ReplayData {
    return { v: 1, options: JSON.parse(JSON.stringify(this.#options)) as GameOptions, log: this.log };
  }

  /** Same as {@link replay}, so `JSON.stringify(recorder)` gives the replay. */
  toJSON(): ReplayData {
    return this.replay;
  }
}

/** Start recording a new game with these options. */
export function record(options: GameOptions = {}): Recorder {
  return new Recorder(options);
}

/** Plays a replay step by step: each {@link step} applies the presses before the next tick, then that tick. */
export class ReplayPlayer {
  /** The game being played back. */
  readonly game: Game;
  readonly #log: string;
  #pos = 0;
  #mask = 0;
  #left = 0;

  constructor(data: ReplayData | string) {
    const d = typeof data === 'string' ? (JSON.parse(data) as ReplayData) : data;
    if (!d || d.v !== 1 || typeof d.log !== 'string') throw new TypeError('not a version 1 replay');
    this.game = new Game(d.options ?? {});
    this.#log = d.log;
  }

  /** The whole log has been played. */
  get done(): boolean {
    return this.#left === 0 && this.#pos >= this.#log.length;
  }

  /** Advance to and through the next tick. Returns false when the log had no tick left. */
  step(): boolean {
    while (this.#left === 0) {
      if (this.#pos >= this.#log.length) return false;
      this.#read();
    }
    this.#left--;
    this.game.tick(HELD_BY_MASK[this.#mask]);
    return true;
  }

  /** Play everything that is left. */
  finish(): Game {
    while (this.step());
    return this.game;
  }

  #read(): void {
    const log = this.#log;
    const ch = log[this.#pos++];
    const code = ch.charCodeAt(0);
    if (code >= 97 && code <= 104) {
      let n = 0;
      while (this.#pos < log.length && log[this.#pos] >= '0' && log[this.#pos] <= '9') {
        n = n * 10 + (log.charCodeAt(this.#pos++) - 48);
      }
      this.#mask = code - 97;
      this.#left = n > 0 ? n : 1;
    } else if (ch === '(') {
      const end = log.indexOf(')', this.#pos);
      if (end < 0) throw new SyntaxError('unterminated setActive in replay log');
      const body = log.slice(this.#pos, end);
      this.#pos = end + 1;
      const [xs, ys] = body.slice(2).split(',');
      this.game.setActive({
        type: body[0] as PieceType,
        rotation: body[1] as Rotation,
        x: Number(xs),
        y: Number(ys),
      });
    } else if (CODE_ACTIONS[ch]) {
      this.game.press(CODE_ACTIONS[ch]);
    } else {
      throw new SyntaxError(`unexpected ${JSON.stringify(ch)} at ${this.#pos - 1} in replay log`);
    }
  }
}

/** Play a replay (object or its JSON text) through a fresh `Game` and return the game at the end. */
export function replay(data: ReplayData | string): Game {
  return new ReplayPlayer(data).finish();
}
