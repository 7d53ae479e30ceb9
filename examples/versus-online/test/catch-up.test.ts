/**
 * The catch-up a page gets on coming back to its seat mid-match in a room of three seats or more:
 * besides the round so far, which seats left the match for good and the wins so far, so its
 * element does not show a seat that left as still in play nor the score as 0-0.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Game } from '../../../src/engine/index.js';
import { stateHash } from '../state-hash.js';
import { RoomClient, wallFrame } from './room-client.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';

let server: ServerProcess;
const open: RoomClient[] = [];

before(async () => {
  server = await startServerProcess([], { CONNECTIONS_PER_ADDRESS: '64', REQUEST_BURST: '200' });
});

after(async () => {
  for (const client of open) if (client.left === null) await client.room.leave(true).catch(() => undefined);
  await server.stop();
});

async function connect(how: Parameters<typeof RoomClient.connect>[1]): Promise<RoomClient> {
  const client = await RoomClient.connect(server.url, how);
  open.push(client);
  return client;
}

/** Plays `client`'s seat idle in `round` on the wall clock; returns a function that stops it. */
function idle(client: RoomClient, round: number): () => void {
  const start = performance.now();
  const timer = setInterval(() => client.send('inputs', { round, upTo: wallFrame(start), events: [] }), 50);
  return () => clearInterval(timer);
}

describe('a player coming back mid-match in a room of three', () => {
  it('is told which seat left the match and the wins so far', async () => {
    const a = await connect((c) => c.create('versus', { players: 3, firstTo: 3 }));
    const { key } = await a.next('welcome');
    const b = await connect((c) => c.joinById(a.room.roomId, { key }));
    const c = await connect((client) => client.joinById(a.room.roomId, { key }));
    const { seed } = await a.next('round-start');
    // Seat 2 leaves for good: out of the match, the two others play on.
    await c.room.leave(true);
    await a.next('seat', (m) => m.seat === 2 && m.forfeit === true);
    // Seat 1 loses round 1 on a state hash of another game: seat 0 wins it.
    let stops = [idle(a, 1), idle(b, 1)];
    try {
      const game = new Game({ seed, versus: {}, handling: {} });
      for (let i = 0; i < 60; i++) game.tick();
      await b.next('frames', (m) => m.upTo > 60);
      b.send('hash', { round: 1, frame: 60, hash: (stateHash(game) + 1) >>> 0 });
      assert.deepEqual((await a.next('round-over')).wins, [1, 0, 0]);
    } finally {
      for (const stop of stops) stop();
    }
    a.send('ready', {});
    b.send('ready', {});
    await b.next('round-start', (m) => m.round === 2);
    stops = [idle(a, 2), idle(b, 2)];
    try {
      await a.next('frames', (m) => m.round === 2 && m.upTo >= 10);
      const token = b.room.reconnectionToken;
      // The TCP connection dropped, with no closing handshake.
      (b.room.connection.transport as unknown as { ws: { _socket: { destroy(): void } } }).ws._socket.destroy();
      await a.next('seat', (m) => m.seat === 1 && !m.present && !m.forfeit);
      const back = await connect((client) => client.reconnect(token));
      assert.equal((await back.next('welcome')).seat, 1);
      const sync = await back.next('sync');
      assert.equal(sync.round, 2);
      assert.deepEqual(sync.wins, [1, 0, 0]);
      assert.deepEqual(sync.left, [2], 'seat 2 left the match');
      assert.deepEqual(sync.knockedOut, [], 'nobody still in the match is out of round 2 yet');
    } finally {
      for (const stop of stops) stop();
    }
  });
});
