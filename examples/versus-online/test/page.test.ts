/**
 * The versus page in two real Chromium pages (puppeteer-core; `CHROME_PATH`, or chromium on the
 * PATH) against the running relay: one match played through `<tetris-versus opponent="remote">`
 * to a knock-out with real keys, attacks reaching the other board, and a player who leaves.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { startRelay } from '../relay.js';
import type { Relay } from '../relay.js';
// The element's type, for the page functions that read it.
import type {} from '../../../src/versus/index.js';

function browserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
}

let relay: Relay;
/** One browser per player: a page in a background tab gets no animation frames, so its game would not run. */
let browsers: [Browser, Browser];

const launch = () =>
  puppeteer.launch({
    executablePath: browserPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

before(async () => {
  relay = await startRelay({ port: 0 });
  browsers = [await launch(), await launch()];
});

after(async () => {
  await Promise.all(browsers?.map((browser) => browser.close()) ?? []);
  await relay?.close();
});

/** A page of browser `which` in room `room`, keeping the type of every message its socket receives in `window.received`. */
async function player(which: 0 | 1, room: string, query = ''): Promise<Page> {
  const page = await browsers[which].newPage();
  await page.evaluateOnNewDocument(() => {
    const Native = WebSocket;
    const received: string[] = [];
    Object.assign(window, { received });
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event) => received.push((JSON.parse(String(event.data)) as { type: string }).type));
      }
    };
  });
  await page.goto(`${relay.url}/?room=${room}${query}`);
  return page;
}

const status = (page: Page) => page.$eval('#status', (el) => el.textContent ?? '');
const phase = (page: Page) => page.$eval('tetris-versus', (el) => el.phase);
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: string[] }).received);

async function statusMatches(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#status')?.textContent ?? ''), { timeout: 10_000 }, pattern.source);
}

/** Presses the element's Start match (or Rematch) button. */
async function pressStart(page: Page): Promise<void> {
  await page.$eval('tetris-versus', (el) => el.shadowRoot!.querySelector<HTMLButtonElement>('.overlay button')!.click());
}

describe('the versus page', () => {
  it('plays one match between two pages: knock-outs, attacks and boards cross the relay', async () => {
    const a = await player(0, 'PAGE01', '&first-to=1');
    await statusMatches(a, /waiting for a second player/);
    const b = await player(1, 'page01', '&first-to=1');
    await statusMatches(b, /your opponent is here/);
    await statusMatches(a, /Your opponent is here/);
    await pressStart(a);
    await statusMatches(a, /Waiting for your opponent/);
    await pressStart(b);
    for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'playing', { timeout: 10_000 });

    // An attack of A's reaches B's board: its own garbage meter fills.
    await a.$eval('tetris-versus', (el) =>
      el.dispatchEvent(new CustomEvent('attack', { detail: { player: 0, id: 1, lines: 4, sent: 4, chunks: [4], round: 1 } })),
    );
    await b.waitForFunction(() => document.querySelector('tetris-versus')!.shadowRoot!.querySelector('.me .meter')!.getAttribute('aria-valuenow') === '4');

    // A hard-drops every piece where it spawns with real keys until it tops out.
    await a.focus('tetris-versus');
    for (let i = 0; i < 80 && (await phase(a)) === 'playing'; i++) await a.keyboard.press('Space', { delay: 20 });
    for (const page of [a, b]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'match-over', { timeout: 10_000 });
    assert.match(await status(a), /Your opponent won the match/);
    assert.match(await status(b), /You won the match!/);
    assert.deepEqual(await a.$eval('tetris-versus', (el) => el.wins), [0, 1]);
    assert.deepEqual(await b.$eval('tetris-versus', (el) => el.wins), [1, 0]);
    // B drew A's board from its messages; each got the other's round end.
    const seenByB = await received(b);
    for (const type of ['welcome', 'ready', 'round', 'board', 'garbage', 'over']) assert.ok(seenByB.includes(type), `B received ${type}`);
    assert.ok((await received(a)).includes('over'));
    await Promise.all([a.close(), b.close()]);
  });

  it('tells a player when the other leaves, and a new opponent can join the same room', async () => {
    const a = await player(0, 'LEAVE1');
    const b = await player(1, 'LEAVE1');
    await statusMatches(a, /Your opponent is here/);
    await pressStart(a);
    await pressStart(b);
    await a.waitForFunction(() => document.querySelector('tetris-versus')!.phase === 'countdown' || document.querySelector('tetris-versus')!.phase === 'playing');
    await b.close();
    await statusMatches(a, /Your opponent left/);
    assert.equal(await phase(a), 'idle');

    const c = await player(1, 'LEAVE1');
    await statusMatches(c, /your opponent is here/);
    await statusMatches(a, /Your opponent is here/);
    await pressStart(c);
    await pressStart(a);
    for (const page of [a, c]) await page.waitForFunction(() => document.querySelector('tetris-versus')!.phase !== 'idle' && document.querySelector('tetris-versus')!.phase !== 'waiting', { timeout: 10_000 });
    await Promise.all([a.close(), c.close()]);
  });

  it('turns away a third player from a full room, and tells a player when the relay goes away', async () => {
    const a = await player(0, 'FULL02');
    const b = await player(1, 'FULL02');
    await statusMatches(b, /your opponent is here/);
    const c = await player(1, 'FULL02');
    await statusMatches(c, /Room FULL02 is full/);
    await c.close();
    // The relay stops: both pages hear of it and go back to their start screen.
    const other = await startRelay({ port: 0 });
    const d = await browsers[0].newPage();
    await d.goto(`${other.url}/?room=GONE01`);
    await statusMatches(d, /waiting for a second player/);
    await other.close();
    await statusMatches(d, /Disconnected from the relay/);
    assert.equal(await phase(d), 'idle');
    await Promise.all([a.close(), b.close(), d.close()]);
  });
});
