/**
 * The versus page coming back to its seat: two real Chromium pages in a room, their WebSockets
 * through a loopback TCP relay that the test cuts for one of them (its connection reset, no
 * closing handshake, new ones refused) for 10 s mid-round. That page keeps its seat, reconnects, resumes
 * its board as the room has it (its state hashes keep agreeing with the room's: no "state differs"
 * loss), and the match plays on to its end.
 */
import assert from 'node:assert/strict';
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as outage } from 'node:timers/promises';
import type { Browser, Page } from 'puppeteer-core';
import { PAGE_WAIT_MS, launchBrowser, text, textMatches } from './browser.js';
import { RoomClient } from './room-client.js';
import { SeatGame } from '../seat-game.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';
// The element's type, for the page functions that read it.
import type {} from '../../../src/versus/index.js';

/** How long the connection stays cut: well inside the 30 s the room holds the seat. */
const OUTAGE_MS = 10_000;
/** Frames B plays after coming back before the match is ended: over three state hashes (one a second, sent 60 frames late). */
const PLAYED_AFTER_FRAMES = 240;

/**
 * A loopback TCP relay in front of the server, its public address (so every page's WebSocket goes
 * through it), that can cut one page's: the `n`th WebSocket opened through it is reset (no closing
 * handshake) and every new connection refused until restored.
 */
class CuttableRelay {
  readonly #server: Server;
  /** Each WebSocket's two sockets (page side, server side), in the order they opened. */
  readonly #webSockets: Socket[][] = [];
  #target = 0;
  #cut = false;

  constructor() {
    this.#server = createServer((socket) => {
      if (this.#cut) return void socket.resetAndDestroy();
      const upstream = connect(this.#target, '127.0.0.1');
      socket.once('data', (head: Buffer) => {
        if (/^upgrade: websocket/im.test(head.toString('latin1'))) this.#webSockets.push([socket, upstream]);
      });
      for (const [from, to] of [[socket, upstream], [upstream, socket]]) {
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => to.destroy());
      }
    });
  }

  /** Listens on a free loopback port; returns its host:port. */
  listen(): Promise<string> {
    return new Promise((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(this.#server.address() as { port: number }).port}`)));
  }

  /** Relays to the server on `port`. */
  to(port: number): void {
    this.#target = port;
  }

  /** Resets the `n`th WebSocket opened (from 0) and refuses new connections. */
  cut(n: number): void {
    assert.ok(this.#webSockets[n], `WebSocket ${n} opened through the relay`);
    this.#cut = true;
    for (const socket of this.#webSockets[n]) socket.resetAndDestroy();
  }

  restore(): void {
    this.#cut = false;
  }

  close(): Promise<void> {
    this.#cut = true;
    for (const socket of this.#webSockets.flat()) socket.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

let server: ServerProcess;
let relay: CuttableRelay;
let browsers: Browser[] = [];

before(async () => {
  relay = new CuttableRelay();
  const publicAddress = await relay.listen();
  server = await startServerProcess([], { PUBLIC_ADDRESS: publicAddress });
  relay.to(Number(new URL(server.url).port));
  browsers = [await launchBrowser(), await launchBrowser()];
});

after(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await relay?.close();
  await server?.stop();
});

const phase = (page: Page) => page.$eval('tetris-versus', (el) => el.phase);

interface Watched {
  lastInputFrame: number;
  /** Each hard drop's frame and the board its lock left. */
  locks: { frame: number; cells: string }[];
}

/** Keeps, in `window.watched`, the frame of `page`'s element's last input and the board each hard drop locked. */
const watchElement = (page: Page) =>
  page.evaluate(() => {
    const watched: Watched = { lastInputFrame: -1, locks: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    const el = document.querySelector('tetris-versus')!;
    let dropAt: number | null = null;
    el.addEventListener('input', ({ detail }) => {
      watched.lastInputFrame = detail.frame;
      if (detail.button === 'hardDrop' && detail.down) dropAt = detail.frame;
    });
    el.addEventListener('board-change', ({ detail }) => {
      if (dropAt !== null) watched.locks.push({ frame: dropAt, cells: detail.cells });
      dropAt = null;
    });
  });
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

/**
 * Seat `seat`'s field as the room has it just after its inputs of frame `frame`: its game played
 * from the room's own record (a spectator's catch-up and the inputs after it).
 */
async function roomField(link: URL, seat: number, frame: number): Promise<string> {
  const spectator = await RoomClient.connect(`http://${link.host}`, (c) => c.joinById(link.searchParams.get('room')!, { key: link.searchParams.get('key')!, spectate: true }));
  try {
    const sync = await spectator.next('sync');
    await spectator.until(() => [...sync.frames, ...spectator.all('frames')].some((frames) => frames.upTo > frame), `the room's frame ${frame + 1}`);
    const game = new SeatGame(sync.seed);
    for (const garbage of sync.garbage) if (garbage.to === seat && garbage.frame <= frame) game.receive(garbage);
    for (const frames of [...sync.frames, ...spectator.all('frames')]) {
      for (const [who, at, button, down] of frames.events) if (who === seat && at <= frame) game.input(button, down === 1, at);
    }
    return game.game.rows().join('');
  } finally {
    await spectator.room.leave(true);
  }
}

describe('the versus page after a dropped connection', () => {
  it('comes back to its seat after 10 s without a connection, its board as the room has it, and plays the match to its end', async () => {
    const a = await browsers[0].newPage();
    await a.goto(`${server.url}/?first-to=1`);
    await a.click('#new-room');
    await a.waitForFunction(() => new URLSearchParams(location.search).has('key'), { timeout: PAGE_WAIT_MS });
    const b = await browsers[1].newPage();
    await b.goto(`${server.url}/${new URL(a.url()).search}`);
    for (const page of [a, b]) await textMatches(page, '#status', /^Round 1\.$/);
    for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'playing', { timeout: PAGE_WAIT_MS });
    await watchElement(b);

    // B places a few pieces the room plays, then loses its connection.
    await b.focus('tetris-versus');
    for (const key of ['ArrowLeft', 'Space', 'ArrowRight', 'Space'] as const) await b.keyboard.press(key, { delay: 20 });
    // A's WebSocket opened first (its room), B's second.
    relay.cut(1);
    await textMatches(b, '#status', /Connection lost: getting your seat back/);
    await textMatches(a, '#status', /Seat 2 lost its connection/);
    // Meanwhile B's page plays on by itself: none of it reaches the room, and its board must not keep it.
    for (let i = 0; i < 3; i++) await b.keyboard.press('Space', { delay: 20 });
    await outage(OUTAGE_MS);
    relay.restore();

    await textMatches(b, '#status', /^Round 1, wins so far 0-0/);
    await textMatches(a, '#status', /Seat 2 is here/);
    assert.equal(await phase(b), 'playing', 'B plays on in the same round');
    // B's first piece after the reconnect locks on its board as the room has it: what it did offline is gone.
    await b.focus('tetris-versus');
    const before = (await watched(b)).locks.length;
    await b.keyboard.press('Space', { delay: 20 });
    await b.waitForFunction((n) => (window as unknown as { watched: Watched }).watched.locks.length > n, { timeout: PAGE_WAIT_MS }, before);
    const lock = (await watched(b)).locks.at(-1)!;
    assert.equal(lock.cells, await roomField(new URL(a.url()), 1, lock.frame), "B's board is the room's version of its game");
    // B plays on live (moves only, so it does not top out) past a few state hashes.
    for (let i = 0; (await watched(b)).lastInputFrame < lock.frame + PLAYED_AFTER_FRAMES; i++) {
      assert.ok(i < 2000, 'B kept playing');
      await b.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft', { delay: 20 });
    }
    for (const page of [a, b]) assert.equal(await text(page, '#reason'), '', 'no page failed a check after the reconnect');

    // The match goes on to its end: A tops out, B wins.
    await a.focus('tetris-versus');
    for (let i = 0; i < 80 && (await phase(a)) === 'playing'; i++) await a.keyboard.press('Space', { delay: 20 });
    await textMatches(a, '#status', /Seat 2 won the match/);
    await textMatches(b, '#status', /You won the match/);
    for (const page of [a, b]) assert.equal(await text(page, '#reason'), '', 'no page failed a check');
    await Promise.all([a.close(), b.close()]);
  });
});
