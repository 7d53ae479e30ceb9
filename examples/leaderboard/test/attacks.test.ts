/**
 * The leaderboard under attack, each attack as its own request against the running server:
 * forged results, replays that break the rules engine, re-encoded duplicates, junk fields,
 * cross-origin and non-JSON posts, and a client posting too fast.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_RATE_LIMIT } from '../server.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';
import type { TestServer } from './harness.js';

let server: TestServer;

before(async () => {
  server = await startTestServer();
});

after(async () => {
  await server.close();
});

const EMPTY_ROW = '..........';
const rows = (filled: string[]) => [...Array<string>(20 - filled.length).fill(EMPTY_ROW), ...filled];

/** Asserts a 400 whose error names `field`, and that it cost the log one line and no stack trace. */
async function refused(replay: unknown, field: RegExp): Promise<void> {
  const before = server.logs.length;
  const { status, body } = await server.post({ name: 'Mallory', replay });
  assert.equal(status, 400, JSON.stringify(body));
  assert.match(body.error ?? '', field);
  assert.equal(server.logs.length, before + 1, server.logs.slice(before).join('\n'));
  assert.doesNotMatch(server.logs.at(-1) ?? '', /\n|\bat .+:\d+:\d+/);
}

describe('forged results', () => {
  it('refuses a sprint that starts at 39 lines on a prepared board (400 naming the option)', async () => {
    const replay = { v: 2, options: { mode: 'sprint', lines: 39, board: rows(['XXXXXX....']), queue: ['I'] }, log: 'RRRD' };
    await refused(replay, /\b(lines|board|queue)\b/);
  });

  it('refuses a marathon started at level 99 with 9999 lines, a combo and back-to-back (400 naming the option)', async () => {
    const replay = {
      v: 2,
      options: { mode: 'marathon', level: 99, lines: 9999, combo: 9999, backToBack: true, board: rows(Array(4).fill('XXXXXXXXX.')), queue: ['I'] },
      log: 'CRRRRRDt30',
    };
    await refused(replay, /\b(level|lines|combo|backToBack|board|queue)\b/);
  });

  it('refuses a log that places a piece with setActive (400 naming setActive)', async () => {
    await refused({ v: 2, options: { mode: 'sprint', goal: 1, seed: 3 }, log: '(I00,18)Dt' }, /setActive/);
  });

  it('answers a setActive after the game ended with 400, logged as one line without a stack trace', async () => {
    const { replay, game } = botGame({ seed: 5, mode: 'sprint', goal: 1 }, 50);
    assert.equal(game.over, 'goal');
    await refused({ ...replay, log: `${replay.log}(T00,5)` }, /setActive/);
  });
});

describe('the log', () => {
  it('writes what a request quoted without its control characters: one line, no terminal escapes', async () => {
    await refused({ v: 2, options: { mode: 'x\u001b[2J\r\nFAKE 500 line' }, log: '' }, /mode/);
    assert.doesNotMatch(server.logs.at(-1) ?? '', /\p{Cc}/u);
  });
});

describe('one game, stored once', () => {
  // A sprint to the default goal: its options carry no goal, so `goal: null` means the same game.
  const { replay } = botGame({ seed: 77, mode: 'sprint' }, 400);

  before(async () => {
    assert.equal((await server.post({ name: 'First', replay })).status, 201);
  });

  it('answers 409 when the log is re-encoded (t written as t1)', async () => {
    const log = replay.log.replace(/t(?!\d)/g, 't1');
    assert.notEqual(log, replay.log);
    assert.equal((await server.post({ name: 'Again', replay: { ...replay, log } })).status, 409);
  });

  it('answers 409 when goal: null is added to the options', async () => {
    assert.equal((await server.post({ name: 'Again', replay: { ...replay, options: { ...replay.options, goal: null } } })).status, 409);
  });

  it('answers 409 when v: 2 is sent as v: 1', async () => {
    assert.equal((await server.post({ name: 'Again', replay: { ...replay, v: 1 } })).status, 409);
  });
});

describe('junk', () => {
  it('stores only the canonical replay: unknown fields are dropped, GET /api/replays/:id gives it back', async () => {
    const { replay } = botGame({ seed: 78, mode: 'sprint', goal: 2 }, 100);
    const junk = 'x'.repeat(100_000);
    const { status, body } = await server.post({ name: 'Packrat', replay: { ...replay, junk, result: { score: 1e9, junk } } });
    assert.equal(status, 201);
    const stored = await fetch(`${server.url}/api/replays/${body.id}`);
    assert.equal(stored.status, 200);
    assert.match(stored.headers.get('content-type') ?? '', /^application\/json/);
    const text = await stored.text();
    assert.doesNotMatch(text, /junk/);
    assert.ok(text.length < 10_000, `${text.length} characters stored`);
    const back = JSON.parse(text) as { options: { seed: number; goal: number }; log: string };
    assert.equal(back.options.seed, 78);
    assert.equal(back.options.goal, 2);
    assert.equal(typeof back.log, 'string');
  });

  it('answers 404 for a replay that is not stored and 400 for an id that is not one', async () => {
    assert.equal((await fetch(`${server.url}/api/replays/999999`)).status, 404);
    for (const id of ['abc', '0', '1.5', '-1', '99999999999999999999']) {
      assert.equal((await fetch(`${server.url}/api/replays/${id}`)).status, 400, id);
    }
  });
});

describe('who may post', () => {
  const { replay } = botGame({ seed: 79, mode: 'sprint', goal: 1 }, 50);

  it('answers 415 to a POST that is not application/json (a CORS simple request)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      assert.equal((await server.post({ name: 'Form', replay }, { 'content-type': type })).status, 415, type);
    }
  });

  it('answers 403 to a POST from a foreign Origin, and takes one from its own', async () => {
    const foreign = await server.post({ name: 'Elsewhere', replay }, { origin: 'https://evil.example' });
    assert.equal(foreign.status, 403);
    assert.equal((await server.post({ name: 'Here', replay }, { origin: server.url })).status, 201);
  });

  it('takes a POST from an origin in ALLOWED_ORIGINS and answers its preflight', async () => {
    const friendly = await startTestServer({ allowedOrigins: ['https://friend.example'] });
    try {
      const preflight = await fetch(`${friendly.url}/api/scores`, {
        method: 'OPTIONS',
        headers: { origin: 'https://friend.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://friend.example');
      const answer = await friendly.post({ name: 'Friend', replay }, { origin: 'https://friend.example' });
      assert.equal(answer.status, 201);
      assert.equal(answer.headers.get('access-control-allow-origin'), 'https://friend.example');
      assert.equal((await friendly.post({ name: 'Stranger', replay }, { origin: 'https://evil.example' })).status, 403);
    } finally {
      await friendly.close();
    }
  });

  it('answers 429 with Retry-After to a client posting faster than the default limit', async () => {
    const limited = await startTestServer({ rateLimit: undefined });
    try {
      const answers = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMIT.burst; i++) answers.push(await limited.post({ name: 'Spammer' }));
      assert.ok(answers.slice(0, -1).every((a) => a.status === 400));
      const last = answers.at(-1)!;
      assert.equal(last.status, 429);
      assert.match(last.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    } finally {
      await limited.close();
    }
  });
});
