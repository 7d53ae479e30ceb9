// After `npm run build`: the two builds a page can load without a bundler, copied into a static
// folder and served with no charset anywhere (no <meta charset>, no charset in Content-Type, so
// Chromium reads the classic script as windows-1252):
// - `tetris-game.iife.js` from a plain <script src>, with the parts it loads later from the
//   self-contained ES modules next to it (`tetris-game.iife-ja.js`, `-fumen.js`, `-bot.js`, ...);
// - `tetris-game.min.js` (and its sibling chunks) from <script type="module" src>, with no import map.
// The pages sit in a folder below the scripts, so a part looked for next to the page rather than
// next to the script is not found. Each page must show the playfield and the start screen's text
// as written (the gear, the arrows and middle dots of the hint; on a page in Japanese, Japanese,
// which both builds load from a sibling file), with no console errors or warnings and no failed
// request. The classic script also reads a fumen `setup`, plays itself with `bot`, opens its
// settings dialog, plays a `puzzle` and a `versus` game, each part fetched from its file (the
// lit-based ones taking lit and the element's modules from the script). Copied alone into a folder of
// its own, or opened as a file:// page (where browsers load no modules), it still plays in English:
// for each part it cannot load it logs exactly one warning naming the file and carries on without it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

const executablePath =
  process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();

const IIFE = 'tetris-game.iife.js';
/** The files the classic script loads later, each named after it: `tetris-game.iife-<part>.js`. */
const SIBLING = /^tetris-game\.iife-[\w-]+\.js$/;
const sibling = (part) => `tetris-game.iife-${part}.js`;

const dir = mkdtempSync(join(tmpdir(), 'tetris-embed-'));
const shipped = readdirSync('dist').filter((name) => name === IIFE || SIBLING.test(name) || /^tetris-game\.min(-.+)?\.js$/.test(name));
for (const name of shipped) copyFileSync(join('dist', name), join(dir, name));
// The classic script alone, without the files next to it.
mkdirSync(join(dir, 'alone'));
copyFileSync(join('dist', IIFE), join(dir, 'alone', IIFE));
mkdirSync(join(dir, 'page'));

const problems = [];
const siblings = shipped.filter((name) => SIBLING.test(name));
// A sibling is an ES module that imports nothing: no `import ... from`, no `import(...)`.
for (const name of siblings) {
  const code = readFileSync(join(dir, name), 'utf8');
  const found = code.match(/\bimport\s*(?:[({*"'`]|[\w$]+\s*(?:,|from\b))/);
  if (found) problems.push(`${name} is not self-contained: "${code.slice(Math.max(0, found.index - 20), found.index + 40)}"`);
}
for (const part of ['ja', 'fumen', 'bot', 'settings', 'puzzle', 'versus']) if (!siblings.includes(sibling(part))) problems.push(`dist/${sibling(part)} is missing`);

/** The playfield colour, set on the page's body: custom properties reach the canvas from any ancestor. */
const FIELD = [10, 27, 44];
/** A fumen of garbage in the bottom four rows, a hole in each, and what the board reads from it (top first). */
const FUMEN = 'v115@+gJ8AeJ8AeJ8AeF8JeAgH';
const SETUP_ROWS = ['.XXXXXXXXX', 'X.XXXXXXXX', 'XX.XXXXXXX', 'XXX.XXXXXX'];
const element = (attributes = '') => `<body style="--tetris-field: rgb(${FIELD.join(' ')})"><tetris-game${attributes}></tetris-game></body>`;
const icon = '<link rel="icon" href="data:,">';
const scripts = { iife: `<script src="../${IIFE}"></script>`, module: '<script type="module" src="../tetris-game.min.js"></script>' };
const inLanguage = (lang, html) => (lang ? `<html lang="${lang}">${html}</html>` : html);

/**
 * The pages: `part` is the sibling file the classic script needs for the page (`alone`: the one it
 * cannot load, missing from `alone/` or unloadable from a `file://` page) and `more` others it
 * fetches for it; `setup`, `bot`, `puzzle` and `versus` set those attributes; `settings` opens the
 * settings dialog.
 */
const pages = [
  ...Object.entries(scripts).flatMap(([build, script]) => [
    { name: `page/${build}.html`, build, script },
    { name: `page/${build}-ja.html`, build, script, lang: 'ja', part: build === 'iife' ? 'ja' : undefined },
  ]),
  { name: 'page/iife-setup.html', build: 'iife', script: scripts.iife, setup: FUMEN, part: 'fumen' },
  { name: 'page/iife-bot.html', build: 'iife', script: scripts.iife, bot: 'easy', part: 'bot' },
  { name: 'page/iife-settings.html', build: 'iife', script: scripts.iife, settings: true, part: 'settings' },
  { name: 'page/iife-puzzle.html', build: 'iife', script: scripts.iife, puzzle: 'tki', part: 'puzzle', more: ['fumen'] },
  { name: 'page/iife-versus.html', build: 'iife', script: scripts.iife, versus: 'tetrio', part: 'versus', more: ['engine-versus'] },
  ...[
    { lang: 'ja', part: 'ja' },
    // The setup reader (which loads the fumen reader) is the part missing first.
    { setup: FUMEN, part: 'practice' },
    { bot: 'easy', part: 'bot' },
    { settings: true, part: 'settings' },
    { versus: 'tetrio', part: 'versus' },
  ].map((page) => ({ ...page, name: `alone/iife-${page.part}.html`, build: 'iife', script: `<script src="${IIFE}"></script>`, alone: true })),
  { name: 'page/file-ja.html', build: 'iife', script: scripts.iife, lang: 'ja', part: 'ja', alone: true, file: true },
];
for (const { name, script, lang, setup, bot, puzzle, versus } of pages) {
  const attributes = Object.entries({ setup, bot, puzzle, versus })
    .filter(([, value]) => value)
    .map(([attribute, value]) => ` ${attribute}="${value}"`)
    .join('');
  writeFileSync(join(dir, name), inLanguage(lang, `${icon}${script}${element(attributes)}`));
}

const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://localhost').pathname.split('/').filter((step) => step && step !== '..');
  try {
    const body = readFileSync(join(dir, ...path));
    res.writeHead(200, { 'Content-Type': types[extname(req.url)] ?? 'application/octet-stream' }).end(body);
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

/** Waits until `test` holds in the page (up to `ms`); false if it never does. */
const until = (page, test, ms, ...args) =>
  page.waitForFunction(test, { timeout: ms }, ...args).then(
    () => true,
    () => false,
  );

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const { name, build, lang, part, more = [], setup, bot, puzzle, versus, settings, alone, file } of pages) {
    const page = await browser.newPage();
    const problem = (text) => problems.push(`${name}: ${text}`);
    const base = file ? pathToFileURL(dir).href : origin;
    // Alone, every sibling file is missing: the one the page needs, and any the element fetches
    // ahead when the page is idle (quietly: only a part that is used warns).
    const missing = (url) => alone && url.startsWith(`${base}/alone/`) && SIBLING.test(url.slice(`${base}/alone/`.length));
    const warnings = [];
    const fetched = new Set();
    page.on('console', (message) => {
      const type = message.type();
      // The browser's own line for the file that is not there, where a part is expected to be missing.
      if (type === 'error' && missing(message.location()?.url ?? '')) return;
      if (type === 'warn' && alone) warnings.push(message.text());
      else if (type === 'error' || type === 'warn') problem(`${type}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problem(`page error: ${error.message}`));
    page.on('requestfailed', (request) => missing(request.url()) || problem(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      const url = response.url();
      if (missing(url) && response.status() === 404) return;
      if (!response.ok()) problem(`${response.status()} for ${url}`);
      else if (!url.startsWith(base)) problem(`request outside the folder: ${url}`);
      else fetched.add(url.slice(base.length + 1));
    });
    await page.goto(`${base}/${name}`);
    if (!(await until(page, () => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas'), 10000))) {
      problem('no <tetris-game> with a canvas after 10 s');
      await page.close();
      continue;
    }
    if (settings) await page.evaluate(() => document.querySelector('tetris-game').shadowRoot.querySelector('[part~="settings-button"]').click());
    // What arrives after the first frame: the language's words, the setup's board, the bot's game, the
    // open settings dialog, the puzzle's goal, the versus part (a game's garbage), or the warning.
    const arrived = {
      ja: () => /[\u3040-\u30ff\u4e00-\u9fff]/.test(document.querySelector('tetris-game').shadowRoot.textContent),
      setup: (rows) => document.querySelector('tetris-game').state.board.slice(-rows.length).join() === rows.join(),
      bot: () => document.querySelector('tetris-game').status === 'playing',
      settings: () => document.querySelector('tetris-game').shadowRoot.querySelector('dialog')?.open === true,
      puzzle: () => document.querySelector('tetris-game').shadowRoot.querySelector('[part~="puzzle-goal"]')?.textContent.trim().length > 0,
      versus: async () => {
        const el = document.querySelector('tetris-game');
        await el.updateComplete;
        el.start();
        const queued = new Promise((resolve) => el.addEventListener('garbage', (event) => resolve(event.detail.kind === 'queued'), { once: true }));
        el.receiveGarbage(3, { id: 1 });
        return queued;
      },
    };
    const waitFor = lang === 'ja' ? 'ja' : setup ? 'setup' : bot ? 'bot' : settings ? 'settings' : puzzle ? 'puzzle' : versus ? 'versus' : undefined;
    if (alone) {
      const deadline = Date.now() + 5000;
      while (!warnings.some((text) => text.includes(sibling(part))) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } else if (waitFor === 'versus') {
      const queued = await Promise.race([page.evaluate(arrived.versus), new Promise((resolve) => setTimeout(resolve, 5000, false))]);
      if (!queued) problem('a versus game queued no garbage from receiveGarbage()');
    } else if (waitFor && !(await until(page, arrived[waitFor], 5000, SETUP_ROWS))) problem(`the ${waitFor} part did not show within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await page.evaluate((rows) => {
      const el = document.querySelector('tetris-game');
      const root = el.shadowRoot;
      const canvas = root.querySelector('canvas');
      // The side layout is 21 x 23 cells, centred on the canvas, the field's 10 x 20 cells from (5.5, 2.5):
      // half a cell right of the middle is in column 5, and 10.5 cells below it the bottom row.
      const cell = Math.floor(Math.min(canvas.width / 21, canvas.height / 23));
      // One read of the whole canvas (Chromium warns about repeated reads).
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const pixel = (x, y) => [...data.slice(...[0, 3].map((i) => (Math.floor(y) * canvas.width + Math.floor(x)) * 4 + i))];
      return {
        charset: document.characterSet,
        width: canvas.width,
        height: canvas.height,
        pixel: pixel(canvas.width / 2 + cell / 2, canvas.height / 2 + cell / 2),
        bottom: pixel(canvas.width / 2 + cell / 2, canvas.height / 2 + 10.5 * cell),
        gear: root.querySelector('[part~="settings-button"]')?.textContent.trim() ?? '',
        hint: root.querySelector('[part~="overlay"] .hint')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
        text: root.textContent,
        global: typeof window.TetrisGame,
        status: el.status,
        board: el.state.board.slice(-rows.length),
      };
    }, SETUP_ROWS);
    const english = !lang || alone;
    // A setup or the bot starts a game; without its part the start screen stays.
    const startScreen = alone || (!setup && !bot && !puzzle && !versus);
    const differs = (pixel) => pixel.some((v, i) => Math.abs(v - FIELD[i]) > 3);
    if (result.width < 100 || result.height < 100) problem(`canvas is ${result.width}x${result.height}`);
    if (differs(result.pixel)) problem(`playfield pixel ${result.pixel} is not the page's ${FIELD}`);
    if (!result.gear.startsWith(GEAR)) problem(`the settings button shows "${result.gear}", not the gear ${GEAR}`);
    if (!english && !JAPANESE.test(result.text)) problem(`no Japanese on the start screen: "${result.text.trim()}"`);
    if (english && JAPANESE.test(result.text)) problem(`Japanese on the page: "${result.text.match(/.{0,20}[\u3040-\u30ff\u4e00-\u9fff].{0,20}/s)[0]}"`);
    if (english && startScreen && !HINT.every((char) => result.hint.includes(char))) problem(`the start hint reads "${result.hint}"`);
    if (MOJIBAKE.test(result.text)) problem(`garbled text: "${result.text.match(/.{0,20}[\u00e2\u00c2\ufffd].{0,20}/s)[0]}"`);
    if (build === 'iife' && result.global !== 'object') problem('window.TetrisGame is missing');
    for (const file of part && !alone ? [part, ...more].map(sibling) : []) {
      if (!fetched.has(file)) problem(`${file} was not loaded from next to the script (fetched: ${[...fetched].join(', ')})`);
    }
    if (setup && !alone) {
      if (result.board.join() !== SETUP_ROWS.join()) problem(`the board's bottom rows are ${result.board.join('/')}, not the setup's ${SETUP_ROWS.join('/')}`);
      if (!differs(result.bottom)) problem(`the bottom row is not drawn: pixel ${result.bottom} is the field's`);
    }
    if (bot && !alone && result.status !== 'playing') problem(`with bot="${bot}" the status is ${result.status}, not playing`);
    if (alone) {
      if (result.board.some((row) => row !== '.'.repeat(10))) problem(`the board is not empty: ${result.board.join('/')}`);
      // It still plays: a game starts, in English.
      await page.evaluate(() => document.querySelector('tetris-game').start());
      const playing = await until(page, () => document.querySelector('tetris-game').state.active !== null, 2000);
      if (!playing) problem(`no game after start(): status ${await page.evaluate(() => document.querySelector('tetris-game').status)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One warning for each part it used and could not load (the page's, and those any game uses).
      const named = warnings.map((text) => text.match(/tetris-game\.iife-[\w-]+\.js/)?.[0]);
      if (!named.includes(sibling(part)) || named.includes(undefined) || new Set(named).size !== named.length) {
        problem(`${warnings.length} warnings, not one for each part that could not load, ${sibling(part)} among them: ${JSON.stringify(warnings)}`);
      }
    }
    console.log(
      `${name} (read as ${result.charset}): canvas ${result.width}x${result.height}, playfield ${result.pixel.join(',')}, ` +
        `gear "${result.gear}", hint "${result.hint}", status ${result.status}` +
        (part ? `, ${sibling(part)} ${alone ? `missing, warned: ${JSON.stringify(warnings)}` : fetched.has(sibling(part)) ? 'loaded' : 'not loaded'}` : ''),
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
console.log(`Both builds work from a static folder with no charset (${shipped.length} files); the classic script also alone, in English.`);
