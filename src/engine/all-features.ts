/**
 * The engine with every feature wired in (see `features.ts`): `Game` and `Recorder` as
 * `tetris-game/engine` exports them, so any option (`versus`, `undo`, `mode: 'dig'`, `survival`)
 * works at once. Replays, `verify()` and matches play through these, so they reproduce any game.
 * `<tetris-game>` makes its games from the classes in `game.ts` and `recorder.ts` instead, with
 * only the features a game needs, each loaded when first needed (see `feature-loader.ts`).
 * @module
 */
import { DRILLS_FEATURE } from './drills.js';
import type { GameFeatures } from './features.js';
import { Game as GameWithFeaturesGiven } from './game.js';
import { HISTORY_FEATURE } from './history.js';
import { Recorder as RecorderWithFeaturesGiven } from './recorder.js';
import type { GameOptions } from './types.js';
import { VERSUS_FEATURE } from './versus.js';

/** Every optional feature. */
export const ALL_FEATURES: GameFeatures = Object.freeze({ versus: VERSUS_FEATURE, history: HISTORY_FEATURE, drills: DRILLS_FEATURE });

/**
 * A deterministic guideline Tetris game. Time passes only through {@link tick} (one 1/60 s
 * frame); randomness comes only from the seed. Every option works: versus, undo, the drills.
 */
export class Game extends GameWithFeaturesGiven {
  /** @throws TypeError or RangeError naming the first bad option and the accepted values. */
  constructor(options: GameOptions = {}, features: GameFeatures = ALL_FEATURES) {
    super(options, features);
  }
}

/** Records every command made through it (with its frame), and plays them into its game (one that may use any option). */
export class Recorder extends RecorderWithFeaturesGiven {
  constructor(options: GameOptions = {}, features: GameFeatures = ALL_FEATURES) {
    super(options, features);
  }
}
