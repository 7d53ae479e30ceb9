/**
 * One board unit for both elements: what draws and ticks a board lives in `src/board/`, and
 * `<tetris-versus>` (src/versus) draws and ticks none itself. Read from the sources' syntax trees.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

interface Facts {
  /** Module specifiers imported, resolved against src/ ("render/effects.ts"). */
  imports: string[];
  /** Class names after `new` (`new Name()` or `new part.Name()`). */
  constructs: string[];
  /** Names of methods called (`getContext`, `join`). */
  calls: string[];
}

function factsOf(file: string): Facts {
  const text = readFileSync(join(src, file), 'utf8');
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const facts: Facts = { imports: [], constructs: [], calls: [] };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) facts.imports.push(relative(src, join(src, file, '..', spec)).replace(/\.js$/, '.ts'));
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) facts.constructs.push(node.expression.text);
    // A class from a lazily loaded module: `new part.Name()`.
    if (ts.isNewExpression(node) && ts.isPropertyAccessExpression(node.expression)) facts.constructs.push(node.expression.name.text);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) facts.calls.push(node.expression.name.text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return facts;
}

const DRAWING = ['render/canvas-renderer.ts', 'render/effects.ts', 'render/extra-effects.ts', 'render/palette.ts'];

describe('one board unit for <tetris-game> and <tetris-versus>', () => {
  it('src/versus imports no drawing code and neither draws on a canvas nor joins the tick grid itself', () => {
    for (const file of sources('versus')) {
      const facts = factsOf(file);
      for (const module of DRAWING) assert.ok(!facts.imports.includes(module), `${file} imports ${module}`);
      assert.ok(!facts.imports.some((module) => module.startsWith('element/view/')), `${file} imports the element's view`);
      for (const call of ['getContext', 'fillRect', 'drawImage', 'observe']) assert.ok(!facts.calls.includes(call), `${file} calls ${call}()`);
      assert.ok(!/\bclock\.(join|add)\(/.test(readFileSync(join(src, file), 'utf8')), `${file} joins the frame clock itself`);
    }
  });

  it('only src/board/ makes canvas views and tick-grid members', () => {
    for (const file of sources('.')) {
      const { constructs } = factsOf(file);
      for (const name of ['CanvasView', 'CanvasRenderer', 'Effects', 'BoardTicks']) {
        if (constructs.includes(name) && !file.startsWith('board/')) {
          // The two drivers of a board's game step it on the board unit's tick grid.
          const driver = name === 'BoardTicks' && ['element/board/live-board.ts', 'versus/versus-session.ts'].includes(file);
          assert.ok(driver, `${file} makes a ${name}`);
        }
      }
    }
  });

  it('both elements draw their boards with the same display: <tetris-game> through PlayerBoard, <tetris-versus> through SeatBoard (its boards on screen)', () => {
    assert.ok(factsOf('element/board/player-board.ts').constructs.includes('BoardDisplay'));
    assert.ok(factsOf('board/seat-board.ts').constructs.includes('BoardDisplay'));
    assert.ok(factsOf('element/board-element.ts').constructs.includes('PlayerBoard'));
    assert.ok(factsOf('versus/versus-boards.ts').constructs.includes('SeatBoard'));
    assert.ok(factsOf('versus/versus-session.ts').constructs.includes('BoardTicks'));
  });

  it("both elements take touch through the board's touch (gestures and on-screen buttons); neither makes a TouchController itself", () => {
    for (const file of sources('.')) {
      if (file.startsWith('board/') || file.startsWith('input/')) continue;
      assert.ok(!factsOf(file).constructs.includes('TouchController'), `${file} makes a TouchController`);
    }
    assert.ok(factsOf('board/board-touch.ts').constructs.includes('TouchController'));
    assert.ok(factsOf('versus/input-wiring.ts').constructs.includes('BoardTouch'));
    assert.ok(factsOf('element/board/input-sources.ts').constructs.includes('BoardTouch'));
  });
});
