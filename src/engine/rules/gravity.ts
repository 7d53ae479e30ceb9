/**
 * Marathon gravity (tetris.wiki "Marathon"): seconds per row `t(L) = (0.8 - (L - 1) * 0.007) ^ (L - 1)`.
 *
 * Gravity is counted in integer frames, never by summing a float G (float sums drift and move a
 * drop by a frame). The table holds frames per row x 1000, rounded once from the formula; each
 * frame adds 1000 to an accumulator and a row falls whenever the accumulator reaches the entry.
 * So level 1 drops exactly on frames 60, 120, ... and every level's long-run speed is exact to
 * 1/1000 frame.
 * @module
 */

/** Fixed-point scale of {@link GRAVITY_FRAMES_X1000}: one frame = 1000. */
export const GRAVITY_SCALE = 1000;

/**
 * Frames per row x 1000 for levels 1..20 (index = level - 1) = round(60000 * t(L)).
 * Levels above 20 use level 20's speed.
 */
export const GRAVITY_FRAMES_X1000: readonly number[] = [
  60000, 47580, 37068, 28364, 21312, 15720, 11381, 8084, 5633, 3849,
  2579, 1693, 1089, 686, 424, 256, 151, 87, 49, 27,
];

/** Highest level with its own speed; later levels keep it. */
export const MAX_GRAVITY_LEVEL = 20;

/**
 * At or above 20 G (1/20 frame per row or less) the piece falls straight to the ghost row every
 * frame. Level 19 (20.4 G) and 20 (37 G) are there.
 */
export const TWENTY_G_FRAMES_X1000 = GRAVITY_SCALE / 20;

/** Frames per row x 1000 at `level` (levels below 1 count as 1, above 20 as 20). */
export function gravityFramesX1000(level: number): number {
  const l = level < 1 ? 1 : level > MAX_GRAVITY_LEVEL ? MAX_GRAVITY_LEVEL : Math.floor(level);
  return GRAVITY_FRAMES_X1000[l - 1];
}

/** Whether `level` is at 20 G or more (falls to the ghost row every frame). */
export function isTwentyG(level: number): boolean {
  return gravityFramesX1000(level) <= TWENTY_G_FRAMES_X1000;
}
