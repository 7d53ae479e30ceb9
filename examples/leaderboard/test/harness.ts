/**
 * A leaderboard server for one test file: a free loopback port, a new database directory, the
 * rate limit and verification budget off unless asked for, and every line the server logs kept for the test to read.
 */
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScoreStore } from '../scores.js';
import type { ScoreRow } from '../scores.js';
import { startLeaderboard } from '../server.js';
import type { LeaderboardOptions } from '../server.js';

/** A stored score as the API answers with it: the row and its place on its board. */
export type Entry = ScoreRow & { rank: number | null };

export interface Answer {
  status: number;
  headers: Headers;
  body: Entry & { error?: string };
}

export interface TestServer {
  url: string;
  /** Every line the server logged, in order. */
  logs: string[];
  /** POSTs `body` (JSON unless a string) to /api/scores as `application/json` unless `headers` says otherwise. */
  post(body: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** Replays the server has sent to its verifier so far. */
  verifications(): number;
  close(): Promise<void>;
}

let template: Promise<string> | undefined;

/**
 * A new data directory holding an empty score table: a copy of one created once per test file,
 * since creating a PGlite database takes seconds and copying one a fraction of that.
 */
export async function freshDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'leaderboard-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const store = await ScoreStore.open({ dataDir: dir });
    await store.close();
    return dir;
  })();
  const dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-test-'));
  await cp(await template, dataDir, { recursive: true });
  return dataDir;
}

export async function startTestServer(options: Partial<LeaderboardOptions> = {}): Promise<TestServer> {
  const dataDir = await freshDataDir();
  const logs: string[] = [];
  const server = await startLeaderboard({ dataDir, port: 0, host: '127.0.0.1', rateLimit: false, verifyBudget: false, log: (line) => logs.push(line), ...options });
  return {
    url: server.url,
    logs,
    async post(body, headers = {}) {
      const response = await fetch(`${server.url}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
    },
    verifications: () => server.verifications,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
