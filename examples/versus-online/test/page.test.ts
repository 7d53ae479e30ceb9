/**
 * The versus page in two real Chromium browsers (puppeteer-core; `CHROME_PATH`, or chromium on the
 * PATH), each connected to a different server process, the two sharing one Redis: a private room
 * made on one and joined by its link on the other, played to a knock-out with real keys, every
 * state hash of both pages agreeing with the room's, and a spectator who joins mid-match; the same
 * after a page stalls for 45 frames (a busy machine: its element drops the frames it missed, and
 * the page's copy of its game must too); a page that leaves in round 2, whose opponent's element
 * shows the win by forfeit with the round it had won.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { PAGE_WAIT_MS, launchBrowser, text, textMatches } from './browser.js';
import { startRedis } from './redis.js';
import type { TestRedis } from './redis.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';
// The element's type, for the page functions that read it.
import type {} from '../../../src/versus/index.js';

let redis: TestRedis;
let servers: ServerProcess[] = [];
/** One browser per player: a page in a background tab gets no animation frames, so its game would not run. */
let browsers: Browser[] = [];

before(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url };
  servers = [await startServerProcess([], env), await startServerProcess([], env)];
  browsers = [await launchBrowser(), await launchBrowser(), await launchBrowser()];
});

after(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  for (const server of servers) await server.stop();
  await redis?.stop();
});

const phase = (page: Page) => page.$eval('tetris-versus', (el) => el.phase);

/**
 * How long the stall test blocks a page: 45 frames. Its element catches up 10 of them
 * (MAX_CATCH_UP_FRAMES) and drops the rest; a copy of its game that did not drop them too would
 * run 35 frames on, 15 past the element (the copy keeps 20 frames behind it), and the element's
 * next inputs would be refused as late. Every dropped frame also leaves the player that much
 * behind real time, for which the room allows 90 frames (its clockSlackFrames), the copy's 20
 * included: a one-second stall left a busy machine about ten frames to deliver the next inputs
 * in, and the player sometimes lost the round for a slow clock.
 */
const STALL_MS = 750;

/** A private room made on process 0 and joined by its link on process 1, both pages playing. */
async function roomOfTwo(firstTo: number): Promise<[Page, Page]> {
  const a = await browsers[0].newPage();
  await a.goto(`${servers[0].url}/?first-to=${firstTo}`);
  await a.click('#new-room');
  await a.waitForFunction(() => new URLSearchParams(location.search).has('key'), { timeout: PAGE_WAIT_MS });
  const b = await browsers[1].newPage();
  await b.goto(`${servers[1].url}/${new URL(a.url()).search}`);
  for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'playing', { timeout: PAGE_WAIT_MS });
  // Each status line tells the round in play (not the "Press Start match." of before it began).
  for (const page of [a, b]) await textMatches(page, '#status', /^Round 1\.$/);
  return [a, b];
}

/** `page`'s player hard-drops every piece where it spawns, with real keys, until its round is over. */
async function topOut(page: Page): Promise<void> {
  await page.focus('tetris-versus');
  for (let i = 0; i < 80 && (await phase(page)) === 'playing'; i++) await page.keyboard.press('Space', { delay: 20 });
}

/** A tops out: B wins, and neither page failed a check. */
async function knockOutA(a: Page, b: Page): Promise<void> {
  await topOut(a);
  await textMatches(a, '#status', /Seat 2 won the match/);
  await textMatches(b, '#status', /You won the match/);
  for (const page of [a, b]) assert.equal(await text(page, '#reason'), '', 'no page failed a check');
}

describe('the versus page', () => {
  it('plays a room made on one process and joined by link on the other to a knock-out, with real keys', async () => {
    const a = await browsers[0].newPage();
    await a.goto(`${servers[0].url}/?first-to=1`);
    await a.click('#new-room');
    await a.waitForFunction(() => new URLSearchParams(location.search).has('key'), { timeout: PAGE_WAIT_MS });
    const link = new URL(a.url());
    assert.match(link.searchParams.get('key') ?? '', /^[A-Za-z0-9_-]{22}$/);

    const b = await browsers[1].newPage();
    await b.goto(`${servers[1].url}/${link.search}`);
    for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'playing', { timeout: PAGE_WAIT_MS });

    // A spectator joins mid-match with the same link and sees both boards, as the room plays them.
    // Its own browser: a second tab would put B's page in the background, where it gets no frames.
    const watcher = await browsers[2].newPage();
    await watcher.goto(`${servers[0].url}/${link.search}&watch`);
    await textMatches(watcher, '#status', /Watching room/);
    try {
      await watcher.waitForFunction(() => document.querySelectorAll('#boards pre').length === 2, { timeout: PAGE_WAIT_MS });
    } catch {
      // A round that ended before the spectator came (a player's check failed) sends it no boards.
      const players = await Promise.all([a, b].map(async (page) => `${await phase(page)}, ${JSON.stringify(await text(page, '#reason'))}`));
      assert.fail(`boards: ${await watcher.$eval('#boards', (el) => el.innerHTML)}; ${await text(watcher, '#status')}; the players: ${players.join('; ')}`);
    }

    await knockOutA(a, b);
    // The spectator saw A's board fill up to the knock-out.
    assert.match(await text(watcher, '#boards'), /Seat 1\n[^]*[IJLOSTZ]/);
    await Promise.all([a.close(), b.close(), watcher.close()]);
  });

  it('keeps its inputs in time after its page stalls (a busy machine), as the element drops the frames it missed', async () => {
    const [a, b] = await roomOfTwo(1);
    // The page's main thread busy: no animation frames, the element then catches up only a few.
    await a.evaluate((ms) => {
      for (const end = performance.now() + ms; performance.now() < end; );
    }, STALL_MS);
    await knockOutA(a, b);
    await Promise.all([a.close(), b.close()]);
  });

  it('shows the win by forfeit, with the round won before, on the element of a player whose opponent leaves mid-round 2', async () => {
    const [a, b] = await roomOfTwo(3);
    await topOut(a);
    await b.waitForFunction(() => {
      const el = document.querySelector('tetris-versus')!;
      return el.round === 2 && el.phase === 'playing';
    }, { timeout: PAGE_WAIT_MS });
    await a.goto('about:blank');
    try {
      await b.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'match-over', { timeout: PAGE_WAIT_MS });
    } catch {
      assert.fail(`B's element is ${await phase(b)}: ${await text(b, '#status')}`);
    }
    const overlay = await b.$eval('tetris-versus', (el) => el.shadowRoot!.querySelector('.overlay')!.textContent ?? '');
    assert.match(overlay, /You won the match/);
    assert.match(overlay, /left the match: a win by forfeit/);
    assert.deepEqual(await b.$eval('tetris-versus', (el) => el.wins), [1, 0], 'the round B won is kept');
    await textMatches(b, '#status', /You won the match by forfeit/);
    await Promise.all([a.close(), b.close()]);
  });
});
