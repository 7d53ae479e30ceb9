import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { usedModules, type GetModuleInfo } from './used-modules.js';

/** Every subset of `names`, in their order. */
const subsets = (names: string[]): string[][] =>
  names.reduce<string[][]>((sets, name) => [...sets, ...sets.map((set) => [...set, name])], [[]]);

/**
 * One chunk per kind of first-frame module, so each element's first frame is a few files rather
 * than one per set of parts sharing a module (`entriesAware` made 20). A module's kind is the
 * elements whose first frame has it, and the elements that load it later: `first-frame-a-and-b`
 * has what both first frames need, `first-frame-a-then-b` what `a`'s first frame needs and `b`
 * loads later (b's lazy parts import it from there, and `a` alone never loads what only `b` needs).
 *
 * The kinds keep the chunks in an order with no circle: a module's static imports are needed by at
 * least the same elements, so a chunk imports only chunks of wider kinds, and those run first.
 * Wider kinds take their modules first (priority), so the imports a group brings along
 * (`includeDependenciesRecursively`) are its own kind's. (Merging `entriesAware`'s small chunks by
 * size made a circle between two chunks, which ran a module before one it imports.) Modules no
 * first frame needs stay in rolldown's automatic chunks.
 */
export function firstFrameChunks(entries: Record<string, string>): Rolldown.CodeSplittingGroup[] {
  let kinds: Map<string, string> | undefined;
  const kindsOf = (info: GetModuleInfo) => {
    const reached = Object.entries(entries).map(([name, entry]) => ({
      name,
      first: usedModules(resolve(entry), info),
      any: usedModules(resolve(entry), info, { later: true }),
    }));
    const all = new Set(reached.flatMap(({ first }) => [...first]));
    return new Map(
      [...all].map((id) => {
        const first = reached.filter((element) => element.first.has(id)).map(({ name }) => name);
        const later = reached.filter((element) => !element.first.has(id) && element.any.has(id)).map(({ name }) => name);
        return [id, kindName(first, later)];
      }),
    );
  };
  const names = Object.keys(entries);
  return subsets(names)
    .filter((first) => first.length)
    .flatMap((first) => subsets(names.filter((name) => !first.includes(name))).map((later) => ({ first, later })))
    .map(({ first, later }) => ({
      name: (id: string, context: Rolldown.ChunkingContext) => {
        kinds ??= kindsOf((moduleId) => context.getModuleInfo(moduleId));
        return kinds.get(id) === kindName(first, later) ? kindName(first, later) : null;
      },
      debugName: kindName(first, later),
      priority: 2 * first.length + later.length,
    }));
}

const kindName = (first: string[], later: string[]) => `first-frame-${first.join('-and-')}${later.length ? `-then-${later.join('-and-')}` : ''}`;

/**
 * Fails a build whose chunks import each other in a circle: ES modules in a circle run one of them
 * before a module it imports, which the chunking above is made to avoid.
 */
export const noChunkCircle: Plugin = {
  name: 'no-chunk-circle',
  generateBundle(_options, bundle) {
    const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) this.error(`chunks import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
      if (done.has(file)) return;
      for (const imported of imports.get(file) ?? []) visit(imported, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
  },
};
