/**
 * What the server checks from a replay's text before any verification: its size, a mode with a
 * board here (marathon, sprint, ultra: zen keeps no results, dig has no board), the ranked rules
 * (options and log entries, a sprint or ultra from level 1) and the frames its log holds against
 * what its mode allows. A replay that fails costs a parse, never a play.
 */
import { MAX_REPLAY_BYTES, RESULT_RULES, counts, loggedFrames, rankedFrameLimit, readReplay, unrankedField } from '../../src/engine/index.js';
import type { GameResult, Mode, ReplayData } from '../../src/engine/index.js';
import { ReplayRejected } from './verifier.js';

/** The modes with a board on this leaderboard. */
export const BOARD_MODES: readonly Mode[] = Object.freeze<Mode[]>(['marathon', 'sprint', 'ultra']);

/** A replay let through to verification, and the most frames it may be played for. */
export interface Admitted {
  replay: unknown;
  maxFrames: number;
}

/**
 * Checks `replay` from its text. Throws a ReplayRejected naming what could never rank, or the
 * engine's TypeError/RangeError for a malformed replay.
 */
export function admit(replay: unknown, maxFrames: number): Admitted {
  const data = readReplay(replay, MAX_REPLAY_BYTES) as Partial<ReplayData> | null;
  if (typeof data !== 'object' || data === null || typeof data.log !== 'string') throw new TypeError('replay must be an object with a log');
  const mode = (data.options?.mode ?? 'marathon') as Mode;
  if (Object.hasOwn(RESULT_RULES, mode) && !BOARD_MODES.includes(mode)) {
    throw new ReplayRejected(`${mode} games never rank here: the boards are ${BOARD_MODES.join(', ')}`);
  }
  const unranked = unrankedField(data as ReplayData);
  if (unranked !== null) throw new ReplayRejected(`${unranked} makes this a practice game: only ranked games are stored`);
  const limit = Math.min(maxFrames, rankedFrameLimit(data.options) ?? maxFrames);
  const frames = loggedFrames(data.log);
  if (frames > limit) throw new ReplayRejected(`replay.log holds ${frames} frames, over the ${limit} a ranked ${mode} with this goal may take`);
  return { replay: data, maxFrames: limit };
}

/** Refuses a verified result that does not count on its board (a game that did not end, a sprint that topped out). */
export function checkCounts(result: GameResult): void {
  if (counts(result)) return;
  const how = result.reason === null ? 'did not end' : `ended by ${result.reason}`;
  throw new ReplayRejected(`this ${result.mode} ${how}: it does not count, so it is not stored`);
}
