// The import fences `npm run lint` keeps: every folder reads the engine through its index only,
// the board unit and the shared ui/ room import no element (ESLint rules), and no import circle
// in src/ (scripts/check-import-cycles.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { circlesUnder, importCircles, importsOf } from '../../scripts/check-import-cycles.mjs';

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

describe('the board and ui fences', () => {
  const eslint = new ESLint({ cwd: root });
  const rulesFor = async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.map((message) => message.ruleId);
  };
  /** The folders under src/ that the files of `folder` import from, each once. */
  const foldersImportedBy = (folder) => {
    const dir = path.join(root, 'src', folder);
    const files = readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.ts')).map((file) => path.join(dir, file));
    const folders = files.flatMap((file) => importsOf(file).map((target) => path.relative(path.join(root, 'src'), target).split(path.sep)[0]));
    return [...new Set(folders)].sort();
  };

  it('refuses an import of either element folder from src/board, and of board or an element from src/ui', async () => {
    const hud = "import { hud } from '../element/screens/hud.js';\nexport const h = hud;\n";
    assert.ok((await rulesFor(hud, 'src/board/board-display.ts')).includes('no-restricted-imports'));
    assert.ok((await rulesFor("import { say } from '../versus/versus-strings.js';\nexport const s = say;\n", 'src/board/seat-board.ts')).includes('no-restricted-imports'));
    assert.ok((await rulesFor("import { SeatBoard } from '../board/seat-board.js';\nexport const s = SeatBoard;\n", 'src/ui/hud.ts')).includes('no-restricted-imports'));
    assert.ok((await rulesFor(hud.replace('../element/', '../../element/'), 'src/ui/strings/strings.ts')).includes('no-restricted-imports'));
  });

  it('keeps the engine fence inside src/board and src/ui', async () => {
    assert.ok((await rulesFor("import { ROWS } from '../engine/state/board.js';\nexport const rows = ROWS;\n", 'src/board/meter-place.ts')).includes('no-restricted-imports'));
    assert.deepEqual(await rulesFor("import { ROWS } from '../engine/index.js';\nexport const rows = ROWS;\n", 'src/board/meter-place.ts'), []);
  });

  it('src/board imports neither element, and src/ui none of board and the elements', () => {
    for (const forbidden of ['element', 'versus']) assert.ok(!foldersImportedBy('board').includes(forbidden), `src/board imports src/${forbidden}`);
    for (const forbidden of ['board', 'element', 'versus']) assert.ok(!foldersImportedBy('ui').includes(forbidden), `src/ui imports src/${forbidden}`);
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
