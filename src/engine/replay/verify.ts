/**
 * Verifying a replay for a leaderboard: play it headlessly and report what really happened,
 * ignoring any result the replay claims. Bounded in size and in frames, and strict about shape,
 * so a server can run it on untrusted input: every error it throws is a `TypeError` or a
 * `RangeError`.
 * @module
 */
import { ReplayPlayer } from './replay.js';
import { boolean, plainObject, wholeNumber } from '../check.js';
import { RANKED_FRAMES_PER_LINE, RANKED_HANDLING, RANKED_OPTIONS, pacedByLines, rankedFrameLimit, rankedLineDeadline, unrankedField } from './ranked.js';
import type { Game } from '../game/game.js';
import { MAX_REPLAY_BYTES, MAX_REPLAY_FRAMES, readReplay } from './replay.js';
import type { ReplayData } from './replay.js';
import { resultOf } from './results.js';
import type { GameResult } from './results.js';

/** Limits of {@link verify}. */
export interface VerifyOptions {
  /** Most frames simulated; a replay asking for more is rejected before any play. Default two hours. */
  maxFrames?: number;
  /** Largest replay, in characters of its JSON text. Default {@link MAX_REPLAY_BYTES}. */
  maxBytes?: number;
  /**
   * Accept only a ranked game (see `ranked.ts`), within its mode's frames: anything else throws a
   * `RangeError` naming the field, before any play. A game of a line mode (an endless marathon
   * too) is also stopped with a `RangeError` at the first frame behind `rankedLineDeadline()`.
   */
  ranked?: boolean;
}

/** What a verified replay really did. */
export interface VerifiedResult extends GameResult {
  /** The replay is a ranked game: only the ranked options and a log of inputs. */
  ranked: boolean;
}

/**
 * Replay `replay` (a replay object or its JSON text) headlessly and return the verified result.
 * @throws TypeError when malformed (naming the field), RangeError over a limit (size, frames), for
 *   a value out of range, or (with `ranked`) for a practice game; never simulates more than
 *   `maxFrames` frames.
 */
export function verify(replay: unknown, options: VerifyOptions = {}): VerifiedResult {
  const o = plainObject('verify options', options);
  const maxBytes = o.maxBytes === undefined ? MAX_REPLAY_BYTES : wholeNumber('maxBytes', o.maxBytes, 0, Number.MAX_SAFE_INTEGER);
  const rankedOnly = o.ranked === undefined ? false : boolean('ranked', o.ranked);
  const data = readReplay(replay, maxBytes);
  // A ranked game is also bounded by what its mode allows, before any play.
  const modeLimit = rankedOnly ? rankedFrameLimit((data as Partial<ReplayData> | null)?.options) : null;
  const given = o.maxFrames as number | undefined;
  const maxFrames = modeLimit === null ? given : Math.min(modeLimit, given ?? MAX_REPLAY_FRAMES);
  const player = new ReplayPlayer(data as ReplayData, { maxFrames });
  const unranked = unrankedField(data as ReplayData);
  if (rankedOnly && unranked !== null) {
    throw new RangeError(
      `${unranked} makes this a practice game, not a ranked one: ranked games set only the options ` +
        `${RANKED_OPTIONS.join(', ')} (handling: ${RANKED_HANDLING.join(', ')}) and log only inputs`,
    );
  }
  const paced = rankedOnly && pacedByLines((data as Partial<ReplayData>).options);
  return { ...resultOf(paced ? playAtLinePace(player) : player.finish()), ranked: unranked === null };
}

/**
 * Plays a ranked game of a line mode, stopped with a RangeError at the first frame where it is
 * behind {@link rankedLineDeadline}: what it costs to verify grows with the lines it clears.
 */
function playAtLinePace(player: ReplayPlayer): Game {
  const game = player.game;
  while (game.over === null && player.step()) {
    const deadline = rankedLineDeadline(game.lines);
    if (game.frame > deadline) {
      throw new RangeError(
        `replay.log: no line ${game.lines + 1} by frame ${deadline}: a ranked ${game.mode} may take ` +
          `${RANKED_FRAMES_PER_LINE} frames a line and ${rankedLineDeadline(0) - RANKED_FRAMES_PER_LINE} more`,
      );
    }
  }
  return player.finish();
}
