// Fails on any import circle among the TypeScript files of src/: imports go one way (the engine
// at the bottom), so a file can be read, tested and moved without the ones that import it.
// Static imports and re-exports count, type-only ones too (a type circle ties files together as
// much as a value one); `import()` does not, as it loads a part later by design.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every .ts file under `dir` (no .d.ts). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });
}

/** The relative files `file` imports statically, as paths (`./x.js` is `./x.ts`). */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const targets = [];
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    targets.push(path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts')));
  }
  return targets;
}

/** The circles of a graph (file -> files it imports): each strongly connected group of two or more files, or one that imports itself. */
export function importCircles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, index.size);
        low.set(node, index.get(node));
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const target = edges[next];
        if (!graph.has(target)) continue;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || edges.includes(node)) circles.push(group.sort());
    }
  }
  return circles;
}

/** The import circles among the files under `dir`, as paths relative to `root`. */
export function circlesUnder(dir, root = process.cwd()) {
  const graph = new Map(sourceFiles(dir).map((file) => [path.resolve(file), importsOf(file)]));
  return importCircles(graph).map((group) => group.map((file) => path.relative(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const circles = circlesUnder(process.argv[2] ?? 'src');
  for (const group of circles) console.error(`Import circle: ${group.join(' <-> ')}`);
  if (circles.length) process.exit(1);
}
