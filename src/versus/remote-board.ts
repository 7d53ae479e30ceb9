/**
 * A remote opponent's board as this page last heard of it: its field and garbage meter, drawn
 * like a game (the renderer reads the same view), with no piece in play and no previews.
 * @module
 */
import { COLS, GARBAGE_CELL, GARBAGE_CHAR, PIECE_TYPES, ROWS, type LastClear, type Phase, type PieceType } from '../engine/index.js';
import type { BoardView } from '../board/canvas-view.js';

const CELL_VALUES = new Map<string, number>([['.', 0], [GARBAGE_CHAR, GARBAGE_CELL], ...PIECE_TYPES.map((type, i) => [type, i + 1] as [string, number])]);
const FIELD = new RegExp(`^[.${PIECE_TYPES.join('')}${GARBAGE_CHAR}]{${ROWS * COLS}}$`);

export class RemoteBoard implements BoardView {
  readonly active = null;
  readonly ghost: readonly (readonly [number, number])[] = [];
  readonly hold: PieceType | null = null;
  readonly canHold = false;
  readonly next: readonly PieceType[] = [];
  readonly frame = 0;
  readonly phase: Phase = 'falling';
  readonly lastClear: LastClear | null = null;
  readonly lockProgress = 0;
  /** Changes with every update, so the canvas draws only what is new. */
  version = 0;
  incomingLines = 0;
  private cells = new Uint8Array(ROWS * COLS);

  /** Whether `cells` is a field this board can show: the visible rows, top first, as `board-change` sends them. */
  static isField(cells: unknown): cells is string {
    return typeof cells === 'string' && FIELD.test(cells);
  }

  cell(x: number, y: number): number {
    return y < 0 ? 0 : this.cells[y * COLS + x];
  }

  /** Shows the opponent's field (checked with {@link RemoteBoard.isField}) and meter. */
  update(cells: string, incoming: number): void {
    for (let i = 0; i < this.cells.length; i++) this.cells[i] = CELL_VALUES.get(cells[i])!;
    this.incomingLines = incoming;
    this.version++;
  }

  /** An empty field: a new round. */
  clear(): void {
    this.cells.fill(0);
    this.incomingLines = 0;
    this.version++;
  }
}
