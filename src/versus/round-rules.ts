/**
 * The rules a versus session decides a round and sums a player by, as plain functions: both sides
 * of a remote match run them on the same two ends, so they agree on every round.
 * @module
 */
import type { MatchPlayerStats } from '../engine/index.js';
import type { PlayerIndex, RoundEndDetail, VersusPlayerStats } from './versus-events.js';

/** How one side's round ended: the frame, and whether it survived the other's knock-out. */
export type RoundEnd = Omit<RoundEndDetail, 'round'>;

/** The round's winner from this side's end and the other's: the survivor; of two knock-outs the later one; the same frame is a draw (null). */
export function roundWinner(mine: RoundEnd, theirs: RoundEnd): PlayerIndex | null {
  if (mine.survived || theirs.survived) return mine.survived ? 0 : 1;
  return mine.frame === theirs.frame ? null : mine.frame > theirs.frame ? 0 : 1;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A player's figures, live and for `match-over`: attack per minute, pieces per second and the VS
 * score (two decimals), lines sent and received. VS is 100 x (lines sent + lines cancelled) per
 * second, as TETR.IO's stat sites count it; sent plus cancelled is the attack before cancelling.
 */
export function statsOf(s: Pick<MatchPlayerStats, 'attack' | 'sent' | 'received' | 'pieces' | 'frames'>): VersusPlayerStats {
  const seconds = s.frames / 60;
  const rate = (count: number, per: number) => (seconds > 0 ? round2((count * per) / seconds) : 0);
  return { apm: rate(s.attack, 60), pps: rate(s.pieces, 1), vs: rate(s.attack, 100), sent: s.sent, received: s.received };
}
