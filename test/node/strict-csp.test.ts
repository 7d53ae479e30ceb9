/**
 * The elements under a strict Content Security Policy, sent as a real HTTP header:
 * `script-src 'self'; style-src 'self'; worker-src 'self' blob:; require-trusted-types-for 'script'`.
 * The sources are bundled here with esbuild as ES modules with their lazily loaded parts in chunks
 * of their own (as the ES build ships them), served from a static server of this test, and played
 * in real Chromium (puppeteer-core; `CHROME_PATH`, or chromium on the PATH): `<tetris-game>`
 * through a game, pause, game over, the settings dialog, a setup, a puzzle, a versus game with
 * incoming garbage and touch on a phone; `<tetris-versus>` on a page of its own. Every
 * `securitypolicyviolation` event and every console error fails the test. The bot is left out: its
 * worker under Trusted Types is a change of its own.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { KnownDevices, type Browser, type Page } from 'puppeteer-core';
import { launchChromium } from './chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The policy under test. */
export const STRICT_CSP = "script-src 'self'; style-src 'self'; worker-src 'self' blob:; require-trusted-types-for 'script'";

/**
 * The builds each page is played with: the sources bundled here (always), and the shipped ES
 * modules and single-file scripts when `dist/` is built (`npm run build`; CI runs this file again
 * after it).
 */
const BUILDS = [
  { name: 'the sources as ES modules', folder: 'src', game: 'type="module" src="tetris-game.js"', versus: 'type="module" src="tetris-versus.js"' },
  { name: 'dist/ ES modules', folder: 'dist', game: 'type="module" src="tetris-game.min.js"', versus: 'type="module" src="tetris-versus.min.js"' },
  { name: 'dist/ single-file scripts', folder: 'dist', game: 'src="tetris-game.iife.js"', versus: 'src="tetris-versus.iife.js"' },
].map((build, i) => ({
  ...build,
  gamePage: `${build.folder}/game-${i}.html`,
  versusPage: `${build.folder}/versus-${i}.html`,
  bothPage: `${build.folder}/both-${i}.html`,
  missing: build.folder === 'dist' && !existsSync(join(root, 'dist', /src="([^"]+)"/.exec(build.game)![1])),
}));

/** The pages, by path. */
const pages = new Map(
  BUILDS.flatMap((build) => [
    [build.gamePage, `<script ${build.game}></script><tetris-game storage-key="" seed="5"></tetris-game>`],
    [build.versusPage, `<script ${build.versus}></script><tetris-versus seed="5"></tetris-versus>`],
    [build.bothPage, `<script ${build.game}></script><script ${build.versus}></script><tetris-game storage-key=""></tetris-game><tetris-versus opponent="local"></tetris-versus>`],
  ]),
);

let dir: string;
let server: Server;
let origin: string;
let browser: Browser;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tetris-csp-'));
  await build({
    absWorkingDir: root,
    entryPoints: { 'tetris-game': 'src/index.ts', 'tetris-versus': 'src/versus/index.ts' },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    logLevel: 'silent',
  });
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
    if (name === 'favicon.ico') return void res.writeHead(204).end();
    const [folder, file = ''] = name.split('/');
    try {
      const page = pages.get(name);
      const body = page ? `<!doctype html><meta charset="utf-8">${page}` : readFileSync(join(folder === 'dist' ? join(root, 'dist') : dir, file));
      res.writeHead(200, { 'Content-Type': types[extname(name)] ?? 'application/octet-stream', 'Content-Security-Policy': STRICT_CSP }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A page of the server, every policy violation and console error recorded from before its first script. */
async function open(name: string, phone = false): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  if (phone) await page.emulate(KnownDevices['iPhone 13']);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 100)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  // Violations inside shadow roots reach the document: the event bubbles and is composed. (A
  // string, as the page runs it: a function would be sent as compiled here, with its helpers.)
  await page.evaluateOnNewDocument(`
    document.addEventListener('securitypolicyviolation', (event) => {
      const node = event.composedPath()[0];
      const where = '<' + node.localName + (node.className ? ' class="' + node.className + '"' : '') + '>';
      window.reportViolation('violation of ' + event.effectiveDirective + ': ' + (event.blockedURI || 'inline') + ' on ' + where);
    }, true);
  `);
  const response = await page.goto(`${origin}/${name}`);
  assert.equal(response?.headers()['content-security-policy'], STRICT_CSP);
  return { page, problems };
}

/** Waits until `test` holds in the page (each check runs in the page). */
async function until(page: Page, test: () => unknown, what: string): Promise<void> {
  await page.waitForFunction(test, { timeout: 10_000 }).catch(() => assert.fail(`${what}: not within 10 s`));
}

/** Every TypeScript source under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });

it('no template in src writes a style attribute (style-src refuses them; cssProperties() sets them through the CSSOM)', () => {
  const found = sources(join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/^\s*(\*|\/\/)/.test(line) || !/[\s<]style=/.test(line) ? [] : [`${relative(root, file)}:${i + 1}: ${line.trim()}`])),
  );
  assert.deepEqual(found, []);
});

for (const build of BUILDS) {
  describe(`under ${STRICT_CSP}: ${build.name}`, { skip: build.missing && 'dist/ is not built' }, () => {
    it('<tetris-game> plays, pauses, ends, opens its settings and loads a setup, a puzzle and a versus game with no violation', async () => {
      const { page, problems } = await open(build.gamePage);
      try {
        await until(page, () => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas'), 'a canvas');
        await page.evaluate(() => document.querySelector('tetris-game')!.start({ countdown: false }));
        await until(page, () => document.querySelector('tetris-game')!.status === 'playing', 'a game');
        await page.evaluate(() => document.querySelector('tetris-game')!.press('hardDrop'));
        await page.evaluate(() => document.querySelector('tetris-game')!.pause());
        await until(page, () => document.querySelector('tetris-game')!.shadowRoot!.querySelector('[part~="overlay"]'), 'the pause screen');
        // A board filled up to the top: the first piece locks above it, and the game is over.
        await page.evaluate(() => {
          const el = document.querySelector('tetris-game')!;
          el.start({ board: Array<string>(20).fill('XXXX.XXXXX'), countdown: false });
          el.press('hardDrop');
        });
        await until(page, () => document.querySelector('tetris-game')!.status === 'over', 'game over');
        await page.evaluate(() => document.querySelector('tetris-game')!.shadowRoot!.querySelector<HTMLElement>('[part~="settings-button"]')!.click());
        await until(page, () => document.querySelector('tetris-game')!.shadowRoot!.querySelector('dialog')?.open, 'the settings dialog');
        await page.keyboard.press('Escape');
        await page.evaluate(() => (document.querySelector('tetris-game')!.setup = 'v115@9gI8AeI8AeI8AeI8KeAgH'));
        await until(page, () => document.querySelector('tetris-game')!.state.board[19] === 'XXXXXXXXX.', 'the setup');
        await page.evaluate(() => (document.querySelector('tetris-game')!.puzzle = 'tki'));
        await until(page, () => document.querySelector('tetris-game')!.shadowRoot!.querySelector('[part~="puzzle-goal"]')?.textContent?.trim(), 'the puzzle goal');
        await page.evaluate(async () => {
          const el = document.querySelector('tetris-game')!;
          el.puzzle = null;
          el.versus = 'tetrio';
          await el.updateComplete;
          el.start({ countdown: false });
          el.receiveGarbage(3, { id: 1 });
        });
        await until(page, () => document.querySelector('tetris-game')!.shadowRoot!.querySelector('[part~="garbage-meter"]'), 'the garbage meter');
        const meter = await page.evaluate(() => {
          const box = document.querySelector('tetris-game')!.shadowRoot!.querySelector('[part~="garbage-meter"]')!.getBoundingClientRect();
          return { width: box.width, height: box.height };
        });
        // Styled by the element's sheet, not by a refused style attribute (a 420 x 2 px line).
        if (meter.height <= meter.width) problems.push(`the garbage meter lies flat: ${meter.width} x ${meter.height} px`);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });

    it('<tetris-game> on a phone: touch support and the on-screen buttons, with no violation', async () => {
      const { page, problems } = await open(build.gamePage, true);
      try {
        await until(page, () => document.querySelector('tetris-game')?.shadowRoot?.querySelector('canvas'), 'a canvas');
        await page.evaluate(() => document.querySelector('tetris-game')!.start({ countdown: false }));
        const canvas = await page.evaluate(() => {
          const box = document.querySelector('tetris-game')!.shadowRoot!.querySelector('canvas')!.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        });
        // The first touch loads touch support; the on-screen buttons come with it.
        await page.touchscreen.tap(canvas.x, canvas.y);
        await page.evaluate(() => document.querySelector('tetris-game')!.setAttribute('touch-buttons', ''));
        await until(page, () => document.querySelector('tetris-game')!.shadowRoot!.querySelector('[part~="touch-buttons"]'), 'the on-screen buttons');
        await page.touchscreen.tap(canvas.x, canvas.y);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });

    it('<tetris-versus> (two local players) counts down, plays, pauses and resumes with no violation', async () => {
      const { page, problems } = await open(build.versusPage);
      try {
        await until(page, () => document.querySelector('tetris-versus')?.shadowRoot?.querySelector('canvas'), 'a canvas');
        await page.evaluate(async () => {
          const el = document.querySelector('tetris-versus')!;
          el.opponent = 'local';
          await el.updateComplete;
          el.start();
        });
        await until(page, () => document.querySelector('tetris-versus')!.phase === 'playing', 'a round');
        await page.evaluate(() => document.querySelector('tetris-versus')!.focus());
        await page.keyboard.press('Space');
        await page.evaluate(() => document.querySelector('tetris-versus')!.pause());
        await until(page, () => document.querySelector('tetris-versus')!.phase === 'paused', 'the pause');
        await page.evaluate(() => document.querySelector('tetris-versus')!.resume());
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });

    it('<tetris-game> and <tetris-versus> on one page both play, with no violation', async () => {
      const { page, problems } = await open(build.bothPage);
      try {
        await until(page, () => ['tetris-game', 'tetris-versus'].every((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('canvas')), 'both canvases');
        await page.evaluate(() => {
          document.querySelector('tetris-game')!.start({ countdown: false });
          document.querySelector('tetris-versus')!.start();
        });
        await until(page, () => document.querySelector('tetris-game')!.status === 'playing' && document.querySelector('tetris-versus')!.phase !== 'idle', 'both games');
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  });
}
