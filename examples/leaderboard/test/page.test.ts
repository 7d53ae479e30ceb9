/**
 * The leaderboard page in real Chromium (puppeteer-core; `CHROME_PATH`, or chromium on the PATH):
 * each row of the board has a Watch button that plays that stored game in `<tetris-game>`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { launchChromium } from '../../../test/node/chromium.js';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';
import type { TestServer } from './harness.js';

let server: TestServer;
let browser: Browser;

before(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe('the leaderboard page', () => {
  it('shows names as text, and plays a stored game in the element when its row\'s Watch button is pressed', async () => {
    const { replay } = botGame({ seed: 90, mode: 'sprint' }, 1000);
    // A name that looks like markup: shown as text, never parsed.
    const name = '<b>Teacher</b>';
    const { status, body } = await server.post({ name, replay });
    assert.equal(status, 201);
    const page = await browser.newPage();
    try {
      const replayRequests: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/replays/')) replayRequests.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(server.url, { waitUntil: 'networkidle0' });
      const button = await page.waitForSelector('#scores tr button');
      assert.equal(await button!.evaluate((b) => b.textContent), 'Watch');
      assert.equal(await page.$eval('#scores tr td:nth-child(2)', (cell) => cell.textContent), name);
      assert.equal(await page.$('#scores b'), null);
      assert.equal(await page.$eval('tetris-game', (el) => el.status), 'idle');
      // What the page hands to watch(), seen by wrapping the element's own method.
      await page.$eval('tetris-game', (el) => {
        const watch = el.watch.bind(el);
        el.watch = (replay, options) => {
          (window as unknown as { watched: unknown }).watched = replay;
          return watch(replay, options);
        };
      });
      await button!.click();
      // Playing back: the element shows the replay, and its HUD's score grows from the first hard drop.
      await page.waitForFunction(() => {
        const el = document.querySelector('tetris-game')!;
        const score = el.shadowRoot?.querySelector('[part~="hud"] dd')?.textContent ?? '';
        return el.status === 'replay' && Number(score.replace(/\D/g, '')) > 0;
      });
      const stored = await (await fetch(`${server.url}/api/replays/${body.id}`)).text();
      assert.equal(await page.evaluate(() => (window as unknown as { watched: unknown }).watched), stored);
      assert.deepEqual(replayRequests, [`200 /api/replays/${body.id}`]);
    } finally {
      await page.close();
    }
  });

  it('verifies the element\'s own replay as a ranked game, posted from the page with its Origin (unfinished: not stored)', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.url, { waitUntil: 'networkidle0' });
      const answer = await page.evaluate(async () => {
        const el = document.querySelector('tetris-game')!;
        el.start();
        // A few frames of play: a ranked replay, refused only once verified, for not having ended.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const response = await fetch('/api/scores', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Browser', replay: el.replay }),
        });
        return { status: response.status, body: (await response.json()) as { rank: number | null; error?: string } };
      });
      assert.equal(answer.status, 400, answer.body.error);
      assert.match(answer.body.error ?? '', /did not end/);
    } finally {
      await page.close();
    }
  });
});
