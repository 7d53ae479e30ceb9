/**
 * Two server processes sharing one Redis: a room made through one is joined through the other,
 * and `kill -9` of one process ends only the rooms it held, whose players are told, while the
 * rooms of the other play on; the live process takes the dead one's rooms out of the shared room
 * listing within seconds, so quick match no longer offers them.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

/** The room ids in the listing the processes share (Colyseus's RedisDriver keeps it in one hash). */
async function listedRooms(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('redis-cli', ['-u', redis.url, 'HKEYS', 'roomcaches']);
  return stdout.split('\n').filter(Boolean);
}

/** A bound on how long the live process may take to notice a dead one (its check every 2 s, plus a 2 s answer timeout). */
const CLEANUP_MS = 15_000;

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
    // A quick-match room waiting for players on the process about to die (one seat count per room, so none pair).
    let waiting: RoomClient | undefined;
    for (let players = 3; players <= 8 && !waiting; players++) {
      const client = await RoomClient.connect(servers[players % 2].url, (c) => c.joinOrCreate('versus', { quick: true, players }));
      open.push(client);
      if (hostPort(client) === new URL(victim.url).port) waiting = client;
    }
    assert.ok(waiting, 'a waiting quick-match room on the process to kill');
    const waitingSeats = (await waiting.next('welcome')).players;
    const deadRooms = [waiting.room.roomId, ...rooms.filter(([a]) => hostPort(a) === hostPort(waiting)).map(([a]) => a.room.roomId)];
    const listed = await listedRooms();
    assert.deepEqual(deadRooms.filter((id) => !listed.includes(id)), [], 'listed before the kill');
    victim.child.kill('SIGKILL');
    const doomed = rooms.filter(([a]) => hostPort(a) === new URL(victim.url).port);
    const living = rooms.filter(([a]) => hostPort(a) !== new URL(victim.url).port);
    for (const [a, b] of doomed) {
      assert.equal(await a.gone(), 1006, 'the connection dropped with the process');
      assert.equal(await b.gone(), 1006);
    }
    assert.equal(await waiting.gone(), 1006);
    // The live process takes the dead one's rooms out of the listing: polled, within a bound.
    const deadline = performance.now() + CLEANUP_MS;
    let left = deadRooms;
    while (left.length > 0 && performance.now() < deadline) {
      const now = await listedRooms();
      left = deadRooms.filter((id) => now.includes(id));
      if (left.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.deepEqual(left, [], `the dead process's rooms still listed after ${CLEANUP_MS} ms`);
    // Quick match for those seats makes a new room on the live process, instead of offering the dead one.
    const live = servers.find((server) => server !== victim)!;
    const fresh = await RoomClient.connect(live.url, (c) => c.joinOrCreate('versus', { quick: true, players: waitingSeats }));
    open.push(fresh);
    assert.notEqual(fresh.room.roomId, waiting.room.roomId);
    assert.equal(hostPort(fresh), new URL(live.url).port);
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
