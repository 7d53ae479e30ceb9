/**
 * `npm run leaderboard`: starts the leaderboard server. Environment: `PORT` (default 8787),
 * `HOST` (default 127.0.0.1), `LEADERBOARD_DATA` (the PGlite database directory, default `.data`
 * here), `DATABASE_URL` (a `postgres://` URL: use that PostgreSQL server instead),
 * `ALLOWED_ORIGINS` (comma-separated origins whose pages may post besides the address the server
 * listens on: list the public one behind a proxy),
 * `RATE_LIMIT_PER_MINUTE` and `RATE_LIMIT_BURST` (submissions per client; 0 per minute turns the
 * limit off), `VERIFY_MS_PER_MINUTE` and `VERIFY_BURST_MS` (verification time per client, in ms
 * of a verifier thread; 0 per minute turns the budget off) and `TRUST_PROXY` (1: the client's
 * address is the last of `X-Forwarded-For`).
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT, DEFAULT_RATE_LIMIT, DEFAULT_VERIFY_BUDGET, startLeaderboard } from './server.js';
import type { LeaderboardOptions } from './server.js';

/** A whole number from the environment variable `name` (its default when unset), or exit naming it. */
function envNumber(name: string, fallback: number, min: number, max: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
    process.exit(1);
  }
  return value;
}

const port = envNumber('PORT', DEFAULT_PORT, 0, 65535);
const perMinute = envNumber('RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT.perMinute, 0, 1_000_000);
const burst = envNumber('RATE_LIMIT_BURST', DEFAULT_RATE_LIMIT.burst, 1, 1_000_000);
const verifyPerMinute = envNumber('VERIFY_MS_PER_MINUTE', DEFAULT_VERIFY_BUDGET.perMinute, 0, 60_000_000);
const verifyBurst = envNumber('VERIFY_BURST_MS', DEFAULT_VERIFY_BUDGET.burst, 1, 60_000_000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.LEADERBOARD_DATA || fileURLToPath(new URL('./.data', import.meta.url));
const options: LeaderboardOptions = {
  port,
  host: process.env.HOST || '127.0.0.1',
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  rateLimit: perMinute === 0 ? false : { perMinute, burst },
  verifyBudget: verifyPerMinute === 0 ? false : { perMinute: verifyPerMinute, burst: verifyBurst },
  trustProxy: process.env.TRUST_PROXY === '1',
};

let leaderboard;
try {
  leaderboard = await startLeaderboard(options);
} catch (error) {
  // Such as a data directory another server uses, or a database that cannot be reached: one clear line.
  console.error(`leaderboard not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The server's host only: the URL may hold a password.
const where = databaseUrl ? `the PostgreSQL server at ${URL.canParse(databaseUrl) ? new URL(databaseUrl).host : 'DATABASE_URL'}` : dataDir;
console.log(`leaderboard on ${leaderboard.url} (database: ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void leaderboard.close().then(() => process.exit(0));
  });
}
