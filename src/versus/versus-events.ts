/**
 * The events of `<tetris-versus>`: `CustomEvent`s with plain, JSON-safe details that bubble and
 * are composed. Players are numbered by seat from 0: player 0 is the element's own player (the
 * large board), player 1 the opponent (the second local player, a remote player or the first bot),
 * and with more than two players the further bots.
 * @module
 */
import type { Action, AttackClear, AttackRuleName } from '../engine/index.js';
import type { Opponent } from './versus-options.js';

/** A player's seat, 0-based (player 0 is the element's own player). */
export type PlayerIndex = number;

/** `match-start`: a match (or a rematch) began. */
export interface MatchStartDetail {
  readonly opponent: Opponent;
  readonly rules: AttackRuleName;
  readonly firstTo: number;
  /** The match's seed (remote: the first round's, as the page gave it). */
  readonly seed: number;
}

/** `attack`: a clear of player `player` sent garbage; `chunks` (after cancelling) go to board `to`, the one its targeting picked. */
export interface VersusAttackDetail {
  readonly player: PlayerIndex;
  /** The seat the chunks went to; null when nothing was sent (all cancelled) or no board was left to take them. Remote: 1, the other side. */
  readonly to: PlayerIndex | null;
  /** Counts this player's attacks in the round; the receiver passes it to `receiveGarbage(lines, { id })`. */
  readonly id: number;
  /** Lines before cancelling incoming garbage, and after. */
  readonly lines: number;
  readonly sent: number;
  /** The lines sent, one entry per attack the receiver queues. */
  readonly chunks: readonly number[];
  readonly clear: AttackClear;
  readonly round: number;
}

/** `round-over`: a round has its winner (null: a draw, both topped out together). */
export interface RoundOverDetail {
  readonly round: number;
  readonly winner: PlayerIndex | null;
  /** Rounds won so far, by player. */
  readonly wins: readonly number[];
}

/** One player's figures over a match. */
export interface VersusPlayerStats {
  /** Attack per minute: lines its clears sent before cancelling, per minute of play. Null when unknown (a remote player). */
  readonly apm: number | null;
  /** Pieces per second. Null when unknown. */
  readonly pps: number | null;
  /** VS score (TETR.IO's): 100 x (attack + garbage rows cleared) per second. Null when unknown. */
  readonly vs: number | null;
  /** Lines sent after cancelling. */
  readonly sent: number;
  /** Lines of garbage received. */
  readonly received: number;
}

/** `match-over`: a player won `firstTo` rounds (or, remote, the other side left). */
export interface MatchOverDetail {
  readonly winner: PlayerIndex;
  readonly rounds: number;
  readonly wins: readonly number[];
  /** By player. */
  readonly stats: readonly VersusPlayerStats[];
  /** Remote: won because the other side left (`opponentForfeit()`). */
  readonly forfeit: boolean;
}

/** `ready` (remote): the player asked for a match or a rematch: tell the other side. */
export type ReadyDetail = Record<string, never>;

/**
 * `round-end` (remote): this board's round ended at `frame`: it topped out, or (`survived`) the
 * opponent's knock-out arrived first. Send it; the other side passes it to `opponentRoundEnd()`.
 */
export interface RoundEndDetail {
  readonly round: number;
  readonly frame: number;
  readonly survived: boolean;
}

/** `board-change` (remote): this board's field after a lock or a change of its garbage meter. */
export interface BoardChangeDetail {
  /** The visible rows top first, 10 cells each: `.` empty, a piece letter, `X` garbage. */
  readonly cells: string;
  /** Lines waiting on this board's garbage meter. */
  readonly incoming: number;
}

/**
 * `input` (remote): this board's player pressed or released `button` while its game was at
 * `frame` of round `round`, so a server that plays the match from inputs can be told.
 */
export interface VersusInputDetail {
  readonly round: number;
  readonly frame: number;
  readonly button: Action;
  readonly down: boolean;
}

/**
 * The events by name. `TetrisVersus.addEventListener()` is typed with them; they stay out of the
 * page-wide `HTMLElementEventMap`, where `<tetris-game>` may give `attack` another detail.
 */
export interface TetrisVersusEventMap {
  'match-start': CustomEvent<MatchStartDetail>;
  attack: CustomEvent<VersusAttackDetail>;
  'round-over': CustomEvent<RoundOverDetail>;
  'match-over': CustomEvent<MatchOverDetail>;
  ready: CustomEvent<ReadyDetail>;
  'round-end': CustomEvent<RoundEndDetail>;
  'board-change': CustomEvent<BoardChangeDetail>;
  input: CustomEvent<VersusInputDetail>;
}

/** Builds one of the element's events: bubbling and composed. */
export function versusEvent<K extends keyof TetrisVersusEventMap>(type: K, detail: TetrisVersusEventMap[K]['detail']): TetrisVersusEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true }) as TetrisVersusEventMap[K];
}
