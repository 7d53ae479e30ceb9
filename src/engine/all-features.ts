/**
 * The engine with every feature wired in (see `features.ts`): `Game`, `Recorder` and
 * `ReplayPlayer` as `tetris-game/engine` exports them, so any option (`versus`, `undo`,
 * `mode: 'dig'`, `survival`) works at once and any replay plays back; `verify()` and matches use
 * them too. `<tetris-game>` makes its games from the classes in `game.ts`, `recorder.ts` and
 * `replay.ts` instead, with the features loaded so far (see `feature-loader.ts`).
 * @module
 */
import { DRILLS_FEATURE } from './drills.js';
import type { GameFeatures } from './features.js';
import { Game as GameOf } from './game.js';
import { HISTORY_FEATURE } from './history.js';
import { Recorder as RecorderOf, type ReplayData } from './recorder.js';
import { ReplayPlayer as ReplayPlayerOf, type RecordingFilter, type ReplayLimits } from './replay.js';
import type { GameOptions } from './types.js';
import { VERSUS_FEATURE } from './versus.js';

/** Every optional feature. */
export const ALL_FEATURES: GameFeatures = Object.freeze({ versus: VERSUS_FEATURE, history: HISTORY_FEATURE, drills: DRILLS_FEATURE });

/**
 * A deterministic guideline Tetris game. Time passes only through {@link tick} (one 1/60 s
 * frame); randomness comes only from the seed. Every option works: versus, undo, the drills.
 */
export class Game extends GameOf {
  /** @throws TypeError or RangeError naming the first bad option and the accepted values. */
  constructor(options: GameOptions = {}, features: GameFeatures = ALL_FEATURES) {
    super(options, features);
  }
}

/** Records every command made through it (with its frame), and plays them into its game. */
export class Recorder extends RecorderOf {
  constructor(options: GameOptions = {}, features: GameFeatures = ALL_FEATURES) {
    super(options, features);
  }
}

/**
 * Plays a replay step by step: each `step()` applies the commands before the next tick, then
 * that tick. Once the game has ended, the rest of the log changes nothing.
 */
export class ReplayPlayer extends ReplayPlayerOf {
  /**
   * `rerecord`: play through a {@link Recorder}, so `recorder` records the game again.
   * @throws TypeError (malformed) or RangeError (over `maxFrames`), before anything is played.
   */
  constructor(data: ReplayData | string, limits: ReplayLimits = {}, rerecord: boolean | RecordingFilter = false, features: GameFeatures = ALL_FEATURES) {
    super(data, limits, rerecord, features);
  }
}

/** Start recording a new game with these options. */
export function record(options: GameOptions = {}): Recorder {
  return new Recorder(options);
}

/**
 * Play a replay (object or its JSON text) through a fresh `Game` and return the game at the end. Bounded by `limits.maxFrames`.
 * @throws TypeError (malformed) or RangeError (over a limit, or a value out of range).
 */
export function replay(data: ReplayData | string, limits: ReplayLimits = {}): Game {
  return new ReplayPlayer(data, limits).finish();
}
