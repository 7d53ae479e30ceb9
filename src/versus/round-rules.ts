/**
 * The rules a versus session decides a round and sums a player by, as plain functions: both sides
 * of a remote match run them on the same two ends, so they agree on every round.
 * @module
 */
import { matchFigures, type FigureCounters } from '../engine/index.js';
import type { PlayerIndex, RoundEndDetail, VersusPlayerStats } from './versus-events.js';

/** How one side's round ended: the frame, and whether it survived the other's knock-out. */
export type RoundEnd = Omit<RoundEndDetail, 'round'>;

/** The round's winner from this side's end and the other's: the survivor; of two knock-outs the later one; the same frame is a draw (null). */
export function roundWinner(mine: RoundEnd, theirs: RoundEnd): PlayerIndex | null {
  if (mine.survived || theirs.survived) return mine.survived ? 0 : 1;
  return mine.frame === theirs.frame ? null : mine.frame > theirs.frame ? 0 : 1;
}

/** A player's figures, live and for `match-over`: the engine's (attack per minute, pieces per second, VS score, lines sent and received). */
export function statsOf(counters: FigureCounters): VersusPlayerStats {
  return matchFigures(counters);
}
