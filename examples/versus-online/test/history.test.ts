/**
 * The page's finished matches in real Chromium: a stored match is listed with a Watch button,
 * which plays each player's game of the match back on the page, side by side.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { PAGE_WAIT_MS, launchBrowser } from './browser.js';
import { RoomClient, wallFrame } from './room-client.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';
// The element's type, for the page functions that read it.
import type {} from '../../../src/index.js';

let server: ServerProcess;
let browser: Browser;
let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'versus-history-'));
  // Creating a PGlite database takes a while on a busy machine.
  server = await startServerProcess([], { VERSUS_STORE: '', VERSUS_DATA: dataDir }, 120_000);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A match stored after seat 2 hard-dropped `drops` pieces, both played on to round frame `frames`, and seat 2 left. */
async function storedMatch(drops: number, frames: number): Promise<string> {
  const a = await RoomClient.connect(server.url, (c) => c.create('versus', { players: 2, firstTo: 1 }));
  const { key } = await a.next('welcome');
  const b = await RoomClient.connect(server.url, (c) => c.joinById(a.room.roomId, { key }));
  await b.next('round-start');
  const start = performance.now();
  let sent = 0;
  let upTo = 0;
  // Both seats report real time going by; seat 2 hard-drops a piece with each report until done.
  const timer = setInterval(() => {
    const at = upTo;
    upTo = Math.max(upTo + 1, wallFrame(start));
    a.send('inputs', { round: 1, upTo, events: [] });
    const events = sent < drops && at > 0 && upTo === wallFrame(start) ? [[at, 'hardDrop', 1], [at, 'hardDrop', 0]] : [];
    if (events.length > 0) sent++;
    b.send('inputs', { round: 1, upTo, events });
  }, 100);
  try {
    await a.until(() => a.all('frames').some((m) => m.upTo >= frames), `round frame ${frames}`);
  } finally {
    clearInterval(timer);
  }
  await b.room.leave(true);
  const over = await a.next('match-over');
  await a.room.leave(true);
  return over.replayId!;
}

describe('the finished matches', () => {
  it('play a stored match back on the page with Watch', async () => {
    // Six seconds of play: long enough to see the playback under way.
    const id = await storedMatch(4, 6 * 60);
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForSelector(`#history button[data-match="${id}"]`, { timeout: PAGE_WAIT_MS });
    await page.click(`#history button[data-match="${id}"]`);
    // Both players' boards play the match back; seat 2's fills with the pieces it dropped.
    await page.waitForFunction(() => {
      const boards = [...document.querySelectorAll('#replay tetris-game')];
      return boards.length === 2 && boards.every((board) => (board as HTMLElementTagNameMap['tetris-game']).status === 'replay');
    }, { timeout: PAGE_WAIT_MS });
    // Same seed, so both boards draw the same until seat 2's drops play back: then their pixels part.
    // (No named functions inside: the test's transpiler would wrap them in a helper the page lacks.)
    const differing = await page.evaluate(async (enough, waitMs) => {
      const deadline = performance.now() + waitMs;
      for (;;) {
        const [one, two] = [...document.querySelectorAll('#replay tetris-game')].map((board) =>
          [...board.shadowRoot!.querySelectorAll('canvas')].map((canvas) => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data));
        let count = 0;
        one.forEach((data, i) => data.forEach((value, j) => (count += value === two[i]?.[j] ? 0 : 1)));
        if (count >= enough || performance.now() > deadline) return count;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }, 1000, PAGE_WAIT_MS);
    assert.ok(differing >= 1000, `the boards differ in only ${differing} pixel values`);
    await page.close();
  });
});
