/**
 * The Tetris Bot Protocol (tetris-bot-protocol/tbp-spec: the MVP, the `randomizer` and
 * `move_info` extensions, and `garbage` as proposed in tbp-spec pull request 2) as a pure
 * message handler: {@link TbpBot.handle} takes one message
 * from the front end and returns the bot's answers. `worker.ts` wires it to `postMessage`.
 *
 * Coordinates as the spec defines them: a location is the piece's SRS true-rotation centre,
 * x = 0 the left column and y = 0 the bottom row; `north` is the spawn state. The O's centre is
 * its bottom-left mino in north (top-left in east, top-right in south, bottom-right in west); the
 * I's is the middle-left mino in north. Boards are 40 rows, `board[0]` the bottom row.
 *
 * `garbage` (advertised in `info.features`): `{ type: 'garbage', rows }` tells the bot that rows
 * rose into its matrix from below, `rows[0]` the lowest, each a list of 10 cells like a board row
 * (null, a piece letter or "G") and none full. The stack above moves up by as many rows.
 *
 * `tetris_game` (an extension field of `rules`): `{ difficulty }` picks the bot's level for the
 * session (`easy`, `medium`, `hard` or `expert`); an unknown one is answered with `error`
 * `unsupported_rules`. Options travel in the protocol, so a worker started from a `blob:` URL or
 * under another name plays the level asked for.
 *
 * When the spawn rows are blocked, a piece is placed from the lowest free row above them (a front
 * end that lets pieces spawn higher still has legal moves there).
 * @module
 */
import { PIECE_TYPES, SPAWN_X } from '../engine/index.js';
import type { PieceType } from '../engine/index.js';
import { DIFFICULTIES, DIFFICULTY_NAMES } from './difficulty.js';
import type { Difficulty } from './difficulty.js';
import { FULL, Field, I, O, WALLS, pieceOf } from './field.js';
import { SPIN_NAMES } from './placements.js';
import type { Spin } from './placements.js';
import { spawnRow } from './search.js';
import type { BotState } from './search.js';
import { checkDifficulty, searchState } from './suggest.js';

/** TBP orientations, in the order of the engine's rotation states 0, R, 2, L. */
export const ORIENTATIONS = ['north', 'east', 'south', 'west'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** A piece location in TBP terms. */
export interface TbpLocation {
  type: PieceType;
  orientation: Orientation;
  x: number;
  y: number;
}

/** A move in TBP terms. */
export interface TbpMove {
  location: TbpLocation;
  spin: (typeof SPIN_NAMES)[number];
}

/** A message the bot sends. */
export type TbpOutMessage =
  | { type: 'info'; name: string; version: string; author: string; features: string[] }
  | { type: 'ready' }
  | { type: 'error'; reason: string; message?: string }
  | { type: 'suggestion'; moves: TbpMove[]; move_info: { nodes: number; nps?: number; depth: number; extra: string } };

// The rotation centre inside the box (y down) per piece kind and rotation: J L S T Z turn about
// box cell (1, 1); the I's centre mino moves round its 4x4 box.
const CENTRE_X = [1, 1, 1, 1];
const CENTRE_Y = [1, 1, 1, 1];
const I_CENTRE_X = [1, 2, 2, 1];
const I_CENTRE_Y = [1, 1, 2, 2];
// The O's centre mino relative to its 2x2 top-left cell, per orientation (north bottom-left, ...).
const O_CENTRE_X = [0, 0, 1, 1];
const O_CENTRE_Y = [1, 0, 0, 1];
/** Engine row of TBP row 0 (the bottom row). */
const BOTTOM = 19;

/** The TBP location of piece p in rotation r with its box top-left at (x, y). */
export function toLocation(p: number, r: number, x: number, y: number): TbpLocation {
  const type = PIECE_TYPES[p];
  if (p === O) return { type, orientation: 'north', x: x + 1 + O_CENTRE_X[0], y: BOTTOM - (y + O_CENTRE_Y[0]) };
  const cx = p === I ? I_CENTRE_X[r] : CENTRE_X[r];
  const cy = p === I ? I_CENTRE_Y[r] : CENTRE_Y[r];
  return { type, orientation: ORIENTATIONS[r], x: x + cx, y: BOTTOM - (y + cy) };
}

/** The engine placement (piece, rotation index, box) of a TBP location. */
export function fromLocation(location: TbpLocation): { p: number; r: number; x: number; y: number } {
  const p = pieceOf(location.type);
  const r = ORIENTATIONS.indexOf(location.orientation);
  const cy = BOTTOM - location.y;
  // The O's cells are the same in every state: its box is found from where its 2x2 lies.
  if (p === O) return { p, r: 0, x: location.x - O_CENTRE_X[r] - 1, y: cy - O_CENTRE_Y[r] };
  return { p, r, x: location.x - (p === I ? I_CENTRE_X[r] : CENTRE_X[r]), y: cy - (p === I ? I_CENTRE_Y[r] : CENTRE_Y[r]) };
}

/** A message that is not what the protocol allows. */
class Malformed extends Error {}

const isPiece = (v: unknown): v is PieceType => typeof v === 'string' && (PIECE_TYPES as readonly string[]).includes(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function piece(field: string, v: unknown): PieceType {
  if (!isPiece(v)) throw new Malformed(`${field} must be one of ${PIECE_TYPES.join(' ')}, got ${JSON.stringify(v)}`);
  return v;
}

function location(v: unknown): TbpLocation {
  if (!isObject(v)) throw new Malformed('move.location must be an object');
  const orientation = v.orientation;
  if (typeof orientation !== 'string' || !(ORIENTATIONS as readonly string[]).includes(orientation)) {
    throw new Malformed(`move.location.orientation must be one of ${ORIENTATIONS.join(', ')}`);
  }
  if (!isInteger(v.x) || !isInteger(v.y)) throw new Malformed('move.location.x and y must be integers');
  return { type: piece('move.location.type', v.type), orientation: orientation as Orientation, x: v.x, y: v.y };
}

/** The row mask (walls included) of a TBP row named `name`: 10 cells, null, a piece letter or "G". */
function rowMask(name: string, row: unknown): number {
  if (!Array.isArray(row) || row.length !== 10) throw new Malformed(`${name} must be a list of 10 cells`);
  let mask = WALLS;
  row.forEach((cell: unknown, x) => {
    if (cell === null) return;
    if (cell !== 'G' && !isPiece(cell)) throw new Malformed(`${name}[${x}] must be null, a piece letter or "G"`);
    mask |= 1 << (x + 2);
  });
  return mask;
}

function board(v: unknown): Field {
  if (!Array.isArray(v) || v.length !== 40) throw new Malformed('board must be a list of 40 rows');
  const field = new Field();
  // board[0] is the bottom row: engine row 19; board[39] is engine row -20.
  v.forEach((row: unknown, i) => (field.rows[39 - i] = rowMask(`board[${i}]`, row)));
  return field;
}

/** Rows rising into `field` from below (`rows[0]` the lowest); the top rows drop off. */
function addGarbage(field: Field, v: unknown): void {
  if (!Array.isArray(v) || v.length === 0 || v.length > 40) throw new Malformed('rows must be a list of 1 to 40 rows');
  const masks = v.map((row: unknown, i) => rowMask(`rows[${i}]`, row));
  if (masks.some((mask) => mask === FULL)) throw new Malformed('a garbage row must have an empty cell');
  const rows = field.rows;
  rows.copyWithin(0, masks.length);
  masks.forEach((mask, i) => (rows[rows.length - 1 - i] = mask));
}

/** Options of {@link TbpBot}. */
export interface TbpBotOptions {
  /** Default `expert`. */
  difficulty?: Difficulty;
  /** A clock in ms (the worker passes `performance.now`), for the `nps` of `move_info`. */
  clock?: () => number;
  /**
   * Stop each search at the difficulty's thinking time (`DIFFICULTIES[d].time`) on `clock`, so an
   * answer comes in time on a slow or busy machine (then it may differ from the node-bounded
   * search). Default false: the node budget alone, deterministic.
   */
  thinkingTime?: boolean;
}

interface Position {
  field: Field;
  current: number | null;
  hold: number;
  queue: number[];
  backToBack: boolean;
  /** TBP's combo: consecutive clearing locks so far (the engine's counter + 1). */
  combo: number;
}

/** A TBP bot: feed it the front end's messages, send back what it returns. */
export class TbpBot {
  /** Most pieces the bot keeps in its queue: `start` and `new_piece` beyond it are refused. */
  static readonly MAX_QUEUE = 256;
  #difficulty: Difficulty;
  readonly #clock?: () => number;
  readonly #thinkingTime: boolean;
  #rules = false;
  #position: Position | null = null;
  #quit = false;

  /** @throws RangeError for an unknown difficulty. */
  constructor(options: TbpBotOptions = {}) {
    this.#difficulty = checkDifficulty('difficulty', options.difficulty ?? 'expert');
    this.#clock = options.clock;
    this.#thinkingTime = options.thinkingTime === true;
  }

  /** The `info` message a bot sends as it starts. */
  info(): TbpOutMessage {
    return { type: 'info', name: 'tetris-game bot', version: '1', author: 'tetris-game', features: ['randomizer', 'move_info', 'garbage'] };
  }

  /** The level it plays: the constructor's, or the last `rules` message's `tetris_game.difficulty`. */
  get difficulty(): Difficulty {
    return this.#difficulty;
  }

  /** Pieces in the bot's queue (the current one included). */
  get queued(): number {
    const position = this.#position;
    return position ? position.queue.length + (position.current === null ? 0 : 1) : 0;
  }

  /** The front end sent `quit`. */
  get quit(): boolean {
    return this.#quit;
  }

  /** Answers to one message: never throws; a malformed message gets an `error` answer. */
  handle(message: unknown): TbpOutMessage[] {
    try {
      if (!isObject(message) || typeof message.type !== 'string') throw new Malformed('a message must be an object with a string "type"');
      switch (message.type) {
        case 'rules':
          return [this.#takeRules(message.tetris_game)];
        case 'start':
          return this.#start(message);
        case 'suggest':
          return [this.#suggest()];
        case 'play':
          this.#play(message.move);
          return [];
        case 'new_piece':
          this.#newPiece(message.piece);
          return [];
        case 'garbage':
          addGarbage(this.#running().field, message.rows);
          return [];
        case 'stop':
          this.#position = null;
          return [];
        case 'quit':
          this.#quit = true;
          this.#position = null;
          return [];
        default:
          // The spec: messages of an unknown type are ignored.
          return [];
      }
    } catch (error) {
      if (error instanceof Malformed) return [{ type: 'error', reason: 'invalid_message', message: error.message }];
      throw error;
    }
  }

  #takeRules(options: unknown): TbpOutMessage {
    const difficulty = isObject(options) ? options.difficulty : options;
    if (difficulty !== undefined && !(DIFFICULTY_NAMES as readonly unknown[]).includes(difficulty)) {
      return { type: 'error', reason: 'unsupported_rules', message: `tetris_game.difficulty must be one of ${DIFFICULTY_NAMES.join(', ')}, got ${JSON.stringify(difficulty)}` };
    }
    if (difficulty !== undefined) this.#difficulty = difficulty as Difficulty;
    this.#rules = true;
    return { type: 'ready' };
  }

  #start(m: Record<string, unknown>): TbpOutMessage[] {
    if (!this.#rules) throw new Malformed('start before rules');
    if (!Array.isArray(m.queue) || m.queue.length > TbpBot.MAX_QUEUE) throw new Malformed(`queue must be a list of at most ${TbpBot.MAX_QUEUE} pieces`);
    const queue = m.queue.map((v: unknown, i) => pieceOf(piece(`queue[${i}]`, v)));
    const hold = m.hold === null || m.hold === undefined ? -1 : pieceOf(piece('hold', m.hold));
    if (!isInteger(m.combo) || m.combo < 0) throw new Malformed('combo must be a whole number');
    if (typeof m.back_to_back !== 'boolean') throw new Malformed('back_to_back must be a boolean');
    const field = board(m.board);
    this.#position = { field, current: queue.shift() ?? null, hold, queue, backToBack: m.back_to_back, combo: m.combo };
    return [];
  }

  #suggest(): TbpOutMessage {
    const position = this.#running();
    const moves: TbpMove[] = [];
    const started = this.#clock?.();
    let nodes = 0;
    let depth = 0;
    if (position.current !== null) {
      const state: BotState = {
        field: position.field, current: position.current, r: 0, x: SPAWN_X, y: spawnRow(position.field, position.current, true), hold: position.hold, canHold: true,
        queue: position.queue, backToBack: position.backToBack, combo: position.combo - 1, spawnRises: true,
      };
      const clock = this.#clock;
      const timed = clock && this.#thinkingTime ? { clock, time: DIFFICULTIES[this.#difficulty].time } : {};
      const result = searchState(state, { difficulty: this.#difficulty, limits: timed });
      ({ nodes, depth } = result);
      for (const { placement } of result.moves) moves.push({ location: toLocation(placement.p, placement.r, placement.x, placement.y), spin: SPIN_NAMES[placement.spin] });
    }
    const elapsed = started === undefined ? 0 : this.#clock!() - started;
    const info = { nodes, depth, extra: `${this.#difficulty}, ${moves.length} moves` };
    return { type: 'suggestion', moves, move_info: elapsed > 0 ? { ...info, nps: Math.round((nodes * 1000) / elapsed) } : info };
  }

  #play(move: unknown): void {
    const position = this.#running();
    if (!isObject(move)) throw new Malformed('move must be an object');
    const spin = SPIN_NAMES.indexOf(move.spin as (typeof SPIN_NAMES)[number]);
    if (spin < 0) throw new Malformed(`move.spin must be one of ${SPIN_NAMES.join(', ')}`);
    const { p, r, x, y } = fromLocation(location(move.location));
    const { field, current } = position;
    if (current === null) throw new Malformed('play with no piece in the queue');
    let next = position.queue;
    let hold = position.hold;
    if (p !== current) {
      // A hold is implied by the piece placed: the held one, or the next one when hold was empty.
      if (hold === p) hold = current;
      else if (hold < 0 && next[0] === p) [hold, next] = [current, next.slice(1)];
      else throw new Malformed(`move places ${PIECE_TYPES[p]}, not the current piece or one hold gives`);
    }
    if (!field.fits(p * 4 + r, x, y)) throw new Malformed('move.location overlaps the board or lies outside it');
    const lines = field.place(p * 4 + r, x, y);
    const difficult = lines === 4 || (lines > 0 && (spin as Spin) !== 0);
    position.hold = hold;
    position.current = next[0] ?? null;
    position.queue = next.slice(1);
    if (lines > 0) {
      position.backToBack = difficult;
      position.combo++;
    } else position.combo = 0;
  }

  #newPiece(value: unknown): void {
    const position = this.#running();
    const p = pieceOf(piece('piece', value));
    if (this.queued >= TbpBot.MAX_QUEUE) throw new Malformed(`the queue holds at most ${TbpBot.MAX_QUEUE} pieces: play some first`);
    if (position.current === null) position.current = p;
    else position.queue.push(p);
  }

  #running(): Position {
    if (!this.#position) throw new Malformed('no game: send start first');
    return this.#position;
  }
}
