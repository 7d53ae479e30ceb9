/**
 * The leaderboard under a verification flood: one address sends long legal replays (a 300-line
 * marathon, hundreds of ms of verification each) as fast as the server lets it, 20 at a time,
 * while an honest client on another address posts 40-line sprints one after another. Prints the
 * honest posts' p50/p99 and what the attacker got. Goal: p99 under 1 s.
 * Run: `npm run bench:leaderboard`.
 */
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
/**
 * Posts as one client: each has its own connections (an http.Agent), as clients on two machines
 * would, so the attacker's requests never hold the honest one back inside this process.
 */
const client = (address: string) => {
  const agent = new Agent({ keepAlive: true });
  return (body: string) =>
    new Promise<number>((resolve, reject) => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address };
      const req = request(`${server.url}/api/scores`, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      // A 429 closes the connection before the body is read: the answer has been heard already.
      req.on('error', reject);
      req.end(body);
    });
};
const attacker = client('198.51.100.1');
const honestClient = client('203.0.113.7');
try {
  let done = false;
  const attackStatuses = new Map<number, number>();
  const flood = Promise.all(
    Array.from({ length: ATTACKERS }, async () => {
      while (!done) {
        const status = await attacker(attack).catch(() => 0);
        attackStatuses.set(status, (attackStatuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const latencies: number[] = [];
  for (const body of honest) {
    const start = performance.now();
    const status = await honestClient(body);
    if (status !== 201) throw new Error(`an honest sprint answered ${status}`);
    latencies.push(performance.now() - start);
  }
  done = true;
  await flood;
  console.log(
    `${HONEST_POSTS} honest 40-line sprints beside a flood from one address (${ATTACKERS} at a time): ` +
      `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms ` +
      `(post ${latencies.indexOf(Math.max(...latencies)) + 1}), ${latencies.filter((ms) => ms >= 1000).length} of ${HONEST_POSTS} at 1 s or more`,
  );
  console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(1)).join(', ')} on ${availableParallelism()} CPUs`);
  console.log(`attacker's answers: ${[...attackStatuses].map(([status, n]) => `${n} x ${status || 'connection closed'}`).join(', ')}`);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
