/**
 * The versus server: the page, the stored matches (`/matches`, `/matches/<id>`), and Colyseus
 * matchmaking (`/matchmake/...`) and room connections (`/<process>/<room>?sessionId=...`) on one
 * HTTP server. Every request is checked before Colyseus sees it: a path or upgrade it does not
 * serve gets a 4xx, and each address has its limits. With a Redis URL, the processes sharing that
 * Redis share the room directory and matchmaking (Colyseus's RedisPresence and RedisDriver), and
 * each room lives in the process that made it; a page connects to that process's public address.
 * @module
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server, matchMaker } from '@colyseus/core';
import type { Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { PageFiles } from '../shared/page-files.js';
import { AddressLimits, DEFAULT_ADDRESS_LIMITS } from './address-limits.js';
import type { AddressLimitOptions } from './address-limits.js';
import { MATCH_ID, MatchStore } from './match-store.js';
import type { StoreLocation } from './match-store.js';
import { MAX_MESSAGE_BYTES } from './protocol.js';
import { VersusRoom, roomServices } from './versus-room.js';

export interface VersusServerOptions {
  /** 0 picks a free port (default 8788). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where finished matches are kept; null keeps none. */
  store: StoreLocation | null;
  /** A `redis://` URL: share rooms with the other processes using it. */
  redisUrl?: string;
  /** Where pages reach this process (`host:port`, or `host/path` behind a proxy); default the address it listens on. */
  publicAddress?: string;
  limits?: Partial<AddressLimitOptions>;
  log?: (line: string) => void;
}

export interface VersusServer {
  /** Such as `http://127.0.0.1:8788`. */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8788;
/** How often a connection is pinged; one that misses two answers is dropped. */
const PING_MS = 5000;
/**
 * How often a process sharing Redis looks for processes that died without a word (`kill -9`, a
 * lost machine). Colyseus checks only when a process starts or a seat request times out; this
 * check costs one Redis query while every process is alive. A process whose channel is gone and
 * that does not answer within Colyseus's 2 s is struck out, and its rooms leave the listing.
 */
const DEAD_PROCESS_CHECK_MS = 2000;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; connect-src 'self' ws: wss: http: https:; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
};

/** The Colyseus routes a page uses, and nothing else. */
const MATCHMAKE_PATH = /^\/matchmake\/(?:joinOrCreate|create|join|joinById|reconnect)\/[A-Za-z0-9_-]{1,64}$/;
const ROOM_SOCKET_PATH = /^\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;
const SOCKET_QUERY_KEYS = new Set(['sessionId', 'reconnectionToken']);
const SAFE_QUERY_VALUE = /^[A-Za-z0-9_:-]{1,128}$/;

function answer(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/** The path and query of `req`, or null when it is no URL this server could serve. */
function target(req: IncomingMessage): URL | null {
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || url.length > 2048) return null;
  return URL.canParse(url, 'http://localhost') ? new URL(url, 'http://localhost') : null;
}

function socketQueryOk(url: URL): boolean {
  for (const [key, value] of url.searchParams) if (!SOCKET_QUERY_KEYS.has(key) || !SAFE_QUERY_VALUE.test(value)) return false;
  return url.searchParams.has('sessionId');
}

/** Puts the checks in front of every 'request' and 'upgrade' listener Colyseus and ws added. */
function guard(http: HttpServer, limits: AddressLimits, serve: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean): void {
  const requestListeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const upgradeListeners = http.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  http.removeAllListeners('request');
  http.removeAllListeners('upgrade');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = target(req);
    if (!url) return answer(res, 400, 'text/plain', 'bad request');
    if (MATCHMAKE_PATH.test(url.pathname) && url.search === '') {
      if (req.method === 'POST') {
        const length = Number(req.headers['content-length']);
        if (!Number.isInteger(length) || req.headers['transfer-encoding'] !== undefined) return answer(res, 411, 'text/plain', 'a content-length is required');
        if (length > MAX_MESSAGE_BYTES) return answer(res, 413, 'text/plain', 'too large');
        if (!limits.request(req.socket.remoteAddress ?? '')) return answer(res, 429, 'text/plain', 'too many requests: try again in a minute');
      } else if (req.method !== 'OPTIONS') return answer(res, 405, 'text/plain', 'use POST');
      // Colyseus reads the client's address from these headers: only the TCP peer counts here.
      delete req.headers['x-forwarded-for'];
      req.headers['x-real-ip'] = req.socket.remoteAddress ?? '';
      for (const listener of requestListeners) listener.call(http, req, res);
      return;
    }
    if (url.pathname.startsWith('/matchmake')) return answer(res, 404, 'text/plain', 'not found');
    if (!serve(req, res, url)) answer(res, 404, 'text/plain', 'not found');
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = target(req);
    if (!url || !ROOM_SOCKET_PATH.test(url.pathname) || !socketQueryOk(url)) return refuse(socket, 404, 'Not Found');
    const address = req.socket.remoteAddress ?? '';
    if (!limits.connect(address)) return refuse(socket, 429, 'Too Many Requests');
    socket.once('close', () => limits.release(address));
    delete req.headers['x-forwarded-for'];
    req.headers['x-real-ip'] = address;
    for (const listener of upgradeListeners) listener.call(http, req, socket, head);
  });
}

async function redisServices(redisUrl: string): Promise<{ presence: Presence; driver: unknown }> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl) };
}

/** Starts the server. Colyseus keeps one matchmaker per process: start one server per process. */
export async function startVersusServer(options: VersusServerOptions): Promise<VersusServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const host = options.host ?? '127.0.0.1';
  const page = new PageFiles(new URL('./page/', import.meta.url));
  const limits = new AddressLimits({ ...DEFAULT_ADDRESS_LIMITS, ...options.limits });
  const store = options.store ? await MatchStore.open(options.store, log) : null;
  roomServices.store = store;
  roomServices.log = log;

  const http = createServer({ maxHeaderSize: 8192, requestTimeout: 10_000, headersTimeout: 10_000 });
  http.on('clientError', (_error, socket) => {
    if (socket.writable) refuse(socket, 400, 'Bad Request');
    else socket.destroy();
  });
  // Listening first: each process's public address (which Colyseus hands to pages joining its rooms) holds its port.
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? DEFAULT_PORT, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const { address, port } = http.address() as AddressInfo;
  const hostText = address.includes(':') ? `[${address}]` : address;
  const redis = options.redisUrl ? await redisServices(options.redisUrl) : null;
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES, pingInterval: PING_MS, pingMaxRetries: 2 });
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    publicAddress: options.publicAddress ?? `${hostText}:${port}`,
    ...(redis ? { presence: redis.presence, driver: redis.driver as never } : {}),
  });
  gameServer.define('versus', VersusRoom).filterBy(['quick', 'players']);
  guard(http, limits, (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === '/matches' || url.pathname.startsWith('/matches/')) {
      void serveMatches(url.pathname.slice('/matches'.length), res);
      return true;
    }
    const file = page.file(url.pathname);
    if (!file) return false;
    file.then(
      ({ type, body }) => answer(res, 200, type, body),
      (error: unknown) => {
        log(`GET ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
        answer(res, 500, 'text/plain', 'internal error');
      },
    );
    return true;
  });
  // The transport's server is listening already: start the matchmaker the way Server.listen() would.
  await matchMaker.accept();
  http.emit('listening');
  const deadProcessCheck = redis ? setInterval(() => void checkProcesses(), DEAD_PROCESS_CHECK_MS) : undefined;
  let checking = false;

  async function checkProcesses(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      await matchMaker.healthCheckAllProcesses();
    } catch (error) {
      log(`process check: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      checking = false;
    }
  }

  async function serveMatches(rest: string, res: ServerResponse): Promise<void> {
    try {
      if (!store) return answer(res, 404, 'text/plain', 'matches are not kept here');
      if (rest === '' || rest === '/') return answer(res, 200, 'application/json', JSON.stringify(await store.recent()));
      const id = rest.slice(1);
      const replay = MATCH_ID.test(id) ? await store.replay(id) : null;
      if (replay === null) return answer(res, 404, 'text/plain', 'no such match');
      answer(res, 200, 'application/json', replay);
    } catch (error) {
      log(`GET /matches${rest}: ${error instanceof Error ? error.message : String(error)}`);
      answer(res, 500, 'text/plain', 'internal error');
    }
  }

  return {
    url: `http://${hostText}:${port}`,
    async close() {
      clearInterval(deadProcessCheck);
      await gameServer.gracefullyShutdown(false);
      await store?.close();
    },
  };
}
