/**
 * The score store, the same suite on both databases it runs on: PGlite in a data directory, and a
 * real PostgreSQL server that this run starts itself (skipped, saying so, only when no PostgreSQL
 * binaries are installed).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MODE_NAMES, counts, isBetter, rankOf } from '../../../src/engine/index.js';
import type { EndReason, GameResult } from '../../../src/engine/index.js';
import { ScoreStore } from '../scores.js';
import type { StoreLocation } from '../scores.js';
import { startLeaderboard } from '../server.js';
import { botGame } from './games.js';
import { findPostgresBin, startPostgres } from './postgres.js';
import type { PostgresServer } from './postgres.js';

const result = (fields: Partial<GameResult>): GameResult => ({
  mode: 'marathon',
  goal: null,
  score: 1000,
  lines: 10,
  level: 2,
  pieces: 30,
  time: 60_000,
  frames: 3600,
  reason: 'block-out',
  ...fields,
});

let keys = 0;
const replay = () => ({ json: `{"v":2,"options":{},"log":"t${++keys}"}`, key: `key-${keys}` });

interface Backend {
  name: string;
  /** Several processes may share it (a server), or only one (a data directory). */
  shared: boolean;
  /** Why the suite cannot run here, or false. */
  skip: string | false;
  open(): Promise<StoreLocation>;
  dispose(): Promise<void>;
}

const postgresBin = findPostgresBin();
let postgres: PostgresServer | undefined;
let dataDir: string | undefined;

const BACKENDS: Backend[] = [
  {
    name: 'PGlite',
    shared: false,
    skip: false,
    async open() {
      dataDir = await mkdtemp(join(tmpdir(), 'leaderboard-store-'));
      return { dataDir };
    },
    async dispose() {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  },
  {
    name: 'PostgreSQL',
    shared: true,
    skip: postgresBin ? false : 'no PostgreSQL binaries found (install Debian\'s postgresql, or set PG_BIN)',
    async open() {
      postgres = await startPostgres(postgresBin!);
      return { databaseUrl: postgres.url };
    },
    async dispose() {
      await postgres?.stop();
    },
  },
];

for (const backend of BACKENDS) {
  describe(`ScoreStore on ${backend.name}`, { skip: backend.skip }, () => {
    let location: StoreLocation;
    let store: ScoreStore;

    before(async () => {
      location = await backend.open();
      store = await ScoreStore.open(location);
    });

    after(async () => {
      await store?.close();
      await backend.dispose();
    });

    it('stores a result with its replay, ranks it, and gives the replay back by id', async () => {
      const stored = await store.add('Ada', result({ goal: 50, score: 500 }), replay());
      assert.ok(stored);
      assert.equal(stored.rank, 1);
      const better = await store.add('Bob', result({ goal: 50, score: 900 }), replay());
      assert.equal(better?.rank, 1);
      assert.deepEqual(
        (await store.top({ mode: 'marathon', goal: 50 })).map((row) => [row.name, row.score]),
        [['Bob', 900], ['Ada', 500]],
      );
      assert.equal(await store.replay(stored.row.id), `{"v":2,"options":{},"log":"t${keys - 1}"}`);
      assert.equal(await store.replay(987654), null);
    });

    it('stores one key once', async () => {
      const game = replay();
      assert.ok(await store.add('Ada', result({ goal: 51 }), game));
      assert.equal(await store.add('Eve', result({ goal: 51, score: 5 }), game), null);
      assert.equal((await store.top({ mode: 'marathon', goal: 51 })).length, 1);
    });

    it('ranks a sprint by time, leaving out sprints that did not reach the goal', async () => {
      const slow = await store.add('Slow', result({ mode: 'sprint', goal: 52, reason: 'goal', time: 90_000 }), replay());
      const fast = await store.add('Fast', result({ mode: 'sprint', goal: 52, reason: 'goal', time: 30_000 }), replay());
      const out = await store.add('Out', result({ mode: 'sprint', goal: 52, reason: 'block-out', time: 10_000 }), replay());
      assert.deepEqual([slow?.rank, fast?.rank, out?.rank], [1, 1, null]);
      assert.deepEqual(
        (await store.top({ mode: 'sprint', goal: 52 })).map((row) => row.name),
        ['Fast', 'Slow'],
      );
    });

    it('counts and orders every mode and end reason as the engine\'s result rules (the personal bests\' rules) do', async () => {
      const reasons: (EndReason | null)[] = ['block-out', 'lock-out', 'goal', 'time', null];
      for (const [m, mode] of MODE_NAMES.entries()) {
        const goal = 1000 + m; // a board of its own
        const results = reasons.flatMap((reason, r) =>
          [0, 100 * (r + 1)].map((score, i) => result({ mode, goal, reason, score, time: 10_000 * (r + 1) + i })),
        );
        for (const [i, each] of results.entries()) {
          const stored = await store.add(`P${i}`, each, replay());
          assert.equal(stored?.rank !== null, counts(each), `${mode} ${each.reason} ${each.score}: rank ${stored?.rank}`);
        }
        const board = await store.top({ mode, goal }, 100);
        const expected = results.filter((each) => counts(each));
        assert.equal(board.length, expected.length, mode);
        const figure = (row: GameResult) => (rankOf(mode) === 'time' ? row.time : row.score);
        for (let i = 1; i < board.length; i++) {
          assert.ok(!isBetter(mode, figure(board[i]), figure(board[i - 1])), `${mode}: row ${i} beats the row above it`);
        }
      }
    });

    it('never lets a value that does not fit its column reach it', async () => {
      await assert.rejects(store.add('Big', result({ goal: 53, score: 2 ** 31 }), replay()), RangeError);
      await assert.rejects(store.add('Big', result({ goal: 53, time: Number.MAX_SAFE_INTEGER }), replay()), RangeError);
      await assert.rejects(store.add('Big', result({ goal: 53, score: 1.5 }), replay()), RangeError);
      assert.deepEqual(await store.top({ mode: 'marathon', goal: 53 }), []);
    });

    it('keeps every one of many concurrent writes, from two stores on one database when it is a server', async () => {
      const second = backend.shared ? await ScoreStore.open(location) : store;
      try {
        const adds = Array.from({ length: 40 }, (_, i) => (i % 2 ? second : store).add(`W${i}`, result({ goal: 54, score: i + 1 }), replay()));
        const rows = await Promise.all(adds);
        assert.equal(new Set(rows.map((r) => r?.row.id)).size, 40);
        assert.equal((await store.top({ mode: 'marathon', goal: 54 }, 100)).length, 40);
      } finally {
        if (second !== store) await second.close();
      }
    });

    if (backend.shared) {
      it('serves two leaderboard servers at once: a game sent to both is stored once', async () => {
        const servers = await Promise.all([0, 1].map(() => startLeaderboard({ ...location, port: 0, rateLimit: false, log: () => {} })));
        try {
          const { replay } = botGame({ seed: 60, mode: 'sprint', goal: 2 }, 100);
          const statuses = await Promise.all(
            servers.map(async (server) => {
              const response = await fetch(`${server.url}/api/scores`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ name: 'Twice', replay }),
              });
              await response.arrayBuffer();
              return response.status;
            }),
          );
          assert.deepEqual(statuses.sort(), [201, 409]);
          assert.equal((await store.top({ mode: 'sprint', goal: 2 })).length, 1);
        } finally {
          await Promise.all(servers.map((server) => server.close()));
        }
      });
    }
  });
}
