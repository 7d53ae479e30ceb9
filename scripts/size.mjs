// Prints the minified and gzipped size of the single-file build and fails above the budget
// set in package.json ("size-limit").
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const { file, gzipBytes } = pkg['size-limit'];
if (!existsSync(file)) {
  console.error(`${file} is missing: run npm run build first.`);
  process.exit(1);
}
const source = readFileSync(file);
const gzip = gzipSync(source, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
console.log(`${file}: ${kb(source.length)} minified, ${kb(gzip)} gzipped (budget ${kb(gzipBytes)} gzipped, ${((gzip / gzipBytes) * 100).toFixed(0)}% used)`);
if (gzip > gzipBytes) {
  console.error(`Over budget by ${kb(gzip - gzipBytes)}.`);
  process.exit(1);
}
