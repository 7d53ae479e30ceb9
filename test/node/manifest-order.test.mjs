// The manifest and what is written from it do not depend on the order the analyzer reads the
// files in: that order comes from a directory walk that differs between runs on a busy machine.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { addFrameworkPlugins } from '@custom-elements-manifest/analyzer/src/utils/cli-helpers.js';
import config from '../../custom-elements-manifest.config.mjs';
import { vscodeData, webTypes } from '../../scripts/ide-data.mjs';
import { frameworkTypeFiles } from '../../scripts/framework-types.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The files the config's globs take (`src/**\/*.ts`, without the engine and .d.ts files), relative to the root. */
function analyzedFiles(dir = 'src') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return file === 'src/engine' ? [] : analyzedFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });
}

/** Everything `npm run analyze` writes, as text, from the files read in `order`. */
async function analyze(order) {
  const modules = order.map((file) => ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2015, true));
  const plugins = [...(await addFrameworkPlugins({ litelement: true })), ...config.plugins];
  const manifest = create({ modules, plugins, context: { dev: false, thirdPartyCEMs: [] } });
  const pkg = { name: 'tetris-game', version: '0' };
  return JSON.stringify({ manifest, vscode: vscodeData(manifest), webTypes: webTypes(manifest, pkg), frameworks: frameworkTypeFiles(manifest) }, null, 1);
}

/** A fixed shuffle (a stride through the list), so a failure reproduces. */
const strided = (files, stride) => files.map((_, i) => files[(i * stride) % files.length]);

describe('custom-elements.json order', () => {
  it('is the same whatever order the files are read in', async () => {
    process.chdir(root);
    const files = analyzedFiles().sort();
    const stride = [7, 11, 13].find((n) => files.length % n !== 0);
    const expected = await analyze(files);
    assert.equal(await analyze([...files].reverse()), expected, 'files read in reverse order');
    assert.equal(await analyze(strided(files, stride)), expected, `files read in a stride of ${stride}`);
  });
});
