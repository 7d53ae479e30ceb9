/**
 * Leaderboard figures: replay size per minute of play, verify() time per replay, and submissions
 * per second through the server (worker pool and database included) on loopback.
 * Run: `node --import tsx examples/leaderboard/bench.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { verify } from '../../src/engine/index.js';
import { startLeaderboard } from './server.js';
import { botGame } from './test/games.js';

const GAMES = 200;
const CONCURRENCY = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const games = Array.from({ length: GAMES }, (_, i) => botGame({ seed: 1000 + i, mode: 'sprint' }, 1000));
const bytes = games.map(({ replay }) => JSON.stringify(replay).length);
const minutes = games.map(({ game }) => game.frame / 3600);
const bytesPerMinute = bytes.reduce((a, b) => a + b, 0) / minutes.reduce((a, b) => a + b, 0);
console.log(`${GAMES} bot sprints (40 lines): median ${median(bytes)} bytes of JSON, ${bytesPerMinute.toFixed(0)} bytes per minute of play`);

const verifyMs = games.map(({ replay }) => {
  const start = performance.now();
  verify(replay);
  return performance.now() - start;
});
console.log(`verify(), one thread: median ${median(verifyMs).toFixed(2)} ms per sprint replay`);

const dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-bench-'));
// One client posting as fast as it can: the per-client rate limit would refuse most of it.
const server = await startLeaderboard({ dataDir, port: 0, rateLimit: false });
try {
  const bodies = games.map(({ replay }, i) => JSON.stringify({ name: `Bench ${i}`, replay }));
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t = performance.now();
        const response = await fetch(`${server.url}/api/scores`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `POST /api/scores, ${GAMES} sprint replays, ${CONCURRENCY} at a time, 2 verifier threads: ` +
      `${(GAMES / seconds).toFixed(0)} per second, median ${median(latencies).toFixed(1)} ms each`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
