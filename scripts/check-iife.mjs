// After `npm run build`: a plain HTML page with only the single-file script and the element
// must show the playfield in Chromium with no console errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'tetris-iife-'));
copyFileSync('dist/tetris-game.iife.js', join(dir, 'tetris-game.iife.js'));
writeFileSync(join(dir, 'index.html'), '<script src="tetris-game.iife.js"></script><tetris-game></tetris-game>');

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--allow-file-access-from-files'],
});
const problems = [];
try {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`file://${join(dir, 'index.html')}`);
  await page.waitForFunction(() => customElements.get('tetris-game') && document.querySelector('tetris-game').shadowRoot);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const result = await page.evaluate(() => {
    const el = document.querySelector('tetris-game');
    const canvas = el.shadowRoot.querySelector('canvas');
    const field = getComputedStyle(el).getPropertyValue('--tetris-field').trim();
    // Half a cell right of the middle of the canvas is inside a playfield cell (the layout is 21 x 23 cells).
    const cell = Math.floor(Math.min(canvas.width / 21, canvas.height / 23));
    const [r, g, b] = canvas.getContext('2d').getImageData(canvas.width / 2 + cell / 2, canvas.height / 2 + cell / 2, 1, 1).data;
    return { width: canvas.width, height: canvas.height, field, pixel: [r, g, b], global: typeof window.TetrisGame };
  });
  const expected = [1, 3, 5].map((i) => Number.parseInt(result.field.slice(i, i + 2), 16));
  if (result.width < 100 || result.height < 100) problems.push(`canvas is ${result.width}x${result.height}`);
  if (result.pixel.some((v, i) => Math.abs(v - expected[i]) > 3)) problems.push(`playfield pixel ${result.pixel} is not ${result.field}`);
  if (result.global !== 'object') problems.push('window.TetrisGame is missing');
  console.log(`IIFE page: canvas ${result.width}x${result.height}, playfield ${result.pixel.join(',')} (${result.field}), ${problems.length} problems`);
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
