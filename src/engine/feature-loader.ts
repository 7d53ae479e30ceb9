/**
 * Features loaded when a game first needs them (see `features.ts`): each from its own module with
 * `import()`, once, and shared by every game on the page. For hosts that keep their first load
 * small, as `<tetris-game>` does; `Game` from `tetris-game/engine` has every feature already.
 * @module
 */
import type { FeatureName, GameFeatures } from './features.js';
import { missingFeatures } from './options.js';
import type { GameOptions } from './types.js';

type Loaded = { -readonly [K in FeatureName]?: GameFeatures[K] };

/** Where each feature comes from. */
const IMPORTS: { readonly [K in FeatureName]: () => Promise<NonNullable<GameFeatures[K]>> } = {
  versus: () => import('./versus.js').then((module) => module.VERSUS_FEATURE),
  history: () => import('./history.js').then((module) => module.HISTORY_FEATURE),
  drills: () => import('./drills.js').then((module) => module.DRILLS_FEATURE),
};

const loaded: Loaded = {};
const loading = new Map<FeatureName, Promise<void>>();

/** The features loaded so far: pass it to a game (it gains the others as they arrive). */
export const loadedFeatures: GameFeatures = loaded;

/** The features a game with `options` needs that are not loaded yet. A bad option throws as `new Game()` would. */
export function featuresToLoad(options: GameOptions): FeatureName[] {
  return missingFeatures(options, loaded);
}

/** Loads `names` (each once, however often asked; one that failed is tried again when asked again). */
export function loadFeatures(names: readonly FeatureName[]): Promise<GameFeatures> {
  return Promise.all(names.map(load)).then(() => loaded);
}

function load<K extends FeatureName>(name: K): Promise<void> {
  let promise = loading.get(name);
  if (!promise) {
    promise = IMPORTS[name]().then(
      (feature) => void ((loaded as Record<K, GameFeatures[K]>)[name] = feature),
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, promise);
  }
  return promise;
}
