/**
 * Only games that can rank are verified and stored: a replay that could never rank is refused
 * from its text before any verification (the server's count of verifications does not move), and
 * a verified game that did not count is not stored.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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

/** Posts `replay`, asserts a 400 whose error matches `reason`, and that no verification ran. */
async function refusedUnverified(replay: unknown, reason: RegExp): Promise<void> {
  const before = server.verifications();
  const { status, body } = await server.post({ name: 'Idler', replay });
  assert.equal(status, 400, JSON.stringify(body));
  assert.match(body.error ?? '', reason);
  assert.equal(server.verifications(), before, 'the replay was verified');
}

describe('refused before verification', () => {
  it('a zen game', async () => {
    await refusedUnverified(botGame({ seed: 3, mode: 'zen' }, 20).replay, /zen/);
  });

  it('a dig game', async () => {
    await refusedUnverified(botGame({ seed: 3, mode: 'dig' }, 20).replay, /dig/);
  });

  it('a sprint or an ultra longer than its mode allows (430,000 frames)', async () => {
    await refusedUnverified({ v: 2, options: { mode: 'sprint' }, log: 't430000' }, /frames/);
    await refusedUnverified({ v: 2, options: { mode: 'ultra' }, log: 't430000' }, /frames/);
  });

  it('an ultra or a sprint started above level 1 (level 15)', async () => {
    await refusedUnverified(botGame({ seed: 3, mode: 'ultra', level: 15 }, 20).replay, /level/);
    await refusedUnverified(botGame({ seed: 3, mode: 'sprint', level: 15 }, 20).replay, /level/);
  });
});

describe('a marathon held to its line budget (30 s a line, and a minute more)', () => {
  it('refuses a marathon with a goal whose log is longer than its lines allow, before verification', async () => {
    // 10 lines: 10 x 1,800 + 3,600 frames at most.
    await refusedUnverified({ v: 2, options: { mode: 'marathon', goal: 10 }, log: 't21601' }, /21601 frames, over the 21600/);
  });

  it('stops an endless marathon at the first frame past its budget for the next line (no line by frame 5,400)', async () => {
    // Left alone, this game would fall until frame 8,098; its text says nothing of its lines.
    const before = server.verifications();
    const { status, body } = await server.post({ name: 'Staller', replay: { v: 2, options: { mode: 'marathon' }, log: 't430000' } });
    assert.equal(status, 400, JSON.stringify(body));
    assert.match(body.error ?? '', /no line 1 by frame 5400/);
    assert.equal(server.verifications(), before + 1);
  });
});

describe('verified, not stored', () => {
  it('a sprint that stopped before its goal', async () => {
    const { replay, game } = botGame({ seed: 4, mode: 'sprint', goal: 20 }, 10);
    assert.equal(game.over, null);
    const before = server.verifications();
    const { status, body } = await server.post({ name: 'Quitter', replay });
    assert.equal(status, 400, JSON.stringify(body));
    assert.match(body.error ?? '', /not end|never ranks|does not count/);
    assert.equal(server.verifications(), before + 1);
    const { scores } = (await (await fetch(`${server.url}/api/scores?mode=sprint&goal=20`)).json()) as { scores: unknown[] };
    assert.equal(scores.length, 0);
  });
});

describe('ranked from level 1', () => {
  it('still takes a marathon started at level 15 (it ranks on the marathon board)', async () => {
    const { replay, game } = botGame({ seed: 5, mode: 'marathon', level: 15, goal: 2 }, 60);
    assert.equal(game.over, 'goal');
    assert.equal((await server.post({ name: 'Fast', replay })).status, 201);
  });
});
