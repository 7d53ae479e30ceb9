/**
 * `npm run bench:online`: the versus server of examples/versus-online.
 * - Rooms per CPU core: rooms whose two players are bots (hard, the engine's search) played in
 *   this process, the referee checking every input, hash and delivery; CPU time per second of play.
 * - Message latency at 100 and 1,000 rooms (`--rooms 100,1000`): a server process on this machine,
 *   two colyseus.js clients per room sending their frame 20 times a second; per room, seat 0
 *   presses a button twice a second and the time until seat 1 receives the room's frames holding
 *   it is one sample (it includes waiting for seat 1's own frame), as is the round trip of a
 *   refused message.
 * - Memory per room (two players in it) and per idle connection (a player waiting alone in a
 *   room), from the server process's resident set.
 */
import { readFileSync } from 'node:fs';
import { RefereeHarness } from '../examples/versus-online/test/referee-harness.js';
import { RoomClient, wallFrame } from '../examples/versus-online/test/room-client.js';
import { startServerProcess } from '../examples/versus-online/test/server-process.js';
import type { ServerProcess } from '../examples/versus-online/test/server-process.js';

const SIM_ROOMS = 8;
const SIM_SECONDS = 30;
const MEASURE_MS = 15_000;

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

function roomsPerCore(): void {
  const rooms = Array.from({ length: SIM_ROOMS }, (_, i) => new RefereeHarness({ seed: i + 1, latency: 2, firstTo: 99, bots: [{ difficulty: 'hard' }] }));
  const start = process.cpuUsage();
  for (let frame = 0; frame < SIM_SECONDS * 60; frame++) for (const room of rooms) room.frame();
  const used = process.cpuUsage(start);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const perRoomSecond = cpuSeconds / (SIM_ROOMS * SIM_SECONDS);
  console.log(`rooms per core (two hard bots each, referee included): ${fmt(1 / perRoomSecond)} (${fmt(perRoomSecond * 1000, 2)} ms CPU per room per second of play)`);
}

async function latency(server: ServerProcess, count: number): Promise<void> {
  const before = rssKb(server.child.pid!);
  const pairs: [RoomClient, RoomClient][] = [];
  /** When each room's round began, as its players heard. */
  const started: number[] = [];
  for (let i = 0; i < count; i++) {
    const a = await RoomClient.connect(server.url, (c) => c.create('versus', { players: 2, firstTo: 99 }));
    const { key } = await a.next('welcome');
    const b = await RoomClient.connect(server.url, (c) => c.joinById(a.room.roomId, { key }));
    pairs.push([a, b]);
    await a.next('round-start');
    started.push(performance.now());
  }
  const perRoomKb = (rssKb(server.child.pid!) - before) / count;
  const samples: number[] = [];
  const trips: number[] = [];
  const pressed = new Map<RoomClient, Map<number, number>>();
  pairs.forEach(([a, b]) => {
    const sent = new Map<number, number>();
    pressed.set(a, sent);
    b.room.onMessage('frames', (message: { events: [number, number, string, number][] }) => {
      for (const [seat, frame] of message.events) {
        const at = seat === 0 ? sent.get(frame) : undefined;
        if (at !== undefined) samples.push(performance.now() - at);
      }
    });
    a.room.onMessage('error', () => {
      const at = (a as unknown as { tripAt?: number }).tripAt;
      if (at !== undefined) trips.push(performance.now() - at);
    });
  });
  let tick = 0;
  const timer = setInterval(() => {
    tick++;
    pairs.forEach(([a, b], i) => {
      const upTo = wallFrame(started[i]);
      const events: [number, 'left', 0 | 1][] = [];
      if ((tick + i) % 10 === 0 && upTo > 0) {
        events.push([upTo - 1, 'left', (tick / 10) % 2 === 0 ? 1 : 0]);
        pressed.get(a)!.set(upTo - 1, performance.now());
      }
      a.send('inputs', { round: 1, upTo, events });
      b.send('inputs', { round: 1, upTo, events: [] });
      if ((tick + i) % 20 === 5) {
        (a as unknown as { tripAt?: number }).tripAt = performance.now();
        a.send('hash', { round: 1, frame: 1, hash: 0 });
      }
    });
  }, 50);
  await sleep(MEASURE_MS);
  clearInterval(timer);
  console.log(
    `${fmt(count)} rooms: input to the other player p50 ${fmt(pct(samples, 0.5), 1)} ms, p99 ${fmt(pct(samples, 0.99), 1)} ms (${samples.length} samples); ` +
      `round trip p50 ${fmt(pct(trips, 0.5), 1)} ms, p99 ${fmt(pct(trips, 0.99), 1)} ms; ${fmt(perRoomKb)} KB per room`,
  );
  await Promise.all(pairs.flat().map((client) => client.room.leave(true).catch(() => undefined)));
}

async function idleConnections(server: ServerProcess, count: number): Promise<void> {
  await sleep(1000);
  const before = rssKb(server.child.pid!);
  const clients: RoomClient[] = [];
  for (let i = 0; i < count; i++) clients.push(await RoomClient.connect(server.url, (c) => c.create('versus', { players: 2 })));
  await sleep(1000);
  console.log(`idle connections: ${fmt((rssKb(server.child.pid!) - before) / count)} KB each (a player waiting alone in a room; ${count} of them)`);
  await Promise.all(clients.map((client) => client.room.leave(true).catch(() => undefined)));
}

const roomsArg = process.argv.indexOf('--rooms');
const roomCounts = (roomsArg === -1 ? '100,1000' : process.argv[roomsArg + 1]).split(',').map(Number);
roomsPerCore();
const server = await startServerProcess([], { CONNECTIONS_PER_ADDRESS: '100000', REQUEST_BURST: '100000', REQUESTS_PER_MINUTE: '100000' });
try {
  await idleConnections(server, 200);
  for (const count of roomCounts) await latency(server, count);
} finally {
  await server.stop();
}
