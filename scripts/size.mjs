// Prints the minified and gzipped sizes of the builds a page loads without a bundler, and fails above
// the budgets in package.json ("size-limit"; `goalGzipBytes`, where given, is only reported):
// - a `file`: that one file (the single-file IIFE);
// - an `entry`: an ES module and the sibling files it imports statically, which is what the browser
//   fetches before the first frame; the parts loaded later with `import()` are listed apart.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const sizes = (file) => {
  const source = readFileSync(file);
  return { bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
};

/** Relative modules a minified ES module imports: statically (`import ... from "./x.js"`) and with `import("./x.js")`. */
function imports(file) {
  const code = readFileSync(file, 'utf8');
  const paths = (pattern) => [...code.matchAll(pattern)].map((match) => join(dirname(file), match[1]));
  return {
    static: paths(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+)["']/g),
    dynamic: paths(/\bimport\s*\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g),
  };
}

/** The entry and every module it reaches through static imports, then those only `import()` reaches. */
function graph(entry) {
  const eager = new Set();
  const visit = (file) => {
    if (eager.has(file)) return;
    eager.add(file);
    imports(file).static.forEach(visit);
  };
  visit(entry);
  const lazy = new Set();
  const visitLazy = (file) => {
    if (eager.has(file) || lazy.has(file)) return;
    lazy.add(file);
    const next = imports(file);
    [...next.static, ...next.dynamic].forEach(visitLazy);
  };
  for (const file of eager) imports(file).dynamic.forEach(visitLazy);
  return { eager: [...eager], lazy: [...lazy] };
}

const total = (files) => files.map(sizes).reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip }), { bytes: 0, gzip: 0 });

let failed = false;
for (const budget of pkg['size-limit']) {
  const main = budget.file ?? budget.entry;
  if (!existsSync(main)) {
    console.error(`${main} is missing: run npm run build first.`);
    process.exit(1);
  }
  const { eager, lazy } = budget.entry ? graph(main) : { eager: [main], lazy: [] };
  const size = total(eager);
  const files = eager.length > 1 ? ` (${eager.length} files)` : '';
  console.log(
    `${budget.name}: ${main}${files}: ${kb(size.bytes)} minified, ${kb(size.gzip)} gzipped ` +
      `(budget ${kb(budget.gzipBytes)} gzipped, ${((size.gzip / budget.gzipBytes) * 100).toFixed(0)}% used)`,
  );
  if (budget.goalGzipBytes) {
    const gap = size.gzip - budget.goalGzipBytes;
    console.log(`  goal ${kb(budget.goalGzipBytes)} gzipped: ${gap > 0 ? `${kb(gap)} to go` : 'met'}`);
  }
  if (lazy.length) {
    const later = total(lazy);
    console.log(`  loaded later: ${lazy.length} files, ${kb(later.bytes)} minified, ${kb(later.gzip)} gzipped`);
  }
  if (size.gzip > budget.gzipBytes) {
    console.error(`  over budget by ${kb(size.gzip - budget.gzipBytes)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
