/**
 * Verifying a replay for a leaderboard: play it headlessly and report what really happened,
 * ignoring any result the replay claims. Bounded in size and in frames, and strict about shape,
 * so a server can run it on untrusted input.
 * @module
 */
import { show, wholeNumber } from './check.js';
import { FRAMES_PER_SECOND } from './modes.js';
import { MAX_REPLAY_FRAMES, ReplayPlayer } from './replay.js';
import type { ReplayData } from './replay.js';
import type { Mode } from './types.js';

/** Largest replay accepted by default, in characters of its JSON text (or of its log). */
export const MAX_REPLAY_BYTES = 1 << 20;

/** Limits of {@link verify}. */
export interface VerifyOptions {
  /** Most frames simulated; a replay asking for more is rejected before any play. Default two hours. */
  maxFrames?: number;
  /** Largest replay, in characters. Default {@link MAX_REPLAY_BYTES}. */
  maxBytes?: number;
}

/** What a verified replay really did. */
export interface VerifiedResult {
  mode: Mode;
  /** Lines (sprint, marathon) or seconds (ultra) of the goal; null = none. */
  goal: number | null;
  score: number;
  lines: number;
  level: number;
  pieces: number;
  /** Game time in ms (frames at 60 Hz). */
  time: number;
  frames: number;
  /** How the game ended; null when the log ended before the game did. */
  reason: 'block-out' | 'lock-out' | 'goal' | 'time' | null;
}

const REASONS = { blockOut: 'block-out', lockOut: 'lock-out', goal: 'goal', time: 'time' } as const;

/**
 * Replay `replay` (a replay object or its JSON text) headlessly and return the verified result.
 * @throws TypeError when malformed (naming the field), SyntaxError for a bad log, RangeError over
 *   a limit (size, frames) or for a bad option; never simulates more than `maxFrames` frames.
 */
export function verify(replay: unknown, options: VerifyOptions = {}): VerifiedResult {
  const maxFrames = options.maxFrames === undefined ? MAX_REPLAY_FRAMES : wholeNumber('maxFrames', options.maxFrames, 0, Number.MAX_SAFE_INTEGER);
  const maxBytes = options.maxBytes === undefined ? MAX_REPLAY_BYTES : wholeNumber('maxBytes', options.maxBytes, 0, Number.MAX_SAFE_INTEGER);
  let data = replay;
  if (typeof replay === 'string') {
    if (replay.length > maxBytes) throw new RangeError(`replay is ${replay.length} characters, over the limit of ${maxBytes}`);
    try {
      data = JSON.parse(replay) as unknown;
    } catch {
      throw new TypeError('replay is not valid JSON');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new TypeError(`replay must be an object, got ${show(data)}`);
  const log = (data as { log?: unknown }).log;
  if (typeof log === 'string' && log.length > maxBytes) throw new RangeError(`replay.log is ${log.length} characters, over the limit of ${maxBytes}`);
  let game;
  try {
    game = new ReplayPlayer(data as ReplayData, { maxFrames }).finish();
  } catch (error) {
    // A log that does not parse is malformed input, like any other bad field.
    if (error instanceof SyntaxError) throw new TypeError(error.message, { cause: error });
    throw error;
  }
  return {
    mode: game.mode,
    goal: game.goal,
    score: game.score,
    lines: game.lines,
    level: game.level,
    pieces: game.pieces,
    time: Math.round((game.frame * 1000) / FRAMES_PER_SECOND),
    frames: game.frame,
    reason: game.over === null ? null : REASONS[game.over],
  };
}
