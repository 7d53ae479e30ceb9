/**
 * What the default store (PGlite, in the server's process) costs in memory: the resident size of
 * the server process right after it created its database, after it reopened it, and after a load
 * of submissions: under {@link LIMIT_MB} each time.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch, residentMb } from './child.js';
import type { Child } from './child.js';
import { botGame } from './games.js';

const LIMIT_MB = 300;
const SUBMISSIONS = 60;
const CONCURRENCY = 8;

let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-memory-'));
});

after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function stop(child: Child): Promise<void> {
  child.process.kill('SIGTERM');
  await child.exited;
}

async function postAll(url: string, bodies: string[]): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const response = await fetch(`${url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

describe('resident memory with the default store (PGlite)', () => {
  it(`stays under ${LIMIT_MB} MB after creating the database, reopening it and under load`, async () => {
    const first = launch(dataDir);
    await first.ready;
    const created = residentMb(first.process.pid!);
    await stop(first);

    const second = launch(dataDir);
    const url = await second.ready;
    try {
      const reopened = residentMb(second.process.pid!);
      const bodies = Array.from({ length: SUBMISSIONS }, (_, i) =>
        JSON.stringify({ name: `Load ${i}`, replay: botGame({ seed: 9000 + i, mode: 'sprint', goal: 4 }, 200).replay }),
      );
      const statuses = await postAll(url, bodies);
      assert.deepEqual(new Set(statuses), new Set([201]));
      const loaded = residentMb(second.process.pid!);
      const figures = `created ${created.toFixed(0)} MB, reopened ${reopened.toFixed(0)} MB, after ${SUBMISSIONS} submissions ${loaded.toFixed(0)} MB`;
      console.log(figures);
      for (const mb of [created, reopened, loaded]) assert.ok(mb < LIMIT_MB, figures);
    } finally {
      await stop(second);
    }
  });
});
