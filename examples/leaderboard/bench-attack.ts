/**
 * The leaderboard under a verification flood: one address sends long legal replays (a 300-line
 * marathon, hundreds of ms of verification each) as fast as the server lets it, 20 at a time,
 * while an honest client on another address posts 40-line sprints one after another. Prints the
 * honest posts' p50/p99 and what the attacker got. Goal: p99 under 1 s.
 * Run: `npm run bench:leaderboard`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLeaderboard } from './server.js';
import { botGame } from './test/games.js';

const HONEST_POSTS = 40;
const ATTACKERS = 20;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const attack = JSON.stringify({ name: 'Flood', replay: botGame({ seed: 4242, mode: 'marathon', goal: 300 }, 5000).replay });
const honest = Array.from({ length: HONEST_POSTS }, (_, i) => JSON.stringify({ name: `Honest ${i}`, replay: botGame({ seed: 7000 + i, mode: 'sprint' }, 1000).replay }));

const dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-bench-'));
// The request limit off: the attacker is held by its verification budget alone.
const server = await startLeaderboard({ dataDir, port: 0, rateLimit: false, trustProxy: true, log: () => {} });
const post = async (body: string, address: string) => {
  const response = await fetch(`${server.url}/api/scores`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } });
  await response.arrayBuffer();
  return response.status;
};
try {
  let done = false;
  const attackStatuses = new Map<number, number>();
  const flood = Promise.all(
    Array.from({ length: ATTACKERS }, async () => {
      while (!done) {
        const status = await post(attack, '198.51.100.1');
        attackStatuses.set(status, (attackStatuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const latencies: number[] = [];
  for (const body of honest) {
    const start = performance.now();
    const status = await post(body, '203.0.113.7');
    if (status !== 201) throw new Error(`an honest sprint answered ${status}`);
    latencies.push(performance.now() - start);
  }
  done = true;
  await flood;
  console.log(
    `${HONEST_POSTS} honest 40-line sprints beside a flood from one address (${ATTACKERS} at a time): ` +
      `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
  console.log(`attacker's answers: ${[...attackStatuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
