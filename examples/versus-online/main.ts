/**
 * `npm run versus-online`: the versus server and its page. Environment: `PORT` (default 8788; 0
 * picks a free one), `HOST` (default 127.0.0.1), `REDIS_URL` (share rooms with every process
 * using that Redis), `DATABASE_URL` (keep finished matches in that PostgreSQL server) or
 * `VERSUS_DATA` (the PGlite directory, default `.data` here), or `VERSUS_STORE=none` (keep none). `--processes N` starts N server
 * processes on consecutive ports (they need `REDIS_URL`). `CONNECTIONS_PER_ADDRESS` (default 16),
 * `REQUESTS_PER_MINUTE` (default 60) and `REQUEST_BURST` (default 20): what one address may hold
 * and ask of the matchmaker. `PUBLIC_ADDRESS`: where pages reach this process (`host:port`),
 * when that is not the address it listens on (behind a proxy).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADDRESS_LIMITS } from './address-limits.js';
import { DEFAULT_PORT, startVersusServer } from './server.js';
import type { VersusServer } from './server.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d{1,6}$/.test(text) || value < min || value > max) fail(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return value;
}

const port = wholeNumber('PORT', process.env.PORT || String(DEFAULT_PORT), 0, 65535);
const host = process.env.HOST || '127.0.0.1';
const redisUrl = process.env.REDIS_URL || undefined;
const args = process.argv.slice(2);
const processesAt = args.indexOf('--processes');
const processes = processesAt === -1 ? 1 : wholeNumber('--processes', args[processesAt + 1] ?? '', 1, 64);
const databaseUrl = process.env.DATABASE_URL || undefined;
const limit = (name: string, fallback: number) => wholeNumber(name, process.env[name] || String(fallback), 1, 100_000);
const limits = {
  connections: limit('CONNECTIONS_PER_ADDRESS', DEFAULT_ADDRESS_LIMITS.connections),
  requestsPerMinute: limit('REQUESTS_PER_MINUTE', DEFAULT_ADDRESS_LIMITS.requestsPerMinute),
  burst: limit('REQUEST_BURST', DEFAULT_ADDRESS_LIMITS.burst),
};

if (processes > 1) {
  if (!redisUrl) fail('--processes needs REDIS_URL: the processes share their rooms through Redis');
  // Each child is one server; with PORT 0 each picks its own free port.
  const children: ChildProcess[] = [];
  for (let i = 0; i < processes; i++) {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, PORT: port === 0 ? '0' : String(port + i), VERSUS_DATA: process.env.VERSUS_DATA ? `${process.env.VERSUS_DATA}-${i}` : fileURLToPath(new URL(`./.data-${i}`, import.meta.url)) },
    });
    children.push(child);
    child.once('exit', (code) => {
      console.error(`versus process ${i} (pid ${child.pid}) exited with ${code}`);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
} else {
  let server: VersusServer;
  try {
    server = await startVersusServer({
      port,
      host,
      redisUrl,
      limits,
      publicAddress: process.env.PUBLIC_ADDRESS || undefined,
      store:
        process.env.VERSUS_STORE === 'none'
          ? null
          : databaseUrl
            ? { databaseUrl }
            : { dataDir: process.env.VERSUS_DATA || fileURLToPath(new URL('./.data', import.meta.url)) },
    });
  } catch (error) {
    // Such as a port in use, or a Redis or database that cannot be reached: one clear line.
    fail(`versus server not started: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`versus on ${server.url} (pid ${process.pid}${redisUrl ? ', rooms shared through Redis' : ''})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
