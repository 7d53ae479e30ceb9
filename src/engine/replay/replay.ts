/**
 * Replays: the game options plus the input log (see `replay-log.ts`), as compact JSON. The engine
 * is deterministic, so playing the log through a fresh `Game` reproduces the game exactly, frame
 * for frame. Playback is bounded: a log that asks for more than `maxFrames` ticks is rejected
 * before anything is simulated. Recording is `recorder.ts`'s.
 * @module
 */
import { plainData, plainObject, show, wholeNumber } from '../check.js';
import { Game } from '../game/game.js';
import { placement } from '../game/options.js';
import { HELD_BY_MASK, Recorder, type ReplayData } from './recorder.js';
import { EVENT_TICK } from './replay-log.js';
import { LogReader, readGarbageEntry } from './replay-log-reader.js';
import type { Handling, PiecePlacement } from '../types.js';

export type { ReplayData } from './recorder.js';

/** Limits of playback. */
export interface ReplayLimits {
  /** Most frames a replay may ask for. Default {@link MAX_REPLAY_FRAMES}. */
  maxFrames?: number;
}

/** Default bound of playback: two hours of frames. */
export const MAX_REPLAY_FRAMES = 2 * 60 * 60 * 60;

/** Largest replay accepted by default, in characters of its JSON text. */
export const MAX_REPLAY_BYTES = 1 << 20;

/**
 * A replay (object or JSON text) as plain JSON data, at most `maxBytes` characters of JSON: an
 * object is read through its JSON text, so what is checked and played is plain data (no getters,
 * prototypes or later changes by the caller).
 * @throws TypeError when it is not JSON data; RangeError over `maxBytes`.
 */
export function readReplay(replay: unknown, maxBytes: number = MAX_REPLAY_BYTES): unknown {
  let text: string | undefined;
  if (typeof replay === 'string') text = replay;
  else {
    // Read once as JSON reads it, naming the field that cannot be read; the copy is plain data, so its text cannot throw.
    text = JSON.stringify(plainData('replay', replay, true));
    if (text === undefined) throw new TypeError(`replay must be an object, got ${show(replay)}`);
  }
  if (text.length > maxBytes) throw new RangeError(`replay is ${text.length} characters of JSON, over the limit of ${maxBytes}`);
  return parse(text);
}

/** A replay checked for shape and bounds: TypeError for a malformed field, RangeError over a limit. */
function checkReplay(data: unknown, limits: ReplayLimits = {}): { data: ReplayData; frames: number } {
  const l = plainObject('limits', limits);
  const maxFrames = l.maxFrames === undefined ? MAX_REPLAY_FRAMES : wholeNumber('maxFrames', l.maxFrames, 0, Number.MAX_SAFE_INTEGER);
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

/** The commands a log entry can drive: a game's, or a recorder's to record them again. */
export type Commands = Pick<Game, 'press' | 'down' | 'up' | 'tick' | 'setActive' | 'setHandling' | 'receiveGarbage' | 'undo' | 'redo'>;

/** Stands between a replay's log and the recorder that records it again (see `canonical-inputs.ts`). */
export type RecordingFilter = (recorder: Recorder) => Commands;

/**
 * Plays a replay step by step: each {@link step} applies the commands before the next tick, then
 * that tick. Once the game has ended, the rest of the log changes nothing: its commands are
 * skipped (a `setActive` there would have nothing to act on) and its ticks pass unplayed.
 */
export class ReplayPlayer {
  /** The game being played back. */
  readonly game: Game;
  /** Frames (ticks) the whole log holds. */
  readonly frames: number;
  /** With `rerecord`: the recorder that played the game, whose log is the one canonical encoding of what was played. */
  readonly recorder: Recorder | null;
  readonly #target: Commands;
  readonly #reader: LogReader;
  #mask = 0;
  #left = 0;

  /**
   * `rerecord`: play through a {@link Recorder}, so {@link recorder} records the game again
   * (through the filter when one is given).
   * @throws TypeError (malformed) or RangeError (over `maxFrames`), before anything is played.
   */
  constructor(data: ReplayData | string, limits: ReplayLimits = {}, rerecord: boolean | RecordingFilter = false) {
    const checked = checkReplay(typeof data === 'string' ? parse(data) : data, limits);
    this.frames = checked.frames;
    this.recorder = rerecord ? new Recorder(checked.data.options ?? {}) : null;
    this.game = this.recorder?.game ?? new Game(checked.data.options ?? {});
    this.#target = typeof rerecord === 'function' ? rerecord(this.recorder!) : (this.recorder ?? this.game);
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
    if (this.game.over === null) this.#target.tick(this.#mask === EVENT_TICK ? undefined : HELD_BY_MASK[this.#mask]);
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
    // An undo brings an ended game back; nothing else acts on one.
    if (entry.kind !== 'tick' && entry.kind !== 'undo' && this.game.over !== null) return;
    const target = this.#target;
    switch (entry.kind) {
      case 'tick':
        this.#mask = entry.mask;
        this.#left = entry.count;
        break;
      case 'press':
        target.press(entry.action);
        break;
      case 'down':
        target.down(entry.action);
        break;
      case 'up':
        target.up(entry.action);
        break;
      case 'active':
        target.setActive(activeEntry(entry.text));
        break;
      case 'handling':
        target.setHandling(handlingEntry(entry.text));
        break;
      case 'garbage':
        target.receiveGarbage(...readGarbageEntry(entry.text));
        break;
      case 'undo':
        target.undo();
        break;
      case 'redo':
        target.redo();
    }
  }
}

/** The piece of a logged `setActive` (the text between its parentheses). */
function activeEntry(text: string): PiecePlacement {
  const m = /^([A-Z])([0RL2])(-?\d{1,3}),(-?\d{1,3})$/.exec(text);
  if (!m) throw new TypeError(`replay.log: bad setActive (${show(text)})`);
  return placement('replay.log setActive', { type: m[1], rotation: m[2], x: Number(m[3]), y: Number(m[4]) });
}

/** The fields of a logged `setHandling`. */
export function handlingEntry(text: string): Partial<Handling> {
  return plainObject('replay.log setHandling', parse(text, 'replay.log setHandling'));
}

function parse(text: string, field = 'replay'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TypeError(`${field} is not valid JSON (${show(text)})`);
  }
}

/**
 * Play a replay (object or its JSON text) through a fresh `Game` and return the game at the end. Bounded by `limits.maxFrames`.
 * @throws TypeError (malformed) or RangeError (over a limit, or a value out of range).
 */
export function replay(data: ReplayData | string, limits: ReplayLimits = {}): Game {
  return new ReplayPlayer(data, limits).finish();
}
