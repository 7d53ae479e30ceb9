import type { AttackClear, EndReason, Mode, PieceType } from '../engine/index.js';
import type { PuzzleFailure } from '../practice/puzzle.js';

/** `score`: the score changed (at most once per frame). */
export interface ScoreDetail {
  readonly score: number;
  /** Points added since the previous `score` event. */
  readonly delta: number;
  readonly level: number;
  readonly lines: number;
}

/** `line-clear`: a locked piece completed one to four rows. */
export interface LineClearDetail {
  readonly lines: 1 | 2 | 3 | 4;
  /** Indices of the cleared rows, 0 = top visible row, before they were removed. */
  readonly rows: readonly number[];
  readonly tSpin: 'none' | 'mini' | 'full';
  /** The back-to-back x1.5 bonus was applied to this clear. */
  readonly backToBack: boolean;
  /** Combo counter after this clear: 0 for the first clear of a chain, 1 for the second, ... */
  readonly combo: number;
  readonly perfectClear: boolean;
  /** Points this lock added (clear, bonuses and drop points). */
  readonly points: number;
  readonly totalLines: number;
  readonly level: number;
}

/** `game-over`: the game ended. */
export interface GameOverDetail {
  readonly score: number;
  readonly lines: number;
  readonly level: number;
  /** Pieces locked in this game. */
  readonly pieces: number;
  /** Milliseconds of play (pauses excluded), counted in 60 Hz frames. */
  readonly time: number;
  /** A top out (`block-out`, `lock-out`), or a mode's end: its line goal reached (`goal`) or its time up (`time`). */
  readonly reason: EndReason;
  /** The game's mode. */
  readonly mode: Mode;
  /** Lines (sprint, marathon) or seconds (ultra) of the mode's goal; null: none. */
  readonly goal: number | null;
  /** Pieces per second over the game's time. */
  readonly pps: number;
  /** The player's best for this mode and goal before this game (sprint: time in ms, others: score), or null. */
  readonly best: number | null;
  readonly stats: GameOverStats;
}

/** Counters of a finished game, for a result screen or analytics. */
export interface GameOverStats {
  /** Clears of four lines. */
  readonly tetrises: number;
  /** Locks that were T-spins (mini or full). */
  readonly tSpins: number;
  /** Highest combo reached (0: no two clearing locks in a row). */
  readonly maxCombo: number;
  readonly perfectClears: number;
  /** Left/right and rotation presses beyond the fewest that reach each placement (0: perfect finesse). */
  readonly finesseFaults: number;
  /** Button presses per piece locked. */
  readonly keysPerPiece: number;
}

export interface LevelChangeDetail {
  readonly level: number;
}

export interface HoldDetail {
  /** The piece put into the hold slot. */
  readonly piece: PieceType;
}

export interface GameStartDetail {
  readonly level: number;
  readonly seed: number;
}

/**
 * `attack` (a `versus` game): a clear sent garbage. Pass each of `chunks` to the opponent's
 * `receiveGarbage(lines, { id })`.
 */
export interface AttackDetail {
  /** Counts this game's attacks (1, 2, ...); the receiver echoes it in its `garbage` events. */
  readonly id: number;
  /** Lines the clear made, before they cancelled incoming garbage. */
  readonly lines: number;
  /** Lines left to send after cancelling (the sum of `chunks`). */
  readonly sent: number;
  /** Incoming lines the clear cancelled. */
  readonly cancelled: number;
  /** The lines sent, one entry per attack the receiver queues. */
  readonly chunks: readonly number[];
  /** The clear that made them. */
  readonly clear: AttackClear;
  /** The game frame of the clear. */
  readonly frame: number;
}

/**
 * `garbage` (a `versus` game): incoming garbage was `queued` (received), `cancelled` by this
 * game's own attack, or `entered` the matrix as rows with their hole in `column`.
 */
export interface GarbageDetail {
  readonly kind: 'queued' | 'cancelled' | 'entered';
  /** The sender's attack id. */
  readonly id: number;
  readonly lines: number;
  /** The hole column (0-9) once known: as the sender gave it, or when the rows entered; else null. */
  readonly column: number | null;
  readonly frame: number;
}

/** `puzzle-solved`: the lock that met the `puzzle`'s goal. */
export interface PuzzleSolvedDetail {
  /** Pieces placed in this attempt. */
  readonly pieces: number;
  /** Lines cleared in this attempt. */
  readonly lines: number;
}

/** `puzzle-failed`: the attempt at the `puzzle` can no longer meet its goal. */
export interface PuzzleFailedDetail {
  /** Its pieces ran out, its game ended (a top out, or the mode's end), or a perfect clear no longer fits in the pieces left. */
  readonly reason: PuzzleFailure;
  readonly pieces: number;
  readonly lines: number;
}

/** Every event `<tetris-game>` dispatches, with its detail. */
export interface TetrisGameEventMap {
  score: CustomEvent<ScoreDetail>;
  'line-clear': CustomEvent<LineClearDetail>;
  'game-over': CustomEvent<GameOverDetail>;
  'game-start': CustomEvent<GameStartDetail>;
  /** Not `pause`/`resume`: those are media elements' DOM events, which a page may already listen for. */
  'game-pause': CustomEvent<Record<string, never>>;
  'game-resume': CustomEvent<Record<string, never>>;
  'level-change': CustomEvent<LevelChangeDetail>;
  hold: CustomEvent<HoldDetail>;
  'puzzle-solved': CustomEvent<PuzzleSolvedDetail>;
  'puzzle-failed': CustomEvent<PuzzleFailedDetail>;
  attack: CustomEvent<AttackDetail>;
  garbage: CustomEvent<GarbageDetail>;
}

/** Any event `<tetris-game>` dispatches. */
export type TetrisGameEvent = TetrisGameEventMap[keyof TetrisGameEventMap];

declare global {
  // Listeners on the element, and on ancestors and document (the events bubble and are composed).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends TetrisGameEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends TetrisGameEventMap {}
}

/** Builds the element's events: always bubbling and composed, so a page can listen once for many boards. */
export function gameEvent<K extends keyof TetrisGameEventMap>(
  type: K,
  detail: TetrisGameEventMap[K]['detail'],
): TetrisGameEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true }) as TetrisGameEventMap[K];
}
