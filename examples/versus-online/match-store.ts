/**
 * Finished matches: each match replay as the room recorded it, kept in PGlite (in this process,
 * the default) or a PostgreSQL server, through the leaderboard example's database helper. A
 * stored match is found by a random id of 96 bits.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../leaderboard/database.js';
import type { Database, StoreLocation } from '../leaderboard/database.js';
import type { MatchReplay } from '../../src/engine/index.js';

export type { StoreLocation };

/** A stored match, as listed. */
export interface StoredMatch {
  id: string;
  players: number;
  winner: number;
  wins: number[];
  forfeit: boolean;
  finishedAt: string;
}

/** Match ids: 16 characters of base64url. */
export const MATCH_ID = /^[A-Za-z0-9_-]{16}$/;
const LISTED = 20;

export class MatchStore {
  private constructor(readonly db: Database) {}

  static async open(location: StoreLocation, onError: (message: string) => void): Promise<MatchStore> {
    const db = await openDatabase(location, onError);
    await db.query(`CREATE TABLE IF NOT EXISTS versus_matches (
      id text PRIMARY KEY,
      players integer NOT NULL,
      winner integer NOT NULL,
      wins jsonb NOT NULL,
      forfeit boolean NOT NULL,
      replay text NOT NULL,
      finished_at timestamptz NOT NULL DEFAULT now()
    )`);
    return new MatchStore(db);
  }

  /** Keeps a finished match; returns its id. */
  async save(replay: MatchReplay, winner: number, wins: readonly number[], forfeit: boolean): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.db.query('INSERT INTO versus_matches (id, players, winner, wins, forfeit, replay) VALUES ($1, $2, $3, $4, $5, $6)', [
      id, replay.options.players ?? 2, winner, JSON.stringify(wins), forfeit, JSON.stringify(replay),
    ]);
    return id;
  }

  /** The replay of match `id` as JSON text, or null. */
  async replay(id: string): Promise<string | null> {
    if (!MATCH_ID.test(id)) return null;
    const { rows } = await this.db.query<{ replay: string }>('SELECT replay FROM versus_matches WHERE id = $1', [id]);
    return rows[0]?.replay ?? null;
  }

  /** The latest finished matches, newest first. */
  async recent(): Promise<StoredMatch[]> {
    const { rows } = await this.db.query<{ id: string; players: number; winner: number; wins: number[]; forfeit: boolean; finished_at: Date }>(
      'SELECT id, players, winner, wins, forfeit, finished_at FROM versus_matches ORDER BY finished_at DESC, id LIMIT $1',
      [LISTED],
    );
    return rows.map((row) => ({ id: row.id, players: row.players, winner: row.winner, wins: row.wins, forfeit: row.forfeit, finishedAt: new Date(row.finished_at).toISOString() }));
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
