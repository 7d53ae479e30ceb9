/**
 * How far the piece in play falls in one frame: soft drop or gravity, whichever is faster. Gravity
 * builds up in thousandths of a row per frame and moves the piece a row each time it reaches the
 * level's frames per row; at 20G the piece goes to the bottom at once. Soft drop moves a row every
 * `softDrop` frames it is held (0: to the bottom at once). Kept apart from the state machine in
 * `play.ts`, which scores the rows and decides whether the piece locks.
 * @module
 */
import { GRAVITY_SCALE, TWENTY_G_FRAMES_X1000 } from '../rules/gravity.js';
import type { Falling } from '../state/falling.js';

/**
 * @internal What a frame's drop reads and writes of the game in play (`Play` in `play.ts`): named
 * here so this module does not import the state machine back.
 */
export interface DroppingPlay {
  readonly piece: Falling;
  /** The level's gravity, in thousandths of a frame per row. */
  readonly fpr: number;
  /** Gravity built up towards the next row. */
  gravAcc: number;
  /** Frames soft drop has been held towards its next row. */
  softCount: number;
}

/** @internal Moves the piece down for one frame (`soft`: soft drop held; `softDrop`: its frames per row); returns the rows it fell. */
export function dropOneFrame(play: DroppingPlay, soft: boolean, softDrop: number): number {
  const { piece, fpr } = play;
  let rows = 0;
  if (soft && (softDrop === 0 || fpr > softDrop * GRAVITY_SCALE)) {
    play.gravAcc = 0;
    if (softDrop === 0) return piece.fall(piece.dropDistance);
    if (play.softCount === 0 && piece.step()) rows = 1;
    if (++play.softCount >= softDrop) play.softCount = 0;
    return rows;
  }
  if (!soft) play.softCount = 0;
  if (fpr <= TWENTY_G_FRAMES_X1000) {
    play.gravAcc = 0;
    return piece.fall(piece.dropDistance);
  }
  play.gravAcc += GRAVITY_SCALE;
  while (play.gravAcc >= fpr) {
    if (!piece.step()) {
      play.gravAcc = 0;
      break;
    }
    play.gravAcc -= fpr;
    rows++;
  }
  return rows;
}
