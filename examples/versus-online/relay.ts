/**
 * The versus relay: an HTTP server for the page and a WebSocket endpoint per room,
 * `/rooms/<code>`. Two players join a room by its code; every message one sends is checked
 * against the message table and passed on to the other, and each is told when the other comes or
 * goes. Each player's browser simulates its own board, so the relay never looks inside a game.
 * @module
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, MessageRejected, parsePlayerMessage } from './messages.js';
import { PageFiles } from '../shared/page-files.js';
import { Rooms, roomCode, send } from './rooms.js';
import type { Seat } from './rooms.js';

export interface RelayOptions {
  /** 0 picks a free port (default 8788). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How often each connection is pinged, in ms; one that has not answered by the next ping is dropped (default 15000). */
  heartbeatMs?: number;
  /** Messages one player may send in a second; more close the connection (default 60). */
  messagesPerSecond?: number;
  /** Most rooms at once (default 10000). */
  maxRooms?: number;
  /** Where the relay reports errors, one line each (default console.error). */
  log?: (line: string) => void;
}

export interface Relay {
  /** The server's address, such as `http://127.0.0.1:8788`. */
  url: string;
  /** Rooms with someone in them. */
  readonly rooms: number;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8788;
export const DEFAULT_HEARTBEAT_MS = 15_000;
export const DEFAULT_MESSAGES_PER_SECOND = 60;
export const DEFAULT_MAX_ROOMS = 10_000;

/** WebSocket close codes the relay uses besides the standard ones. */
export const CLOSE = Object.freeze({
  /** 1008: policy violation, such as too many messages. */
  policy: 1008,
  /** 1013: try again later, when the relay holds all the rooms it may. */
  busy: 1013,
  /** Both seats of the room are taken. */
  full: 4001,
});

const ROOM_PATH = /^\/rooms\/([^/]+)$/;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; connect-src 'self' ws: wss:; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
};

function answer(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** Refuses a WebSocket handshake with a plain HTTP answer. */
function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/** A player's connection: its room and seat, whether it answered the last ping, and its message count this second. */
interface Player {
  readonly room: string;
  readonly seat: Seat;
  alive: boolean;
  windowStart: number;
  count: number;
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const log = options.log ?? ((line: string) => console.error(line));
  const perSecond = options.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND;
  const rooms = new Rooms(options.maxRooms ?? DEFAULT_MAX_ROOMS);
  const players = new Map<WebSocket, Player>();
  const page = new PageFiles(new URL('./page/', import.meta.url));
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: false });

  function onMessage(socket: WebSocket, player: Player, data: RawData, binary: boolean): void {
    const now = performance.now();
    if (now - player.windowStart >= 1000) {
      player.windowStart = now;
      player.count = 0;
    }
    if (++player.count > perSecond) return socket.close(CLOSE.policy, 'too many messages');
    let text: string;
    try {
      if (binary) throw new MessageRejected('messages are text, not binary');
      const message = parsePlayerMessage(data.toString());
      text = JSON.stringify(message);
    } catch (error) {
      if (!(error instanceof MessageRejected)) throw error;
      return send(socket, { type: 'error', message: error.message });
    }
    const opponent = rooms.opponent(player.room, player.seat);
    if (opponent) send(opponent, text);
  }

  function accept(socket: WebSocket, code: string): void {
    const seat = rooms.join(code, socket);
    if (seat === 'full') return socket.close(CLOSE.full, 'room full');
    if (seat === 'busy') return socket.close(CLOSE.busy, 'no free rooms: try again later');
    const player: Player = { room: code, seat, alive: true, windowStart: performance.now(), count: 0 };
    players.set(socket, player);
    socket.on('pong', () => (player.alive = true));
    socket.on('message', (data, binary) => onMessage(socket, player, data, binary));
    // Such as a message over the size limit: ws closes the connection with 1009 itself.
    socket.on('error', (error) => log(`room ${code} seat ${seat}: ${error.message}`));
    socket.on('close', () => {
      players.delete(socket);
      rooms.leave(code, seat, socket);
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'text/plain', 'use GET');
    const file = page.file(path);
    if (!file) return answer(res, 404, 'text/plain', 'not found');
    file.then(
      ({ type, body }) => answer(res, 200, type, body),
      (error: unknown) => {
        log(`GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
        answer(res, 500, 'text/plain', 'internal error');
      },
    );
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = ROOM_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    const code = match ? roomCode(decodeURIComponent(match[1])) : null;
    if (!code) return refuse(socket, 404, 'Not Found');
    sockets.handleUpgrade(req, socket, head, (ws) => accept(ws, code));
  });

  // A connection that stops answering (a closed laptop, a lost network) is dropped, so its room is told.
  const heartbeat = setInterval(() => {
    for (const [socket, player] of players) {
      if (!player.alive) {
        socket.terminate();
        continue;
      }
      player.alive = false;
      socket.ping();
    }
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    get rooms() {
      return rooms.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const socket of players.keys()) socket.terminate();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
