/**
 * The score table, in PGlite: PostgreSQL compiled to WebAssembly, running inside this process and
 * keeping its files in a data directory. The same SQL runs unchanged on a PostgreSQL server, which
 * is what several server machines would share.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Mode, VerifiedResult } from '../../src/engine/index.js';
import type { Board } from './boards.js';
import { RANKED_BY_TIME } from './boards.js';

/** A replay as stored: its JSON text, and the key that tells a second submission of the same game. */
export interface StoredReplay {
  json: string;
  key: string;
}

/** A stored score as the API returns it. */
export interface ScoreRow extends VerifiedResult {
  id: number;
  name: string;
  /** ISO 8601 time of the submission. */
  at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS scores (
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
  );
  CREATE INDEX IF NOT EXISTS scores_by_score ON scores (mode, goal, score DESC, time_ms, id);
  CREATE INDEX IF NOT EXISTS scores_by_time ON scores (mode, goal, time_ms, id) WHERE reason = 'goal';
`;

const COLUMNS = `id, name, mode, goal, score, lines, level, pieces, time_ms, frames, reason, at`;

// One board = one mode and goal. A sprint counts only once it reached its line goal; its board is
// ordered by time. Every other board is ordered by score, the faster game first on a tie.
const BOARD = `mode = $1 AND goal IS NOT DISTINCT FROM $2`;
interface Ordering {
  where: string;
  order: string;
  /** SQL for the rows ranked ahead of a row whose values `args` gives as parameters $3 on. */
  ahead: string;
  args: (row: ScoreRow) => number[];
}
const ORDER: Record<'time' | 'score', Ordering> = {
  time: {
    where: `${BOARD} AND reason = 'goal'`,
    order: 'time_ms, id',
    ahead: '(time_ms, id) < ($3, $4)',
    args: (row) => [row.time, row.id],
  },
  score: {
    where: BOARD,
    order: 'score DESC, time_ms, id',
    ahead: '(score > $3 OR (score = $3 AND (time_ms, id) < ($4, $5)))',
    args: (row) => [row.score, row.time, row.id],
  },
};

interface DbRow {
  id: number;
  name: string;
  mode: Mode;
  goal: number | null;
  score: number;
  lines: number;
  level: number;
  pieces: number;
  time_ms: number;
  frames: number;
  reason: VerifiedResult['reason'];
  at: Date;
}

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

function ordering(mode: Mode) {
  return ORDER[RANKED_BY_TIME.has(mode) ? 'time' : 'score'];
}

export class ScoreStore {
  readonly #db: PGlite;

  private constructor(db: PGlite) {
    this.#db = db;
  }

  /** Opens (creating when new) the database in `dataDir`. */
  static async open(dataDir: string): Promise<ScoreStore> {
    const db = await PGlite.create(dataDir);
    await db.exec(SCHEMA);
    return new ScoreStore(db);
  }

  /**
   * Stores what verify() returned with the replay it came from (kept so scores can be checked again
   * or watched later). Returns the stored row and its place on its board (null when the game
   * does not rank, such as a sprint that never reached its goal), or null when a replay with the
   * same key is already stored.
   */
  async add(name: string, result: VerifiedResult, replay: StoredReplay): Promise<{ row: ScoreRow; rank: number | null } | null> {
    return this.#db.transaction(async (tx) => {
      const inserted = await tx.query<DbRow>(
        `INSERT INTO scores (name, mode, goal, score, lines, level, pieces, time_ms, frames, reason, replay, replay_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (replay_key) DO NOTHING RETURNING ${COLUMNS}`,
        [name, result.mode, result.goal, result.score, result.lines, result.level, result.pieces, result.time, result.frames, result.reason, replay.json, replay.key],
      );
      if (inserted.rows.length === 0) return null;
      const row = toScore(inserted.rows[0]);
      if (RANKED_BY_TIME.has(row.mode) && row.reason !== 'goal') return { row, rank: null };
      const o = ordering(row.mode);
      const ahead = await tx.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM scores WHERE ${o.where} AND ${o.ahead}`,
        [row.mode, row.goal, ...o.args(row)],
      );
      return { row, rank: ahead.rows[0].n + 1 };
    });
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

  async close(): Promise<void> {
    await this.#db.close();
  }
}
