import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

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

export default {
  files: 'test/**/*.test.ts',
  nodeResolve: true,
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findBrowser(), headless: true, args: chromiumArgs },
    }),
  ],
  coverageConfig: { include: ['src/**/*.ts'] },
  testFramework: { config: { timeout: 20000 } },
};
