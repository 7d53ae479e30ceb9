import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain JavaScript module shared with scripts/check-package.mjs
import { CONSUMER_TS, consumerOptions } from '../../scripts/consumer-fixture.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = (...args: string[]) =>
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

// The package's declarations as `npm run build` emits them, compiled by a strict consumer with
// `skipLibCheck: false` (the DOM's own event maps included): the same file `npm run check:package`
// compiles against the packed package. Kept under node_modules so that `lit` resolves.
test('the emitted declarations compile in a strict consumer project with skipLibCheck false', { timeout: 120_000 }, () => {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'consumer-types-'));
  try {
    const compile = (what: string, ...args: string[]) => {
      try {
        tsc(...args);
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        assert.fail(`${what}:\n${stdout}${stderr}`);
      }
    };
    compile('the declarations do not build', '-p', 'tsconfig.build.json', '--outDir', join(work, 'types'), '--declarationMap', 'false');
    writeFileSync(join(work, 'index.ts'), CONSUMER_TS);
    const paths = { 'tetris-game': ['./types/index.d.ts'], 'tetris-game/engine': ['./types/engine/index.d.ts'] };
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...consumerOptions('bundler'), paths }, files: ['index.ts'] }));
    compile('the consumer does not compile', '-p', join(work, 'tsconfig.json'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
