/**
 * Finished matches kept in the server's PGlite store and served back: the replay at
 * `/matches/<id>` passes `verifyMatch()`, and `/matches` lists it.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifyMatch } from '../../../src/engine/index.js';
import { RoomClient } from './room-client.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';

let server: ServerProcess;
let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'versus-store-'));
  // Creating a PGlite database takes a while on a busy machine.
  server = await startServerProcess([], { VERSUS_STORE: '', VERSUS_DATA: dataDir }, 120_000);
});

after(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('stored matches', () => {
  it('keep a finished match whose replay verifyMatch() accepts, listed newest first', async () => {
    const a = await RoomClient.connect(server.url, (c) => c.create('versus', { players: 2, firstTo: 2 }));
    const { key } = await a.next('welcome');
    const b = await RoomClient.connect(server.url, (c) => c.joinById(a.room.roomId, { key }));
    await b.next('round-start');
    await b.room.leave(true);
    const over = await a.next('match-over');
    assert.equal(over.forfeit, true);
    assert.match(over.replayId ?? '', /^[A-Za-z0-9_-]{16}$/);
    const replay: unknown = await (await fetch(`${server.url}/matches/${over.replayId}`)).json();
    const verified = verifyMatch(replay);
    assert.deepEqual(verified.wins, [0, 0]);
    const listed = (await (await fetch(`${server.url}/matches`)).json()) as { id: string; winner: number; forfeit: boolean }[];
    assert.deepEqual(listed.map(({ id, winner, forfeit }) => ({ id, winner, forfeit })), [{ id: over.replayId, winner: 0, forfeit: true }]);
    assert.equal((await fetch(`${server.url}/matches/AAAAAAAAAAAAAAAA`)).status, 404);
    await a.room.leave(true);
  });
});
