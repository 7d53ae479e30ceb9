/**
 * The leaderboard server end to end, on a free loopback port with a fresh database directory:
 * genuine, forged, corrupt and oversized submissions, and the order of each board.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_MAX_BODY_BYTES } from '../server.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';
import type { Entry, TestServer } from './harness.js';

let server: TestServer;

before(async () => {
  server = await startTestServer();
});

after(async () => {
  await server.close();
});

const post = (body: unknown) => server.post(body);

async function top(query: string): Promise<{ status: number; scores: Entry[] }> {
  const response = await fetch(`${server.url}/api/scores?${query}`);
  const body = (await response.json()) as { scores: Entry[] };
  return { status: response.status, scores: body.scores };
}

describe('POST /api/scores', () => {
  it('stores a genuine replay with the score verify() finds', async () => {
    const { replay, game } = botGame({ seed: 12, mode: 'marathon', goal: 10 }, 200);
    assert.equal(game.over, 'goal');
    const { status, body } = await post({ name: 'Ada', replay });
    assert.equal(status, 201);
    assert.equal(body.name, 'Ada');
    assert.equal(body.mode, 'marathon');
    assert.equal(body.goal, 10);
    assert.equal(body.score, game.score);
    assert.ok(body.score > 0);
    assert.equal(body.lines, game.lines);
    assert.equal(body.level, game.level);
    assert.equal(body.pieces, game.pieces);
    assert.equal(body.frames, game.frame);
    assert.equal(body.time, Math.round((game.frame * 1000) / 60));
    assert.equal(body.reason, 'goal');
    assert.equal(body.rank, 1);
    const { scores } = await top('mode=marathon&goal=10');
    assert.deepEqual(
      scores.map((s) => [s.name, s.score]),
      [['Ada', game.score]],
    );
  });

  it('stores one game once: the same replay again answers 409', async () => {
    const { replay } = botGame({ seed: 16, mode: 'marathon', goal: 14 }, 200);
    assert.equal((await post({ name: 'Bob', replay })).status, 201);
    // Another name, other key order and a claimed result make no new game.
    const again = { log: replay.log, score: 1, options: replay.options, v: replay.v };
    const { status, body } = await post({ name: 'Bob again', replay: again });
    assert.equal(status, 409);
    assert.match(body.error ?? '', /already/);
    assert.equal((await top('mode=marathon&goal=14')).scores.length, 1);
  });

  it('stores the verified score, not a forged claim', async () => {
    const { replay, game } = botGame({ seed: 13, mode: 'marathon', goal: 11 }, 200);
    const forged = { ...replay, score: 9_999_999, lines: 999, result: { score: 9_999_999, lines: 999 } };
    const { status, body } = await post({ name: 'Mallory', replay: forged, score: 9_999_999 });
    assert.equal(status, 201, body.error);
    assert.equal(body.score, game.score);
    assert.equal(body.lines, game.lines);
    const { scores } = await top('mode=marathon&goal=11');
    assert.deepEqual(
      scores.map((s) => [s.name, s.score]),
      [['Mallory', game.score]],
    );
  });

  it('refuses corrupt and malformed replays with 400 and stores nothing', async () => {
    const { replay } = botGame({ seed: 14, mode: 'marathon', goal: 12 }, 200);
    const corrupt = [
      { name: 'Eve', replay: { ...replay, log: `${replay.log}%%not a log%%` } },
      { name: 'Eve', replay: { ...replay, v: 99 } },
      { name: 'Eve', replay: { ...replay, options: { ...replay.options, level: 'high' } } },
      { name: 'Eve', replay: { v: 2, options: { mode: 'zen' }, log: 't999999999' } }, // a billion frames
      { name: 'Eve', replay: { ...replay, frames: replay.frames! + 1 } },
      { name: 'Eve', replay: 'not a replay' },
      { name: 'Eve' },
      '{"name": "Eve", "replay": ',
      [1, 2, 3],
    ];
    for (const body of corrupt) {
      const response = await post(body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(typeof response.body.error, 'string');
    }
    assert.deepEqual((await top('mode=marathon&goal=12')).scores, []);
  });

  it('refuses a missing, empty, overlong or control-character name with 400', async () => {
    const { replay } = botGame({ seed: 15, mode: 'marathon', goal: 13 }, 200);
    for (const name of [undefined, 42, '', '   ', 'x'.repeat(25), 'Eve\u0000', 'Eve\u202e']) {
      const response = await post({ name, replay });
      assert.equal(response.status, 400, JSON.stringify(name));
      assert.match(response.body.error ?? '', /name/);
    }
    const ok = await post({ name: '  Zoë   the  Great ', replay });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.name, 'Zoë the Great');
  });

  it('answers 413 to a declared length over the limit without reading the body', async () => {
    const response = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(DEFAULT_MAX_BODY_BYTES + 1),
    });
    assert.equal(response.status, 413);
  });

  it('answers 413 while an oversized body of undeclared length is still arriving', async () => {
    // The body is streamed and never ended: only a server that counts bytes as they arrive can answer.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      const timer = setTimeout(() => reject(new Error('no answer before the body ended')), 10_000);
      req.on('response', (res) => {
        clearTimeout(timer);
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', () => {}); // the server closes the connection after answering
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent <= DEFAULT_MAX_BODY_BYTES * 2; sent += chunk.length) req.write(chunk);
    });
    assert.equal(status, 413);
  });
});

describe('slow clients', () => {
  it('answers 408 to a body that drips in slower than the request timeout allows', async () => {
    const slow = await startTestServer({ requestTimeoutMs: 300 });
    try {
      // Half a body, then nothing more: the server gives up on it, not the client.
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${slow.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.write('{"name": "Slow", ');
      });
      assert.equal(status, 408);
    } finally {
      await slow.close();
    }
  });
});

describe('GET /api/scores', () => {
  it('ranks a sprint by time, fastest first, leaving out sprints that did not reach the goal', async () => {
    const finished = [21, 22, 23, 24].map((seed) => botGame({ seed, mode: 'sprint', goal: 4 }, 100));
    for (const { game } of finished) assert.equal(game.over, 'goal');
    const unfinished = botGame({ seed: 25, mode: 'sprint', goal: 4 }, 3);
    assert.equal(unfinished.game.over, null);
    for (const [i, { replay }] of [...finished, unfinished].entries()) {
      const { status } = await post({ name: `Sprinter ${i}`, replay });
      assert.equal(status, replay === unfinished.replay ? 400 : 201);
    }
    const { status, scores } = await top('mode=sprint&goal=4');
    assert.equal(status, 200);
    const times = finished.map(({ game }) => Math.round((game.frame * 1000) / 60)).sort((a, b) => a - b);
    assert.deepEqual(
      scores.map((s) => s.time),
      times,
    );
    assert.deepEqual(
      scores.map((s) => s.rank),
      [1, 2, 3, 4],
    );
    assert.ok(scores.every((s) => s.reason === 'goal'));
  });

  it('ranks other modes by score, best first, and returns at most 10', async () => {
    const games = Array.from({ length: 12 }, (_, i) => botGame({ seed: 40 + i, mode: 'ultra', goal: 1 }, 100));
    for (const { replay } of games) assert.equal((await post({ name: 'Ultra', replay })).status, 201);
    const { scores } = await top('mode=ultra&goal=1');
    const expected = games.map(({ game }) => game.score).sort((a, b) => b - a).slice(0, 10);
    assert.deepEqual(
      scores.map((s) => s.score),
      expected,
    );
    assert.ok(scores.every((s) => s.reason === 'time'));
  });

  it('uses the mode default goal, and refuses an unknown mode or a bad goal with 400', async () => {
    assert.deepEqual(await top('mode=sprint'), { status: 200, scores: [] });
    for (const query of ['mode=tetris', 'mode=sprint&goal=abc', 'mode=sprint&goal=0', 'mode=sprint&goal=1.5', 'mode=zen&goal=3']) {
      const response = await fetch(`${server.url}/api/scores?${query}`);
      assert.equal(response.status, 400, query);
      await response.body?.cancel();
    }
  });
});

describe('the page', () => {
  it('serves the page and its script, bundled from source', async () => {
    const page = await fetch(`${server.url}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<tetris-game[\s>]/);
    const script = await fetch(`${server.url}/main.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    assert.match(await script.text(), /tetris-game/);
  });

  it('answers 404 for anything else and 405 for a wrong method', async () => {
    assert.equal((await fetch(`${server.url}/nope`)).status, 404);
    assert.equal((await fetch(`${server.url}/api/scores`, { method: 'DELETE' })).status, 405);
  });
});
