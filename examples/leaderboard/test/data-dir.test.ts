/**
 * One data directory, one server: a second server on it refuses to start, and a server killed
 * with SIGKILL leaves a lock that the next start recognizes as stale, without losing any row
 * it acknowledged. The servers run as child processes, as `npm run leaderboard` does.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startLeaderboard } from '../server.js';
import { launch } from './child.js';
import { botGame } from './games.js';

let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-lock-'));
});

after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('one server per data directory', () => {
  it('refuses a second server on the same directory, in this process or another, with a clear message', async () => {
    const first = await startLeaderboard({ dataDir, port: 0, rateLimit: false });
    try {
      await assert.rejects(startLeaderboard({ dataDir, port: 0, rateLimit: false }), /already used by process \d+/);
      const second = launch(dataDir);
      assert.equal(await second.exited, 1);
      await assert.rejects(second.ready, /already used by process \d+/);
    } finally {
      await first.close();
    }
    // Closed, the directory is free again.
    const again = await startLeaderboard({ dataDir, port: 0, rateLimit: false });
    await again.close();
  });

  it('loses no acknowledged row over SIGKILL restarts, and restarts over the stale lock', async () => {
    const acknowledged: number[] = [];
    let seed = 500;
    for (let round = 0; round < 3; round++) {
      const child = launch(dataDir);
      const url = await child.ready;
      const games = Array.from({ length: 8 }, () => botGame({ seed: seed++, mode: 'sprint', goal: 2 }, 100).replay);
      let answered = 0;
      const killed = new Promise<void>((resolve) => {
        const posts = games.map(async (replay) => {
          try {
            const response = await fetch(`${url}/api/scores`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: `Round ${round}`, replay }),
            });
            const body = (await response.json()) as { id: number };
            if (response.status === 201) acknowledged.push(body.id);
          } catch {
            // cut off by the kill: never acknowledged
          }
          // Killed while the other submissions are still in flight.
          if (++answered === 3) {
            child.process.kill('SIGKILL');
            resolve();
          }
        });
        void Promise.all(posts);
      });
      await killed;
      await child.exited;
    }
    assert.ok(acknowledged.length >= 9, `${acknowledged.length} acknowledged`);
    const last = launch(dataDir);
    const url = await last.ready;
    try {
      for (const id of acknowledged) assert.equal((await fetch(`${url}/api/replays/${id}`)).status, 200, `row ${id}`);
      assert.equal(new Set(acknowledged).size, acknowledged.length);
    } finally {
      last.process.kill('SIGTERM');
      await last.exited;
    }
  });
});
