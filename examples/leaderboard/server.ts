/**
 * The leaderboard's HTTP server. `POST /api/scores` takes `{ name, replay }`, verifies the replay
 * as a ranked game in a worker thread and stores only what verify() returned, with the canonical
 * replay; `GET /api/scores?mode=&goal=` lists the best ten of a board; `GET /api/replays/:id` gives
 * a stored game's replay back; `/` is a page that plays, submits and watches games.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_REPLAY_FRAMES } from '../../src/engine/index.js';
import { admit, checkCounts } from './admission.js';
import { parseBoard } from './boards.js';
import { DatabaseUnavailable } from './database.js';
import { HttpError, readBody } from './body.js';
import { OriginPolicy } from './origins.js';
import { PageFiles } from '../shared/page-files.js';
import { RateLimiter, clientKey } from './rate-limit.js';
import type { RateLimitOptions } from './rate-limit.js';
import { ScoreStore } from './scores.js';
import type { ScoreRow, StoreLocation } from './scores.js';
import { parseSubmission, replayKey } from './submission.js';
import { BudgetSpent, MIN_JOB_MS, ReplayRejected, VerifierBusy, VerifierPool } from './verifier.js';

export interface LeaderboardOptions {
  /** The PGlite database directory (created when missing; one server per directory). */
  dataDir?: string;
  /** A PostgreSQL server's `postgres://` URL, used instead of `dataDir`. */
  databaseUrl?: string;
  /** 0 picks a free port (default 8787). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Verifier threads (default 2). */
  workers?: number;
  /** The most frames one replay may ask for (verify()'s default when undefined; a mode's own bound applies too). */
  maxFrames?: number;
  /** The largest request body in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /**
   * Origins whose pages may post scores, such as `https://example.com`, besides the one the server
   * listens on (`http://127.0.0.1:8787`, and `http://localhost:8787` on loopback). Behind a proxy,
   * or listening on all addresses, list the public origin: the `Host` header is never trusted.
   */
  allowedOrigins?: readonly string[];
  /** Submissions allowed per client ({@link DEFAULT_RATE_LIMIT} when undefined; false: no limit). */
  rateLimit?: RateLimitOptions | false;
  /**
   * Verification time per client, in ms of a verifier thread ({@link DEFAULT_VERIFY_BUDGET} when
   * undefined; false: no limit): `perMinute` ms refilled a minute, `burst` ms at most in hand.
   */
  verifyBudget?: RateLimitOptions | false;
  /** Take the client's address from `X-Forwarded-For` (set it when a reverse proxy forwards every request). */
  trustProxy?: boolean;
  /** A request whose headers and body have not all arrived after this long gets 408 (default 30 s). */
  requestTimeoutMs?: number;
  /** Where the server reports errors, one line each (default console.error). */
  log?: (line: string) => void;
}

export interface Leaderboard {
  /** The server's address, such as `http://127.0.0.1:8787`. */
  url: string;
  /** Replays sent to the verifier since the start (those refused from their text are not). */
  readonly verifications: number;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** A player finishes a game every half minute at most; 20 in a row leave room for a few players behind one address. */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimitOptions> = Object.freeze({ perMinute: 30, burst: 20 });
/**
 * 15 s of a verifier thread a minute per address, 5 s in hand: an honest 40-line sprint costs
 * about 10-20 ms, a two-hour marathon 1-3 s; a flood of the longest replays gets a quarter of one
 * thread, and only one thread at a time.
 */
export const DEFAULT_VERIFY_BUDGET: Readonly<RateLimitOptions> = Object.freeze({ perMinute: 15_000, burst: 5_000 });
/**
 * Submissions of one address read, checked or verified at once; beyond, 429 before the body is
 * read. One address's jobs are verified one at a time anyway: more in flight would only make the
 * server parse a burst of bodies ahead of other addresses' posts.
 */
export const MAX_SUBMISSIONS_IN_FLIGHT = 8;
/** The longest any one verification runs. */
const VERIFY_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const TOP = 10;
const REPLAY_PATH = /^\/api\/replays\/([^/]+)$/;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
};

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** The HTTP status for an error thrown while handling a request. */
function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReplayRejected) return 400;
  if (error instanceof VerifierBusy || error instanceof DatabaseUnavailable) return 503;
  return 500;
}

/** The longest log line: an error message can quote the request. */
const MAX_LOG_LINE = 500;

/**
 * One log line for a failed request: the message, and for a fault of the server where it was
 * thrown. Control characters become spaces, so what a client sent can neither break the line
 * nor write terminal escapes.
 */
function logLine(req: IncomingMessage, status: number, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const where = status === 500 && error instanceof Error ? ` (${error.stack?.split('\n')[1]?.trim() ?? error.name})` : '';
  const line = `${req.method} ${req.url?.split('?')[0]} ${status}: ${message}${where}`.replace(/[\p{Cc}\s]+/gu, ' ');
  return line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE - 1)}…` : line;
}

/** The id in `/api/replays/:id`: a positive whole number the table can hold. */
function replayId(text: string): number {
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2 ** 31 - 1) throw new HttpError(400, 'a replay id is a positive whole number');
  return id;
}

function location(options: LeaderboardOptions): StoreLocation {
  if (options.databaseUrl) return { databaseUrl: options.databaseUrl };
  if (options.dataDir) return { dataDir: options.dataDir };
  throw new TypeError('dataDir or databaseUrl is required');
}

export async function startLeaderboard(options: LeaderboardOptions): Promise<Leaderboard> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxFrames = options.maxFrames ?? MAX_REPLAY_FRAMES;
  let verifications = 0;
  /** Submissions under way per address (see {@link MAX_SUBMISSIONS_IN_FLIGHT}). */
  const inFlight = new Map<string, number>();
  const log = options.log ?? ((line: string) => console.error(line));
  const origins = new OriginPolicy(options.allowedOrigins);
  const limiter = options.rateLimit === false ? null : new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const budget = options.verifyBudget === false ? null : new RateLimiter(options.verifyBudget ?? DEFAULT_VERIFY_BUDGET);
  // The store first: a data directory in use fails the start before any thread is spawned.
  const store = await ScoreStore.open(location(options), log);
  let pool: VerifierPool;
  try {
    pool = new VerifierPool({ size: options.workers, timeoutMs: VERIFY_TIMEOUT_MS });
  } catch (error) {
    await store.close();
    throw error;
  }
  try {
    // Threads and statements warmed before the first request: nobody's post pays for their start.
    await Promise.all([pool.ready, store.warmUp()]);
  } catch (error) {
    await pool.close();
    await store.close();
    throw error;
  }
  const page = new PageFiles(new URL('./page/', import.meta.url));

  const clientOf = (req: IncomingMessage): string => {
    const forwarded = options.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    // The proxy appends the address it saw: the last entry is the one no client can forge.
    const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
    return clientKey(last || req.socket.remoteAddress || 'unknown');
  };

  async function submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'send the submission as application/json');
    const decision = limiter?.take(clientOf(req));
    if (decision && !decision.allowed) {
      res.setHeader('retry-after', String(decision.retryAfterSeconds));
      throw new HttpError(429, `too many submissions: try again in ${decision.retryAfterSeconds} s`);
    }
    const client = clientOf(req);
    const held = inFlight.get(client) ?? 0;
    if (held >= MAX_SUBMISSIONS_IN_FLIGHT) {
      res.setHeader('retry-after', '1');
      throw new HttpError(429, `this address has ${held} submissions under way: send the next when one is answered`);
    }
    inFlight.set(client, held + 1);
    try {
      await verifyAndStore(req, res, client);
    } finally {
      const left = inFlight.get(client)! - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  }

  async function verifyAndStore(req: IncomingMessage, res: ServerResponse, client: string): Promise<void> {
    const spent = () => {
      res.setHeader('retry-after', String(budget!.retryAfterSeconds(client, MIN_JOB_MS)));
      return new HttpError(429, 'this address has used its verification time: try again later');
    };
    // A spent address is refused before its body is read: a flood costs the server no parsing.
    if ((budget?.balance(client) ?? Infinity) < MIN_JOB_MS) throw spent();
    const { name, replay } = parseSubmission(await readBody(req, maxBodyBytes));
    const admitted = admit(replay, maxFrames);
    verifications++;
    // The address pays for verification in ms of a thread: its budget is read when its job
    // starts, and the job ends when the budget does. Only verify()'s result is stored, with the
    // canonical replay: claims and unknown fields are dropped.
    const verified = await pool
      .verify(admitted.replay, {
        maxFrames: admitted.maxFrames,
        timeoutMs: VERIFY_TIMEOUT_MS,
        client,
        budgetMs: budget ? () => budget.balance(client) : undefined,
        onCost: (ms) => budget?.charge(client, ms),
      })
      .catch((error: unknown) => {
        throw error instanceof BudgetSpent ? spent() : error;
      });
    checkCounts(verified.result);
    const stored = await store.add(name, verified.result, { json: verified.replay, key: replayKey(verified.replay) });
    if (!stored) throw new HttpError(409, 'this game is already on the leaderboard');
    sendJson(res, 201, { ...stored.row, rank: stored.rank });
  }

  async function list(url: URL, res: ServerResponse): Promise<void> {
    const board = parseBoard(url.searchParams);
    const rows = await store.top(board, TOP);
    sendJson(res, 200, { ...board, scores: rows.map((row: ScoreRow, i) => ({ rank: i + 1, ...row })) });
  }

  async function storedReplay(id: number, res: ServerResponse): Promise<void> {
    const json = await store.replay(id);
    if (json === null) throw new HttpError(404, `no stored game has id ${id}`);
    send(res, 200, 'application/json; charset=utf-8', json);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const origin = origins.check(req);
    if (origin.allowed && origin.cors) for (const [header, value] of Object.entries(origin.cors)) res.setHeader(header, value!);
    if (url.pathname === '/api/scores') {
      if (method === 'POST' || method === 'OPTIONS') {
        if (!origin.allowed) throw new HttpError(403, `pages from ${origin.origin} may not post scores here`);
        if (method === 'OPTIONS') return void res.writeHead(204, { 'access-control-max-age': '600' }).end();
        return submit(req, res);
      }
      if (method === 'GET') return list(url, res);
      res.setHeader('allow', 'GET, POST, OPTIONS');
      throw new HttpError(405, 'use GET or POST');
    }
    if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'use GET');
    const replayPath = REPLAY_PATH.exec(url.pathname);
    if (replayPath) return storedReplay(replayId(replayPath[1]), res);
    const file = page.file(url.pathname);
    if (!file) throw new HttpError(404, 'not found');
    const { type, body } = await file;
    return send(res, 200, type, body);
  }

  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // Slow requests are looked for this often: a tenth of the timeout, so one is cut off near its time.
  const server = createServer({ requestTimeout, connectionsCheckingInterval: Math.max(10, requestTimeout / 10) }, (req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = statusOf(error);
      // Refused for coming too fast: counted, not logged, so a flood cannot fill the log either.
      if (status !== 429) log(logLine(req, status, error));
      if (res.headersSent) return void res.destroy();
      // The rest of an unread body is never read: close the connection after answering.
      if (status === 413 || status === 415 || status === 429 || status === 403) res.setHeader('connection', 'close');
      if (status === 503) res.setHeader('retry-after', '1');
      sendJson(res, status, { error: status === 500 ? 'internal error' : (error as Error).message });
    });
  });
  server.headersTimeout = Math.min(requestTimeout, 10_000);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // Such as a port already in use: let go of the threads and the database before failing.
    await pool.close();
    await store.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origins.allowOwn(`http://${host}:${address.port}`);
  // On loopback the page is also opened as localhost, a name no other site can take.
  if (/^(127\.|\[::1\]$)/.test(host)) origins.allowOwn(`http://localhost:${address.port}`);

  return {
    url: `http://${host}:${address.port}`,
    get verifications() {
      return verifications;
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await pool.close();
      await store.close();
    },
  };
}
