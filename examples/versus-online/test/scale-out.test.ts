/**
 * Two server processes sharing one Redis: a room made through one is joined through the other,
 * and `kill -9` of one process ends only the rooms it held, whose players are told, while the
 * rooms of the other play on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startRedis } from './redis.js';
import type { TestRedis } from './redis.js';
import { RoomClient, wallFrame } from './room-client.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';

let redis: TestRedis;
let servers: ServerProcess[] = [];
const open: RoomClient[] = [];

before(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, REQUEST_BURST: '200', CONNECTIONS_PER_ADDRESS: '64' };
  servers = [await startServerProcess([], env), await startServerProcess([], env)];
});

after(async () => {
  for (const client of open) if (client.left === null) await client.room.leave(true).catch(() => undefined);
  for (const server of servers) await server.stop();
  await redis?.stop();
});

/** The port of the process a client's room connection went to. */
const hostPort = (client: RoomClient) => new URL((client.room.connection.transport as unknown as { ws: { url: string } }).ws.url).port;

async function pairedRoom(made: ServerProcess, joined: ServerProcess): Promise<[RoomClient, RoomClient]> {
  const a = await RoomClient.connect(made.url, (c) => c.create('versus', { players: 2, firstTo: 3 }));
  const { key } = await a.next('welcome');
  const b = await RoomClient.connect(joined.url, (c) => c.joinById(a.room.roomId, { key }));
  open.push(a, b);
  await a.next('round-start');
  await b.next('round-start');
  return [a, b];
}

describe('two processes, one Redis', () => {
  it('seat a player who asks one process in a room the other made', async () => {
    const [a, b] = await pairedRoom(servers[0], servers[1]);
    assert.equal(hostPort(a), hostPort(b), 'both players reach the process holding the room');
    const [, , port] = /^http:\/\/([^:]+):(\d+)$/.exec(servers[0].url)!;
    assert.ok([port, new URL(servers[1].url).port].includes(hostPort(a)));
  });

  it('lose only the rooms of a process killed with kill -9, whose players are told', async () => {
    // New rooms go to the process holding the fewest: make rooms until each process holds one.
    const rooms: [RoomClient, RoomClient][] = [];
    for (let i = 0; i < 6 && new Set(rooms.map(([a]) => hostPort(a))).size < 2; i++) rooms.push(await pairedRoom(servers[i % 2], servers[(i + 1) % 2]));
    const ports = new Set(rooms.map(([a]) => hostPort(a)));
    assert.equal(ports.size, 2, 'rooms on both processes');
    const victim = servers.find((server) => new URL(server.url).port === hostPort(rooms[0][0]))!;
    victim.child.kill('SIGKILL');
    const doomed = rooms.filter(([a]) => hostPort(a) === new URL(victim.url).port);
    const living = rooms.filter(([a]) => hostPort(a) !== new URL(victim.url).port);
    for (const [a, b] of doomed) {
      assert.equal(await a.gone(), 1006, 'the connection dropped with the process');
      assert.equal(await b.gone(), 1006);
    }
    for (const [a, b] of living) {
      const start = performance.now();
      const seen = a.all('frames').length;
      const stop = setInterval(() => {
        const upTo = wallFrame(start);
        a.send('inputs', { round: 1, upTo, events: [] });
        b.send('inputs', { round: 1, upTo, events: [] });
      }, 50);
      try {
        await a.until(() => a.all('frames').length > seen, 'frames after the kill');
      } finally {
        clearInterval(stop);
      }
      assert.equal(a.left, null);
      assert.equal(b.left, null);
    }
  });
});
