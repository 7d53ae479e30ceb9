/**
 * Recording a game: every command made through a `Recorder` goes into the input log (see
 * `replay-log.ts`) at its frame, so the options and the log replay the same game (`replay.ts`).
 * This is what a live game needs; playing a replay back is `replay.ts`'s.
 * @module
 */
import { plainData, plainObject } from '../check.js';
import { heldMask } from '../state/buttons.js';
import { Game } from '../game/game.js';
import { DEFAULT_HANDLING } from '../rules/handling.js';
import { placement } from '../game/options.js';
import { ACTION_CODES, EVENT_TICK, garbageEntry, tickCode } from './replay-log.js';
import type { Action, GameOptions, Handling, Held, PiecePlacement, PressResult, ReceiveGarbageOptions } from '../types.js';

/** A recorded game: JSON-safe. */
export interface ReplayData {
  /** Format version: 2 (1 still plays). */
  v: 1 | 2;
  /** The options the game was created with. */
  options: GameOptions;
  /** The input log (see `replay-log.ts`). */
  log: string;
  /** Frames (ticks) in the log; when present, a log whose ticks add up to another count is rejected. */
  frames?: number;
}

/** @internal A point in a recording: {@link Recorder.mark}. */
export interface RecorderMark {
  readonly length: number;
  readonly mask: number;
  readonly run: number;
}

/** The field order of a logged `setHandling`, so one change is always written one way. */
const HANDLING_ORDER = Object.keys(DEFAULT_HANDLING);

/** @internal One shared held object per mask, so playback does not allocate per frame. */
export const HELD_BY_MASK: readonly Held[] = Array.from({ length: 8 }, (_, m) =>
  Object.freeze({ left: (m & 1) !== 0, right: (m & 2) !== 0, softDrop: (m & 4) !== 0 }),
);

/** Records every command made through it (with its frame), and plays them into its game. */
export class Recorder {
  /** The game being recorded. Drive it through the recorder, or the inputs are not logged. */
  readonly game: Game;
  readonly #options: GameOptions;
  #log = '';
  #mask = -1;
  #run = 0;
  #frames = 0;

  constructor(options: GameOptions = {}) {
    // Snapshot as plain JSON data, read once, so later changes to the caller's object are not recorded.
    this.#options = plainData('options', options ?? {}, true) as GameOptions;
    this.game = new Game(this.#options);
  }

  /** `game.press(action)`, logged. */
  press(action: Action): PressResult {
    return this.#logged(codeOf('', action), () => this.game.press(action));
  }

  /** `game.down(button)`, logged. */
  down(button: Action): PressResult {
    return this.#logged(codeOf('+', button), () => this.game.down(button));
  }

  /** `game.up(button)`, logged. */
  up(button: Action): void {
    this.#logged(codeOf('-', button), () => this.game.up(button));
  }

  /** `game.tick(held)`, logged (without `held`: the buttons held through down/up). */
  tick(held?: Held): void {
    const mask = held === undefined ? EVENT_TICK : heldMask(held);
    if (mask !== this.#mask) {
      this.#flush();
      this.#mask = mask;
    }
    this.#run++;
    this.#frames++;
    this.game.tick(held === undefined ? undefined : HELD_BY_MASK[mask]);
  }

  /** `game.setActive(piece)`, logged. */
  setActive(piece: PiecePlacement): void {
    const p = placement('setActive(piece)', piece);
    this.#logged(`(${p.type}${p.rotation}${p.x},${p.y})`, () => this.game.setActive(p));
  }

  /** `game.setHandling(handling)`, logged with its fields in one fixed order (an unknown field throws, unlogged). */
  setHandling(handling: Partial<Handling>): void {
    const given = plainObject('setHandling(handling)', handling);
    const ordered = HANDLING_ORDER.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]);
    this.#logged(JSON.stringify(Object.fromEntries(ordered)), () => this.game.setHandling(given));
  }

  /** `game.undo()`, logged. */
  undo(): boolean {
    return this.#logged('<', () => this.game.undo());
  }

  /** `game.redo()`, logged. */
  redo(): boolean {
    return this.#logged('>', () => this.game.redo());
  }

  /** `game.receiveGarbage(lines, options)`, logged (a versus game's garbage, so its replay reproduces it). */
  receiveGarbage(lines: number, options: ReceiveGarbageOptions = {}): void {
    const o = plainObject('receiveGarbage(lines, options)', options ?? {}) as ReceiveGarbageOptions;
    // Checked first, so a bad call throws unlogged and a call after game over (ignored) is not logged.
    if (this.game.over !== null || !this.game.versus) return this.game.receiveGarbage(lines, o);
    this.#logged(garbageEntry(lines, o), () => this.game.receiveGarbage(lines, o));
  }

  /** The input log so far. */
  get log(): string {
    this.#flush();
    return this.#log;
  }

  /** The replay so far. */
  get replay(): ReplayData {
    return { v: 2, options: JSON.parse(JSON.stringify(this.#options)) as GameOptions, log: this.log, frames: this.#frames };
  }

  /** Same as {@link replay}, so `JSON.stringify(recorder)` gives the replay. */
  toJSON(): ReplayData {
    return this.replay;
  }

  /** @internal Where the recording stands, for {@link rewind}. */
  mark(): RecorderMark {
    return { length: this.#log.length, mask: this.#mask, run: this.#run };
  }

  /** @internal Forget the entries logged since `mark` was taken (no tick may have been recorded since). */
  rewind(mark: RecorderMark): void {
    this.#log = this.#log.slice(0, mark.length);
    this.#mask = mark.mask;
    this.#run = mark.run;
  }

  /** Log `entry` (before running it, so commands from event listeners follow it), unlogged again if it throws. */
  #logged<T>(entry: string | null, run: () => T): T {
    if (entry === null) return run(); // an unknown button: the game throws
    this.#flush();
    const before = this.#log.length;
    this.#log += entry;
    try {
      return run();
    } catch (error) {
      this.#log = this.#log.slice(0, before);
      throw error;
    }
  }

  #flush(): void {
    if (this.#run > 0) this.#log += tickCode(this.#mask, this.#run);
    this.#run = 0;
    this.#mask = -1;
  }
}

/** The log entry of a button (`prefix` + code), or null for an unknown one. */
function codeOf(prefix: string, action: Action): string | null {
  return Object.hasOwn(ACTION_CODES, action) ? prefix + ACTION_CODES[action] : null;
}

/** Start recording a new game with these options. */
export function record(options: GameOptions = {}): Recorder {
  return new Recorder(options);
}
