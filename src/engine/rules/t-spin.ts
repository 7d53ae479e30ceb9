/**
 * T-spin detection (tetris.wiki "T-Spin", current rules): the 3-corner rule with front corners, and the rule that
 * a rotation through SRS test 5 upgrades a mini to a full T-spin (any test 5, as the brief asks).
 * The caller checks the other precondition: the last successful action was a rotation.
 * @module
 */
import type { Board } from '../state/board.js';
import type { TSpin } from '../types.js';

/** Result codes, so the hot path compares integers. */
export const T_SPIN_NONE = 0;
/** See {@link T_SPIN_NONE}. */
export const T_SPIN_MINI = 1;
/** See {@link T_SPIN_NONE}. */
export const T_SPIN_FULL = 2;

/** Names of the result codes. */
export const T_SPIN_NAMES: readonly TSpin[] = ['none', 'mini', 'full'];

// Corner offsets from the T's centre (box cell (1,1)), y down: A top-left, B top-right,
// C bottom-left, D bottom-right.
const CORNER_DX = [-1, 1, -1, 1];
const CORNER_DY = [-1, -1, 1, 1];
// The two front corners (the side the nub points to) per rotation 0, R, 2, L.
const FRONT_1 = [0, 1, 2, 0];
const FRONT_2 = [1, 3, 3, 2];

/**
 * Classify a T in rotation `r` (0..3) with box top-left (x, y) on `board` as it is before rows
 * are cleared. `kick` is the SRS test (1..5) of the rotation that placed it. Returns a code:
 * {@link T_SPIN_NONE} 0, {@link T_SPIN_MINI} 1 or {@link T_SPIN_FULL} 2. Anything with `solid(x, y)`
 * will do, so the bot scores its candidate locks by this same rule.
 */
export function detectTSpin(board: Pick<Board, 'solid'>, r: number, x: number, y: number, kick: number): 0 | 1 | 2 {
  const cx = x + 1;
  const cy = y + 1;
  let filled = 0;
  for (let i = 0; i < 4; i++) if (board.solid(cx + CORNER_DX[i], cy + CORNER_DY[i])) filled++;
  if (filled < 3) return 0;
  const f1 = FRONT_1[r];
  const f2 = FRONT_2[r];
  const front1 = board.solid(cx + CORNER_DX[f1], cy + CORNER_DY[f1]);
  const front2 = board.solid(cx + CORNER_DX[f2], cy + CORNER_DY[f2]);
  if (front1 && front2) return 2;
  return kick === 5 ? 2 : 1;
}
