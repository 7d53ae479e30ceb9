/**
 * The relay on a free loopback port, with real WebSocket clients: rooms of two, every kind of
 * message passed on, bad and oversized messages refused, and a player who leaves, drops or goes
 * silent reported to the other without anything hanging.
 */
import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { COLS, ROWS } from '../../../src/engine/index.js';
import { MAX_MESSAGE_BYTES } from '../messages.js';
import { CLOSE, startRelay } from '../relay.js';
import type { Relay, RelayOptions } from '../relay.js';
import { TestClient } from './client.js';

let relay: Relay;

before(async () => {
  relay = await startRelay({ port: 0 });
});

after(async () => {
  await relay.close();
});

const roomUrl = (server: Relay, code: string) => `${server.url.replace(/^http/, 'ws')}/rooms/${code}`;

/** Two players seated in room `code` of `server`, the welcomes and the join notice read. */
async function pair(code: string, server = relay): Promise<[TestClient, TestClient]> {
  const first = new TestClient(roomUrl(server, code));
  assert.deepEqual(await first.next(), { type: 'welcome', room: code.toUpperCase(), seat: 0, opponent: false });
  const second = new TestClient(roomUrl(server, code));
  assert.deepEqual(await second.next(), { type: 'welcome', room: code.toUpperCase(), seat: 1, opponent: true });
  assert.deepEqual(await first.next(), { type: 'opponent-joined' });
  return [first, second];
}

const EMPTY_FIELD = '.'.repeat(ROWS * COLS);
const GOOD_MESSAGES = [
  { type: 'ready' },
  { type: 'round', round: 1, seed: 4_000_000_000 },
  { type: 'attack', id: 7, lines: 4 },
  { type: 'garbage', incoming: 12 },
  { type: 'board', cells: 'X'.repeat(COLS) + EMPTY_FIELD.slice(COLS, -COLS) + 'IJLOSTZX..' },
  { type: 'over', frame: 3600, survived: false },
];

async function withRelay(options: RelayOptions, run: (server: Relay) => Promise<void>): Promise<void> {
  const server = await startRelay({ port: 0, log: () => undefined, ...options });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('rooms', () => {
  it('seats two players by room code, without case, and tells the first when the second comes', async () => {
    const [a, b] = await pair('Lobby1');
    assert.equal(relay.rooms, 1);
    a.socket.close();
    b.socket.close();
    await Promise.all([a.closed(), b.closed()]);
  });

  it('closes a third player\'s connection with "room full" and leaves the two playing', async () => {
    const [a, b] = await pair('FULL01');
    const third = new TestClient(roomUrl(relay, 'full01'));
    assert.deepEqual(await third.closed(), { code: CLOSE.full, reason: 'room full' });
    a.send({ type: 'ready' });
    assert.deepEqual(await b.next(), { type: 'ready' });
    assert.equal(a.unread + b.unread, 0);
    a.socket.close();
    b.socket.close();
  });

  it('refuses the handshake for a path that is no room', async () => {
    for (const path of ['rooms/ab', 'rooms/has space', 'rooms/' + 'A'.repeat(17), 'lobby/ABCD', 'rooms/ABCD/x']) {
      const client = new TestClient(`${relay.url.replace(/^http/, 'ws')}/${path}`);
      await assert.rejects(client.open(), /handshake answered 404/, path);
    }
  });

  it('gives a freed seat to the next player and forgets a room once both have left', async () => {
    const [a, b] = await pair('SEATS9');
    a.socket.close();
    assert.deepEqual(await b.next(), { type: 'opponent-left' });
    const c = new TestClient(roomUrl(relay, 'SEATS9'));
    assert.deepEqual(await c.next(), { type: 'welcome', room: 'SEATS9', seat: 0, opponent: true });
    assert.deepEqual(await b.next(), { type: 'opponent-joined' });
    c.send({ type: 'attack', id: 1, lines: 2 });
    assert.deepEqual(await b.next(), { type: 'attack', id: 1, lines: 2 });
    const roomsBefore = relay.rooms;
    b.socket.close();
    c.socket.close();
    await Promise.all([b.closed(), c.closed()]);
    await waitFor(() => relay.rooms === roomsBefore - 1);
  });

  it('refuses a new room beyond the most rooms allowed, with "try again later"', async () => {
    await withRelay({ maxRooms: 1 }, async (server) => {
      const first = new TestClient(roomUrl(server, 'ONE1'));
      assert.equal((await first.next() as { seat: number }).seat, 0);
      const other = new TestClient(roomUrl(server, 'TWO2'));
      assert.equal((await other.closed()).code, CLOSE.busy);
      first.socket.close();
    });
  });
});

describe('messages', () => {
  it('passes every kind of message on to the other player, both ways, in order', async () => {
    const [a, b] = await pair('RELAY1');
    for (const message of GOOD_MESSAGES) a.send(message);
    for (const message of GOOD_MESSAGES) assert.deepEqual(await b.next(), message);
    for (const message of [...GOOD_MESSAGES].reverse()) b.send(message);
    for (const message of [...GOOD_MESSAGES].reverse()) assert.deepEqual(await a.next(), message);
    assert.equal(a.unread + b.unread, 0, 'no echo to the sender');
    a.socket.close();
    b.socket.close();
  });

  it('refuses a bad message with an error naming the fault, passes nothing on and keeps the connection', async () => {
    const [a, b] = await pair('CHECK1');
    const bad: [unknown, RegExp][] = [
      ['not json', /one JSON object/],
      ['[1,2]', /one JSON object/],
      ['null', /one JSON object/],
      [{ type: 'chat', text: 'hi' }, /type must be one of ready, round, attack, garbage, board, over/],
      [{ lines: 2 }, /type must be one of/],
      [{ type: 'attack', id: 1 }, /attack\.lines must be a whole number from 1 to 100/],
      [{ type: 'attack', id: 1, lines: 0 }, /attack\.lines must be/],
      [{ type: 'attack', id: 1, lines: 2.5 }, /attack\.lines must be/],
      [{ type: 'attack', id: 0, lines: 2 }, /attack\.id must be a whole number from 1 to 4294967295/],
      [{ type: 'attack', id: 1, lines: '2' }, /attack\.lines must be/],
      [{ type: 'attack', id: 1, lines: 2, column: 3 }, /attack has no field "column"/],
      ['{"type":"ready","__proto__":1}', /ready has no field "__proto__"/],
      [{ type: 'round', round: 1, seed: -1 }, /round\.seed must be/],
      [{ type: 'round', round: 198, seed: 1 }, /round\.round must be a whole number from 1 to 197/],
      [{ type: 'garbage', incoming: 1000 }, /garbage\.incoming must be/],
      [{ type: 'over', frame: 10, survived: 'yes' }, /over\.survived must be true or false/],
      [{ type: 'board', cells: EMPTY_FIELD.slice(1) }, /board\.cells must be 20 to 40 rows of 10 cells/],
      [{ type: 'board', cells: EMPTY_FIELD.replace('.', 'Q') }, /board\.cells must be/],
      [{ type: 'board', cells: EMPTY_FIELD + '.' }, /board\.cells must be/],
    ];
    for (const [message, error] of bad) {
      a.send(typeof message === 'string' ? message : JSON.stringify(message));
      const reply = (await a.next()) as { type: string; message: string };
      assert.equal(reply.type, 'error', JSON.stringify(message));
      assert.match(reply.message, error, JSON.stringify(message));
    }
    a.socket.send(Buffer.from('{"type":"ready"}'), { binary: true });
    assert.deepEqual(await a.next(), { type: 'error', message: 'messages are text, not binary' });
    // Nothing reached the other player: the next message it gets is the good one sent after.
    a.send({ type: 'attack', id: 3, lines: 1 });
    assert.deepEqual(await b.next(), { type: 'attack', id: 3, lines: 1 });
    assert.equal(b.unread, 0);
    a.socket.close();
    b.socket.close();
  });

  it('closes the connection of a player who sends a message over the size limit, and tells the other', async () => {
    const [a, b] = await pair('HUGE01');
    a.send({ type: 'ready', padding: 'x'.repeat(MAX_MESSAGE_BYTES) });
    assert.equal((await a.closed()).code, 1009);
    assert.deepEqual(await b.next(), { type: 'opponent-left' });
    assert.equal(b.unread, 0, 'nothing of the huge message was passed on');
    b.socket.close();
  });

  it('takes a message of exactly the size limit and closes the connection on one byte more', async () => {
    const [a, b] = await pair('EDGE01');
    const padded = (bytes: number) => '{"type":"ready"}'.padEnd(bytes, ' ');
    a.send(padded(MAX_MESSAGE_BYTES));
    assert.deepEqual(await b.next(), { type: 'ready' });
    a.send(padded(MAX_MESSAGE_BYTES + 1));
    assert.equal((await a.closed()).code, 1009);
    assert.deepEqual(await b.next(), { type: 'opponent-left' });
    b.socket.close();
  });

  it('closes the connection of a player who floods the room, and tells the other', async () => {
    await withRelay({ messagesPerSecond: 5 }, async (server) => {
      const [a, b] = await pair('FLOOD1', server);
      for (let i = 0; i < 20; i++) a.send({ type: 'garbage', incoming: i });
      assert.deepEqual(await a.closed(), { code: CLOSE.policy, reason: 'too many messages' });
      const seen: unknown[] = [];
      for (let message = await b.next(); (message as { type: string }).type !== 'opponent-left'; message = await b.next()) seen.push(message);
      assert.deepEqual(seen, [0, 1, 2, 3, 4].map((incoming) => ({ type: 'garbage', incoming })));
      b.socket.close();
    });
  });
});

/** Resolves once `done()` holds, checking on each turn of the event loop (fails the test after a few seconds). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn > 5000) throw new Error('condition not met');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a player who goes away', () => {
  it('is reported to the other player when the connection closes cleanly', async () => {
    const [a, b] = await pair('BYE001');
    a.socket.close(1000, 'done');
    assert.deepEqual(await b.next(), { type: 'opponent-left' });
    b.send({ type: 'ready' });
    b.socket.close();
    assert.equal((await b.closed()).code, 1005);
  });

  it('is reported when the network connection drops without a closing handshake', async () => {
    const [a, b] = await pair('DROP01');
    // Destroying the TCP socket under the WebSocket: no close frame is ever sent.
    (a.socket as unknown as { _socket: Socket })._socket.destroy();
    assert.deepEqual(await b.next(), { type: 'opponent-left' });
    b.socket.close();
  });

  it('is dropped and reported when it stops answering pings', async () => {
    await withRelay({ heartbeatMs: 40 }, async (server) => {
      const silent = new TestClient(roomUrl(server, 'QUIET1'), { autoPong: false });
      await silent.next();
      const b = new TestClient(roomUrl(server, 'QUIET1'));
      await b.next();
      await silent.next();
      assert.deepEqual(await b.next(), { type: 'opponent-left' });
      assert.equal((await silent.closed()).code, 1006, 'terminated, not closed politely');
      // The player who answers pings stays.
      assert.equal(b.socket.readyState, b.socket.OPEN);
      assert.equal(server.rooms, 1);
      b.socket.close();
    });
  });

  it('lets the relay close while players are connected', async () => {
    const server = await startRelay({ port: 0, log: () => undefined });
    const [a, b] = await pair('SHUT01', server);
    await server.close();
    assert.equal((await a.closed()).code, 1006);
    assert.equal((await b.closed()).code, 1006);
  });
});
