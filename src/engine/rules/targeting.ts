/**
 * Targeting: which opponent receives a player's attack when more than one is left. TETR.IO keeps
 * a targeting strategy per player, one of `even`, `eliminations`, `random` and `payback` (logged
 * in its replays with the codes 0-3 in that order, and a separate manual target; Triangle.js
 * `src/types/game.ts`), and rooms of three or more play "similarly to Tetris 99, with alike
 * targeting options" (tetris.wiki, "TETR.IO"). The exact TETR.IO wording is not published, so
 * each strategy is defined here, read by analogy with Tetris 99's options (tetris.wiki, "Tetris 99"):
 *
 * - `even`: spreads attacks over the opponents left, in turn: the next one in seat order after the
 *   last one attacked (wrapping round), so each is hit once before any is hit twice.
 * - `eliminations`: the opponent closest to being knocked out, measured as its stack height
 *   (rows from its highest filled cell to the floor, hidden rows included) plus the garbage lines
 *   waiting in its queue; among equals, the next in turn as `even`.
 * - `random`: an opponent left, drawn uniformly from the match's seeded generator, so a replay
 *   draws the same ones.
 * - `payback`: the opponents left that sent this player garbage during the round, in turn as
 *   `even`; when none did (or none of them is left), every opponent left, as `even`.
 * - a manual target: that player while it is still playing; once it is knocked out, the
 *   strategy applies again.
 *
 * Pure: a strategy is a function of a {@link TargetSituation} and a draw function.
 * @module
 */
import { COLS, HIDDEN_ROWS, ROWS } from '../state/board.js';
import { knownKeys, oneOf, plainObject, wholeNumber } from '../check.js';
import type { Game } from '../game/game.js';

/** The targeting strategies, in the order of TETR.IO's replay codes (0-3). */
export const TARGETING_STRATEGIES = Object.freeze(['even', 'eliminations', 'random', 'payback'] as const);

/** A targeting strategy (see the module's notes for what each does). */
export type TargetingStrategy = (typeof TARGETING_STRATEGIES)[number];

/** The default strategy of a match. */
export const DEFAULT_TARGETING: TargetingStrategy = 'even';

/** A player's choice: a strategy (and no manual target), or a manual target (a player's seat, 0-based). */
export type TargetChoice = { readonly strategy: TargetingStrategy } | { readonly player: number };

/** A player's targeting: its strategy, and its manual target while that player plays (null: none). */
export interface Targeting {
  readonly strategy: TargetingStrategy;
  readonly manual: number | null;
}

/** What a strategy sees when player `from` attacks. */
export interface TargetSituation {
  /** The attacking player. */
  readonly from: number;
  /** The opponents still playing, in seat order (never empty, never `from`). */
  readonly alive: readonly number[];
  /** The player `from` attacked last this round (`from` itself before its first attack). */
  readonly last: number;
  /** How close player `p` is to being knocked out (stack height plus incoming lines); higher is closer. */
  readonly danger: (p: number) => number;
  /** Whether player `p` sent `from` garbage this round. */
  readonly attackedBy: (p: number) => boolean;
}

/** A uniform whole number in 0..n-1 from the match's seeded generator. */
export type Draw = (n: number) => number;

/** A strategy: the seat that receives the attack. */
export type TargetRule = (situation: TargetSituation, draw: Draw) => number;

/** The first of `candidates` (in seat order) after seat `last`, wrapping round to the first. */
export function nextInTurn(candidates: readonly number[], last: number): number {
  for (const p of candidates) if (p > last) return p;
  return candidates[0];
}

/** The strategies, by name. */
export const TARGETING_RULES: Readonly<Record<TargetingStrategy, TargetRule>> = Object.freeze({
  even: (s) => nextInTurn(s.alive, s.last),
  eliminations: (s) => {
    let most = -1;
    let closest: number[] = [];
    for (const p of s.alive) {
      const danger = s.danger(p);
      if (danger > most) [most, closest] = [danger, [p]];
      else if (danger === most) closest.push(p);
    }
    return nextInTurn(closest, s.last);
  },
  random: (s, draw) => s.alive[draw(s.alive.length)],
  payback: (s) => {
    const attackers = s.alive.filter(s.attackedBy);
    return nextInTurn(attackers.length > 0 ? attackers : s.alive, s.last);
  },
});

/** The seat that receives `from`'s attack under `targeting`: the manual target while it plays, else the strategy's choice. */
export function chooseTarget(targeting: Targeting, situation: TargetSituation, draw: Draw): number {
  const { manual } = targeting;
  if (manual !== null && situation.alive.includes(manual)) return manual;
  return TARGETING_RULES[targeting.strategy](situation, draw);
}

/** @internal Log entries of targeting: `@` + a strategy's code (its index, TETR.IO's codes 0-3), `>` + a manual target's seat. */
export const STRATEGY_ENTRY = '@';
export const MANUAL_ENTRY = '>';

/**
 * @internal How close a game is to being knocked out, for the `eliminations` strategy: its stack height
 * (rows from its highest filled cell to the floor, hidden rows included) plus its incoming lines.
 */
export function danger(game: Pick<Game, 'cell' | 'incomingLines'>): number {
  for (let y = -HIDDEN_ROWS; y < ROWS; y++) {
    for (let x = 0; x < COLS; x++) if (game.cell(x, y) !== 0) return ROWS - y + game.incomingLines;
  }
  return game.incomingLines;
}

/** @internal Check a targeting choice of `match.setTarget()`. @throws TypeError/RangeError naming the field. */
export function checkTargetChoice(choice: unknown, players: number): Partial<Targeting> {
  const c = plainObject('target', choice);
  knownKeys('target', c, ['strategy', 'player']);
  if ((c.strategy === undefined) === (c.player === undefined)) throw new TypeError('target must hold either strategy or player');
  if (c.strategy !== undefined) return { strategy: oneOf('target.strategy', c.strategy, TARGETING_STRATEGIES), manual: null };
  return { manual: wholeNumber('target.player', c.player, 0, players - 1) };
}
