/**
 * The bot's difficulties in one table: how fast it plays, how far it looks ahead, how it weighs a
 * board and how often it slips. Figures measured with these values are in the README
 * (`npm run bench:bot`).
 * @module
 */
import type { Rng } from '../engine/index.js';
import type { Weights } from './evaluate.js';

/** The bot's levels. */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

/** Names of the difficulties, easiest first. */
export const DIFFICULTY_NAMES: readonly Difficulty[] = ['easy', 'medium', 'hard', 'expert'];

/** Everything a difficulty decides. */
export interface DifficultyRules {
  /** Pieces per second the player aims at; null = as fast as the handling allows. */
  readonly pps: number | null;
  /** Pieces looked ahead, the current one included. */
  readonly depth: number;
  /** Boards kept per layer of the look-ahead. */
  readonly beam: number;
  /** Most placements evaluated per decision. */
  readonly nodes: number;
  /** Chance per piece of a slip: a worse move than the best. */
  readonly mistakes: number;
  /** Frames from a piece's spawn to the first key (a person's reaction). */
  readonly reaction: number;
  /** Frames a tapped key stays down, and frames between two keys. */
  readonly keyFrames: number;
  readonly weights: Weights;
}

/** Survival weights after El-Tetris (Dellacherie's features), with no attack terms. */
const STACKER: Weights = {
  landingHeight: -4.5,
  holes: -7.9,
  coveredCells: -1,
  rowTransitions: -3.2,
  columnTransitions: -9.3,
  wells: -3.4,
  bumpiness: -0.5,
  bumpinessSq: 0,
  height: 0,
  topHalf: 0,
  topQuarter: 0,
  wellDepth: 0,
  maxWellDepth: 0,
  wellColumns: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  danger: -2,
  tSlots: [0, 0],
  clears: [3.4, 6.8, 10.2, 13.6],
  tSpins: [0, 3.4, 6.8, 10.2],
  tSpinMinis: [0, 3.4, 6.8],
  backToBack: 0,
  backToBackState: 0,
  combo: 0,
  perfectClear: 50,
  incoming: 1,
  wastedT: 0,
  attack: 0,
};

/**
 * Versus weights after Cold Clear 2's published defaults (MinusKelvin/cold-clear-2,
 * `src/default.json`): a Tetris well kept open, T-slots built, singles to triples avoided,
 * back-to-back kept, holes and the top of the field shunned; no bumpiness term.
 */
const VERSUS: Weights = {
  landingHeight: 0,
  holes: -1.5,
  coveredCells: -0.2,
  rowTransitions: -0.1,
  columnTransitions: 0,
  wells: 0,
  bumpiness: 0,
  bumpinessSq: 0,
  height: -0.4,
  topHalf: -1.5,
  topQuarter: -5,
  wellDepth: 0.3,
  maxWellDepth: 20,
  wellColumns: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  danger: 0,
  tSlots: [1.5, 2],
  clears: [-2, -1.5, -1, 3.5],
  tSpins: [0, 1, 4, 6],
  tSpinMinis: [0, -1.5, -1],
  backToBack: 1,
  backToBackState: 0.5,
  combo: 0.75,
  perfectClear: 15,
  incoming: 0,
  wastedT: -1.5,
  attack: 0,
};

/** A careless player: it minds height and lines but barely sees holes. */
const BEGINNER: Weights = {
  ...STACKER,
  holes: -1,
  coveredCells: 0,
  columnTransitions: -1,
  wells: -1,
  bumpiness: -1,
  danger: 0,
};

/**
 * Picks the move a player of `rules` makes from moves ranked best first: the best, except for a
 * slip now and then (one of the next five), drawn from `rng`.
 */
export function pickMove<T>(moves: readonly T[], rules: DifficultyRules, rng: Rng): T | undefined {
  if (rules.mistakes > 0 && moves.length > 1 && rng.nextInt(1000) < rules.mistakes * 1000) return moves[1 + rng.nextInt(Math.min(5, moves.length - 1))];
  return moves[0];
}

/** The difficulties. */
export const DIFFICULTIES: Readonly<Record<Difficulty, DifficultyRules>> = {
  easy: { pps: 0.5, depth: 1, beam: 1, nodes: 400, mistakes: 0.2, reaction: 20, keyFrames: 8, weights: BEGINNER },
  medium: { pps: 1, depth: 1, beam: 1, nodes: 400, mistakes: 0.03, reaction: 10, keyFrames: 5, weights: STACKER },
  hard: { pps: 2, depth: 2, beam: 4, nodes: 800, mistakes: 0, reaction: 4, keyFrames: 2, weights: STACKER },
  expert: { pps: null, depth: 2, beam: 8, nodes: 1200, mistakes: 0, reaction: 0, keyFrames: 2, weights: VERSUS },
};
