// npm run bench:browser: the cost of one frame (engine step plus drawing) in headless Chromium,
// at a 1x and a 2x device pixel ratio. Prints medians and 95th percentiles.
import { execFileSync } from 'node:child_process';
import { createServer } from 'vite';
import puppeteer from 'puppeteer-core';

const FRAMES = Number(process.env.FRAMES ?? 6000);

function browserPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const name of ['chromium', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // try the next one
    }
  }
  throw new Error('No Chromium found: set CHROME_PATH or install chromium.');
}

// Cross-origin isolation gives performance.now() microsecond resolution instead of 100 µs steps.
const server = await createServer({
  logLevel: 'error',
  server: {
    port: 0,
    host: '127.0.0.1',
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  },
});
await server.listen();
const url = `http://127.0.0.1:${server.httpServer.address().port}/bench/browser.html`;
const browser = await puppeteer.launch({
  executablePath: browserPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const ms = (v) => `${(v * 1000).toFixed(1)} µs`;
try {
  for (const scale of [1, 2]) {
    const page = await browser.newPage();
    await page.setViewport({ width: 800, height: 900, deviceScaleFactor: scale });
    await page.goto(url);
    await page.waitForFunction('typeof window.runBench === "function"');
    const { frame, redraw } = await page.evaluate((n) => globalThis.runBench(n), FRAMES);
    console.log(
      `${scale}x pixel ratio: frame (step + draw when changed, with rasterization) median ${ms(frame.median)}, p95 ${ms(frame.p95)}, max ${ms(frame.max)} over ${frame.n} frames; ` +
        `full redraw median ${ms(redraw.median)}, p95 ${ms(redraw.p95)} over ${redraw.n}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
