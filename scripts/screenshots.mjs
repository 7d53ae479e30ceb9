// npm run screenshots: docs/screenshots/<theme>.png, a seeded game part-way through in each theme,
// taken in headless Chromium from the demo page.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import puppeteer from 'puppeteer-core';

const THEMES = ['modern', 'classic', 'light', 'high-contrast'];
const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();

const server = await createServer({ logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
mkdirSync('docs/screenshots', { recursive: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1100, height: 820, deviceScaleFactor: 1 });
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
  await page.addScriptTag({ type: 'module', content: `import { nextAction } from '/stories/support/autoplay.ts'; window.nextAction = nextAction;` });
  await page.waitForFunction(() => typeof window.nextAction === 'function');
  for (const theme of THEMES) {
    await page.evaluate(async (theme) => {
      const game = document.querySelector('tetris-game');
      game.theme = theme;
      document.querySelector('select[name="theme"]').value = theme;
      game.reset();
      game.start({ seed: 2024, level: 3 });
      game.focus();
      // Play 26 pieces with the demo bot, leaving the last one falling.
      for (let pieces = 0; pieces < 26; ) {
        const { active, board } = game.state;
        if (!active) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const action = window.nextAction({ active, filled: (x, y) => y >= 0 && board[y][x] !== '.' });
        if (pieces === 25 && action === 'hardDrop') break;
        game.press(action);
        if (action === 'hardDrop') pieces++;
      }
      game.press('hold');
      await new Promise((r) => setTimeout(r, 100));
      game.pause();
      game.resume();
    }, theme);
    await new Promise((r) => setTimeout(r, 150));
    await page.screenshot({ path: `docs/screenshots/${theme}.png` });
    console.log(`docs/screenshots/${theme}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
