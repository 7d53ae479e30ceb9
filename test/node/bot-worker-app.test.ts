/**
 * The bot's worker in an app's build: the library is built as it ships (`vite build` and
 * scripts/build-worker.mjs), an app imports `tetris-game/versus` from it and is built with Vite;
 * its build emits the worker (one self-contained file), and in Chromium the worker the library
 * starts loads (no 404) and plays the difficulty the protocol names.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '../..');
// Inside the project, so the app resolves lit from its node_modules.
const dir = join(root, 'node_modules/.cache/bot-worker-app');
const run = (args: string[], cwd = root) => execFileSync(process.execPath, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
const vite = join(root, 'node_modules/vite/bin/vite.js');

test('a Vite app emits the bot worker and the library starts it from there', { timeout: 240_000 }, async () => {
  rmSync(dir, { recursive: true, force: true });
  run([vite, 'build', '--outDir', join(dir, 'lib'), '--emptyOutDir', '--logLevel', 'error']);
  run([join(root, 'scripts/build-worker.mjs'), join(dir, 'lib')]);
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

  const server = createServer((req, res) => {
    const path = join(app, 'dist', req.url === '/' ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'content-type': path.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  const executablePath = process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && missing.push(response.url())));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction('window.startBot');
    const answers = await page.evaluate(
      () =>
        new Promise<unknown[]>((done, fail) => {
          const worker = (window as unknown as { startBot: () => Worker }).startBot();
          const seen: unknown[] = [];
          worker.onerror = (event) => fail(new Error(`the worker failed: ${event.message}`));
          worker.onmessage = ({ data }: MessageEvent<{ type: string }>) => {
            seen.push(data);
            if (data.type === 'info') worker.postMessage({ type: 'rules', randomizer: 'seven_bag', tetris_game: { difficulty: 'easy' } });
            if (data.type === 'ready') {
              const board = Array.from({ length: 40 }, () => Array<null>(10).fill(null));
              worker.postMessage({ type: 'start', hold: null, queue: ['T', 'I'], combo: 0, back_to_back: false, board });
              worker.postMessage({ type: 'suggest' });
            }
            if (data.type === 'suggestion') done(seen);
          };
        }),
    );
    assert.deepEqual(missing, []);
    const suggestion = answers.at(-1) as { move_info: { extra: string } };
    assert.match(suggestion.move_info.extra, /^easy,/, 'the worker plays the difficulty rules named');
  } finally {
    await browser.close();
    server.close();
  }
});
