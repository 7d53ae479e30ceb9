/**
 * The min build's chunking (vite/first-frame-chunks.ts) on a small graph of two entries: modules
 * both first frames need, one only `a`'s, one `a`'s first frame needs and `b` imports later, one
 * only `b`'s, most taken through one barrel as the elements take the engine's. Each entry's first
 * frame loads its kinds and nothing else, and the modules run in the order their imports give.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { build, type Rolldown } from 'vite';
import { firstFrameChunks, noChunkCircle } from '../../vite/first-frame-chunks.js';

// Only the modules that log declare side effects (package.json), as the project's do: one that
// declares none is left out of an entry that takes no name of it.
const FILES = {
  'package.json': JSON.stringify({ type: 'module', sideEffects: ['./log.js', './shared.js', './a.js', './b.js', './later.js'] }),
  'log.js': 'export const log = (name) => (globalThis.order ??= []).push(name);',
  'barrel.js': "export { x } from './x.js';\nexport { y } from './y.js';",
  'x.js': "export const x = () => 'x';",
  'y.js': "export const y = () => 'y';",
  'own-a.js': "export const ownA = () => 'own';",
  'shared.js': "import { log } from './log.js';\nlog('shared');\nexport const shared = () => 'shared';",
  'a.js': "import { shared } from './shared.js';\nimport { x } from './barrel.js';\nimport { ownA } from './own-a.js';\nimport { log } from './log.js';\nlog('a:' + x() + shared() + ownA());",
  'b.js': "import { shared } from './shared.js';\nimport { y } from './barrel.js';\nimport { log } from './log.js';\nlog('b:' + shared() + y());\nexport const later = () => import('./later.js');",
  'later.js': "import { x } from './x.js';\nimport { log } from './log.js';\nlog('later:' + x());",
};

async function buildFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'first-frame-chunks-'));
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dir, name), code);
  const entries = { a: join(dir, 'a.js'), b: join(dir, 'b.js') };
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: {
      outDir: join(dir, 'dist'),
      minify: false,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: { plugins: [noChunkCircle], output: { chunkFileNames: '[name].js', codeSplitting: { groups: firstFrameChunks(entries) } } },
    },
  });
  return join(dir, 'dist');
}

/** The output files an entry loads before it runs (its static imports, followed). */
function firstFrame(dist: string, entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(join(dist, file), 'utf8').matchAll(/^(?:import|export) .*?["']\.\/([^"']+)["']/gm)) visit(match[1]);
  };
  visit(entry);
  return [...files].sort();
}

const run = (dist: string, script: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', `${script}\nconsole.log(globalThis.order.join(' '));`], { cwd: dist, encoding: 'utf8' }).trim();

test('each first frame is its kinds of chunk: what both need, its own, and its own that the other loads later', async () => {
  const dist = await buildFixture();
  assert.deepEqual(readdirSync(dist).filter((file) => file.startsWith('first-frame')).sort(), [
    'first-frame-a-and-b.js',
    'first-frame-a-then-b.js',
    'first-frame-a.js',
    'first-frame-b.js',
  ]);
  assert.deepEqual(firstFrame(dist, 'a.js'), ['a.js', 'first-frame-a-and-b.js', 'first-frame-a-then-b.js', 'first-frame-a.js'].sort());
  assert.deepEqual(firstFrame(dist, 'b.js'), ['b.js', 'first-frame-a-and-b.js', 'first-frame-b.js'].sort());
  const code = (file: string) => readFileSync(join(dist, file), 'utf8');
  assert.match(code('first-frame-a-then-b.js'), /=> "x"/, "x, taken through the barrel, is in a's first frame and b's later part");
  assert.match(code('first-frame-b.js'), /=> "y"/);
  assert.match(code('first-frame-a.js'), /=> "own"/);
  assert.doesNotMatch(code('first-frame-a-and-b.js'), /=> "[xy]"/, 'the barrel brings neither x nor y to both');

  assert.equal(run(dist, "await import('./a.js');"), 'shared a:xsharedown');
  assert.equal(run(dist, "await import('./b.js');"), 'shared b:sharedy');
  assert.equal(run(dist, "const { later } = await import('./b.js'); await later();"), 'shared b:sharedy later:x');
});

test('a build whose chunks import each other in a circle fails, naming the circle', () => {
  const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;
  const bundle = { 'a.js': chunk('a.js', ['b.js']), 'b.js': chunk('b.js', ['c.js']), 'c.js': chunk('c.js', ['b.js']) };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const generateBundle = noChunkCircle.generateBundle as (this: typeof context, options: unknown, bundle: unknown) => void;
  assert.throws(() => generateBundle.call(context, {}, bundle), /circle: b\.js -> c\.js -> b\.js/);
  assert.doesNotThrow(() => generateBundle.call(context, {}, { 'a.js': chunk('a.js', ['b.js']), 'b.js': chunk('b.js', []) }));
});
