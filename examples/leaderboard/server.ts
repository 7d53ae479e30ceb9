/**
 * The leaderboard's HTTP server. `POST /api/scores` takes `{ name, replay }`, verifies the replay
 * in a worker thread and stores only what verify() returned; `GET /api/scores?mode=&goal=` lists
 * the best ten of a board; `/` is a page that plays and submits each finished game.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBoard } from './boards.js';
import { HttpError, readBody } from './body.js';
import { Page } from './page.js';
import { ScoreStore } from './scores.js';
import type { ScoreRow } from './scores.js';
import { parseSubmission, replayKey } from './submission.js';
import { ReplayRejected, VerifierBusy, VerifierPool } from './verifier.js';

export interface LeaderboardOptions {
  /** The database directory (created when missing). */
  dataDir: string;
  /** 0 picks a free port (default 8787). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Verifier threads (default 2). */
  workers?: number;
  /** The most frames one replay may ask for (verify()'s default when undefined). */
  maxFrames?: number;
  /** The largest request body in bytes (default 1 MiB). */
  maxBodyBytes?: number;
}

export interface Leaderboard {
  /** The server's address, such as `http://127.0.0.1:8787`. */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const TOP = 10;

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
  if (error instanceof VerifierBusy) return 503;
  return 500;
}

export async function startLeaderboard(options: LeaderboardOptions): Promise<Leaderboard> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const store = await ScoreStore.open(options.dataDir);
  const pool = new VerifierPool({ size: options.workers, maxFrames: options.maxFrames });
  const page = new Page();

  async function submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { name, replay } = parseSubmission(await readBody(req, maxBodyBytes));
    // Only verify()'s result is stored: whatever score the replay or the body claims is ignored.
    const verified = await pool.verify(replay);
    const stored = await store.add(name, verified, { json: JSON.stringify(replay), key: replayKey(replay) });
    if (!stored) throw new HttpError(409, 'this game is already on the leaderboard');
    sendJson(res, 201, { ...stored.row, rank: stored.rank });
  }

  async function list(url: URL, res: ServerResponse): Promise<void> {
    const board = parseBoard(url.searchParams);
    const rows = await store.top(board, TOP);
    sendJson(res, 200, { ...board, scores: rows.map((row: ScoreRow, i) => ({ rank: i + 1, ...row })) });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname === '/api/scores') {
      if (method === 'POST') return submit(req, res);
      if (method === 'GET') return list(url, res);
      res.setHeader('allow', 'GET, POST');
      throw new HttpError(405, 'use GET or POST');
    }
    if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'use GET');
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return send(res, 200, 'text/html; charset=utf-8', await page.html());
    }
    if (url.pathname === '/main.js') return send(res, 200, 'text/javascript; charset=utf-8', await page.script());
    throw new HttpError(404, 'not found');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = statusOf(error);
      if (status >= 500 && !(error instanceof VerifierBusy)) console.error(error);
      if (res.headersSent) return void res.destroy();
      // The rest of an oversized body is never read: close the connection after answering.
      if (status === 413) res.setHeader('connection', 'close');
      if (status === 503) res.setHeader('retry-after', '1');
      sendJson(res, status, { error: status >= 500 && status !== 503 ? 'internal error' : (error as Error).message });
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

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

  return {
    url: `http://${host}:${address.port}`,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await pool.close();
      await store.close();
    },
  };
}
