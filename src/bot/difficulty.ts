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
  /** Most placements evaluated per decision (the bound when the search has no clock). */
  readonly nodes: number;
  /**
   * Thinking time per decision in ms when the search is given a clock: the time between pieces at
   * the difficulty's pace less a margin (expert's at 3 pieces per second). The node budget is set
   * so that the search usually ends well before it.
   */
  readonly time: number;
  /** Chance per piece of a slip: a worse move than the best. */
  readonly mistakes: number;
  /** Frames from a piece's spawn to the first key (a person's reaction). */
  readonly reaction: number;
  /** Frames a tapped key stays down, and frames between two keys. */
  readonly keyFrames: number;
  readonly weights: Weights;
}

/**
 * Versus weights after Cold Clear 2's published defaults (MinusKelvin/cold-clear-2,
 * `src/default.json`): a Tetris well kept open, T-slots built, singles to triples avoided,
 * back-to-back kept, holes and the top of the field shunned; no bumpiness term. T-slots and T-spin
 * doubles and triples weigh more than there (tslot 1.5 / 2, spins 4 / 6), which raised the
 * attack per piece of a beam search from about 0.63 to 0.71 in `npm run bench:bot`.
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
  tSlots: [2, 4],
  clears: [-2, -1.5, -1, 3.5],
  tSpins: [0, 1, 6, 10],
  tSpinMinis: [0, -1.5, -1],
  backToBack: 1,
  backToBackState: 0.5,
  combo: 0.75,
  perfectClear: 15,
  incoming: 0,
  wastedT: -1.5,
  attack: 0,
};

/** A beginner: it likes Tetrises and dislikes holes, but builds no T-slot and keeps no back-to-back. */
const BEGINNER: Weights = {
  ...VERSUS,
  holes: -1,
  tSlots: [0, 0],
  tSpins: [0, 0, 0, 0],
  backToBack: 0,
  backToBackState: 0,
  wastedT: 0,
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
  easy: { pps: 0.5, depth: 1, beam: 1, nodes: 400, time: 1500, mistakes: 0.2, reaction: 20, keyFrames: 8, weights: BEGINNER },
  medium: { pps: 1, depth: 2, beam: 4, nodes: 1500, time: 800, mistakes: 0.03, reaction: 10, keyFrames: 5, weights: VERSUS },
  hard: { pps: 2, depth: 4, beam: 6, nodes: 6000, time: 400, mistakes: 0, reaction: 4, keyFrames: 2, weights: VERSUS },
  expert: { pps: null, depth: 7, beam: 64, nodes: 150000, time: 150, mistakes: 0, reaction: 0, keyFrames: 2, weights: VERSUS },
};
