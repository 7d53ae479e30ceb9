/** The verifier pool on its own: results, rejections, the queue bound. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReplayRejected, VerifierBusy, VerifierPool } from '../verifier.js';
import { botGame } from './games.js';

describe('VerifierPool', () => {
  it('returns what verify() finds for several replays at once', async () => {
    const pool = new VerifierPool({ size: 2 });
    try {
      const games = [31, 32, 33, 34].map((seed) => botGame({ seed, mode: 'sprint', goal: 4 }, 100));
      const results = (await Promise.all(games.map(({ replay }) => pool.verify(replay)))).map((verified) => verified.result);
      assert.deepEqual(
        results.map((r) => [r.score, r.lines, r.pieces, r.frames, r.reason]),
        games.map(({ game }) => [game.score, game.lines, game.pieces, game.frame, 'goal']),
      );
    } finally {
      await pool.close();
    }
  });

  it('rejects a malformed replay with ReplayRejected and keeps working', async () => {
    const pool = new VerifierPool({ size: 1 });
    try {
      await assert.rejects(pool.verify({ v: 2, options: {}, log: '%' }), ReplayRejected);
      await assert.rejects(pool.verify({ v: 2, options: { level: -1 }, log: '' }), ReplayRejected);
      const { replay, game } = botGame({ seed: 35, mode: 'sprint', goal: 2 }, 100);
      assert.equal((await pool.verify(replay)).result.score, game.score);
    } finally {
      await pool.close();
    }
  });

  it('refuses work beyond its queue with VerifierBusy, and everything once closed', async () => {
    const pool = new VerifierPool({ size: 1, maxQueue: 1 });
    const { replay } = botGame({ seed: 36, mode: 'sprint', goal: 2 }, 100);
    const running = pool.verify(replay); // on the thread
    const waiting = pool.verify(replay); // in the queue
    await assert.rejects(pool.verify(replay), VerifierBusy);
    await Promise.all([running, waiting]);
    await pool.close();
    await assert.rejects(pool.verify(replay), VerifierBusy);
  });
});
