/**
 * The two databases the score store runs on, behind one small interface: PGlite (PostgreSQL
 * compiled to WebAssembly, in this process, its files in a data directory that this process locks)
 * by default, or a PostgreSQL server through `pg` when a `postgres://` URL is given. Both speak the
 * same SQL, so the store's queries are written once.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-lock.js';

/** Where the scores live: a PGlite data directory, or a PostgreSQL server's URL. */
export type StoreLocation = { dataDir: string } | { databaseUrl: string };

/** Runs one parameterized statement. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Connections kept open to a PostgreSQL server. */
const POOL_SIZE = 10;

/** Opens the database at `location`. For a data directory, throws when another process uses it. */
export async function openDatabase(location: StoreLocation, onError: (message: string) => void): Promise<Database> {
  return 'databaseUrl' in location ? openServer(location.databaseUrl, onError) : openDirectory(location.dataDir);
}

async function openDirectory(dataDir: string): Promise<Database> {
  const lock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    query: (sql, params) => db.query(sql, params),
    transaction: (work) => db.transaction((tx) => work({ query: (sql, params) => tx.query(sql, params) })),
    async close() {
      await db.close();
      await lock.release();
    },
  };
}

async function openServer(url: string, onError: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // A connection dropped while idle (the server restarting): the pool replaces it on the next query.
  pool.on('error', (error) => onError(`database connection lost: ${error.message}`));
  try {
    (await pool.connect()).release(); // fail now, not at the first request, when the server is unreachable
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    query: <Row>(sql: string, params?: unknown[]) => pool.query<Row & pg.QueryResultRow>(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      // A connection whose rollback failed is in an unknown state: closed instead of reused.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({ query: <Row>(sql: string, params?: unknown[]) => client.query<Row & pg.QueryResultRow>(sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
