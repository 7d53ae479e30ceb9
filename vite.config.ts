import MagicString from 'magic-string';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { asciiOnly } from './vite/ascii-only.js';
import { firstFrameChunks, noChunkCircle } from './vite/first-frame-chunks.js';
import { minifyTemplates } from './vite/minify-lit-templates.js';

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

const ascii = { charset: 'ascii' as const };

/**
 * `<tetris-versus>` starts its worker as `new Worker(new URL('./bot-worker.js', import.meta.url), ...)`
 * for the app's bundler to find and emit (`dist/bot-worker.js` is built on its own by
 * scripts/build-worker.mjs): these builds leave that expression as it is, hiding it from Vite's
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

/** The two elements a page can load without a bundler, each with the global its scripts set. */
const ELEMENTS = {
  'tetris-game': { entry: 'src/index.ts', global: 'TetrisGame' },
  'tetris-versus': { entry: 'src/versus/index.ts', global: 'TetrisVersus' },
} as const;
type ElementName = keyof typeof ELEMENTS;

/**
 * `<name>.iife.js`: a classic script that loads the ES module build next to it (`<name>.min.js`),
 * so a plain `<script src>` and `<script type="module">` share one set of files and one module
 * graph (one lit for both elements). It reads its own address while it runs (afterwards
 * `document.currentScript` is another script or none) and sets the global to the module once loaded.
 * A page that cannot load modules (file://, or a CMS that strips them) takes `<name>.bundle.js`.
 */
const classicLoader = (name: ElementName) => `/* ${name}: loads ${name}.min.js, the ES module build next to this script. */
(function () {
  var script = document.currentScript;
  var url = new URL("${name}.min.js", (script && script.src) || document.baseURI).href;
  import(url).then(
    function (module) { window.${ELEMENTS[name].global} = module; },
    function (error) { console.error("${name}: " + url + " did not load (a page that cannot load ES modules, such as a file:// page, takes ${name}.bundle.js)", error); }
  );
})();
`;

/** Writes the classic loaders next to the ES module build. */
const classicLoaders: Plugin = {
  name: 'classic-loaders',
  generateBundle() {
    for (const name of Object.keys(ELEMENTS) as ElementName[]) this.emitFile({ type: 'asset', fileName: `${name}.iife.js`, source: classicLoader(name) });
  },
};

/**
 * The builds, all ASCII with source maps:
 * - `vite build`: ES modules for bundlers, `lit` left as an import so an app shares one copy:
 *   `dist/tetris-game.js`, `engine.js`, `bot.js`, `tetris-versus.js` (the bot's worker, `bot-worker.js`,
 *   is one self-contained file that scripts/build-worker.mjs builds);
 * - `vite build --mode min`: `dist/tetris-game.min.js` and `dist/tetris-versus.min.js`, ES modules
 *   with lit inside for `<script type="module">` or a CDN, built together so a page with both
 *   elements loads the code they share (lit, the engine, ...) once; each first frame is a few chunks
 *   ({@link firstFrameChunks}), and what it does not need loads later from the other
 *   `tetris-game.min-*.js` chunks next to them. With them, the classic loaders
 *   `tetris-game.iife.js` and `tetris-versus.iife.js` ({@link classicLoader});
 * - `vite build --mode bundle` (and `versus-bundle`): `dist/tetris-game.bundle.js`
 *   (`tetris-versus.bundle.js`), one classic script with everything inside, for pages that cannot
 *   load modules. It has no `import.meta`: the script's own address, read as it starts, stands in.
 */
function library(mode: string): BuildEnvironmentOptions {
  if (mode === 'min') {
    const entries = Object.fromEntries(Object.entries(ELEMENTS).map(([name, { entry }]) => [name, entry]));
    return {
      emptyOutDir: false,
      sourcemap: true,
      minify: true,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.min.js` },
      rolldownOptions: {
        plugins: [classicLoaders, noChunkCircle],
        output: { ...ascii, minify: true, chunkFileNames: 'tetris-game.min-[name]-[hash].js', codeSplitting: { groups: firstFrameChunks(entries) } },
      },
    };
  }
  if (mode === 'bundle' || mode === 'versus-bundle') {
    const name: ElementName = mode === 'bundle' ? 'tetris-game' : 'tetris-versus';
    return {
      emptyOutDir: false,
      sourcemap: true,
      minify: true,
      lib: { entry: ELEMENTS[name].entry, name: ELEMENTS[name].global, formats: ['iife'], fileName: () => `${name}.bundle.js` },
      rolldownOptions: {
        transform: { define: { 'import.meta.url': '__scriptUrl' } },
        output: { ...ascii, codeSplitting: false, intro: 'var __scriptUrl = document.currentScript && document.currentScript.src;' },
      },
    };
  }
  return {
    sourcemap: true,
    lib: {
      entry: { 'tetris-game': 'src/index.ts', engine: 'src/engine/index.ts', bot: 'src/bot/index.ts', 'tetris-versus': 'src/versus/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: { output: ascii, external: [/^lit(\/.*)?$/, /^@lit\//] },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [demoAtRoot, asciiOnly, minifyTemplates, workerForApps],
  server: { host: true },
  build: library(mode),
}));
