/**
 * Rooms over the running server, with colyseus.js clients: private rooms joined only by their
 * link, quick match, spectators joining mid-match, a player who drops and comes back to the same
 * seat, one who leaves and loses by forfeit, and messages a player could forge refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Game } from '../../../src/engine/index.js';
import { wallFrame } from './room-client.js';
import { stateHash } from '../state-hash.js';
import { RoomClient } from './room-client.js';
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

/** A private room of `players` seats, everyone seated. */
async function privateRoom(players = 2, firstTo = 1): Promise<{ clients: RoomClient[]; key: string; roomId: string }> {
  const first = await connect((c) => c.create('versus', { players, firstTo }));
  const { key } = await first.next('welcome');
  const clients = [first];
  for (let i = 1; i < players; i++) clients.push(await connect((c) => c.joinById(first.room.roomId, { key })));
  return { clients, key: key!, roomId: first.room.roomId };
}

/** Plays `client`'s seat idle on the wall clock: after the countdown, its frame reported as real time goes by. */
function idle(client: RoomClient, round = 1): () => void {
  const start = performance.now();
  const timer = setInterval(() => client.send('inputs', { round, upTo: wallFrame(start), events: [] }), 50);
  return () => clearInterval(timer);
}

describe('private rooms', () => {
  it('seat whoever has the link, with a key of 128 random bits, and refuse a join without it', async () => {
    const { clients, key, roomId } = await privateRoom();
    assert.match(key, /^[A-Za-z0-9_-]{22}$/, '22 base64url characters: 128 bits');
    assert.deepEqual((await clients[1].next('welcome')).seat, 1);
    await assert.rejects(connect((c) => c.joinById(roomId, {})), /no such room, or a wrong link/);
    await assert.rejects(connect((c) => c.joinById(roomId, { key: key.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')) })), /wrong link/);
    for (const client of clients) await client.next('round-start');
  });

  it('are never offered by quick match', async () => {
    const { clients } = await privateRoom(3);
    const quick = await connect((c) => c.joinOrCreate('versus', { quick: true, players: 3 }));
    assert.notEqual(quick.room.roomId, clients[0].room.roomId);
  });
});

describe('quick match', () => {
  it('pairs two players asking for the same seats, and starts their match', async () => {
    const a = await connect((c) => c.joinOrCreate('versus', { quick: true, players: 2, firstTo: 1 }));
    const b = await connect((c) => c.joinOrCreate('versus', { quick: true, players: 2, firstTo: 1 }));
    assert.equal(a.room.roomId, b.room.roomId);
    assert.equal((await a.next('round-start')).round, 1);
    await b.next('round-start');
  });
});

describe('a hostile player', () => {
  it('cannot send a round, an attack or a result, nor another seat\'s inputs; the other player sees none of it', async () => {
    const { clients: [a, b] } = await privateRoom();
    await b.next('round-start');
    const forged: [string, unknown, RegExp][] = [
      ['round', { round: 197, seed: 1 }, /type must be one of inputs, ack, hash, ready/],
      ['attack', { id: 1, lines: 100 }, /type must be one of/],
      ['over', { frame: 1, survived: false }, /type must be one of/],
      ['match-over', { winner: 1 }, /type must be one of/],
      ['inputs', { round: 1, upTo: 1, events: [], seat: 0 }, /inputs has no field "seat"/],
      ['inputs', { round: 1, upTo: 1, events: [[0, 'hardDrop', 1]], player: 0 }, /no field "player"/],
    ];
    for (const [type, message, error] of forged) {
      b.send(type, message);
      const reply = await b.next('error', (m) => error.test(m.message));
      assert.match(reply.message, error);
    }
    assert.deepEqual(a.all('error'), []);
    assert.deepEqual([...new Set(a.received.map((m) => m.type))].sort(), ['round-start', 'seat', 'targets', 'welcome']);
  });

  it('loses the round, alone, with a state hash of another game, and both players are told why', async () => {
    const { clients: [a, b] } = await privateRoom();
    const { seed } = await a.next('round-start');
    const stops = [idle(a), idle(b)];
    try {
      const game = new Game({ seed, versus: {}, handling: {} });
      for (let i = 0; i < 60; i++) game.tick();
      // Once the room has played frame 60, it checks a hash of that frame at once.
      await b.next('frames', (m) => m.upTo > 60);
      a.send('hash', { round: 1, frame: 60, hash: stateHash(game) });
      b.send('hash', { round: 1, frame: 60, hash: (stateHash(game) + 1) >>> 0 });
      for (const client of [a, b]) {
        const lost = await client.next('lost');
        assert.equal(lost.seat, 1);
        assert.match(lost.reason, /state differs from the room's at frame 60/);
      }
      assert.equal(a.all('lost').length, 1, 'the honest player lost nothing');
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('spectators', () => {
  it('join mid-match with the link and get the round so far and every input after', async () => {
    const { clients: [a, b], key, roomId } = await privateRoom();
    await a.next('round-start');
    const stops = [idle(a), idle(b)];
    try {
      await a.next('frames', (m) => m.upTo >= 10);
      const watcher = await connect((c) => c.joinById(roomId, { key, spectate: true }));
      const welcome = await watcher.next('welcome');
      assert.equal(welcome.seat, null);
      assert.equal(welcome.key, null, 'a spectator is not handed the link key');
      const sync = await watcher.next('sync');
      assert.equal(sync.round, 1);
      assert.ok(sync.frames.at(-1)!.upTo >= 10);
      await watcher.next('frames', (m) => m.upTo > sync.frames.at(-1)!.upTo);
      watcher.send('inputs', { round: 1, upTo: 1, events: [] });
      assert.match((await watcher.next('error')).message, /spectators send nothing/);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('a player who goes away', () => {
  it('loses by forfeit on leaving, and the other sees the win', async () => {
    const { clients: [a, b] } = await privateRoom(2, 3);
    await a.next('round-start');
    await b.room.leave(true);
    assert.deepEqual(await a.next('seat', (m) => m.forfeit === true), { type: 'seat', seat: 1, present: false, forfeit: true });
    const over = await a.next('match-over');
    assert.equal(over.winner, 0);
    assert.equal(over.forfeit, true);
  });

  it('comes back to the same seat after a dropped connection, and gets the round so far', async () => {
    const { clients: [a, b] } = await privateRoom(2, 3);
    await a.next('round-start');
    const token = b.room.reconnectionToken;
    // The TCP connection dropped, with no closing handshake.
    (b.room.connection.transport as unknown as { ws: { _socket: { destroy(): void } } }).ws._socket.destroy();
    await a.next('seat', (m) => m.seat === 1 && !m.present);
    const back = await connect((c) => c.reconnect(token));
    const welcome = await back.next('welcome');
    assert.equal(welcome.seat, 1);
    assert.equal((await back.next('sync')).round, 1);
    await a.next('seat', (m) => m.seat === 1 && m.present);
    assert.equal(a.all('match-over').length, 0);
  });
});
