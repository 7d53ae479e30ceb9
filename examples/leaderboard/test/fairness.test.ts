/**
 * Verification is shared fairly between addresses: the verifier serves the address it served
 * least recently, so a flood queued by one address never stands between another address and the
 * next free thread. A job's deadline is read from its address's budget when it starts, so a
 * queued flood cannot run past what the address has left, and an address has only so many
 * submissions read at once. Order is counted, never timed.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { describe, it } from 'node:test';
import { MAX_SUBMISSIONS_IN_FLIGHT } from '../server.js';
import { BudgetSpent, VerifierPool } from '../verifier.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';

const games = [41, 42, 43, 44].map((seed) => botGame({ seed, mode: 'sprint', goal: 2 }, 100).replay);

describe('fair verification between addresses', () => {
  it('serves an honest job right after the one running, ahead of the rest of a flood', async () => {
    const pool = new VerifierPool({ size: 1 });
    try {
      await pool.ready;
      const order: string[] = [];
      const post = (label: string, client: string, replay: unknown) => pool.verify(replay, { client }).then(() => order.push(label));
      // Queued in one turn of the event loop: the thread takes the first, the rest wait.
      const jobs = [post('flood 1', 'attacker', games[0]), post('flood 2', 'attacker', games[1]), post('flood 3', 'attacker', games[2])];
      jobs.push(post('honest', 'honest', games[3]));
      await Promise.all(jobs);
      assert.deepEqual(order, ['flood 1', 'honest', 'flood 2', 'flood 3']);
    } finally {
      await pool.close();
    }
  });

  it('reads the deadline from the budget when the job starts: a queued job of a spent address never runs', async () => {
    const pool = new VerifierPool({ size: 1 });
    try {
      await pool.ready;
      let balance = 1000;
      let runs = 0;
      const options = { client: 'attacker', budgetMs: () => balance, onCost: (ms: number) => ((balance -= ms), runs++) };
      const first = pool.verify(games[0], options);
      const queued = pool.verify(games[1], options);
      // Spent while the second waits (as the first's cost or a refill would change it).
      balance = 0;
      await first;
      await assert.rejects(queued, BudgetSpent);
      assert.equal(runs, 1, 'the spent address\'s queued job ran');
    } finally {
      await pool.close();
    }
  });

  it('counts a thread restarting after an address\'s job hit its deadline as that address\'s job', async () => {
    const pool = new VerifierPool({ size: 2 });
    try {
      await pool.ready;
      const started: string[] = [];
      const long = botGame({ seed: 93, mode: 'marathon', goal: 150 }, 2000).replay;
      await assert.rejects(pool.verify(long, { client: 'attacker', timeoutMs: 1 }));
      // One thread restarts for the attacker: its next job waits for it, the honest one takes the other.
      const next = pool.verify(games[0], { client: 'attacker', onStart: () => started.push('attacker') });
      const honest = pool.verify(games[1], { client: 'honest', onStart: () => started.push('honest') });
      await Promise.all([next, honest]);
      assert.equal(started[0], 'honest', String(started));
    } finally {
      await pool.close();
    }
  });
});

/** A submission whose headers the server has taken (it answered `100 Continue`), its body not yet sent. */
function heldSubmission(url: string, body: string): Promise<{ socket: Socket; answer: () => Promise<string> }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /api/scores HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\nconnection: close\r\n\r\n`,
      );
    });
    let text = '';
    const ended = new Promise<string>((done) => socket.on('end', () => done(text)));
    socket.on('data', (chunk: Buffer) => {
      const before = text;
      text += chunk.toString();
      if (!before.includes('100 Continue') && text.includes('100 Continue')) {
        resolve({ socket, answer: () => (socket.write(body), ended) });
      }
    });
  });
}

describe('submissions of one address read at once', () => {
  it(`answers 429 before reading the body beyond ${MAX_SUBMISSIONS_IN_FLIGHT}, and takes the next once one is answered`, async () => {
    const server = await startTestServer();
    try {
      const bad = JSON.stringify({ name: 'Slow', replay: null });
      const held = [];
      for (let i = 0; i < MAX_SUBMISSIONS_IN_FLIGHT; i++) held.push(await heldSubmission(server.url, bad));
      const over = await server.post({ name: 'One more', replay: games[0] });
      assert.equal(over.status, 429, JSON.stringify(over.body));
      assert.match(over.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      assert.equal(server.verifications(), 0);
      for (const { answer } of held) assert.match(await answer(), /^HTTP\/1\.1 100 Continue[\s\S]*HTTP\/1\.1 400 /);
      assert.equal((await server.post({ name: 'One more', replay: games[0] })).status, 201);
    } finally {
      await server.close();
    }
  });
});
