/**
 * What `<tetris-game>` loads before its first frame: the sources its entry reaches through static
 * imports, binding by binding (a name imported from a file that only re-exports it leads to the
 * file that declares it, as a bundler's tree-shaking follows it). Matches, practice, the bot and
 * replay playback load with `import()` when a game needs them, so none of them may be reachable
 * here: a static import of one puts it in every page's first frame. (Versus, undo and the drills
 * are part of the engine's one `Game`, so they come with it.)
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** One file's static imports and exports (type-only ones left out; `import()` is not static). */
interface ModuleLinks {
  /** The file has code of its own (anything but imports and re-exports), run when it is imported. */
  readonly body: boolean;
  /** Names the file's own code exports. */
  readonly declared: ReadonlySet<string>;
  /** What the file's own code imports: [specifier, name or '*'][]. */
  readonly imports: readonly (readonly [string, string])[];
  /** Re-exported names: exported name -> [specifier, name there or '*']. */
  readonly reexports: ReadonlyMap<string, readonly [string, string]>;
  /** `export * from` specifiers. */
  readonly star: readonly string[];
}

const specifierOf = (node: ts.Expression | undefined) => (node && ts.isStringLiteral(node) ? node.text : undefined);

function links(file: string): ModuleLinks {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const imports: [string, string][] = [];
  const reexports = new Map<string, readonly [string, string]>();
  const star: string[] = [];
  const declared = new Set<string>();
  let body = false;
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = specifierOf(statement.moduleSpecifier)!;
      const clause = statement.importClause;
      if (!clause) imports.push([from, '*']);
      else if (!clause.isTypeOnly) {
        if (clause.name) imports.push([from, 'default']);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) imports.push([from, '*']);
        else if (bindings) for (const e of bindings.elements) if (!e.isTypeOnly) imports.push([from, (e.propertyName ?? e.name).text]);
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = specifierOf(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (from && !clause) star.push(from);
      else if (clause && ts.isNamespaceExport(clause)) reexports.set(clause.name.text, [from!, '*']);
      else if (clause) {
        for (const e of clause.elements) {
          if (e.isTypeOnly) continue;
          if (from) reexports.set(e.name.text, [from, (e.propertyName ?? e.name).text]);
          else declared.add(e.name.text);
        }
      }
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isModuleDeclaration(statement)) {
      continue;
    } else {
      body = true;
      if (ts.isExportAssignment(statement)) declared.add('default');
      else if (exported(statement)) {
        if (ts.isVariableStatement(statement)) {
          for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) declared.add(d.name.text);
        } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
          declared.add(statement.name.text);
        }
      }
    }
  }
  return { body, declared, imports, reexports, star };
}

/** The files (relative to the project) and packages that `entry` reaches through static imports, each with the file that brought it in. */
function firstFrame(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const requested = new Set<string>();
  const cache = new Map<string, ModuleLinks>();
  const resolve = (from: string, specifier: string): string => {
    if (!specifier.startsWith('.')) return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    const path = join(dirname(from), specifier);
    const found = [path.replace(/\.js$/, '.ts'), `${path}.ts`, join(path, 'index.ts')].find((candidate) => existsSync(candidate));
    assert.ok(found, `${relative(root, from)} imports ${specifier}, which is not a source file`);
    return found;
  };
  /** `name` of `file` is used ('*': the whole file, as an entry or a namespace import is). */
  const use = (file: string, name: string, by = ''): void => {
    const key = `${file}\0${name}`;
    if (requested.has(key)) return;
    requested.add(key);
    if (!file.startsWith(root)) {
      if (!reached.has(file)) reached.set(file, by);
      return;
    }
    let module = cache.get(file);
    if (!module) cache.set(file, (module = links(file)));
    const reexport = module.reexports.get(name);
    if (reexport) return use(resolve(file, reexport[0]), reexport[1], by);
    if (name === '*') {
      for (const [from, there] of module.reexports.values()) use(resolve(file, from), there, by);
      for (const from of module.star) use(resolve(file, from), '*', by);
    } else if (!module.declared.has(name)) {
      for (const from of module.star) use(resolve(file, from), name, by);
      return;
    }
    // Its own code runs: everything it imports comes along.
    const path = relative(root, file);
    if (module.body && !reached.has(path)) {
      reached.set(path, by);
      for (const [from, imported] of module.imports) use(resolve(file, from), imported, path);
    }
  };
  use(join(root, entry), '*');
  return reached;
}

/** Sources and packages an optional feature is made of: they load when a game or the page needs them. */
const LATER: readonly [string, RegExp][] = [
  ['matches', /^src\/engine\/match[\w-]*\.ts$/],
  ['the bot', /^src\/bot\//],
  ['practice setups and puzzles', /^src\/practice\//],
  ['the puzzle part', /^src\/element\/practice\//],
  ['the countdown, the finesse cue and the preset offer', /^src\/element\/screens\/(play-cues|countdown|finesse-cue|preset-offer)\.ts$/],
  ['the fumen reader', /^tetris-fumen$/],
  ['<tetris-versus>', /^src\/versus\//],
  ["<tetris-versus>'s English words", /^src\/ui\/strings\/en-versus\.ts$/],
  ["the English words of the parts that load later (screens, settings dialog, touch buttons, puzzles, replays)", /^src\/ui\/strings\/en-later\.ts$/],
  ['touch support (the board\'s gestures and on-screen buttons)', /^src\/(board\/(board-touch|touch-buttons)|input\/touch-controller)\.ts$/],
  ['replay playback (watch())', /^src\/(engine\/(replay|replay-log-reader)|element\/replay\/replay-playback|element\/board\/board-replay)\.ts$/],
];

test('the first frame of <tetris-game> reaches none of matches, the bot, practice, <tetris-versus>, touch support or replay playback', () => {
  const reached = firstFrame('src/index.ts');
  assert.ok(reached.has('src/engine/game/game.ts') && reached.has('lit'), 'the scanner follows the element into the engine and lit');
  const chain = (file: string): string => (reached.get(file) ? `${file} <- ${chain(reached.get(file)!)}` : file);
  const found = [...reached.keys()].flatMap((file) => LATER.filter(([, pattern]) => pattern.test(file)).map(([what]) => `${what}: ${chain(file)}`));
  assert.deepEqual(found, [], 'statically imported from src/index.ts');
});
