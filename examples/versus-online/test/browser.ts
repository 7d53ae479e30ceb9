/**
 * Real Chromium for the page tests (puppeteer-core; `CHROME_PATH`, or chromium on the PATH), with
 * the test helpers that read a page. A page in a background tab gets no animation frames, so each
 * page that plays gets a browser of its own.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';

/** How long a page may take to show what a test waits for. */
export const PAGE_WAIT_MS = 20_000;

function browserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], { encoding: 'utf8' }).trim();
}

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: browserPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');

/** Waits for `selector`'s text to match `pattern`; fails naming what it shows instead. */
export async function textMatches(page: Page, selector: string, pattern: RegExp): Promise<void> {
  try {
    await page.waitForFunction((s, source) => new RegExp(source).test(document.querySelector(s)?.textContent ?? ''), { timeout: PAGE_WAIT_MS }, selector, pattern.source);
  } catch {
    assert.fail(`${selector} never matched ${pattern}: ${JSON.stringify(await text(page, selector))} (${JSON.stringify(await text(page, '#reason'))})`);
  }
}
