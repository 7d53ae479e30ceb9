// npm run bench:browser: the cost of one frame (engine step plus drawing) in headless Chromium,
// at a 1x and a 2x device pixel ratio; then the input pipeline on real animation frames with real
// key events: latency from a key event to the frame that shows it, and taps lost in a fast burst.
// Prints medians and 95th percentiles.
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
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
/** Key events through the DevTools protocol: trusted, with real time stamps, like a keyboard's. */
async function inputFigures() {
  const page = await browser.newPage();
  await page.setViewport({ width: 800, height: 900 });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction('typeof window.inputBench === "object"');
  // Latency: taps at random moments (40-90 ms apart), in batches on a fresh piece.
  const frames = [];
  for (let batch = 0; batch < 10; batch++) {
    await page.evaluate(() => globalThis.inputBench.prepare());
    await sleep(100);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
      await sleep(40 + Math.random() * 50);
    }
    await sleep(100);
    frames.push(...(await page.evaluate(() => globalThis.inputBench.latency())));
  }
  frames.sort((a, b) => a - b);
  const at = (p) => frames[Math.min(frames.length - 1, Math.floor(p * frames.length))];
  console.log(
    `input latency, key event to the frame that shows it (display frames, 1 = the next frame): median ${at(0.5)}, p95 ${at(0.95)}, ` +
      `max ${frames[frames.length - 1]} over ${frames.length} of 200 taps`,
  );
  // Lost taps: 100 taps 10 ms apart (down, 3 ms, up, 7 ms), alternating Left and Right.
  await page.evaluate(() => globalThis.inputBench.prepare());
  await sleep(100);
  for (let i = 0; i < 100; i++) {
    const key = i % 2 ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.down(key);
    await sleep(3);
    await page.keyboard.up(key);
    await sleep(7);
  }
  await sleep(200);
  const { taps, moves, lost } = await page.evaluate(() => globalThis.inputBench.lostTaps(100));
  console.log(`lost taps in a burst of ${taps} taps 10 ms apart: ${lost} (${moves} moves; goal 0)`);
  await page.close();
}

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
  // Vite may reload the page once on a cold start (when it first bundles dependencies): then again.
  await inputFigures().catch((error) => {
    console.log(`(input figures again after: ${error.message})`);
    return inputFigures();
  });
} finally {
  await browser.close();
  await server.close();
}
