/**
 * What a game needs soon but its first frame never does, loaded right after that frame (so it is
 * there before a game's first lock or its end): the canvas effects beyond the line clear, and the
 * player's bests that a finished game is counted against.
 * @module
 */
export { ExtraEffects } from '../render/extra-effects.js';
export { Bests } from './results/bests.js';
