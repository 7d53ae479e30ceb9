import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { frameworkBundles } from './test/frameworks/bundle-plugin.mjs';
import { commonjsModules } from './test/commonjs-modules.mjs';

/** CHROME_PATH if set, else chromium or google-chrome on the PATH. */
function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    process.exit(1);
  }
  for (const name of ['chromium', 'google-chrome', 'chromium-browser', 'google-chrome-stable']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH; try the next name
    }
  }
  console.error(
    'No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--autoplay-policy=user-gesture-required',
];

/**
 * Server commands for touch tests, over the Chrome DevTools Protocol of the test's own page.
 * `touch` ({ steps: [{ type: 'touchStart' | 'touchMove' | 'touchEnd', x, y, wait?, at? }] }) sends
 * real touch events back to back (CSS px in the viewport; `wait` ms before a step; `at` the event's
 * time in ms since the epoch), so a flick is as fast as a finger's. `screenshot` ({ x, y, width, height })
 * returns the pixels of that box of the page as a base64 PNG. `emulate-phone` ({ on, width, height, scale }) switches a touch-screen phone
 * (390x844 at 3x unless given) on or off.
 */
function touchPlugin() {
  const sessions = new WeakMap();
  const cdp = (page) => {
    if (!sessions.has(page)) sessions.set(page, page.createCDPSession());
    return sessions.get(page);
  };
  return {
    name: 'touch-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch' && command !== 'emulate-phone' && command !== 'screenshot') return undefined;
      const client = await cdp(session.browser.getPage(session.id));
      if (command === 'screenshot') {
        // A PNG (base64) of the page's box { x, y, width, height } in CSS px, as the screen shows it.
        const { data } = await client.send('Page.captureScreenshot', { format: 'png', clip: { ...payload, scale: 1 } });
        return data;
      }
      if (command === 'touch') {
        for (const { type, x, y, wait = 0, at } of payload.steps) {
          if (wait > 0) await sleep(wait);
          const touchPoints = type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 1, radiusY: 1, force: 1 }];
          // `at` (ms since the epoch) becomes the event's time, so gesture timing needs no waiting.
          const timestamp = at === undefined ? undefined : at / 1000;
          await client.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp });
        }
        return true;
      }
      if (payload.on) {
        const { width = 390, height = 844, scale = 3 } = payload;
        await client.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: true });
        await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      } else {
        await client.send('Emulation.clearDeviceMetricsOverride');
        await client.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      }
      return true;
    },
  };
}

/** Ends the run with one plain `tests: N passed, N failed` line that CI logs can read. */
function summaryReporter() {
  const count = (suite, totals) => {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) totals.skipped++;
      else if (test.passed) totals.passed++;
      else totals.failed++;
    }
    for (const child of suite?.suites ?? []) count(child, totals);
    return totals;
  };
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // A file that failed to load has no results but errors: count it as a failure.
        if (!session.testResults && session.errors?.length) totals.failed++;
      }
      console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    },
  };
}

export default {
  // test/node holds Node-side tests (SSR, jsdom, happy-dom, the packed package): `npm run test:node`.
  files: ['test/**/*.test.{ts,tsx}', '!test/node/**'],
  reporters: [defaultReporter(), summaryReporter()],
  nodeResolve: true,
  // One page at a time: keyboard, focus and touch tests need the page to have focus.
  concurrency: 1,
  // frameworkBundles: React, Vue and Svelte tests run as esbuild bundles (test/frameworks).
  // commonjsModules: packages shipped only as CommonJS, served as ES modules.
  plugins: [frameworkBundles(), commonjsModules({ 'tetris-fumen': ['decoder', 'encoder', 'Field'] }), esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }), touchPlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findBrowser(), headless: true, args: chromiumArgs },
      // A window per page: tabs sharing a window are hidden behind the front one, where animation
      // frames and touch input stop, so test files running side by side would stall each other.
      createPage: ({ context }) => context.newPage({ type: 'window' }),
    }),
  ],
  coverageConfig: { include: ['src/**/*.ts'] },
  testFramework: { config: { timeout: 20000 } },
};
