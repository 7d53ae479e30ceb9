/**
 * Finished matches kept in the server's PGlite store and served back: the replay at
 * `/matches/<id>` passes `verifyMatch()`, and `/matches` lists it. A room of four seats played by
 * Node clients on the wall clock, each hard-dropping at its own pace, is knocked out in that
 * order, and its stored replay says so.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifyMatch } from '../../../src/engine/index.js';
import { PlayerSession } from '../player-session.js';
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

/**
 * Plays `client`'s seat as a page would, its game following the wall clock: a hard drop every
 * `every` frames (null: no input at all). Returns a function that stops it.
 */
function wallPlayer(client: RoomClient, seat: number, every: number | null): () => void {
  const session = new PlayerSession(seat, (type, message) => client.send(type, message));
  let seen = 0;
  let start = 0;
  const timer = setInterval(() => {
    for (; seen < client.received.length; seen++) {
      const message = client.received[seen];
      if (message.type === 'round-start') start = performance.now();
      session.receive(message);
    }
    const wanted = Math.floor(((performance.now() - start) * 60) / 1000);
    while (session.game && session.ticks < wanted) {
      const game = session.game;
      if (every !== null && session.playing && game.game.over === null) {
        if (game.frame % every === 0) session.input('hardDrop', true);
        else if (game.frame % every === 1) session.input('hardDrop', false);
      }
      session.tick();
    }
  }, 16);
  return () => clearInterval(timer);
}

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
    // The replay holds the leaving: it plays back to the same win by forfeit.
    assert.deepEqual([verified.winner, verified.wins], [0, [0, 0]]);
    const listed = (await (await fetch(`${server.url}/matches`)).json()) as { id: string; winner: number; forfeit: boolean }[];
    assert.deepEqual(listed.map(({ id, winner, forfeit }) => ({ id, winner, forfeit })), [{ id: over.replayId, winner: 0, forfeit: true }]);
    assert.equal((await fetch(`${server.url}/matches/AAAAAAAAAAAAAAAA`)).status, 404);
    await a.room.leave(true);
  });

  it('keep a room of four seats played to a knock-out, in the order the players topped out', async () => {
    const first = await RoomClient.connect(server.url, (c) => c.create('versus', { players: 4, firstTo: 1 }));
    const { key, players } = await first.next('welcome');
    assert.equal(players, 4);
    const clients = [first];
    for (let i = 1; i < 4; i++) clients.push(await RoomClient.connect(server.url, (c) => c.joinById(first.room.roomId, { key })));
    assert.deepEqual(await Promise.all(clients.map(async (client) => (await client.next('welcome')).seat)), [0, 1, 2, 3]);
    // Seat 4 drops fastest and tops out first, then seat 3, then seat 2; seat 1 waits and wins.
    const stops = clients.map((client, seat) => wallPlayer(client, seat, [null, 12, 6, 3][seat]));
    try {
      const over = await first.until(() => first.all('match-over')[0], 'match-over');
      assert.equal(over.winner, 0);
      assert.equal(over.forfeit, false);
      assert.deepEqual(first.all('lost'), [], 'no player failed a check');
      const replay: unknown = await (await fetch(`${server.url}/matches/${over.replayId}`)).json();
      const verified = verifyMatch(replay);
      assert.equal(verified.winner, 0);
      assert.deepEqual(verified.rounds[0].places, [1, 2, 3, 4]);
    } finally {
      for (const stop of stops) stop();
      for (const client of clients) await client.room.leave(true);
    }
  });
});
