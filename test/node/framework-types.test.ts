import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain JavaScript modules, run by `npm run analyze`
import { consumerOptions } from '../../scripts/consumer-fixture.mjs';
// @ts-expect-error: plain JavaScript modules, run by `npm run analyze`
import { frameworkTypeFiles } from '../../scripts/framework-types.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Compiler output of `tsc` (empty when it compiles). */
function tsc(...args: string[]): string {
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}` || String(error);
  }
}

// What Vue's language tools check a template against: the `$props` of the tag's entry in
// GlobalComponents. What svelte-check compiles a template to: `svelteHTML.createElement(tag, attributes)`.
const HEADER = `import type {} from 'tetris-game/vue';
import type {} from 'tetris-game/svelte';
import type { GlobalComponents } from 'vue';
import { ManualScheduler, type GameOverDetail, type LineClearDetail } from 'tetris-game';
type VueProps = InstanceType<GlobalComponents['tetris-game']>['$props'];
`;

const GOOD = `${HEADER}
// <tetris-game :level="3" theme="classic" touch-buttons :scheduler="scheduler" class="game" @line-clear="onClear" @game-over="onOver" />
export const vue: VueProps = {
  level: 3,
  theme: 'classic',
  'touch-buttons': true,
  scheduler: new ManualScheduler(),
  class: 'game',
  onLineClear: (event) => console.log((event.detail satisfies LineClearDetail).lines),
  onGameOver: (event) => console.log((event.detail satisfies GameOverDetail).score),
};
// A template ref is the element.
declare const ref: InstanceType<GlobalComponents['tetris-game']>;
ref.start();
// <tetris-game {level} theme="classic" touch-buttons online-clear={...} ongame-over={...} style="width: 300px"></tetris-game>
svelteHTML.createElement('tetris-game', {
  level: 3,
  theme: 'classic',
  'touch-buttons': true,
  'online-clear': (event) => console.log((event.detail satisfies LineClearDetail).lines),
  'ongame-over': (event) => console.log(event.detail.score),
  style: 'width: 300px',
});
svelteHTML.createElement('tetris-versus', { difficulty: 'hard', rules: 'tetrio', opponent: 'local', theme: 'light' });
`;

/** Each line a template mistake, with the text tsc must report for it. */
const MISTAKES: [code: string, error: RegExp][] = [
  [`export const vueTheme: VueProps = { theme: 'bogus' };`, /'"bogus"' is not assignable/],
  [`export const vueLevel: VueProps = { level: '3' };`, /'string' is not assignable to type 'number'/],
  [`export const vueEvent: VueProps = { onLineClear: (event) => event.detail.nope };`, /'nope' does not exist on type 'LineClearDetail'/],
  [`svelteHTML.createElement('tetris-game', { theme: 'bogus' });`, /'"bogus"' is not assignable/],
  [`svelteHTML.createElement('tetris-game', { mode: 'marathon', handling: 'snes' });`, /'"snes"' is not assignable/],
  [`svelteHTML.createElement('tetris-game', { 'ongame-over': (event) => event.detail.nope });`, /'nope' does not exist on type 'GameOverDetail'/],
  // "false" as an attribute's text would turn it on.
  [`svelteHTML.createElement('tetris-game', { 'touch-buttons': false });`, /'false' is not assignable/],
  [`export const vueVersus: InstanceType<GlobalComponents['tetris-versus']>['$props'] = { difficulty: 'bogus' };`, /'"bogus"' is not assignable/],
  [`svelteHTML.createElement('tetris-versus', { difficulty: 'bogus' });`, /'"bogus"' is not assignable/],
  [`svelteHTML.createElement('tetris-versus', { rules: 'tetris99' });`, /'"tetris99"' is not assignable/],
];

describe('Vue 3 and Svelte 5 template types (tetris-game/vue, tetris-game/svelte)', () => {
  let work = '';

  before(() => {
    const cache = join(root, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    work = mkdtempSync(join(cache, 'framework-types-'));
    const built = tsc('-p', 'tsconfig.build.json', '--outDir', join(work, 'types'), '--declarationMap', 'false');
    assert.equal(built, '', 'the declarations build');
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  /** tsc's report on one consumer file, strict and with skipLibCheck false, as the published package. */
  function compile(name: string, code: string): string {
    writeFileSync(join(work, `${name}.ts`), code);
    const paths = Object.fromEntries(['', '/vue', '/svelte'].map((entry) => [`tetris-game${entry}`, [`./types/${entry.slice(1) || 'index'}.d.ts`]]));
    // svelte-check loads Svelte's `svelteHTML` namespace itself; it is not in the package's exports.
    const files = [`${name}.ts`, join(root, 'node_modules/svelte/svelte-html.d.ts')];
    writeFileSync(join(work, `${name}.json`), JSON.stringify({ compilerOptions: { ...consumerOptions('bundler'), paths }, files }));
    return tsc('-p', join(work, `${name}.json`));
  }

  it('are the ones generated from custom-elements.json', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
    for (const [file, text] of Object.entries(frameworkTypeFiles(manifest) as Record<string, string>)) {
      assert.equal(readFileSync(join(root, file), 'utf8'), text, `${file} is out of date: run npm run analyze`);
    }
  });

  it('type a strict consumer\'s props, attributes, listeners and refs', { timeout: 120_000 }, () => {
    assert.equal(compile('good', GOOD), '');
  });

  it('reject a value the element does not accept, and a detail it does not send', { timeout: 120_000 }, () => {
    const output = compile('bad', `${HEADER}${MISTAKES.map(([code]) => code).join('\n')}\n`);
    const firstLine = HEADER.split('\n').length;
    MISTAKES.forEach(([code, error], index) => {
      // One report per error, from its `file(line,column)` to the next one's.
      const reported = output.split(/\n(?=\S)/).filter((report) => report.includes(`bad.ts(${firstLine + index},`));
      assert.ok(reported.some((report) => error.test(report)), `no error for ${code}:\n${output}`);
    });
  });

  it('are shipped as tetris-game/vue and tetris-game/svelte', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    assert.deepEqual(pkg.exports['./vue'], { types: './dist/types/vue.d.ts' });
    assert.deepEqual(pkg.exports['./svelte'], { types: './dist/types/svelte.d.ts' });
    assert.match(pkg.scripts.analyze, /scripts\/framework-types\.mjs/);
  });
});
