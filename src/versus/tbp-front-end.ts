/**
 * The element's side of the Tetris Bot Protocol for one game: what the bot has been told (its
 * matrix, current piece, hold and queue), so each piece costs a `play` as it locks and, as the
 * next one is asked for, the `new_piece`s the preview revealed and the `garbage` that entered
 * (where the bot advertises the extension). A fresh `start` is sent only for a new game or when
 * the game is not what the bot was told (a desync: garbage to a bot without the extension, a
 * lock it could not follow, pieces it was not told of). Combo and back-to-back the bot counts
 * from its plays, as the protocol has it.
 * @module
 */
import { PIECE_TYPES, ROTATIONS, SHAPES, type Cell, type PieceType, type TSpin } from '../engine/index.js';
import { FULL, Field, pieceOf } from '../bot/field.js';
import type { BotState } from '../bot/search.js';
import { toLocation, type TbpMove } from '../bot/tbp.js';

/** A message the element sends. */
export type TbpFrontMessage = { type: string; [field: string]: unknown };

/** Rows of the matrix the protocol sends (40, `board[0]` the bottom one). */
const BOARD_ROWS = 40;

/** The matrix as TBP sends it: 40 rows, the bottom one first, each cell null or "G". */
function tbpRow(mask: number): (string | null)[] {
  return Array.from({ length: 10 }, (_, x) => (mask & (1 << (x + 2)) ? 'G' : null));
}

/** The rotation index and box of a locked piece's cells. */
export function boxOfLock(type: PieceType, cells: readonly Cell[]): { r: number; x: number; y: number } | null {
  const sorted = (list: readonly (readonly [number, number])[]) => [...list].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const locked = sorted(cells);
  for (let r = 0; r < 4; r++) {
    const shape = sorted(SHAPES[type][ROTATIONS[r]]);
    const [x, y] = [locked[0][0] - shape[0][0], locked[0][1] - shape[0][1]];
    if (shape.every(([sx, sy], i) => locked[i][0] === sx + x && locked[i][1] === sy + y)) return { r, x, y };
  }
  return null;
}

export class TbpFrontEnd {
  /** What the bot knows; null before the game's `start` (or after a desync). */
  private told: { field: Field; current: number; hold: number; queue: number[] } | null = null;
  /** A `start` went out for this game (so a desync, or its end, sends `stop` first). */
  started = false;

  constructor(private readonly garbageExtension: boolean) {}

  /** The messages that bring the bot to `state` before a `suggest`: a `start`, or what changed. */
  catchUp(state: BotState): TbpFrontMessage[] {
    const told = this.told;
    const pieces = [state.current, ...state.queue];
    const known = told ? [told.current, ...told.queue] : [];
    const synced =
      told &&
      told.hold === state.hold &&
      known.every((p, i) => pieces[i] === p);
    const garbage = synced ? this.garbageBetween(told.field, state.field) : null;
    if (!told || !synced || !garbage || (garbage.length > 0 && !this.garbageExtension)) {
      const restart = this.started ? [{ type: 'stop' }] : [];
      return [...restart, this.start(state)];
    }
    const messages: TbpFrontMessage[] = [];
    if (garbage.length > 0) messages.push({ type: 'garbage', rows: garbage.map(tbpRow) });
    for (const p of pieces.slice(known.length)) messages.push({ type: 'new_piece', piece: PIECE_TYPES[p] });
    this.told = { ...told, field: state.field.clone(), queue: pieces.slice(1) };
    return messages;
  }

  /**
   * The `play` of a lock (hold implied by the piece placed), or null when the bot could not
   * follow it (then the next question starts again).
   */
  played(type: PieceType, cells: readonly Cell[], tSpin: TSpin): TbpFrontMessage | null {
    const told = this.told;
    const box = boxOfLock(type, cells);
    const p = pieceOf(type);
    this.told = null;
    if (!told || !box) return null;
    let { hold, queue } = told;
    if (p !== told.current) {
      if (hold === p) hold = told.current;
      else if (hold < 0 && queue[0] === p) [hold, queue] = [told.current, queue.slice(1)];
      else return null;
    }
    if (queue.length === 0) return null;
    const field = told.field.clone();
    field.place(p * 4 + box.r, box.x, box.y);
    this.told = { field, current: queue[0], hold, queue: queue.slice(1) };
    return { type: 'play', move: { location: toLocation(p, box.r, box.x, box.y), spin: tSpin } satisfies TbpMove };
  }

  /** The game ended (or the bot is to forget it): the next question sends `start`. */
  forget(): void {
    this.told = null;
    this.started = false;
  }

  private start(state: BotState): TbpFrontMessage {
    this.started = true;
    const pieces = [state.current, ...state.queue];
    this.told = { field: state.field.clone(), current: state.current, hold: state.hold, queue: state.queue.slice() };
    return {
      type: 'start',
      hold: state.hold < 0 ? null : PIECE_TYPES[state.hold],
      queue: pieces.map((p) => PIECE_TYPES[p]),
      // TBP counts the clears in a row; the engine's counter is one less.
      combo: state.combo + 1,
      back_to_back: state.backToBack,
      board: Array.from({ length: BOARD_ROWS }, (_, i) => tbpRow(state.field.rows[BOARD_ROWS - 1 - i])),
    };
  }

  /** The rows that rose from below between `before` and `after` (none: the same matrix), or null when `after` is not that. */
  private garbageBetween(before: Field, after: Field): number[] | null {
    const [a, b] = [before.rows, after.rows];
    for (let k = 0; k < BOARD_ROWS; k++) {
      let same = true;
      for (let i = 0; i + k < BOARD_ROWS && same; i++) same = b[i] === a[i + k];
      if (!same) continue;
      const risen = Array.from(b.subarray(BOARD_ROWS - k)).reverse();
      return risen.some((mask) => mask === FULL) ? null : risen;
    }
    return null;
  }
}

