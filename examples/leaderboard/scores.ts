/**
 * The score table, on PGlite or a PostgreSQL server (see `database.ts`). Which results count and
 * how each mode ranks are the engine's result rules, turned into SQL here once.
 */
import { RESULT_RULES, counts } from '../../src/engine/index.js';
import type { GameResult, Mode } from '../../src/engine/index.js';
import type { Board } from './boards.js';
import { openDatabase } from './database.js';
import type { Database, Queryable, StoreLocation } from './database.js';

export type { StoreLocation } from './database.js';

/** A replay as stored: its canonical JSON text, and the key that tells a second submission of the same game. */
export interface StoredReplay {
  json: string;
  key: string;
}

/** A stored score as the API returns it. */
export interface ScoreRow extends GameResult {
  id: number;
  name: string;
  /** ISO 8601 time of the submission. */
  at: string;
}

// The statements run one by one, under a lock, so servers starting together on one database do
// not race to create the same table.
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS scores (
    id      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name    text    NOT NULL,
    mode    text    NOT NULL,
    goal    integer,
    score   integer NOT NULL,
    lines   integer NOT NULL,
    level   integer NOT NULL,
    pieces  integer NOT NULL,
    time_ms integer NOT NULL,
    frames  integer NOT NULL,
    reason  text,
    replay  text    NOT NULL,
    replay_key text NOT NULL UNIQUE,
    at      timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS scores_by_score ON scores (mode, goal, score DESC, time_ms, id)`,
  `CREATE INDEX IF NOT EXISTS scores_by_time ON scores (mode, goal, time_ms, id) WHERE reason = 'goal'`,
];
/** Any fixed number: the advisory lock that schema creation holds. */
const SCHEMA_LOCK = 0x5c0e5;

/** The largest value of an `integer` column. */
const MAX_INTEGER = 2 ** 31 - 1;

const COLUMNS = `id, name, mode, goal, score, lines, level, pieces, time_ms, frames, reason, at`;

interface Ordering {
  /** Rows on the board that count; `$1` mode, `$2` goal. */
  where: string;
  order: string;
  /** Rows ranked ahead of the row whose `args` are parameters `$3` on. */
  ahead: string;
  args: (row: ScoreRow) => number[];
}

/** The SQL form of one mode's result rule: the ends that count (and a score above 0 when ranked by score). */
function ordering(mode: Mode): Ordering {
  const rule = RESULT_RULES[mode];
  // The reasons are the engine's own constant names, never input: safe to write into the SQL.
  const reasons = rule.counts.map((reason) => `'${reason}'`).join(', ');
  const board = `mode = $1 AND goal IS NOT DISTINCT FROM $2 AND ${reasons ? `reason IN (${reasons})` : 'false'}`;
  return rule.rankBy === 'time'
    ? { where: board, order: 'time_ms, id', ahead: '(time_ms, id) < ($3, $4)', args: (row) => [row.time, row.id] }
    : {
        where: `${board} AND score > 0`,
        order: 'score DESC, time_ms, id',
        ahead: '(score > $3 OR (score = $3 AND (time_ms, id) < ($4, $5)))',
        args: (row) => [row.score, row.time, row.id],
      };
}

/** A row as the database returns it: the game time in its `time_ms` column, `at` as a Date. */
type DbRow = Omit<ScoreRow, 'time' | 'at'> & { time_ms: number; at: Date };

function toScore(row: DbRow): ScoreRow {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    goal: row.goal,
    score: row.score,
    lines: row.lines,
    level: row.level,
    pieces: row.pieces,
    time: row.time_ms,
    frames: row.frames,
    reason: row.reason,
    at: row.at.toISOString(),
  };
}

/** The result's figures, each checked to fit its `integer` column: a RangeError names the one that does not. */
function columnValues(result: GameResult): number[] {
  const figures = { goal: result.goal ?? 0, score: result.score, lines: result.lines, level: result.level, pieces: result.pieces, time: result.time, frames: result.frames };
  for (const [field, value] of Object.entries(figures)) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_INTEGER) {
      throw new RangeError(`${field} ${value} does not fit the score table (a whole number from 0 to ${MAX_INTEGER})`);
    }
  }
  return [result.score, result.lines, result.level, result.pieces, result.time, result.frames];
}

/** Thrown to roll the warm-up's insert back. */
const WARM_UP_DONE = Symbol('warm-up done');

export class ScoreStore {
  readonly #db: Database;

  private constructor(db: Database) {
    this.#db = db;
  }

  /**
   * Opens (creating the table when new) the store at `location`. A data directory is locked for
   * this process: opening one that another running process uses throws an Error saying so.
   * `onError` hears of faults outside any call, such as a server connection lost while idle.
   */
  static async open(location: StoreLocation, onError: (message: string) => void = console.error): Promise<ScoreStore> {
    const db = await openDatabase(location, onError);
    try {
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        for (const statement of SCHEMA) await tx.query(statement);
      });
    } catch (error) {
      await db.close();
      throw error;
    }
    return new ScoreStore(db);
  }

  /**
   * Stores what verify() found with the canonical replay it came from (kept so scores can be
   * checked again or watched). Returns the stored row and its place on its board (null when the
   * result does not count, such as a sprint that never reached its goal), or null when a replay
   * with the same key is already stored. Throws a RangeError when a figure does not fit its column.
   */
  async add(name: string, result: GameResult, replay: StoredReplay): Promise<{ row: ScoreRow; rank: number | null } | null> {
    const figures = columnValues(result);
    return this.#db.transaction((tx) => ScoreStore.#insert(tx, name, result, figures, replay));
  }

  /**
   * Runs each statement once, writing nothing (the insert is rolled back): the first run of a
   * statement reads the table's catalogs and, on PGlite, compiles the WebAssembly it goes through,
   * so without this the first players' posts pay for it.
   */
  async warmUp(): Promise<void> {
    const sample: GameResult = { mode: 'sprint', goal: 40, score: 0, lines: 40, level: 1, pieces: 100, time: 60_000, frames: 3600, reason: 'goal' };
    await this.#db
      .transaction(async (tx) => {
        await ScoreStore.#insert(tx, 'warm-up', sample, columnValues(sample), { json: '{}', key: 'warm-up' });
        throw WARM_UP_DONE;
      })
      .catch((error: unknown) => {
        if (error !== WARM_UP_DONE) throw error;
      });
    for (const mode of ['sprint', 'marathon'] as const) await this.top({ mode, goal: null }, 1);
  }

  /** Inserts one row in `tx` unless its key is stored, and finds its rank. */
  static async #insert(tx: Queryable, name: string, result: GameResult, figures: number[], replay: StoredReplay): Promise<{ row: ScoreRow; rank: number | null } | null> {
    const inserted = await tx.query<DbRow>(
      `INSERT INTO scores (name, mode, goal, score, lines, level, pieces, time_ms, frames, reason, replay, replay_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (replay_key) DO NOTHING RETURNING ${COLUMNS}`,
      [name, result.mode, result.goal, ...figures, result.reason, replay.json, replay.key],
    );
    if (inserted.rows.length === 0) return null;
    const row = toScore(inserted.rows[0]);
    if (!counts(row)) return { row, rank: null };
    const o = ordering(row.mode);
    const ahead = await tx.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM scores WHERE ${o.where} AND ${o.ahead}`,
      [row.mode, row.goal, ...o.args(row)],
    );
    return { row, rank: ahead.rows[0].n + 1 };
  }

  /** The best `limit` scores of one board, best first. */
  async top(board: Board, limit = 10): Promise<ScoreRow[]> {
    const o = ordering(board.mode);
    const result = await this.#db.query<DbRow>(
      `SELECT ${COLUMNS} FROM scores WHERE ${o.where} ORDER BY ${o.order} LIMIT $3`,
      [board.mode, board.goal, limit],
    );
    return result.rows.map(toScore);
  }

  /** The canonical replay JSON of score `id`, or null when there is none. */
  async replay(id: number): Promise<string | null> {
    const result = await this.#db.query<{ replay: string }>('SELECT replay FROM scores WHERE id = $1', [id]);
    return result.rows[0]?.replay ?? null;
  }

  async close(): Promise<void> {
    await this.#db.close();
  }
}
