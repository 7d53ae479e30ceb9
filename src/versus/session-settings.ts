/**
 * What a versus session is given and what it asks of its element: the settings a match starts
 * with (read from the element's attributes) and the element's side of the session's work.
 * @module
 */
import type { AttackRuleName, Handling, VersusLevels } from '../engine/index.js';
import type { TetrisVersusEventMap } from './versus-events.js';
import type { Opponent, TargetingMode } from './versus-options.js';
import type { Seat } from './seats.js';
import type { BotWorkerFactory } from './worker-search.js';

export interface SessionSettings {
  readonly opponent: Opponent;
  readonly rules: AttackRuleName;
  /** How the level (gravity) changes in a round: the engine's `versus.levels`. */
  readonly levels: VersusLevels;
  readonly firstTo: number;
  /** Null: a new random seed for every match. */
  readonly seed: number | null;
  /** Who plays each seat (see `seats.ts`); a remote match has two. */
  readonly seats: readonly Seat[];
  /** The players' targeting as the match starts (`manual`: each player aims at the board it picks). */
  readonly targeting: TargetingMode;
  /** Each seat's handling. */
  readonly handling: readonly Partial<Handling>[];
  /** Makes each bot's worker; null: the bots search on the main thread. */
  readonly botWorker: BotWorkerFactory | null;
}

/** What the session asks of its element. */
export interface SessionHost {
  dispatch(event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): void;
  /** Something shown outside the canvases changed (phase, round, wins, meters). */
  changed(): void;
  /** Draw the boards (called in the clock's draw phase and after changes between frames). */
  draw(): void;
  /** Why the bot searches on the main thread (the element warns once). */
  botFallback(reason: string): void;
}
