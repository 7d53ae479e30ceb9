/**
 * Setups: the board, queue and hold a practice game starts from, read from the strings players
 * share, and the board written back as a fumen.
 *
 * - **Fumen** (`v115@…`, `v110@…`, also `m115@`/`d115@` and fumen URLs), decoded with the
 *   `tetris-fumen` package. The first page's field is the board. The queue comes from a quiz
 *   comment `#Q=[hold](current)next…` when the page has one; otherwise it is the pieces the
 *   pages place, in page order (a fumen of an opener gives its pieces); past {@link MAX_QUEUE}
 *   pieces (a recorded game) the rest are dropped with one warning. Full rows on the first page
 *   are cleared, as viewers do when that page's piece locks. Fumen counts rows up
 *   from the floor (y = 0 the bottom row, 23 rows in v115 and 21 in v110) and keeps one
 *   garbage row below the floor that is not part of the field: it is ignored.
 * - **Map** (`board?queue`, as TETR.IO's maps and the trainers that read them): the board as
 *   cells row after row, top first, bottom-aligned (the last 10 cells are the bottom row):
 *   `_` empty, `G`, `X` or `#` garbage, a piece letter for that piece; whitespace is ignored.
 *   The queue is piece letters, commas optional (`i,l,i,o` or `ILIO`).
 *
 * The engine only sees the result (`board`, `hiddenRows`, `queue`, `hold`: `GameOptions`
 * fields), so it stays free of both formats. `tetris-fumen` is loaded on first use only.
 * @module
 */
import { COLS, HIDDEN_ROWS, MAX_QUEUE, PIECE_TYPES, ROWS } from '../engine/index.js';
import type { PieceType } from '../engine/index.js';

/** A decoded setup: spread it into `new Game({ ...setup })`. */
export interface Setup {
  /** The 20 visible rows, top first (`GameOptions.board`). */
  board: string[];
  /** Filled rows above the field, top first, the last directly above row 0 (`GameOptions.hiddenRows`); absent when none. */
  hiddenRows?: string[];
  /** Pieces dealt first (`GameOptions.queue`). */
  queue: PieceType[];
  /** The hold slot (`GameOptions.hold`). */
  hold: PieceType | null;
}

/** What {@link toFumen} reads from a game: its rows and, for the quiz comment, its pieces. */
export interface GameLike {
  rowsBetween(from: number, to: number): string[];
  readonly active: { readonly type: PieceType } | null;
  readonly next: readonly PieceType[];
  readonly hold: PieceType | null;
  /** The undealt pieces of the queue the game was given; null when it was given none. */
  readonly presetQueue: readonly PieceType[] | null;
}

/** Rows of a v115 field (the most fumen holds): 20 visible rows and 3 above them. */
export const FUMEN_ROWS = 23;
/** Most rows a map board may have: the whole matrix. */
export const MAX_MAP_ROWS = ROWS + HIDDEN_ROWS;

const FUMEN_PREFIX = /[vmd]11[05]@/;
const QUIZ = /^#Q=\[([A-Za-z]?)\]\(([A-Za-z]?)\)([A-Za-z]*)/;
const MAP_GARBAGE = 'GX#';

/** Whether `text` is a fumen (rather than a map). */
export function isFumen(text: string): boolean {
  return FUMEN_PREFIX.test(text);
}

/**
 * Read a fumen or a `board?queue` map.
 * @throws TypeError when `text` is not a string or not a readable fumen or map; RangeError for
 *   content the game cannot start from (a full row, too many rows, an unknown piece letter).
 */
export async function parseSetup(text: unknown): Promise<Setup> {
  if (typeof text !== 'string') throw new TypeError(`setup must be a fumen (v115@…) or a board?queue string, got ${typeof text}`);
  return isFumen(text) ? decodeFumen(text) : parseMap(text);
}

/** Read a fumen (see the module notes). @throws as {@link parseSetup}. */
export async function decodeFumen(text: string): Promise<Setup> {
  const { decoder } = await import('./fumen.js');
  let pages;
  try {
    pages = decoder.decode(text);
  } catch (error) {
    throw new TypeError(`setup: not a readable fumen (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const first = pages[0];
  if (!first) throw new TypeError('setup: the fumen has no page');
  // A viewer clears full rows when the page's piece locks (tetris-fumen's decoder: fill, then
  // clearLine); the game cannot hold a full row, so it starts from the field as cleared.
  const field = first.field.copy();
  field.clearLine();
  // Fumen row y (0 = bottom) is board row ROWS - 1 - y; rows 20-22 are the three hidden rows above.
  const rows: string[] = [];
  for (let y = FUMEN_ROWS - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < COLS; x++) {
      const cell = field.at(x, y);
      row += cell === '_' ? '.' : cell;
    }
    rows.push(row);
  }
  const quiz = QUIZ.exec(first.comment);
  if (quiz) return { ...boardRows('setup', rows), ...quizQueue(quiz) };
  const queue = pages.flatMap((page) => (page.operation ? [page.operation.type] : []));
  return { ...boardRows('setup', rows), queue: dealable(queue).map((t, i) => pieceLetter(`setup queue[${i}]`, t)), hold: null };
}

/**
 * The pieces a game can deal: at most {@link MAX_QUEUE}. A fumen's queue may be longer (a recorded
 * game's pages): the board still loads, with the first pieces and one warning.
 */
function dealable<T>(queue: readonly T[]): readonly T[] {
  if (queue.length <= MAX_QUEUE) return queue;
  console.warn(`setup: the fumen's queue has ${queue.length} pieces; a game deals at most ${MAX_QUEUE}, so the first ${MAX_QUEUE} are kept`);
  return queue.slice(0, MAX_QUEUE);
}

/** Read a `board?queue` map (see the module notes). @throws as {@link parseSetup}. */
export function parseMap(text: string): Setup {
  const parts = text.split('?');
  if (parts.length > 2) throw new TypeError('setup: a map is board?queue, with one "?"');
  const cells = parts[0].replace(/\s+/g, '');
  if (cells.length % COLS !== 0) throw new TypeError(`setup: a map board needs whole rows of ${COLS} cells, got ${cells.length} cells`);
  if (cells.length > MAX_MAP_ROWS * COLS) throw new RangeError(`setup: a map board holds at most ${MAX_MAP_ROWS} rows, got ${cells.length / COLS}`);
  let board = '';
  for (const ch of cells) {
    if (ch === '_') board += '.';
    else if (MAP_GARBAGE.includes(ch)) board += 'X';
    else if (PIECE_TYPES.includes(ch.toUpperCase() as PieceType)) board += ch.toUpperCase();
    else throw new TypeError(`setup: a map board cell must be _, G, X, # or a piece letter, got ${JSON.stringify(ch)}`);
  }
  const rows: string[] = [];
  for (let i = 0; i < board.length; i += COLS) rows.push(board.slice(i, i + COLS));
  while (rows.length < ROWS) rows.unshift('.'.repeat(COLS));
  const letters = (parts[1] ?? '').replace(/[\s,]+/g, '');
  if (letters.length > MAX_QUEUE) throw new RangeError(`setup: a queue holds at most ${MAX_QUEUE} pieces, got ${letters.length}`);
  const queue = [...letters].map((ch, i) => pieceLetter(`setup queue[${i}]`, ch.toUpperCase()));
  return { ...boardRows('setup', rows), queue, hold: null };
}

/**
 * The board as a one-page v115 fumen. Given a game, its locked cells (the 20 visible rows and the
 * 3 above them) and a quiz comment with its hold, current piece and queue, so reading the fumen
 * back gives the same board, queue and hold: a game given a queue (a setup, a puzzle) writes the
 * pieces of it not dealt yet, exactly (none of the 7-bag's after them); a game dealt from the
 * 7-bag only writes the next pieces shown. Given rows (top first, bottom-aligned, `.` empty,
 * piece letters, any other character a garbage cell), just that board.
 * @throws TypeError for anything else; RangeError for more than {@link FUMEN_ROWS} rows or a row that is not 10 cells.
 */
export async function toFumen(source: GameLike | readonly string[]): Promise<string> {
  const { encoder, Field } = await import('./fumen.js');
  let rows: readonly string[];
  let comment = '';
  if (Array.isArray(source)) {
    rows = source as readonly string[];
    if (rows.length > FUMEN_ROWS) throw new RangeError(`toFumen: a fumen holds at most ${FUMEN_ROWS} rows, got ${rows.length}`);
  } else if (typeof source === 'object' && source !== null && typeof (source as GameLike).rowsBetween === 'function') {
    const game = source as GameLike;
    rows = game.rowsBetween(ROWS - FUMEN_ROWS, ROWS);
    // A setup's queue as it is, not padded with the 7-bag's pieces nor cut to the preview.
    const queue = game.presetQueue ?? game.next;
    comment = `#Q=[${game.hold ?? ''}](${game.active?.type ?? ''})${queue.join('')}`;
  } else {
    throw new TypeError('toFumen: pass a game or an array of board rows (top first)');
  }
  const field = Field.create();
  rows.forEach((row, i) => {
    if (typeof row !== 'string' || row.length !== COLS) throw new RangeError(`toFumen: row ${i} must be a string of ${COLS} cells`);
    const y = rows.length - 1 - i;
    for (let x = 0; x < COLS; x++) {
      const ch = row[x];
      if (ch !== '.') field.set(x, y, PIECE_TYPES.includes(ch as PieceType) ? ch : 'X');
    }
  });
  return encoder.encode([{ field, comment }]);
}

/** Split bottom-aligned rows (at least 20) into the visible board and the filled hidden rows; checks for full rows. */
function boardRows(field: string, rows: readonly string[]): Pick<Setup, 'board' | 'hiddenRows'> {
  const full = rows.findIndex((row) => !row.includes('.'));
  if (full >= 0) throw new RangeError(`${field}: board row y ${full - rows.length + ROWS} is full (a full row would never clear)`);
  const board = rows.slice(rows.length - ROWS);
  const above = rows.slice(0, rows.length - ROWS);
  const firstFilled = above.findIndex((row) => row !== '.'.repeat(COLS));
  return firstFilled < 0 ? { board } : { board, hiddenRows: above.slice(firstFilled) };
}

/** The queue and hold of a quiz comment: `[hold](current)next`. */
function quizQueue(quiz: RegExpExecArray): Pick<Setup, 'queue' | 'hold'> {
  const [, hold, current, next] = quiz;
  const letters = [...(current + next).toUpperCase()];
  return {
    queue: dealable(letters).map((ch, i) => pieceLetter(`setup queue[${i}]`, ch)),
    hold: hold ? pieceLetter('setup hold', hold.toUpperCase()) : null,
  };
}

function pieceLetter(field: string, value: string): PieceType {
  if (!PIECE_TYPES.includes(value as PieceType)) throw new RangeError(`${field} must be one of ${PIECE_TYPES.join(', ')}, got ${JSON.stringify(value)}`);
  return value as PieceType;
}
