/**
 * Replays: the game options plus the input log (see `replay-log.ts`), as compact JSON. The engine
 * is deterministic, so playing the log through a fresh `Game` reproduces the game exactly, frame
 * for frame. Playback is bounded: a log that asks for more than `maxFrames` ticks is rejected
 * before anything is simulated.
 * @module
 */
import { plainObject, show, wholeNumber } from './check.js';
import { Game } from './game.js';
import { placement } from './options.js';
import { ACTION_CODES, EVENT_TICK, LogReader, tickCode } from './replay-log.js';
import type { Action, GameOptions, Handling, Held, PiecePlacement, PressResult } from './types.js';

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

/** Limits of playback. */
export interface ReplayLimits {
  /** Most frames a replay may ask for. Default {@link MAX_REPLAY_FRAMES}. */
  maxFrames?: number;
}

/** Default bound of playback: two hours of frames. */
export const MAX_REPLAY_FRAMES = 2 * 60 * 60 * 60;

// One shared held object per mask, so playback does not allocate per frame.
const HELD_BY_MASK: readonly Held[] = Array.from({ length: 8 }, (_, m) =>
  Object.freeze({ left: (m & 1) !== 0, right: (m & 2) !== 0, softDrop: (m & 4) !== 0 }),
);

function heldMask(held: Held): number {
  return (held.left === true ? 1 : 0) | (held.right === true ? 2 : 0) | (held.softDrop === true ? 4 : 0);
}

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
    // Snapshot as plain JSON data, so later changes to the caller's object are not recorded.
    this.#options = JSON.parse(JSON.stringify(options ?? {})) as GameOptions;
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
    if (held !== undefined && (typeof held !== 'object' || held === null)) {
      throw new TypeError(`tick(held): held must be an object such as { left: true }, or omitted, got ${show(held)}`);
    }
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

  /** `game.setHandling(handling)`, logged. */
  setHandling(handling: Partial<Handling>): void {
    const text = JSON.stringify(plainObject('setHandling(handling)', handling));
    this.#logged(text, () => this.game.setHandling(handling));
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

/** A replay checked for shape and bounds: TypeError for a malformed field, RangeError over a limit. */
function checkReplay(data: unknown, limits: ReplayLimits = {}): { data: ReplayData; frames: number } {
  const maxFrames = limits.maxFrames === undefined ? MAX_REPLAY_FRAMES : wholeNumber('maxFrames', limits.maxFrames, 0, Number.MAX_SAFE_INTEGER);
  const d = plainObject('replay', data);
  if (d.v !== 1 && d.v !== 2) throw new TypeError(`replay.v must be 1 or 2, got ${show(d.v)}`);
  if (typeof d.log !== 'string') throw new TypeError(`replay.log must be a string, got ${show(d.log)}`);
  if (d.options !== undefined) plainObject('replay.options', d.options);
  // Count the ticks before simulating anything, so an oversized log costs no play time.
  const reader = new LogReader(d.log);
  let frames = 0;
  while (!reader.done) {
    const entry = reader.next();
    if (entry.kind !== 'tick') continue;
    frames += entry.count;
    if (frames > maxFrames) throw new RangeError(`replay.log asks for more than ${maxFrames} frames`);
  }
  if (d.frames !== undefined && wholeNumber('replay.frames', d.frames, 0, maxFrames) !== frames) {
    throw new RangeError(`replay.frames is ${show(d.frames)} but the log holds ${frames} frames`);
  }
  return { data: d as unknown as ReplayData, frames };
}

/** Plays a replay step by step: each {@link step} applies the commands before the next tick, then that tick. */
export class ReplayPlayer {
  /** The game being played back. */
  readonly game: Game;
  /** Frames (ticks) the whole log holds. */
  readonly frames: number;
  readonly #reader: LogReader;
  #mask = 0;
  #left = 0;

  /** @throws TypeError (malformed), SyntaxError (bad log) or RangeError (over `maxFrames`), before anything is played. */
  constructor(data: ReplayData | string, limits: ReplayLimits = {}) {
    const checked = checkReplay(typeof data === 'string' ? parse(data) : data, limits);
    this.frames = checked.frames;
    this.game = new Game(checked.data.options ?? {});
    this.#reader = new LogReader(checked.data.log);
  }

  /** The whole log has been played. */
  get done(): boolean {
    return this.#left === 0 && this.#reader.done;
  }

  /** Advance to and through the next tick. Returns false when the log had no tick left. */
  step(): boolean {
    while (this.#left === 0) {
      if (this.#reader.done) return false;
      this.#read();
    }
    this.#left--;
    this.game.tick(this.#mask === EVENT_TICK ? undefined : HELD_BY_MASK[this.#mask]);
    return true;
  }

  /** Play everything that is left (ticks after the game ended are skipped: they change nothing). */
  finish(): Game {
    while (!this.done) {
      if (this.game.over !== null && this.#left > 0) this.#left = 0;
      else this.step();
    }
    return this.game;
  }

  #read(): void {
    const entry = this.#reader.next();
    const game = this.game;
    switch (entry.kind) {
      case 'tick':
        this.#mask = entry.mask;
        this.#left = entry.count;
        break;
      case 'press':
        game.press(entry.action);
        break;
      case 'down':
        game.down(entry.action);
        break;
      case 'up':
        game.up(entry.action);
        break;
      case 'active': {
        const m = /^([A-Z])([0RL2])(-?\d+),(-?\d+)$/.exec(entry.text);
        if (!m) throw new SyntaxError(`replay log: bad setActive (${entry.text})`);
        game.setActive(placement('replay setActive', { type: m[1], rotation: m[2], x: Number(m[3]), y: Number(m[4]) }));
        break;
      }
      case 'handling':
        game.setHandling(plainObject('replay setHandling', parse(entry.text)));
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SyntaxError(`replay: not valid JSON (${show(text)})`);
  }
}

/** Play a replay (object or its JSON text) through a fresh `Game` and return the game at the end. Bounded by `limits.maxFrames`. */
export function replay(data: ReplayData | string, limits: ReplayLimits = {}): Game {
  return new ReplayPlayer(data, limits).finish();
}
