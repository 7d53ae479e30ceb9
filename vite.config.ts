import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import MagicString from 'magic-string';
import { build, defineConfig, parseAst, type BuildEnvironmentOptions, type Plugin } from 'vite';

/** `npm start` opens on the demo page. */
const demoAtRoot: Plugin = {
  name: 'demo-at-root',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url === '/' || req.url === '/index.html') {
        res.statusCode = 302;
        res.setHeader('Location', '/demo/');
        res.end();
        return;
      }
      next();
    });
  },
};

/** A JavaScript escape for one code point; astral ones as a surrogate pair, valid in every literal and regex. */
const escapeCodePoint = (char: string) =>
  [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join('');

/**
 * Every shipped script is ASCII, so a page without `<meta charset>` (read as windows-1252) still shows
 * the gear and the arrows. `output.charset: 'ascii'` escapes strings, but not tagged templates (lit's
 * html`` and css``), so each module's non-ASCII characters are escaped here first; a tagged
 * template's cooked value, which lit uses, is the same either way.
 */
const asciiOnly: Plugin = {
  name: 'ascii-only',
  enforce: 'post',
  transform(code, id) {
    if (!/[\u0080-\uffff]/.test(code)) return null;
    const out = new MagicString(code);
    for (const match of code.matchAll(/[\u0080-\u{10ffff}]+/gu)) {
      out.overwrite(match.index, match.index + match[0].length, [...match[0]].map(escapeCodePoint).join(''));
    }
    return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
  },
};

/** Every TaggedTemplateExpression under `node` whose tag is a plain name (`css`, `html`). */
function* taggedTemplates(node: unknown): Generator<{ tag: string; quasis: { start: number; end: number; value: { raw: string } }[] }> {
  if (!node || typeof node !== 'object') return;
  const n = node as { type?: string; tag?: { type: string; name: string }; quasi?: { quasis: [] } };
  if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && n.quasi) yield { tag: n.tag.name, quasis: n.quasi.quasis };
  for (const value of Object.values(node)) yield* taggedTemplates(value);
}

/** CSS text with its comments and extra whitespace taken out; a single space stays wherever one was. */
const minifyCss = (text: string) =>
  text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':');

/**
 * Lit templates keep the indentation of the source: in the shipped builds the static parts of
 * css`` templates lose comments and extra whitespace, and html`` templates lose line breaks and
 * indentation (each run becomes one space, which the HTML renders the same). Only the literal text
 * between `${...}` changes, never an expression.
 */
const minifyTemplates: Plugin = {
  name: 'minify-lit-templates',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/\b(?:css|html)`/.test(code) || id.includes('node_modules')) return null;
    const out = new MagicString(code);
    for (const { tag, quasis } of taggedTemplates(parseAst(code))) {
      if (tag !== 'css' && tag !== 'html') continue;
      for (const { start, end, value } of quasis) {
        if (code.slice(start, end) !== value.raw || start === end) continue;
        const text = tag === 'css' ? minifyCss(value.raw) : value.raw.replace(/\s*\n\s*/g, ' ');
        if (text !== value.raw) out.overwrite(start, end, text);
      }
    }
    return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : null;
  },
};

const ascii = { output: { charset: 'ascii' as const } };

/**
 * `<tetris-versus>` starts its worker as `new Worker(new URL('./bot-worker.js', import.meta.url), ...)`
 * for the app's bundler to find and emit (`dist/bot-worker.js` is built on its own by
 * scripts/build-worker.mjs): this build leaves that expression as it is, hiding it from Vite's
 * worker plugin and putting it back in the output.
 */
const KEPT_URL = '__keptWorkerURL__';
const WORKER_URL = /new URL\((['"])\.\/bot-worker\.js\1/g;
const workerForApps: Plugin = {
  name: 'worker-for-apps',
  transform(code, id) {
    if (!code.includes('./bot-worker.js')) return null;
    const out = new MagicString(code).replaceAll(WORKER_URL, `new ${KEPT_URL}('./bot-worker.js'`);
    return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
  },
  renderChunk(code) {
    if (!code.includes(KEPT_URL)) return null;
    const out = new MagicString(code).replaceAll(KEPT_URL, 'URL');
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  },
};

/**
 * What the single-file script leaves out and loads, when first used, from a file next to it
 * (`tetris-game.iife-<name>.js`): modules the ES builds load with `import()` that are data or pure
 * logic sharing no state with the element, so each can be a copy with everything it needs inside:
 * the other languages' words, the fumen reader (setups and `toFumen()`) and the bot's self-play.
 * Without its file the script plays on in English, without fumen setups or the bot (one warning).
 */
const SIBLING_PARTS = {
  de: 'src/element/strings/de.ts',
  fr: 'src/element/strings/fr.ts',
  es: 'src/element/strings/es.ts',
  pt: 'src/element/strings/pt.ts',
  ja: 'src/element/strings/ja.ts',
  fumen: 'src/practice/fumen.ts',
  bot: 'src/element/board/self-play.ts',
} as const;

/**
 * Parts of the single-file script that use lit or the element's modules, loaded when first used from
 * files next to it too: the modules they share with the script (lit, the engine, the element's
 * modules they import) are not copied into them but taken from {@link REGISTRY}, where the script
 * puts exactly the bindings they import, so there is one lit and one of each stateful module.
 */
const SHARING_PARTS = {
  settings: 'src/element/settings/settings-dialog.ts',
  sound: 'src/audio/sound-controller.ts',
  practice: 'src/practice/setup.ts',
  puzzle: 'src/element/practice/puzzle-controller.ts',
  versus: 'src/element/versus/versus-link.ts',
  'engine-versus': 'src/engine/versus.ts',
  'engine-history': 'src/engine/history.ts',
  'engine-drills': 'src/engine/drills.ts',
  cues: 'src/element/screens/play-cues.ts',
  'preset-offer': 'src/element/screens/preset-offer.ts',
  gamepad: 'src/input/gamepad-controller.ts',
  'replay-bar': 'src/element/replay/replay-bar.ts',
  replay: 'src/element/board/board-replay.ts',
  'pause-and-over': 'src/element/screens/pause-and-over.ts',
  'after-first-frame': 'src/element/after-first-frame.ts',
  touch: 'src/element/board/touch-support.ts',
} as const;

/**
 * The single-file script's shared modules, by number: a private property of the global object (a
 * registered symbol, no public name), each module an object of the bindings the parts import. The
 * values are taken once the script has run, so they are the very functions, classes and objects
 * the script uses (none of the shared bindings is reassigned later).
 */
const REGISTRY = 'globalThis[Symbol.for("tetris-game:modules")]';
const SHARED = 'tetris-game-shared:';

/** Import declarations of a chunk: where they are, their source and their bindings (imported name, local name). */
function* importDeclarations(code: string): Generator<{ start: number; end: number; source: string; bindings: [string, string][] }> {
  for (const node of (parseAst(code) as unknown as { body: { type: string; start: number; end: number; source?: { value: string }; specifiers?: { type: string; imported?: { name?: string; value?: string }; local: { name: string } }[] }[] }).body) {
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      if (node.source?.value.startsWith(SHARED)) throw new Error(`a sibling part re-exports a shared module (${node.source.value}): not supported`);
      continue;
    }
    if (node.type !== 'ImportDeclaration' || !node.source) continue;
    const bindings = (node.specifiers ?? []).map((spec): [string, string] => {
      if (spec.type === 'ImportNamespaceSpecifier') return ['*', spec.local.name];
      if (spec.type === 'ImportDefaultSpecifier') return ['default', spec.local.name];
      return [spec.imported?.name ?? spec.imported?.value ?? spec.local.name, spec.local.name];
    });
    yield { start: node.start, end: node.end, source: node.source.value, bindings };
  }
}

/**
 * For a sharing part's build: each import of a module the script carries (`carried`, absolute ids)
 * becomes external, then a read from {@link REGISTRY}; the names read are added to `wanted`
 * (module id -> names) for the script to put there.
 */
function fromRegistry(carried: ReadonlySet<string>, wanted: Map<string, Set<string>>, numbers: Map<string, number>): Plugin {
  return {
    name: 'from-registry',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const target = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!target || target.external || !carried.has(target.id)) return null;
      if (!numbers.has(target.id)) numbers.set(target.id, numbers.size);
      return { id: `${SHARED}${target.id}`, external: true };
    },
    renderChunk(code) {
      const out = new MagicString(code);
      for (const { start, end, source, bindings } of importDeclarations(code)) {
        if (!source.startsWith(SHARED)) continue;
        const id = source.slice(SHARED.length);
        const names = wanted.get(id) ?? new Set<string>();
        wanted.set(id, names);
        const module = `${REGISTRY}[${numbers.get(id)}]`;
        const lines = bindings.map(([name, local]) => {
          names.add(name);
          return name === '*' ? `const ${local}=${module};` : '';
        });
        const named = bindings.filter(([name]) => name !== '*').map(([name, local]) => (name === local ? name : `${JSON.stringify(name)}:${local}`));
        if (named.length) lines.push(`const{${named.join(',')}}=${module};`);
        out.overwrite(start, end, lines.join(''));
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

/** The script's code that fills {@link REGISTRY} with the `wanted` bindings (appended to its entry). */
function registryCode(wanted: ReadonlyMap<string, ReadonlySet<string>>, numbers: ReadonlyMap<string, number>): string {
  const imports: string[] = [];
  const modules: string[] = [];
  for (const [id, names] of wanted) {
    const n = numbers.get(id)!;
    if (names.size === 0) continue;
    // The registry holds values, not live bindings: a binding its module reassigns cannot be shared.
    const reassigned = id.includes('node_modules') ? undefined : [...names].find((name) => new RegExp(`export\\s+let\\s+${name}\\b`).test(readFileSync(id, 'utf8')));
    if (reassigned) throw new Error(`${id} exports \`let ${reassigned}\`, which a sibling part imports: make it a const (or a function) to share it`);
    if (names.has('*')) {
      imports.push(`import * as __shared${n} from ${JSON.stringify(id)};`);
      modules.push(`${n}:__shared${n}`);
      continue;
    }
    const list = [...names];
    imports.push(`import { ${list.map((name, i) => `${JSON.stringify(name)} as __shared${n}_${i}`).join(', ')} } from ${JSON.stringify(id)};`);
    modules.push(`${n}:{${list.map((name, i) => `${JSON.stringify(name)}:__shared${n}_${i}`).join(',')}}`);
  }
  return `\n${imports.join('\n')}\n${REGISTRY}={${modules.join(',')}};\n`;
}

/** Every `import(...)` expression under `node`. */
function* importExpressions(node: unknown): Generator<{ start: number; end: number; source: { type: string; value?: unknown } }> {
  if (!node || typeof node !== 'object') return;
  const n = node as { type?: string; start: number; end: number; source: { type: string; value?: unknown } };
  if (n.type === 'ImportExpression') yield n;
  for (const value of Object.values(node)) yield* importExpressions(value);
}

/**
 * The single-file script `${name}.iife.js` with {@link SIBLING_PARTS} and {@link SHARING_PARTS} as
 * files next to it: each `import()` of one of them becomes `importSibling("${name}.iife-<part>.js")`
 * (src/element/sibling-file.ts). Each file is an ES module that imports nothing: a sibling part
 * is built alone once the script is written (its own copy of what it uses); a sharing part is built
 * before the script, reading what the script carries from {@link REGISTRY} (`role` tells the
 * builds apart: the script, the probe that finds what the script carries, a sharing part). Every
 * other `import()` is of a part the script carries anyway: it becomes a static import and
 * `Promise.resolve()` of it, which spares the lazy-start wrapper the bundler would put around each
 * module an inlined `import()` reaches; those modules only declare things, so running them up front changes nothing.
 */
function siblingParts(name: string, role: 'script' | 'probe' | 'part' = 'script'): Plugin {
  const parts = { ...SIBLING_PARTS, ...SHARING_PARTS };
  const fileOf = new Map(Object.entries(parts).map(([part, path]) => [resolve(path), `${name}.iife-${part}.js`]));
  const loader = JSON.stringify(resolve('src/element/sibling-file.ts'));
  const entry = resolve(BUNDLES[name as keyof typeof BUNDLES].entry);
  const wanted = new Map<string, Set<string>>();
  const numbers = new Map<string, number>();
  let outDir = 'dist';
  /** Builds `entry` alone as `file` in the output folder: one minified ES module with no imports. */
  const buildAlone = (entry: string, file: string, plugins: Plugin[] = []) =>
    build({
      configFile: false,
      logLevel: 'warn',
      plugins: [asciiOnly, minifyTemplates, ...plugins],
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: true,
        minify: true,
        lib: { entry, formats: ['es'], fileName: () => file },
        rolldownOptions: { output: { ...ascii.output, minify: true, codeSplitting: false } },
      },
    });
  return {
    name: 'sibling-parts',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    /**
     * The script's sharing parts are built first: which modules the script carries is read from a
     * build of it without them (the probe), and which of their bindings the parts import from the
     * parts' builds, for the script's entry to put on the registry.
     */
    async buildStart() {
      if (role !== 'script') return;
      const probe = (await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [siblingParts(name, 'probe')],
        build: { write: false, minify: false, lib: { entry, name: 'probe', formats: ['iife'], fileName: () => 'probe.js' } },
      })) as { output: { type: string; moduleIds?: string[] }[] }[] | { output: { type: string; moduleIds?: string[] }[] };
      const carried = new Set((Array.isArray(probe) ? probe : [probe]).flatMap(({ output }) => output.flatMap((chunk) => chunk.moduleIds ?? [])));
      for (const [part, path] of Object.entries(SHARING_PARTS)) {
        await buildAlone(path, `${name}.iife-${part}.js`, [siblingParts(name, 'part'), fromRegistry(carried, wanted, numbers)]);
      }
    },
    async transform(code, id) {
      if (role === 'script' && id === entry) {
        const out = new MagicString(code).append(registryCode(wanted, numbers));
        return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
      }
      if (!code.includes('import(')) return null;
      const out = new MagicString(code);
      let n = 0;
      for (const { start, end, source } of importExpressions(parseAst(code))) {
        if (source.type !== 'Literal' || typeof source.value !== 'string') continue;
        const target = (await this.resolve(source.value, id))?.id ?? '';
        const file = fileOf.get(target);
        if (file) out.overwrite(start, end, `importSibling(${JSON.stringify(file)})`);
        else {
          out.prepend(`import * as __inline${n} from ${JSON.stringify(target)};\n`);
          out.overwrite(start, end, `Promise.resolve(__inline${n++})`);
        }
      }
      if (!out.hasChanged()) return null;
      out.prepend(`import { importSibling } from ${loader};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
    },
    async closeBundle() {
      if (role !== 'script') return;
      for (const [part, path] of Object.entries(SIBLING_PARTS)) await buildAlone(resolve(path), `${name}.iife-${part}.js`);
    },
  };
}

/** The single-file bundles: the game, and `<tetris-versus>` in files of its own (nothing of it loads with the game). */
const BUNDLES = {
  'tetris-game': { entry: 'src/index.ts', global: 'TetrisGame' },
  'tetris-versus': { entry: 'src/versus/index.ts', global: 'TetrisVersus' },
} as const;

/**
 * Three builds of `src/index.ts`, all ASCII with source maps:
 * - `vite build`: ES modules for bundlers, `lit` left as an import so an app shares one copy, and
 *   `dist/engine.js`, `dist/bot.js`, the module worker `dist/bot-worker.js` and `dist/tetris-versus.js`;
 * - `vite build --mode min`: `dist/tetris-game.min.js`, an ES module with lit inside for
 *   `<script type="module">` or a CDN import with no import map; parts not needed for the first frame
 *   (the `import()`s in src) load from sibling `tetris-game.min-*.js` files;
 * - `vite build --mode iife`: `dist/tetris-game.iife.js`, one classic script for a plain `<script src>`,
 *   and the `dist/tetris-game.iife-*.js` files it loads parts from when first used ({@link SIBLING_PARTS}).
 * `--mode versus-min` and `--mode versus-iife` build `dist/tetris-versus.min.js` and `.iife.js` the same way.
 */
function library(mode: string): BuildEnvironmentOptions {
  const name = mode.startsWith('versus-') ? 'tetris-versus' : 'tetris-game';
  const { entry, global } = BUNDLES[name];
  const kind = mode.replace(/^versus-/, '');
  if (kind === 'iife') {
    return {
      emptyOutDir: false,
      sourcemap: true,
      minify: true,
      lib: { entry, name: global, formats: ['iife'], fileName: () => `${name}.iife.js` },
      rolldownOptions: ascii,
    };
  }
  if (kind === 'min') {
    return {
      emptyOutDir: false,
      sourcemap: true,
      minify: true,
      lib: { entry: { [`${name}.min`]: entry }, formats: ['es'] },
      rolldownOptions: { output: { ...ascii.output, minify: true, chunkFileNames: `${name}.min-[name]-[hash].js`, codeSplitting: { groups: [{ name: 'first-frame', tags: ['$initial'] }] } } },
    };
  }
  return {
    sourcemap: true,
    lib: {
      entry: { 'tetris-game': 'src/index.ts', engine: 'src/engine/index.ts', bot: 'src/bot/index.ts', 'tetris-versus': 'src/versus/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: { ...ascii, external: [/^lit(\/.*)?$/, /^@lit\//] },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [demoAtRoot, asciiOnly, minifyTemplates, workerForApps, ...(mode === 'iife' ? [siblingParts('tetris-game')] : [])],
  server: { host: true },
  build: library(mode),
}));
