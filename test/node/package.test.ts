import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json'));

test('every export has a default condition, so require() and any tool resolve it', () => {
  for (const [path, target] of Object.entries<string | Record<string, string>>(pkg.exports)) {
    if (typeof target === 'string' || !('import' in target)) continue;
    assert.equal(target.default, target.import, `exports["${path}"].default`);
  }
});

test('every file the package points at is in the published files', () => {
  // npm always publishes package.json.
  const published = (file: string) => file === './package.json' || pkg.files.some((entry: string) => file.replace(/^\.\//, '').startsWith(entry.replace(/\/$/, '')));
  const targets = [pkg.main, pkg.module, pkg.types, pkg.unpkg, ...Object.values<string | Record<string, string>>(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)))];
  for (const file of targets) assert.ok(published(file), `${file} is not in "files"`);
  // The source maps point into src/.
  assert.ok(published('src/index.ts'));
});

test('LICENSE is the license package.json names', () => {
  assert.equal(pkg.license, 'MIT');
  assert.ok(pkg.files.includes('LICENSE'));
  assert.match(read('LICENSE'), /^MIT License\n\nCopyright \(c\) \d{4} /);
});
