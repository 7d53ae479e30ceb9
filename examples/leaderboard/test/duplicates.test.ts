/**
 * One game, one row: inputs that change nothing (padding) give no new duplicate key. Each kind
 * of padding is added to a stored sprint and posted again against the running server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_HANDLING } from '../../../src/engine/index.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';
import type { Entry, TestServer } from './harness.js';

let server: TestServer;
const { replay } = botGame({ seed: 77, mode: 'sprint', goal: 10 }, 400);
// Before the first rotation: a piece is in play, falling, and no button is held.
const at = replay.log.indexOf('+C');
// Just after it: the piece's last move is a rotation already.
const afterTurn = at + '+C-C'.length;

before(async () => {
  server = await startTestServer();
  assert.ok(at > 0);
  assert.equal((await server.post({ name: 'First', replay })).status, 201);
});

after(async () => {
  await server.close();
});

const padded = (entries: string, where = at) => ({ ...replay, log: `${replay.log.slice(0, where)}${entries}${replay.log.slice(where)}` });

describe('padded copies of a stored game', () => {
  const paddings: [string, string, number?][] = [
    ['a release of a button not held', '-L'],
    ['an empty handling entry', '{}'],
    ['a handling entry equal to the handling in effect', JSON.stringify({ das: DEFAULT_HANDLING.das, arr: DEFAULT_HANDLING.arr })],
    ['a rotation and its inverse in one frame', 'CW', afterTurn],
    ['a rotation and its inverse pressed and released in one frame', '+W-W+C-C', afterTurn],
  ];
  for (const [kind, entries, where] of paddings) {
    it(`answers 409 to ${kind}`, async () => {
      const { status, body } = await server.post({ name: 'Padder', replay: padded(entries, where) });
      assert.equal(status, 409, body.error ?? JSON.stringify(body));
    });
  }

  it('keeps one row of the game on its board', async () => {
    const response = await fetch(`${server.url}/api/scores?mode=sprint&goal=10`);
    const { scores } = (await response.json()) as { scores: Entry[] };
    assert.deepEqual(
      scores.map((s) => s.name),
      ['First'],
    );
  });
});
