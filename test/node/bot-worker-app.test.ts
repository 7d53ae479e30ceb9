/**
 * The bot's worker where pages come from, in Chromium: the library is built as it ships (`vite
 * build`, `--mode min` and scripts/build-worker.mjs). An app importing `tetris-game/versus`
 * and built with Vite emits the worker (one self-contained file) and the library starts it from
 * there (no 404); a page importing the script from another origin starts it through a `blob:`
 * worker; under Trusted Types it starts with the `tetris-game` policy or the page's. Each time the
 * worker plays the difficulty the protocol names, sent after it started.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { before, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '../..');
// Inside the project, so the app resolves lit from its node_modules.
const dir = join(root, 'node_modules/.cache/bot-worker-app');
const run = (args: string[], cwd = root) => execFileSync(process.execPath, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
const vite = join(root, 'node_modules/vite/bin/vite.js');

before(() => {
  rmSync(dir, { recursive: true, force: true });
  run([vite, 'build', '--outDir', join(dir, 'lib'), '--emptyOutDir', '--logLevel', 'error']);
  run([vite, 'build', '--mode', 'min', '--outDir', join(dir, 'lib'), '--logLevel', 'error']);
  run([join(root, 'scripts/build-worker.mjs'), join(dir, 'lib')]);
});

/** Serves `folder` on 127.0.0.1 (a port of its own is an origin of its own), with `headers` on every answer. */
async function serve(folder: string, headers: Record<string, string> = {}) {
  const server = createServer((req, res) => {
    const path = join(folder, req.url === '/' ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { ...headers, 'content-type': path.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

async function withBrowser(use: (page: Page, missing: string[]) => Promise<void>) {
  const executablePath = process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && missing.push(response.url())));
    await use(page, missing);
  } finally {
    await browser.close();
  }
}

/** Starts the worker with the page's `startBot()`, tells it `difficulty` in rules, and returns its first suggestion's `move_info.extra`. */
async function playedDifficulty(page: Page, difficulty: string): Promise<string> {
  await page.waitForFunction('window.startBot');
  return page.evaluate(
    (difficulty) =>
      new Promise<string>((done, fail) => {
        const worker = (window as unknown as { startBot: () => Worker }).startBot();
        worker.onerror = (event) => fail(new Error(`the worker failed: ${event.message}`));
        worker.onmessage = ({ data }: MessageEvent<{ type: string; move_info?: { extra: string } }>) => {
          if (data.type === 'info') worker.postMessage({ type: 'rules', randomizer: 'seven_bag', tetris_game: { difficulty } });
          if (data.type === 'ready') {
            const board = Array.from({ length: 40 }, () => Array<null>(10).fill(null));
            worker.postMessage({ type: 'start', hold: null, queue: ['T', 'I'], combo: 0, back_to_back: false, board });
            worker.postMessage({ type: 'suggest' });
          }
          if (data.type === 'suggestion') done(data.move_info!.extra);
        };
      }),
    difficulty,
  );
}

test('a Vite app emits the bot worker and the library starts it from there', { timeout: 240_000 }, async () => {
  const worker = readFileSync(join(dir, 'lib/bot-worker.js'), 'utf8');
  assert.doesNotMatch(worker, /\bimport\s*[\w{*"'(]|\bfrom\s*["']/, 'bot-worker.js imports nothing: no sibling chunks');

  const app = join(dir, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><script type="module" src="./main.js"></script>');
  writeFileSync(join(app, 'main.js'), "import { botWorkerFactory } from '../lib/tetris-versus.js';\nwindow.startBot = botWorkerFactory();\n");
  run([vite, 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'error'], app);
  const assets = readdirSync(join(app, 'dist/assets'));
  const emitted = assets.find((name) => /^bot-worker.*\.js$/.test(name));
  assert.ok(emitted, `the app's build emits the worker (assets: ${assets.join(', ')})`);

  const server = await serve(join(app, 'dist'));
  try {
    await withBrowser(async (page, missing) => {
      await page.goto(`${server.origin}/`);
      assert.match(await playedDifficulty(page, 'easy'), /^easy,/, 'the worker plays the difficulty rules named');
      assert.deepEqual(missing, []);
    });
  } finally {
    server.close();
  }
});

for (const [name, csp, setup] of [
  ['from another origin: a blob worker', '', 'botWorkerFactory()'],
  ["under Trusted Types: the 'tetris-game' policy", "require-trusted-types-for 'script'; trusted-types lit-html tetris-game", 'botWorkerFactory()'],
  ["under Trusted Types: the page's policy", "require-trusted-types-for 'script'; trusted-types lit-html mine", "botWorkerFactory({ policy: trustedTypes.createPolicy('mine', { createScriptURL: (url) => url }) })"],
] as const) {
  test(`the script ${name} starts the worker, which plays the difficulty set after it started`, { timeout: 120_000 }, async () => {
    // The script's origin allows the page's, as a CDN does.
    const cdn = await serve(join(dir, 'lib'), { 'access-control-allow-origin': '*' });
    const site = join(dir, 'site');
    mkdirSync(site, { recursive: true });
    const script = `import { botWorkerFactory } from '${cdn.origin}/tetris-versus.min.js';\nwindow.startBot = ${setup};`;
    writeFileSync(join(site, 'index.html'), `<!doctype html><link rel="icon" href="data:,"><script type="module">${script}</script>`);
    const page = await serve(site, csp ? { 'content-security-policy': csp } : {});
    try {
      await withBrowser(async (tab, missing) => {
        await tab.goto(`${page.origin}/`);
        assert.match(await playedDifficulty(tab, 'medium'), /^medium,/);
        assert.deepEqual(missing, []);
      });
    } finally {
      cdn.close();
      page.close();
    }
  });
}
