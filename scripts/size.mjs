// Prints the minified and gzipped sizes of the builds a page loads without a bundler, and fails above
// the budgets in package.json ("sizeBudgets"; `goalGzipBytes`, where given, is only reported):
// - a `file`: that one file (the classic loader, the self-contained bundle);
// - an `entry`: an ES module and the files it imports statically, which is what the browser fetches
//   before the first frame; the parts loaded later with `import()` are listed apart.
// Each is broken down by part (engine, lit, board, ...) through its source maps: the minified bytes
// each part's sources became, and those bytes gzipped on their own.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Buffer } from 'node:buffer';

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

/** The parts of the code, by source path (the first match wins), in the order they are printed. */
const PARTS = [
  ['engine', /\/src\/engine\//],
  ['lit', /\/node_modules\/(lit|lit-html|lit-element|@lit)\//],
  ['clock', /\/src\/clock\//],
  ['board', /\/src\/(board\/(?!touch-buttons|board-touch)|element\/board\/|element\/view\/)/],
  ['render', /\/src\/render\/(?!effects)/],
  ['effects', /\/src\/render\/effects/],
  ['element', /\/src\/(element\/[\w.-]+\.ts|index\.ts|define\.ts)$/],
  ['screens', /\/src\/element\/screens\/(?!result-screen|touch-buttons)/],
  ['result screen', /\/src\/element\/screens\/result-screen/],
  ['touch', /\/src\/(board\/(touch-buttons|board-touch)|input\/touch-controller)/],
  ['gamepad', /\/src\/input\/gamepad-controller/],
  ['input', /\/src\/input\//],
  ['settings table', /\/src\/element\/settings\/(settings|setting-values|settings-element|settings-storage|coarse-pointer)\.ts$/],
  // The gear button and the panel that loads the dialog with import() when the gear is pressed.
  ['settings gear', /\/src\/element\/settings\/(settings-gear|settings-panel)\.ts$/],
  ['settings dialog', /\/src\/element\/settings\//],
  ['strings', /\/src\/ui\/strings\//],
  ['ui', /\/src\/ui\//],
  ['replay', /\/src\/element\/replay\//],
  ['results', /\/src\/element\/results\//],
  ['audio', /\/src\/audio\//],
  ['themes', /\/src\/themes\//],
  ['bot', /\/src\/bot\//],
  ['practice', /\/(src\/practice|node_modules\/tetris-fumen)\//],
  ['versus', /\/src\/versus\//],
];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source-map VLQ segments of one line: each an array of numbers (relative values). */
function segments(line) {
  const out = [];
  for (const text of line.split(',')) {
    if (!text) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = shift = 0;
      }
    }
    out.push(values);
  }
  return out;
}

/** The code of `file` split by part, through its source map: { part: code }. */
function codeByPart(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { other: code };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const partOf = map.sources.map((source) => {
    const absolute = `/${source.replace(/^(\.\.\/)+/, '')}`;
    return PARTS.find(([, pattern]) => pattern.test(absolute))?.[0] ?? 'other';
  });
  const parts = {};
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mapping, index) => {
    const line = lines[index] ?? '';
    let column = 0;
    let from = 0;
    let part = 'other';
    for (const segment of segments(mapping)) {
      column += segment[0];
      if (column > from) parts[part] = (parts[part] ?? '') + line.slice(from, column);
      if (segment.length >= 4) source += segment[1];
      part = segment.length >= 4 ? partOf[source] : 'other';
      from = column;
    }
    parts[part] = (parts[part] ?? '') + line.slice(from) + '\n';
  });
  return parts;
}

/** One line per part of `files`: minified bytes and those bytes gzipped alone, largest first. */
function printBreakdown(files) {
  const parts = {};
  for (const file of files) for (const [part, code] of Object.entries(codeByPart(file))) parts[part] = (parts[part] ?? '') + code;
  const rows = Object.entries(parts)
    .map(([part, code]) => ({ part, bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }))
    .filter((row) => row.bytes > 0)
    .sort((a, b) => b.gzip - a.gzip);
  for (const { part, bytes, gzip } of rows) console.log(`    ${part.padEnd(16)} ${kb(bytes).padStart(9)} minified ${kb(gzip).padStart(9)} gzipped alone`);
}

const total = (files) => files.map(sizes).reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip }), { bytes: 0, gzip: 0 });

let failed = false;
for (const budget of pkg.sizeBudgets) {
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
  printBreakdown(eager);
  if (lazy.length) {
    const later = total(lazy);
    console.log(`  loaded later: ${lazy.length} files, ${kb(later.bytes)} minified, ${kb(later.gzip)} gzipped`);
    printBreakdown(lazy);
  }
  if (size.gzip > budget.gzipBytes) {
    console.error(`  over budget by ${kb(size.gzip - budget.gzipBytes)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
