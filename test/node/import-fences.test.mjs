// The import fences `npm run lint` keeps: every folder reads the engine through its index only
// (an ESLint rule), and no import circle in src/ (scripts/check-import-cycles.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { circlesUnder, importCircles } from '../../scripts/check-import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('the engine fence', () => {
  const eslint = new ESLint({ cwd: root });
  /** The rule ids ESLint reports for `code` in place of the file `file` (an existing one: type-aware rules need it in the project). */
  const rulesFor = async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.map((message) => message.ruleId);
  };

  it('refuses an engine internal imported from outside src/engine', async () => {
    const code = "import { ROWS } from '../../engine/board.js';\nexport const rows = ROWS;\n";
    assert.ok((await rulesFor(code, 'src/element/board/snapshot.ts')).includes('no-restricted-imports'));
    assert.ok((await rulesFor("import { ROWS } from '../engine/board.js';\nexport const rows = ROWS;\n", 'src/versus/round-rules.ts')).includes('no-restricted-imports'));
    assert.ok((await rulesFor("import { resolveGoal } from '../../src/engine/rules/modes.js';\nexport const g = resolveGoal;\n", 'examples/leaderboard/boards.ts')).includes('no-restricted-imports'));
  });

  it('takes the engine index, and the engine importing itself', async () => {
    assert.deepEqual(await rulesFor("import { ROWS } from '../../engine/index.js';\nexport const rows = ROWS;\n", 'src/element/board/snapshot.ts'), []);
    assert.deepEqual(await rulesFor("import { ROWS } from '../state/board.js';\nexport const rows = ROWS;\n", 'src/engine/game/lock.ts'), []);
  });
});

describe('import circles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'circles-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a circle of files, type-only imports included, and says which files', () => {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = b + 1;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c.js';\nexport const b: C = 1;\n");
    writeFileSync(path.join(dir, 'c.ts'), "export type { A } from './a.js';\nexport type C = number;\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { a } from './a.js';\nexport const d = a;\n");
    assert.deepEqual(circlesUnder(dir, dir), [['a.ts', 'b.ts', 'c.ts']]);
  });

  it('finds each circle of a graph once, and a file that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['c']],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    assert.deepEqual(importCircles(graph), [['c', 'd'], ['a', 'b'], ['e']]);
    assert.deepEqual(importCircles(new Map([['a', ['b']], ['b', []]])), []);
  });

  it('finds none in src/', () => {
    assert.deepEqual(circlesUnder(path.join(root, 'src'), root), []);
  });
});
