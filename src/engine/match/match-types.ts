/**
 * The types a versus `Match` speaks in: its state, its players' counters, its events and its
 * replay with the options it records (kept apart so the match's own module holds only its rules).
 * @module
 */
import type { Game } from '../game/game.js';
import type { MatchOptions, MatchSettings } from './match-options.js';

/** What a match is doing. */
export type MatchState = 'playing' | 'round-over' | 'over';

/** Counters of one player over the match. */
export interface MatchPlayerStats {
  /** Lines its clears sent before cancelling, and after. */
  readonly attack: number;
  readonly sent: number;
  /** Lines of garbage it received, and how many of them rose into its matrix. */
  readonly received: number;
  readonly entered: number;
  /** Garbage rows it cleared from its matrix (with `attack`, the VS score's sum: see `matchFigures()`). */
  readonly cleared: number;
  readonly pieces: number;
  /** Frames it played (until it topped out or its rounds ended). */
  readonly frames: number;
}

/** Payloads of the events of `match.on()`. */
export interface MatchEventMap {
  /** A round began: `games` are its fresh games (listen to them for board events). Round 1 begins in the constructor: read `match.games`. */
  'round-start': { round: number; seed: number; games: readonly Game[] };
  /** Player `from` attacked: `chunks` went to player `to` (null: nobody was left to receive). */
  attack: { from: number; to: number | null; id: number; lines: number; sent: number; chunks: readonly number[]; frame: number };
  /**
   * Player `player` topped out, or left the match (`match.forfeit()`; at a round's frame 0 for
   * each later round): `place` is its finishing place in the round (1 + the players still
   * standing after it; players knocked out by the same command or frame share a place).
   */
  knockout: { round: number; player: number; place: number; frame: number };
  /**
   * A round ended: `winner` the player left standing (null: the last ones topped out on the same
   * frame). `places`: each player's finishing place in the round (1 = the winner; see `knockout`).
   */
  'round-over': { round: number; winner: number | null; frame: number; wins: readonly number[]; places: readonly number[] };
  /**
   * The match ended. `places`: the finishing places of its last round (null: a player still
   * playing when the others left). `forfeit`: it ended because every other player left.
   */
  'match-over': { winner: number; wins: readonly number[]; rounds: number; stats: readonly MatchPlayerStats[]; places: readonly (number | null)[]; forfeit: boolean };
}

/** A recorded match: JSON-safe. */
export interface MatchReplay {
  v: 1;
  options: MatchOptions;
  /**
   * One log per round: `t` + count = frames stepped, `:` + player + an entry of the game replay
   * log (`+L` down, `-L` up, `D` a press) = that player's input at the current frame, or a
   * targeting switch: `@` + a strategy's code (0-3: even, eliminations, random, payback, as
   * TETR.IO's replays code them) or `>` + the seat of a manual target; `!`: that player left the
   * match (`match.forfeit()`; after a round ended, at the end of that round's log).
   */
  rounds: string[];
  /** The result the match claims; `verifyMatch()` checks it against what the inputs really give. */
  result: { winner: number | null; wins: number[] };
}

/** The options a match replay records, JSON-safe, from the match's settings. */
export function replayOptions(s: MatchSettings): MatchOptions {
  const options: MatchOptions = {
    players: s.players,
    seed: s.seed,
    firstTo: s.firstTo,
    versus: { ...s.versus },
    handling: s.handling,
    are: s.are,
    targeting: s.targeting,
    // Only when on: replays of matches without it keep their options as they were.
    ...(s.countdown ? { countdown: true } : {}),
  };
  return JSON.parse(JSON.stringify(options)) as MatchOptions;
}
