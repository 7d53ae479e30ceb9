/**
 * A versus player's figures from its counters, in one place for every screen and event: attack
 * per minute, pieces per second and the VS score, timed in frames (60 a second), so the same
 * counters give the same figures on every machine and in `verifyMatch()`.
 *
 * The VS score is TETR.IO's: 100 x (attack + garbage rows cleared) per second, where attack
 * counts the lines of each clear before cancelling (halp1/triangle, `src/engine/index.ts`,
 * `dynamicStats`, a TypeScript copy of TETR.IO's game logic). A player who digs out of the
 * garbage it receives scores as well as one who sends it.
 * @module
 */
import type { MatchPlayerStats } from './match.js';
import { FRAMES_PER_SECOND } from '../rules/modes.js';

/** One player's figures over the frames counted. */
export interface MatchFigures {
  /** Attack per minute: lines its clears sent before cancelling, per minute of play. */
  readonly apm: number;
  /** Pieces placed per second. */
  readonly pps: number;
  /** VS score: 100 x (attack + garbage rows cleared) per second. */
  readonly vs: number;
  /** Lines sent after cancelling. */
  readonly sent: number;
  /** Lines of garbage received. */
  readonly received: number;
}

/** What the figures are counted from: a `MatchPlayerStats`, or a remote side's own counters. */
export type FigureCounters = Pick<MatchPlayerStats, 'attack' | 'sent' | 'received' | 'cleared' | 'pieces' | 'frames'>;

/** To two decimals, as the figures are shown. */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The figures of `counters` (rates are 0 before the first frame), each to two decimals. */
export function matchFigures(counters: FigureCounters): MatchFigures {
  const seconds = counters.frames / FRAMES_PER_SECOND;
  const per = (count: number, scale: number) => (seconds > 0 ? hundredths((count * scale) / seconds) : 0);
  return {
    apm: per(counters.attack, 60),
    pps: per(counters.pieces, 1),
    vs: per(counters.attack + counters.cleared, 100),
    sent: counters.sent,
    received: counters.received,
  };
}
