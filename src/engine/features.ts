/**
 * The parts of a game that only some games use: versus (attack and garbage), undo and redo, the
 * garbage drills (dig and survival). A game is given them rather than importing them, so a page
 * that never plays versus, undo or a drill never loads their code: `Game` from
 * `tetris-game/engine` has all of them (see `all-features.ts`), and `<tetris-game>` builds its
 * games with only the ones their options need, each loaded with `import()` first (see
 * `feature-loader.ts`).
 *
 * Each feature module exports its feature as one constant (`VERSUS_FEATURE` in `versus.ts`,
 * `HISTORY_FEATURE` in `history.ts`, `DRILLS_FEATURE` in `drills.ts`); the types here are only
 * types, so this module adds no code of theirs.
 * @module
 */
import type { Drills } from './drills.js';
import type { History } from './history.js';
import type { GameOptions, VersusSettings } from './types.js';
import type { Versus } from './versus.js';

/** Versus: checks the `versus` option and makes a game's attack and incoming garbage. */
export interface VersusFeature {
  /** The checked `versus` option; throws a TypeError/RangeError naming the bad field. */
  check(value: unknown): VersusSettings;
  /** The versus state of a game with this seed and starting combo and back-to-back. */
  create(settings: VersusSettings, seed: number, combo: number, backToBack: boolean): Versus;
}

/** Undo and redo (`options.undo`): a game's saved states, one per placed piece. */
export interface HistoryFeature {
  create(): History;
}

/** The garbage drills: the rows of `dig` and the rows `survival` sends. */
export interface DrillsFeature {
  /** `digGoal`: rows to clear in dig (null outside dig); `survival`: frames between rows (0: off). */
  create(seed: number, digGoal: number | null, survival: number): Drills;
}

/** The optional features a game may be given; a game whose options need a missing one throws {@link MissingFeatureError}. */
export interface GameFeatures {
  readonly versus?: VersusFeature;
  readonly history?: HistoryFeature;
  readonly drills?: DrillsFeature;
}

/** The name of a feature. */
export type FeatureName = keyof GameFeatures;

/**
 * The options need a feature the game was not given. A `RangeError`, as the engine's other option
 * errors; a host that loads features on demand catches it to tell "load first" from a bad option.
 */
export class MissingFeatureError extends RangeError {
  constructor(readonly feature: FeatureName) {
    super(`${FEATURE_OPTIONS[feature]} needs the ${feature} feature, which this game was created without`);
    this.name = 'MissingFeatureError';
  }
}

/** The options that turn each feature on, for messages. */
const FEATURE_OPTIONS: Readonly<Record<FeatureName, string>> = Object.freeze({
  versus: 'the versus option',
  history: 'the undo option',
  drills: 'mode dig (or the survival option)',
});

/** @internal The feature `name` from `features`; throws {@link MissingFeatureError} when it is not there. */
export function feature<K extends FeatureName>(features: GameFeatures, name: K): NonNullable<GameFeatures[K]> {
  const found = features[name];
  if (!found) throw new MissingFeatureError(name);
  return found;
}

/**
 * The features a game with `options` would use, read from the options as given (not checked: a bad
 * value is the game's to reject). Cheap, so a host can load them before it creates the game.
 */
export function featuresFor(options: GameOptions): FeatureName[] {
  const names: FeatureName[] = [];
  if (options.versus != null) names.push('versus');
  if (options.undo === true) names.push('history');
  if (options.mode === 'dig' || options.survival != null) names.push('drills');
  return names;
}
