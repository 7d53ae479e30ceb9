/**
 * The two databases the score store runs on, behind one small interface: PGlite (PostgreSQL
 * compiled to WebAssembly, in this process, its files in a data directory that this process locks)
 * by default, or a PostgreSQL server through `pg` when a `postgres://` URL is given. Both speak the
 * same SQL, so the store's queries are written once.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
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

/** The database cannot be reached (stopped, restarting, the network down): try again later (HTTP 503). */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/** Socket errors and PostgreSQL's connection (08) and shutdown (57P01-57P03) states. */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08...|57P0[123])$/;
const UNREACHABLE_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/;

/** `error` as a DatabaseUnavailable when it says the server cannot be reached, else itself. */
function unreachable(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if ((typeof code === 'string' && UNREACHABLE_CODES.test(code)) || UNREACHABLE_MESSAGES.test(message)) {
    return new DatabaseUnavailable(`the database cannot be reached (${message || String(code)})`, { cause: error });
  }
  return error;
}

/** Runs `work`, turning a lost database into a DatabaseUnavailable. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unreachable(error);
  }
}

/** Connections kept open to a PostgreSQL server. */
const POOL_SIZE = 10;

/** Opens the database at `location`. For a data directory, throws when another process uses it. */
export async function openDatabase(location: StoreLocation, onError: (message: string) => void): Promise<Database> {
  return 'databaseUrl' in location ? openServer(location.databaseUrl, onError) : openDirectory(location.dataDir);
}

/**
 * PostgreSQL's memory settings for a small table on one machine: PGlite's defaults keep buffers
 * sized for a server (about 300 MB resident on opening), these about 180 MB.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'work_mem=1MB', 'maintenance_work_mem=4MB', 'temp_buffers=1MB', 'wal_buffers=1MB'].flatMap((setting) => ['-c', setting]),
];
const CREATE_SCRIPT = fileURLToPath(new URL('./pglite-create.mjs', import.meta.url));
/**
 * PostgreSQL compiled to WebAssembly is a large module: V8's optimizing tier compiles its busy
 * functions a second time and keeps both (about 40 MB more on opening, 60 MB more after a few
 * hundred submissions, and seconds of CPU on a busy machine). The baseline compiler alone is
 * enough for the small queries of a score table. The flag only changes how WebAssembly compiles
 * from then on, and nothing else in this process is WebAssembly.
 */
const BASELINE_WASM_FLAG = '--liftoff-only';

async function openDirectory(dataDir: string): Promise<Database> {
  const lock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    // A new database is made by a process of its own: creating one takes over 600 MB, which the
    // server's process would otherwise keep.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      await promisify(execFile)(process.execPath, [BASELINE_WASM_FLAG, CREATE_SCRIPT, dataDir, JSON.stringify(PGLITE_START_PARAMS)]);
    }
    setFlagsFromString(BASELINE_WASM_FLAG);
    db = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
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
    query: <Row>(sql: string, params?: unknown[]) => reaching(() => pool.query<Row & pg.QueryResultRow>(sql, params)),
    transaction: (work) => reaching(() => transaction(pool, work)),
    close: () => pool.end(),
  };
}

/** One transaction on a connection of its own. */
async function transaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose rollback failed, or that was lost, is in an unknown state: closed instead of reused.
  let broken: Error | undefined;
  // Lost while checked out: the statement under way fails with it, so there is nothing else to report.
  const lost = (error: Error) => (broken = error);
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const result = await work({ query: <Row>(sql: string, params?: unknown[]) => client.query<Row & pg.QueryResultRow>(sql, params) });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}
