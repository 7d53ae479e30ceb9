/**
 * Headless Chromium for the tests that drive a real browser from Node (puppeteer-core): the one at
 * `CHROME_PATH`, or chromium / google-chrome on the PATH.
 */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';

function browserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
}

/** Launches it without the background work (updates, sync, first-run pages) that would only slow a test. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: browserPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
