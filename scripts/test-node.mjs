// Node-side tests: every `*.test.ts` / `*.test.mjs` / `*.test.js` under the folders given, run by
// Node's test runner with tsx. (Node 20's `--test` finds only .js files in a folder, and no globs.)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const testFile = /\.test\.(?:ts|mts|js|mjs)$/;
const find = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : find(path);
    return testFile.test(entry.name) ? [path] : [];
  });

const files = process.argv.slice(2).filter((dir) => existsSync(dir)).flatMap(find).sort();
if (files.length === 0) {
  console.error(`No test files under ${process.argv.slice(2).join(', ')}.`);
  process.exit(1);
}
const { status } = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], { stdio: 'inherit' });
process.exit(status ?? 1);
