/**
 * Verification costs the submitter: each address has a budget of verification time, charged by
 * what its replays cost, and a replay that would run past its address's budget, or past the
 * verifier's deadline, is stopped by ending its thread.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VerificationTimeout, VerifierPool } from '../verifier.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';

// A long game: 150 lines of marathon, tens of ms of verification each time.
const long = botGame({ seed: 93, mode: 'marathon', goal: 150 }, 2000);

describe('the verification budget of an address', () => {
  it('answers 429 with Retry-After once an address has spent it, while another address is still served', async () => {
    // 1 s of verification, refilled at 1 ms a minute: nothing comes back during the test.
    const server = await startTestServer({ verifyBudget: { perMinute: 1, burst: 1000 }, trustProxy: true });
    try {
      const { replay } = long;
      const attacker = { 'x-forwarded-for': '203.0.113.1' };
      const statuses: number[] = [];
      let last;
      // Each post is verified (the first stores the game, the rest are duplicates): a few ms each.
      for (let i = 0; i < 1000 && statuses.at(-1) !== 429; i++) {
        last = await server.post({ name: 'Attacker', replay }, attacker);
        statuses.push(last.status);
      }
      assert.equal(statuses.at(-1), 429, String(statuses));
      assert.match(last!.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      const verified = server.verifications();
      assert.equal((await server.post({ name: 'Attacker', replay }, attacker)).status, 429);
      assert.equal(server.verifications(), verified, 'a spent address is refused before verification');
      const honest = botGame({ seed: 92, mode: 'sprint', goal: 2 }, 100).replay;
      const answer = await server.post({ name: 'Honest', replay: honest }, { 'x-forwarded-for': '203.0.113.2' });
      assert.equal(answer.status, 201, answer.body.error);
    } finally {
      await server.close();
    }
  });
});

describe('the deadline of a verification', () => {
  it('ends the thread of a job past its deadline, and the pool keeps working', async () => {
    const pool = new VerifierPool({ size: 1 });
    try {
      assert.equal(long.game.over, 'goal');
      await assert.rejects(pool.verify(long.replay, { timeoutMs: 1 }), VerificationTimeout);
      const { replay, game } = botGame({ seed: 94, mode: 'sprint', goal: 2 }, 100);
      assert.equal((await pool.verify(replay)).result.score, game.score);
    } finally {
      await pool.close();
    }
  });
});
