import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst, type Rolldown } from 'vite';

type ModuleInfo = Rolldown.ModuleInfo;
export type GetModuleInfo = (id: string) => ModuleInfo | null;

/** A request for every export of a module (a namespace import, an entry, an `import()`). */
const EVERY = '*';
/** A request for a module's code to run and nothing of its exports (`import './x.js'`). */
const RUN = '';

const packages = new Map<string, { dir: string; sideEffects?: boolean | string[] } | null>();
/** The nearest package.json above `dir`: its folder and its `sideEffects`. */
function packageOf(dir: string): { dir: string; sideEffects?: boolean | string[] } | null {
  if (!packages.has(dir)) {
    const file = join(dir, 'package.json');
    const parent = dirname(dir);
    packages.set(dir, existsSync(file) ? { dir, sideEffects: JSON.parse(readFileSync(file, 'utf8')).sideEffects } : parent === dir ? null : packageOf(parent));
  }
  return packages.get(dir)!;
}

/**
 * Whether a module runs even when nothing of it is used, as its package.json says (`sideEffects`:
 * false, or the list of files that do; globs with `*`); unsaid, it does.
 */
function hasSideEffects(id: string): boolean {
  const owner = id.startsWith('\0') ? null : packageOf(dirname(id));
  const sideEffects = owner?.sideEffects ?? true;
  if (typeof sideEffects === 'boolean') return sideEffects;
  const path = relative(owner!.dir, id);
  return sideEffects.some((pattern) => new RegExp(`^${pattern.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*?/g, '.*')}$`).test(path));
}

/** How one module reaches others: its own imports, and the exports it passes on from others. */
interface Links {
  imports: { id: string; names: string[] }[];
  reexports: Map<string, { id: string; name: string }[]>;
  /** Modules all of whose exports it passes on (`export * from`). */
  stars: string[];
}

const stem = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');

/**
 * The module `specifier` names from `module`, among those it imports: a relative path by its
 * place, a package path (`lit`, `@lit/reactive-element/decorators/state.js`) by its folder under
 * node_modules. One it cannot tell apart names all of the candidates.
 */
function resolveIn(module: ModuleInfo, specifier: string): string[] {
  const relative = specifier.startsWith('.');
  const target = stem(relative ? resolve(dirname(module.id), specifier) : `/node_modules/${specifier}`);
  const exact = module.importedIds.filter((id) => (relative ? stem(id) === target : stem(id).endsWith(target)));
  if (exact.length) return exact;
  const [scope, name] = specifier.split('/');
  const inPackage = module.importedIds.filter((id) => !relative && id.includes(`/node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}/`));
  return inPackage.length ? inPackage : module.importedIds;
}

/** Each module's links, read once per chunking pass (which reuses its ModuleInfo objects). */
const parsed = new WeakMap<ModuleInfo, Links>();
const links = (module: ModuleInfo) => parsed.get(module) ?? parsed.set(module, linksOf(module)).get(module)!;

function linksOf(module: ModuleInfo): Links {
  const links: Links = { imports: [], reexports: new Map(), stars: [] };
  for (const statement of parseAst(module.code ?? '').body) {
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.map((specifier) =>
        specifier.type === 'ImportSpecifier' ? String('name' in specifier.imported ? specifier.imported.name : specifier.imported.value) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : EVERY,
      );
      for (const id of resolveIn(module, String(statement.source.value))) links.imports.push({ id, names: names.length ? names : [RUN] });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const ids = resolveIn(module, String(statement.source.value));
      for (const specifier of statement.specifiers) {
        const name = (node: typeof specifier.local) => String('name' in node ? node.name : node.value);
        links.reexports.set(name(specifier.exported), ids.map((id) => ({ id, name: name(specifier.local) })));
      }
    } else if (statement.type === 'ExportAllDeclaration') {
      const ids = resolveIn(module, String(statement.source.value));
      if (statement.exported) links.reexports.set(String('name' in statement.exported ? statement.exported.name : statement.exported.value), ids.map((id) => ({ id, name: EVERY })));
      else links.stars.push(...ids);
    }
  }
  // Imports the bundler added (a decorator helper) run with the module.
  const named = new Set([...links.imports.map(({ id }) => id), ...[...links.reexports.values()].flat().map(({ id }) => id), ...links.stars]);
  links.imports.push(...module.importedIds.filter((id) => !named.has(id)).map((id) => ({ id, names: [EVERY] })));
  return links;
}

/**
 * The modules whose code runs when `entry` loads: followed export by export, so an element that
 * takes one name from a barrel (src/engine/index.ts) reaches that name's module and not the
 * barrel's others, as the bundler's tree-shaking does. With `later`, also the modules its
 * `import()`s reach. A module it cannot read through counts as reached, never the other way.
 */
export function usedModules(entry: string, info: GetModuleInfo, { later = false } = {}): Set<string> {
  const used = new Set<string>();
  const asked = new Set<string>();
  const queue: [string, string][] = [[entry, EVERY]];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, name] = next;
    const module = info(id);
    if (!module || asked.has(`${name}\0${id}`)) continue;
    asked.add(`${name}\0${id}`);
    const { imports, reexports, stars } = links(module);
    if (!used.has(id)) {
      used.add(id);
      for (const { id: imported, names } of imports) queue.push(...names.map((wanted): [string, string] => [imported, wanted]));
      // Every module it imports or passes names on from runs with it, unless the bundler may leave it out.
      queue.push(...module.importedIds.filter(hasSideEffects).map((imported): [string, string] => [imported, RUN]));
      if (later) queue.push(...module.dynamicallyImportedIds.map((imported): [string, string] => [imported, EVERY]));
    }
    if (name === EVERY) {
      queue.push(...[...reexports.values()].flat().map(({ id: from, name: as }): [string, string] => [from, as]));
      queue.push(...stars.map((from): [string, string] => [from, EVERY]));
    } else if (reexports.has(name)) {
      queue.push(...reexports.get(name)!.map(({ id: from, name: as }): [string, string] => [from, as]));
    } else if (name !== RUN) {
      const holders = stars.filter((from) => info(from)?.exports.includes(name));
      queue.push(...(holders.length ? holders : stars).map((from): [string, string] => [from, name]));
    }
  }
  return used;
}
