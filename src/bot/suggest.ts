/**
 * `suggest(game)`: the moves for the piece in play, best first, each with the presses that make
 * it. Reads the game through its public API only.
 * @module
 */
import { Game, PIECE_TYPES, ROTATIONS, SPAWN_X, SPAWN_Y } from '../engine/index.js';
import type { Action, PiecePlacement, PieceType, Rotation, TSpin } from '../engine/index.js';
import { DIFFICULTIES, DIFFICULTY_NAMES } from './difficulty.js';
import type { Difficulty } from './difficulty.js';
import type { Weights } from './evaluate.js';
import { Field, pieceOf } from './field.js';
import { SPIN_NAMES } from './placements.js';
import { routeActions, routes } from './routes.js';
import type { Route } from './routes.js';
import { search } from './search.js';
import type { BotState, RankedMove, SearchLimits } from './search.js';

/** One suggested move. Play `actions` with `game.press()` and the piece locks there with `spin`. */
export interface Suggestion {
  /** Hold first (the piece placed is the held one, or the next one when hold was empty). */
  readonly hold: boolean;
  readonly type: PieceType;
  readonly rotation: Rotation;
  /** Box top-left, as `game.active` reports it. */
  readonly x: number;
  readonly y: number;
  readonly spin: TSpin;
  /** Presses from the current state, ending with `hardDrop`. */
  readonly actions: readonly Action[];
  /** The search's value of the move (higher is better). */
  readonly value: number;
}

/** Options of {@link suggest}. */
export interface SuggestOptions {
  /** Default `medium`. */
  difficulty?: Difficulty;
  /** Weights over the difficulty's. */
  weights?: Partial<Weights>;
  /** Search limits over the difficulty's. */
  limits?: Partial<SearchLimits>;
  /** Garbage lines on their way. Default: the game's (`game.incomingLines`, 0 outside versus). */
  incoming?: number;
  /** Most moves returned. Default all. */
  count?: number;
}

/**
 * The game as the bot sees it: the board, the piece in play (or, during a delay, the next piece
 * at its spawn), hold and the visible next pieces. Null when the game is over.
 */
export function stateOf(game: Game): BotState | null {
  if (game.over !== null) return null;
  const next = game.next.map(pieceOf);
  const active = game.active;
  const field = Field.fromGame(game);
  const common = { field, hold: game.hold === null ? -1 : pieceOf(game.hold), backToBack: game.backToBack, combo: game.combo, topOutEnds: game.mode !== 'zen' };
  if (active) {
    return { ...common, current: pieceOf(active.type), r: ROTATIONS.indexOf(active.rotation), x: active.x, y: active.y, canHold: game.canHold, queue: next };
  }
  return { ...common, current: next[0], r: 0, x: SPAWN_X, y: SPAWN_Y, canHold: true, queue: next.slice(1) };
}

/** Checks a difficulty name. @throws RangeError naming `field` and the accepted values. */
export function checkDifficulty(field: string, value: unknown): Difficulty {
  if (typeof value === 'string' && (DIFFICULTY_NAMES as readonly string[]).includes(value)) return value as Difficulty;
  throw new RangeError(`${field} must be one of ${DIFFICULTY_NAMES.join(', ')}, got ${JSON.stringify(value)}`);
}

/** Search a state with a difficulty's settings and the caller's overrides. */
export function searchState(state: BotState, options: SuggestOptions = {}): ReturnType<typeof search> {
  const rules = DIFFICULTIES[checkDifficulty('difficulty', options.difficulty ?? 'medium')];
  const weights = options.weights ? { ...rules.weights, ...options.weights } : rules.weights;
  const limits: SearchLimits = { depth: rules.depth, beam: rules.beam, nodes: rules.nodes, ...options.limits };
  return search(state, weights, limits, options.incoming ?? 0);
}

/**
 * The moves for the game's piece, best first. During an entry or line-clear delay they are for
 * the piece that spawns next (their actions apply once it is in play). Empty when the game is over.
 * @throws RangeError for an unknown difficulty.
 */
export function suggest(game: Game, options: SuggestOptions = {}): Suggestion[] {
  const state = stateOf(game);
  if (!state) return [];
  const { moves } = searchState(state, { ...options, incoming: options.incoming ?? game.incomingLines });
  const count = options.count ?? moves.length;
  return withActions(state, moves.slice(0, count));
}

/** A position as plain data (for example `<tetris-game>`'s `state`): visible rows, top first. */
export interface Position {
  readonly board: readonly string[];
  readonly active: PiecePlacement | null;
  readonly hold: PieceType | null;
  readonly canHold: boolean;
  readonly next: readonly PieceType[];
}

/** {@link suggest} for a position given as data; empty when no piece is in play. */
export function suggestPosition(position: Position, options: SuggestOptions = {}): Suggestion[] {
  const { active } = position;
  if (!active) return [];
  const game = new Game({
    board: [...position.board],
    active: { type: active.type, rotation: active.rotation, x: active.x, y: active.y },
    queue: [...position.next],
    hold: position.hold,
  });
  const state = { ...stateOf(game)!, canHold: position.canHold };
  const { moves } = searchState(state, options);
  return withActions(state, moves.slice(0, options.count ?? moves.length));
}

/** Ranked moves with the presses that make each. */
export function withActions(state: BotState, moves: readonly RankedMove[]): Suggestion[] {
  let own: Map<number, Route> | null = null;
  let held: Map<number, Route> | null = null;
  const heldPiece = state.hold >= 0 ? state.hold : state.queue[0];
  // One move: its search stops at it. More: one full search per piece serves them all.
  const until = moves.length === 1 ? moves[0].placement.key : undefined;
  return moves.map(({ hold, placement, value }) => {
    let route: Route | undefined;
    if (hold) {
      held ??= routes(state.field, heldPiece, 0, SPAWN_X, SPAWN_Y, until);
      route = held.get(placement.key);
    } else {
      own ??= routes(state.field, state.current, state.r, state.x, state.y, until);
      route = own.get(placement.key);
    }
    if (!route) throw new Error(`no route to ${PIECE_TYPES[placement.p]} ${ROTATIONS[placement.r]} at ${placement.x}, ${placement.y}`);
    const { x, y } = hold ? { x: SPAWN_X, y: SPAWN_Y } : state;
    const actions = routeActions(route.steps, x, y);
    const p = route.placement;
    return {
      hold,
      type: PIECE_TYPES[p.p],
      rotation: ROTATIONS[p.r],
      x: p.x,
      y: p.y,
      spin: SPIN_NAMES[p.spin],
      actions: hold ? ['hold', ...actions] : actions,
      value,
    };
  });
}
