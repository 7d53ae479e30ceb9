/**
 * The rules a versus session decides a round and sums a player by, as plain functions: every side
 * of a remote match runs them on the same seats' ends, so they agree on every round.
 * @module
 */
import { matchFigures, type FigureCounters } from '../engine/index.js';
import type { PlayerIndex, RoundEndDetail, VersusPlayerStats } from './versus-events.js';

/** How one seat's round ended: the frame, and whether it survived the others' knock-outs. */
export type RoundEnd = Omit<RoundEndDetail, 'round'>;

/**
 * The frame a seat that left the match is knocked out at: before any frame, so it places behind
 * every seat that played on and never wins a round.
 */
export const LEFT_FRAME = -1;

/**
 * The round's winner from every seat's end: the survivor; when all topped out, the latest
 * knock-out; two or more on that same frame: a draw (null).
 */
export function roundWinner(ends: readonly RoundEnd[]): PlayerIndex | null {
  const survivor = ends.findIndex((end) => end.survived);
  if (survivor !== -1) return survivor;
  const last = Math.max(...ends.map((end) => end.frame));
  const latest = ends.flatMap((end, seat) => (end.frame === last ? [seat] : []));
  return latest.length === 1 ? latest[0] : null;
}

/**
 * Each seat's finishing place as far as the ends known so far tell (null: still playing): a
 * survivor 1, a knocked-out seat 1 + the seats still playing or knocked out later (seats knocked
 * out on the same frame share a place), as the engine's `Match` places them. A seat told later to
 * have topped out earlier moves the others up.
 */
export function placesOf(ends: readonly (RoundEnd | null)[]): (number | null)[] {
  return ends.map((end, seat) => {
    if (end === null) return null;
    if (end.survived) return 1;
    return 1 + ends.filter((other, i) => i !== seat && (other === null || other.survived || other.frame > end.frame)).length;
  });
}

/** A player's figures, live and for `match-over`: the engine's (attack per minute, pieces per second, VS score, lines sent and received). */
export function statsOf(counters: FigureCounters): VersusPlayerStats {
  return matchFigures(counters);
}
