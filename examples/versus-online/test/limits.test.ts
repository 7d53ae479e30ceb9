/**
 * What one address may take: open connections and matchmaking requests (rooms made or joined)
 * are capped per address, so one client cannot fill the server; others still get in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RoomClient } from './room-client.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';

let server: ServerProcess;
const open: RoomClient[] = [];

before(async () => {
  server = await startServerProcess([], { CONNECTIONS_PER_ADDRESS: '2', REQUEST_BURST: '5', REQUESTS_PER_MINUTE: '1' });
});

after(async () => {
  for (const client of open) if (client.left === null) await client.room.leave(true).catch(() => undefined);
  await server.stop();
});

describe('per-address limits', () => {
  it('refuse a connection beyond the ones an address may hold, and a matchmaking request beyond its rate', async () => {
    const first = await RoomClient.connect(server.url, (c) => c.create('versus', { players: 4 }));
    open.push(first);
    const { key } = await first.next('welcome');
    open.push(await RoomClient.connect(server.url, (c) => c.joinById(first.room.roomId, { key })));
    // A third connection from the same address: the matchmaker answers, the socket is refused.
    await assert.rejects(RoomClient.connect(server.url, (c) => c.joinById(first.room.roomId, { key })));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/matchmake/create/versus`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    assert.deepEqual(statuses, [200, 200, 429, 429], 'a burst of 5 requests: 3 used by the joins above');
    assert.ok(server.alive());
  });

  it('ignore X-Forwarded-For: an address cannot claim to be another', async () => {
    const response = await fetch(`${server.url}/matchmake/create/versus`, { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '10.9.8.7' } });
    assert.equal(response.status, 429);
    await response.arrayBuffer();
  });
});
