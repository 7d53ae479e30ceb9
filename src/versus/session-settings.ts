/**
 * What a versus session is given and what it asks of its element: the settings a match starts
 * with (read from the element's attributes) and the element's side of the session's work.
 * @module
 */
import type { Action, AttackRuleName, Handling, VersusLevels } from '../engine/index.js';
import type { Difficulty } from '../bot/index.js';
import type { HandlingPreset } from '../element/settings/setting-values.js';
import type { ElementChecks } from './element-checks.js';
import type { PlayerIndex, TetrisVersusEventMap } from './versus-events.js';
import { handlingOf, type Opponent, type TargetingMode } from './versus-options.js';
import { seatKinds, seatsOf, type Seat } from './seats.js';
import type { BotWorkerFactory } from './worker-search.js';

export interface SessionSettings {
  readonly opponent: Opponent;
  readonly rules: AttackRuleName;
  /** How the level (gravity) changes in a round: the engine's `versus.levels`. */
  readonly levels: VersusLevels;
  readonly firstTo: number;
  /** Null: a new random seed for every match. */
  readonly seed: number | null;
  /** Who plays each seat (see `seats.ts`). */
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
  /** A human player's press was played: `ok` false when the game refused it (sound buzzes a rotation with no room). */
  pressed?(player: PlayerIndex, button: Action, ok: boolean): void;
}

/** The element's properties a match is set up from, as the page set them. */
export interface MatchAttributes {
  readonly opponent: Opponent | null;
  readonly playerCount: string | number | null;
  readonly difficulty: Difficulty | `${Difficulty} ${string}` | null;
  readonly targeting: TargetingMode | null;
  readonly rules: AttackRuleName | null;
  readonly levels: VersusLevels | null;
  readonly firstTo: string | number | null;
  readonly seed: string | number | null;
  readonly handling: HandlingPreset | null;
  readonly das: string | number | null;
  readonly arr: string | number | null;
  readonly softDrop: string | number | null;
  readonly dcd: string | number | null;
  readonly botWorker: BotWorkerFactory | null;
}

/** The settings of the next match from the element's properties, each read (and warned about) through `checks`. */
export function readSessionSettings(attributes: MatchAttributes, checks: ElementChecks): SessionSettings {
  const opponent = checks.read('opponent', attributes.opponent);
  const players = checks.read('players', attributes.playerCount);
  const seats = seatsOf(seatKinds(opponent, players), attributes.difficulty, (message) => checks.warnOnce(`difficulty:${message}`, message));
  // The frame fields are the players' own feel; a bot plays with the preset it was tuned on.
  const human = playerHandling(attributes, checks);
  const bot = handlingOf(checks.read('handling', attributes.handling));
  return {
    opponent,
    seats,
    targeting: checks.read('targeting', attributes.targeting),
    rules: checks.read('rules', attributes.rules),
    levels: checks.read('levels', attributes.levels),
    firstTo: checks.read('first-to', attributes.firstTo),
    seed: checks.read('seed', attributes.seed),
    handling: seats.map((seat) => (seat.kind === 'player' || seat.kind === 'local' ? human : bot)),
    botWorker: attributes.botWorker,
  };
}

/** The human players' handling: the `handling` preset with the frame fields over it. */
export function playerHandling(attributes: Pick<MatchAttributes, 'handling' | 'das' | 'arr' | 'softDrop' | 'dcd'>, checks: ElementChecks): Partial<Handling> {
  const frames = { das: checks.read('das', attributes.das), arr: checks.read('arr', attributes.arr), softDrop: checks.read('soft-drop', attributes.softDrop), dcd: checks.read('dcd', attributes.dcd) };
  return handlingOf(checks.read('handling', attributes.handling), frames);
}
