/**
 * A room of three seats on the versus page, in three real Chromium browsers with real keys: the
 * room made with New room and three seats, joined by its link; every page shows three live boards;
 * each marks the board its attacks go to, as the room's targeting says;
 * the first page tops out and every element dims its board with place 3 while the other two play
 * on; the second tops out and the third wins the match on every page, no page failing a check; the
 * stored match replay passes `verifyMatch()` with those places. And a player who leaves a room of
 * three: out for the rest of the match on the others' elements while they play on to a winner.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { verifyMatch } from '../../../src/engine/index.js';
import { PAGE_WAIT_MS, launchBrowser, text, textMatches } from './browser.js';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';
// The element's type, for the page functions that read it.
import type {} from '../../../src/versus/index.js';

let server: ServerProcess;
let dataDir: string;
/** One browser per player: a page in a background tab gets no animation frames, so its game would not run. */
let browsers: Browser[] = [];

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'versus-seats-'));
  // Creating a PGlite database takes a while on a busy machine.
  server = await startServerProcess([], { VERSUS_STORE: '', VERSUS_DATA: dataDir }, 120_000);
  browsers = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
});

after(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const phase = (page: Page) => page.$eval('tetris-versus', (el) => el.phase);

/** Waits until `page`'s element satisfies `check` (run in the page, given the element); fails naming what the page shows. */
async function until(page: Page, what: string, check: string): Promise<void> {
  try {
    await page.waitForFunction(`(el => ${check})(document.querySelector('tetris-versus'))`, { timeout: PAGE_WAIT_MS });
  } catch {
    const seen = await page.$eval('tetris-versus', (el) => JSON.stringify({ phase: el.phase, places: el.players.map((p) => p.place), wins: el.wins }));
    assert.fail(`${what}: the element is ${seen}; ${await text(page, '#status')} ${await text(page, '#reason')}`);
  }
}

/** Hard-drops every piece where it spawns with real keys until this page's board is knocked out. */
async function topOut(page: Page): Promise<void> {
  await page.focus('tetris-versus');
  for (let i = 0; i < 80 && (await phase(page)) === 'playing'; i++) await page.keyboard.press('Space', { delay: 20 });
  assert.notEqual(await phase(page), 'playing', 'the board topped out');
}

/** A room of three seats made on page A with New room, joined by its link on B and C (room seats 0, 1, 2), all playing. */
async function roomOfThree(firstTo: number): Promise<Page[]> {
  const [a, b, c] = await Promise.all(browsers.map((browser) => browser.newPage()));
  // Each browser loads the page once before the room: the round starts as the last one joins, and a
  // page still starting up then (a busy machine) would fall behind the room's clock and lose on it.
  for (const page of [b, c]) {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => customElements.get('tetris-versus') !== undefined, { timeout: PAGE_WAIT_MS });
  }
  await a.goto(`${server.url}/?first-to=${firstTo}`);
  await a.select('#players', '3');
  await a.click('#new-room');
  await a.waitForFunction(() => new URLSearchParams(location.search).has('key'), { timeout: PAGE_WAIT_MS });
  await textMatches(a, '#status', /Waiting for 2 more players/);
  const link = new URL(a.url()).search;
  await b.goto(`${server.url}/${link}`);
  await c.goto(`${server.url}/${link}`);
  for (const page of [a, b, c]) await until(page, 'playing with three boards', `el.phase === 'playing' && el.players.length === 3`);
  return [a, b, c];
}

describe('the versus page with three seats', () => {
  it('plays a room of three to a winner with real keys; each knock-out dims its board with its place on every page; the stored replay verifies', async () => {
    const pages = await roomOfThree(1);
    const [a, b, c] = pages;
    for (const page of pages) assert.equal(await page.$$eval('tetris-versus >>> canvas[part="board"]', (canvases) => canvases.length), 3);
    // Each element marks the board the room's targeting sends its attacks to (the next seat): A's and C's their seat 1, B's its seat 2.
    const marked = (seat: number) => `el.shadowRoot.querySelector('.player.targeted')?.dataset.seat === '${seat}'`;
    for (const [page, seat] of [[a, 1], [b, 2], [c, 1]] as const) await until(page, `seat ${seat} marked as the target`, marked(seat));

    // A tops out first: place 3 on its own element, and on the other two as the room's inputs reach them.
    await topOut(a);
    await until(a, 'A in place 3', `el.players[0].place === 3`);
    for (const page of [b, c]) await until(page, 'A dimmed in place 3', `el.phase === 'playing' && el.players.some((p) => p.kind === 'remote' && p.place === 3) && el.shadowRoot.querySelectorAll('.player.out').length === 1`);

    // B tops out: C is the last one standing and wins the match, on every page.
    await topOut(b);
    await textMatches(c, '#status', /You won the match\. /);
    for (const page of [a, b]) await textMatches(page, '#status', /Seat 3 won the match\. /);
    for (const page of pages) {
      await until(page, 'the match over with seat 3 the winner', `el.phase === 'match-over'`);
      assert.equal(await text(page, '#reason'), '', 'no page failed a check');
    }
    const places = await Promise.all(pages.map((page) => page.$eval('tetris-versus', (el) => el.players.map((p) => p.place))));
    // Each element numbers the seats from its own: A (room seat 0) sees [A, B, C], B sees [B, A, C], C sees [C, A, B].
    assert.deepEqual(places, [[3, 2, 1], [2, 3, 1], [1, 3, 2]]);
    const overlay = await c.$eval('tetris-versus', (el) => el.shadowRoot!.querySelector('.overlay')!.textContent ?? '');
    assert.match(overlay, /You won the match!/);

    // The stored match: the page's history lists it; its replay plays back to the same places.
    await c.waitForSelector('#history button[data-match]', { timeout: PAGE_WAIT_MS });
    const id = await c.$eval('#history button[data-match]', (button) => (button as HTMLElement).dataset.match!);
    const replay = await (await fetch(`${server.url}/matches/${id}`)).text();
    const verified = verifyMatch(replay);
    assert.equal(verified.winner, 2);
    assert.deepEqual(verified.rounds.map((round) => round.places), [[3, 2, 1]]);
    await Promise.all(pages.map((page) => page.close()));
  });

  it('keeps a player who leaves out for the rest of the match on the others\' elements, which play on to a winner', async () => {
    const pages = await roomOfThree(2);
    const [a, b, c] = pages;
    await c.goto('about:blank');
    for (const page of [a, b]) {
      await textMatches(page, '#status', /Seat 3 left and forfeits/);
      await until(page, 'C out in place 3, the others playing', `el.phase === 'playing' && el.players[2].place === 3`);
    }
    // B tops out: A wins round 1 of a first-to-2 match; in round 2 C is out from its start.
    await topOut(b);
    for (const page of [a, b]) await until(page, 'round 2 under way with C out from its start', `el.round === 2 && el.phase === 'playing' && el.players[2].place === 3`);
    await topOut(b);
    await textMatches(a, '#status', /You won the match\. /);
    await until(a, 'the match won 2-0', `el.phase === 'match-over' && el.wins.join() === '2,0,0'`);
    const overlay = await a.$eval('tetris-versus', (el) => el.shadowRoot!.querySelector('.overlay')!.textContent ?? '');
    assert.match(overlay, /You won the match!/);
    assert.doesNotMatch(overlay, /forfeit/, 'won on the boards, not by forfeit');
    await Promise.all(pages.map((page) => page.close()));
  });
});
