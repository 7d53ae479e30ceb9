// After `npm run build`: the ways a page loads the elements without a bundler, from a static
// folder served with no charset anywhere (no <meta charset>, no charset in Content-Type, so Chromium
// reads a classic script as windows-1252), the folder holding only the scripts and their module files:
// - `tetris-game.iife.js` from a plain <script src>: a classic script that imports the ES module
//   build next to it (`tetris-game.min.js` and its `tetris-game.min-*.js` chunks);
// - `tetris-game.min.js` from <script type="module" src>, with no import map;
// - the classic script from a page of another origin (the module files come with CORS headers, as
//   a CDN sends them);
// - both elements through their classic scripts on a page whose Content Security Policy requires
//   Trusted Types (`require-trusted-types-for 'script'; trusted-types lit-html`): both run, with one lit;
// - `tetris-game.bundle.js`, the self-contained classic script, from a file:// page (where browsers
//   load no modules).
// The pages sit in a folder below the scripts, so a file looked for next to the page rather than
// next to the script is not found. Each page must show the playfield and the start screen's text as
// written (the gear, the arrows and middle dots of the hint; on a page in Japanese, Japanese, which
// loads later), with no console error or warning and no failed request. The classic script also
// reads a fumen `setup`, plays itself with `bot`, opens its settings dialog, plays a `puzzle` and a
// `versus` game, each part loaded when first used.
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
const BUNDLE = 'tetris-game.bundle.js';

const dir = mkdtempSync(join(tmpdir(), 'tetris-embed-'));
// Only what a page copies: the classic scripts, the module builds they load, and the bundle.
const shipped = readdirSync('dist').filter((name) => /^tetris-(game|versus)\.(iife|min|bundle)(-.+)?\.js$/.test(name));
for (const name of shipped) copyFileSync(join('dist', name), join(dir, name));
mkdirSync(join(dir, 'page'));

const problems = [];
/** The playfield colour, set on the page's body: custom properties reach the canvas from any ancestor. */
const FIELD = [10, 27, 44];
/** A fumen of garbage in the bottom four rows, a hole in each, and what the board reads from it (top first). */
const FUMEN = 'v115@+gJ8AeJ8AeJ8AeF8JeAgH';
const SETUP_ROWS = ['.XXXXXXXXX', 'X.XXXXXXXX', 'XX.XXXXXXX', 'XXX.XXXXXX'];
const element = (attributes = '') => `<body style="--tetris-field: rgb(${FIELD.join(' ')})"><tetris-game${attributes}></tetris-game></body>`;
const icon = '<link rel="icon" href="data:,">';
const scripts = {
  iife: `<script src="../${IIFE}"></script>`,
  module: '<script type="module" src="../tetris-game.min.js"></script>',
  bundle: `<script src="../${BUNDLE}"></script>`,
};
const inLanguage = (lang, html) => (lang ? `<html lang="${lang}">${html}</html>` : html);
/** Each element on the page: `<tetris-game>` and `<tetris-versus>` (its first board is its own canvas). */
const VERSUS_PAGE = '<tetris-versus opponent="local"></tetris-versus>';

/**
 * The pages: `setup`, `bot`, `puzzle` and `versus` set those attributes; `settings` opens the
 * settings dialog; `file` opens the page as a file:// address; `cross` serves the page from another
 * origin than the scripts; `trusted` serves it with a Content Security Policy that requires Trusted
 * Types, with both elements.
 */
const pages = [
  ...['iife', 'module', 'bundle'].flatMap((build) => [
    { name: `page/${build}.html`, build },
    { name: `page/${build}-ja.html`, build, lang: 'ja' },
  ]),
  { name: 'page/iife-setup.html', build: 'iife', setup: FUMEN },
  { name: 'page/iife-bot.html', build: 'iife', bot: 'easy' },
  { name: 'page/iife-settings.html', build: 'iife', settings: true },
  { name: 'page/iife-puzzle.html', build: 'iife', puzzle: 'tki' },
  { name: 'page/iife-versus.html', build: 'iife', versus: 'tetrio' },
  { name: 'page/iife-cross.html', build: 'iife', cross: true },
  { name: 'page/iife-both.html', build: 'iife', trusted: true },
  { name: 'page/bundle-file.html', build: 'bundle', file: true },
  { name: 'page/bundle-file-ja.html', build: 'bundle', lang: 'ja', file: true },
];
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types lit-html";
let crossOrigin = '';
const writePages = () => {
  for (const { name, build, lang, setup, bot, puzzle, versus, cross, trusted } of pages) {
    const attributes = Object.entries({ setup, bot, puzzle, versus })
      .filter(([, value]) => value)
      .map(([attribute, value]) => ` ${attribute}="${value}"`)
      .join('');
    const script = cross ? `<script src="${crossOrigin}/${IIFE}"></script>` : scripts[build];
    const more = trusted ? `<script src="../tetris-versus.iife.js"></script>${VERSUS_PAGE}` : '';
    writeFileSync(join(dir, name), inLanguage(lang, `${icon}${script}${element(attributes)}${more}`));
  }
};

const types = { '.html': 'text/html', '.js': 'text/javascript' };
/** The static folder, served on two ports: two origins, the second for the page of another origin. */
const serve = () =>
  createServer((req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname.split('/').filter((step) => step && step !== '..');
    try {
      const body = readFileSync(join(dir, ...path));
      const headers = { 'Content-Type': types[extname(path.at(-1))] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' };
      if (path.at(-1).endsWith('-both.html')) headers['Content-Security-Policy'] = TRUSTED_TYPES;
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
const servers = [serve(), serve()];
const [origin, otherOrigin] = await Promise.all(
  servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)))),
);
crossOrigin = origin;
writePages();

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
  for (const { name, build, lang, setup, bot, puzzle, versus, settings, file, cross, trusted } of pages) {
    const page = await browser.newPage();
    const problem = (text) => problems.push(`${name}: ${text}`);
    const base = file ? pathToFileURL(dir).href : cross ? otherOrigin : origin;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problem(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problem(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problem(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      const url = response.url();
      if (!response.ok()) problem(`${response.status()} for ${url}`);
      else if (!url.startsWith(base) && !(cross && url.startsWith(origin))) problem(`request outside the folder: ${url}`);
    });
    const response = await page.goto(`${base}/${name}`);
    if (trusted && response.headers()['content-security-policy'] !== TRUSTED_TYPES) problem('the page came without its Content Security Policy');
    if (!(await until(page, () => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas'), 10000))) {
      problem('no <tetris-game> with a canvas after 10 s');
      await page.close();
      continue;
    }
    if (settings) await page.evaluate(() => document.querySelector('tetris-game').shadowRoot.querySelector('[part~="settings-button"]').click());
    // What arrives after the first frame: the language's words, the setup's board, the bot's game, the
    // open settings dialog, the puzzle's goal, the versus part (a game's garbage), <tetris-versus>.
    const arrived = {
      ja: () => /[\u3040-\u30ff\u4e00-\u9fff]/.test(document.querySelector('tetris-game').shadowRoot.textContent),
      setup: (rows) => document.querySelector('tetris-game').state.board.slice(-rows.length).join() === rows.join(),
      bot: () => document.querySelector('tetris-game').status === 'playing',
      settings: () => document.querySelector('tetris-game').shadowRoot.querySelector('dialog')?.open === true,
      puzzle: () => document.querySelector('tetris-game').shadowRoot.querySelector('[part~="puzzle-goal"]')?.textContent.trim().length > 0,
      trusted: () => document.querySelector('tetris-versus')?.shadowRoot?.querySelector('canvas') !== null && window.TetrisVersus !== undefined,
      versus: async () => {
        const el = document.querySelector('tetris-game');
        await el.updateComplete;
        el.start();
        const queued = new Promise((resolve) => el.addEventListener('garbage', (event) => resolve(event.detail.kind === 'queued'), { once: true }));
        el.receiveGarbage(3, { id: 1 });
        return queued;
      },
    };
    const waitFor = lang === 'ja' ? 'ja' : setup ? 'setup' : bot ? 'bot' : settings ? 'settings' : puzzle ? 'puzzle' : versus ? 'versus' : trusted ? 'trusted' : undefined;
    if (waitFor === 'versus') {
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
        // lit-html adds its version here each time a copy of it runs.
        lits: window.litHtmlVersions?.length ?? 0,
        status: el.status,
        board: el.state.board.slice(-rows.length),
      };
    }, SETUP_ROWS);
    // A setup, the bot, a puzzle or versus starts a game.
    const startScreen = !setup && !bot && !puzzle && !versus;
    const differs = (pixel) => pixel.some((v, i) => Math.abs(v - FIELD[i]) > 3);
    if (result.width < 100 || result.height < 100) problem(`canvas is ${result.width}x${result.height}`);
    if (differs(result.pixel)) problem(`playfield pixel ${result.pixel} is not the page's ${FIELD}`);
    if (!result.gear.startsWith(GEAR)) problem(`the settings button shows "${result.gear}", not the gear ${GEAR}`);
    if (lang && !JAPANESE.test(result.text)) problem(`no Japanese on the start screen: "${result.text.trim()}"`);
    if (!lang && JAPANESE.test(result.text)) problem(`Japanese on the page: "${result.text.match(/.{0,20}[\u3040-\u30ff\u4e00-\u9fff].{0,20}/s)[0]}"`);
    if (!lang && startScreen && !HINT.every((char) => result.hint.includes(char))) problem(`the start hint reads "${result.hint}"`);
    if (MOJIBAKE.test(result.text)) problem(`garbled text: "${result.text.match(/.{0,20}[\u00e2\u00c2\ufffd].{0,20}/s)[0]}"`);
    if (build !== 'module' && result.global !== 'object') problem('window.TetrisGame is missing');
    if (result.lits !== 1) problem(`${result.lits} copies of lit ran, not one`);
    if (setup) {
      if (result.board.join() !== SETUP_ROWS.join()) problem(`the board's bottom rows are ${result.board.join('/')}, not the setup's ${SETUP_ROWS.join('/')}`);
      if (!differs(result.bottom)) problem(`the bottom row is not drawn: pixel ${result.bottom} is the field's`);
    }
    if (bot && result.status !== 'playing') problem(`with bot="${bot}" the status is ${result.status}, not playing`);
    console.log(
      `${name} (read as ${result.charset}): canvas ${result.width}x${result.height}, playfield ${result.pixel.join(',')}, ` +
        `gear "${result.gear}", hint "${result.hint}", status ${result.status}, lit copies ${result.lits}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Every way of loading works from a static folder with no charset (${shipped.length} files), the bundle from file://.`);
