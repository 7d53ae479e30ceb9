// npm run screenshots: docs/screenshots/<theme>.png, a seeded game part-way through in each theme
// on the demo page, and docs/screenshots/layout-<shape>.png, the element filling a phone in
// portrait and in landscape and in a desktop page, taken in headless Chromium.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import puppeteer from 'puppeteer-core';

const THEMES = ['modern', 'classic', 'light', 'high-contrast'];
/** Each layout: the screen, and the element's attributes and style on an otherwise empty page. */
const LAYOUTS = {
  'phone-portrait': {
    viewport: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    element: 'touch-buttons style="width: 100vw; height: 100dvh; border-radius: 0"',
  },
  'phone-landscape': {
    viewport: { width: 844, height: 390, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    element: 'touch-buttons style="width: 100%"',
  },
  desktop: {
    viewport: { width: 900, height: 620, deviceScaleFactor: 1 },
    element: 'theme="light" style="width: 100%"',
  },
};
const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();

// No hot reload: a file saved meanwhile must not reload the page half-way through a game.
const server = await createServer({ logLevel: 'error', server: { port: 0, host: '127.0.0.1', hmr: false, watch: null } });
await server.listen();
const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
mkdirSync('docs/screenshots', { recursive: true });

/** Opens the demo page with the bot's `suggestPosition` on `window`. */
async function openDemo(page) {
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Vite may reload the page once after optimizing dependencies on first load: allow a second try.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${origin}/demo/`);
      await page.waitForFunction(() => customElements.get('tetris-game'), { timeout: 15000 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await page.addScriptTag({ type: 'module', content: `import { suggestPosition } from '/src/bot/index.ts'; window.suggestPosition = suggestPosition;` });
  await page.waitForFunction(() => typeof window.suggestPosition === 'function');
}

/** Plays 26 pieces of a seeded game with the demo bot, leaving the last one falling and one held. */
async function playSeeded(page) {
  await page.evaluate(async () => {
    const game = document.querySelector('tetris-game');
    game.reset();
    game.start({ seed: 2024, level: 3 });
    game.focus();
    for (let pieces = 0; pieces < 26; ) {
      if (!game.state.active) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const action = window.suggestPosition(game.state, { count: 1 })[0]?.actions[0] ?? 'hardDrop';
      if (pieces === 25 && action === 'hardDrop') break;
      game.press(action);
      if (action === 'hardDrop') pieces++;
    }
    game.press('hold');
    await new Promise((r) => setTimeout(r, 100));
    game.pause();
    game.resume();
  });
  await new Promise((r) => setTimeout(r, 150));
}

try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1100, height: 820, deviceScaleFactor: 1 });
  await openDemo(page);
  for (const theme of THEMES) {
    await page.evaluate((theme) => {
      document.querySelector('tetris-game').theme = theme;
      document.querySelector('select[name="theme"]').value = theme;
    }, theme);
    await playSeeded(page);
    await page.screenshot({ path: `docs/screenshots/${theme}.png` });
    console.log(`docs/screenshots/${theme}.png`);
  }
  await page.close();

  for (const [name, { viewport, element }] of Object.entries(LAYOUTS)) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    await openDemo(page);
    // The element alone on the page, sized as a site would size it for this screen.
    await page.evaluate((element) => {
      document.body.removeAttribute('style');
      document.body.style.cssText = 'margin: 0; padding: 0; display: block; max-width: none';
      document.body.innerHTML = `<tetris-game ${element}></tetris-game>`;
    }, element);
    await page.waitForFunction(() => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas')?.width > 0);
    await playSeeded(page);
    await page.screenshot({ path: `docs/screenshots/layout-${name}.png` });
    console.log(`docs/screenshots/layout-${name}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
