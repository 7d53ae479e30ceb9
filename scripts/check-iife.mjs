// After `npm run build`: the two builds a page can load without a bundler, each copied alone into a
// static folder and served with no charset anywhere (no <meta charset>, no charset in Content-Type,
// so Chromium reads the classic script as windows-1252):
// - `tetris-game.iife.js` from a plain <script src>;
// - `tetris-game.min.js` (and its sibling chunks) from <script type="module" src>, with no import map.
// Each page must show the playfield and the start screen's text as written (the gear, the arrows and
// middle dots of the hint; on a page in Japanese, Japanese, which the ES module loads from a sibling
// file), with no console errors or warnings and no failed request.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';

const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();

const dir = mkdtempSync(join(tmpdir(), 'tetris-embed-'));
const shipped = readdirSync('dist').filter((name) => name === 'tetris-game.iife.js' || /^tetris-game\.min(-.+)?\.js$/.test(name));
for (const name of shipped) copyFileSync(join('dist', name), join(dir, name));
/** The playfield colour, set on the page's body: custom properties reach the canvas from any ancestor. */
const FIELD = [10, 27, 44];
const body = `<body style="--tetris-field: rgb(${FIELD.join(' ')})"><tetris-game></tetris-game></body>`;
const icon = '<link rel="icon" href="data:,">';
const scripts = { iife: '<script src="tetris-game.iife.js"></script>', module: '<script type="module" src="tetris-game.min.js"></script>' };
/** Each build in English, and in Japanese (a language the ES module fetches from a sibling file when needed). */
const pages = Object.entries(scripts).flatMap(([build, script]) => [
  { name: `${build}.html`, build, html: `${icon}${script}${body}` },
  { name: `${build}-ja.html`, build, lang: 'ja', html: `<html lang="ja">${icon}${script}${body}</html>` },
]);
for (const { name, html } of pages) writeFileSync(join(dir, name), html);

const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((req, res) => {
  const name = new URL(req.url, 'http://localhost').pathname.slice(1);
  try {
    const body = readFileSync(join(dir, name.replaceAll('/', '')));
    res.writeHead(200, { 'Content-Type': types[extname(name)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** The gear as written, the English start hint's arrows and middle dot, and Japanese script. */
const GEAR = '\u2699';
const HINT = ['\u2190', '\u2192', '\u00b7'];
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** What UTF-8 read as windows-1252 looks like: the lead bytes of the gear and the arrows, and of the dot. */
const MOJIBAKE = /[\u00e2\u00c2\ufffd]/;

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const problems = [];
try {
  for (const { name, build, lang } of pages) {
    const page = await browser.newPage();
    const problem = (text) => problems.push(`${name}: ${text}`);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problem(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problem(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problem(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (!response.ok()) problem(`${response.status()} for ${response.url()}`);
      else if (!response.url().startsWith(origin)) problem(`request outside the folder: ${response.url()}`);
    });
    await page.goto(`${origin}/${name}`);
    try {
      await page.waitForFunction(() => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas'), { timeout: 10000 });
    } catch {
      problem('no <tetris-game> with a canvas after 10 s');
      await page.close();
      continue;
    }
    if (lang) {
      // The language's words arrive after the first frame.
      const japanese = () => /[\u3040-\u30ff\u4e00-\u9fff]/.test(document.querySelector('tetris-game').shadowRoot.textContent);
      await page.waitForFunction(japanese, { timeout: 5000 }).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await page.evaluate(() => {
      const el = document.querySelector('tetris-game');
      const root = el.shadowRoot;
      const canvas = root.querySelector('canvas');
      // Half a cell right of the middle of the canvas is inside a playfield cell (the layout is 21 x 23 cells).
      const cell = Math.floor(Math.min(canvas.width / 21, canvas.height / 23));
      const [r, g, b] = canvas.getContext('2d').getImageData(canvas.width / 2 + cell / 2, canvas.height / 2 + cell / 2, 1, 1).data;
      return {
        charset: document.characterSet,
        width: canvas.width,
        height: canvas.height,
        pixel: [r, g, b],
        gear: root.querySelector('[part~="settings-button"]')?.textContent.trim() ?? '',
        hint: root.querySelector('[part~="overlay"] .hint')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
        text: root.textContent,
        global: typeof window.TetrisGame,
      };
    });
    if (result.width < 100 || result.height < 100) problem(`canvas is ${result.width}x${result.height}`);
    if (result.pixel.some((v, i) => Math.abs(v - FIELD[i]) > 3)) problem(`playfield pixel ${result.pixel} is not the page's ${FIELD}`);
    if (!result.gear.startsWith(GEAR)) problem(`the settings button shows "${result.gear}", not the gear ${GEAR}`);
    if (lang === 'ja' && !JAPANESE.test(result.text)) problem(`no Japanese on the start screen: "${result.text.trim()}"`);
    if (!lang && !HINT.every((char) => result.hint.includes(char))) problem(`the start hint reads "${result.hint}"`);
    if (MOJIBAKE.test(result.text)) problem(`garbled text: "${result.text.match(/.{0,20}[\u00e2\u00c2\ufffd].{0,20}/s)[0]}"`);
    if (build === 'iife' && result.global !== 'object') problem('window.TetrisGame is missing');
    console.log(
      `${name} (read as ${result.charset}): canvas ${result.width}x${result.height}, playfield ${result.pixel.join(',')}, ` +
        `gear "${result.gear}", hint "${result.hint}"`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Both builds work from a static folder with no charset (${shipped.length} files).`);
