// Framework tests run in the browser as one bundle each: React ships CommonJS, Vue's template
// compiler and Svelte components need a build step. esbuild bundles the test file with the element
// source (compiling `.svelte` files with svelte/compiler); everything else is served as usual.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';

const TEST_FILE = /^\/test\/frameworks\/([\w-]+\.test\.tsx?)$/;
const BUNDLE = /^\/__framework-bundles__\/([\w-]+\.test\.tsx?)\.js$/;

/** Loads `.svelte` files as the client-side JavaScript svelte/compiler makes of them. */
const svelteFiles = {
  name: 'svelte-files',
  setup(builder) {
    builder.onLoad({ filter: /\.svelte$/ }, async ({ path: file }) => {
      const { js, warnings } = compile(await readFile(file, 'utf8'), { filename: file, generate: 'client', dev: true });
      return { contents: js.code, loader: 'js', resolveDir: path.dirname(file), warnings: warnings.map((w) => ({ text: w.message })) };
    });
  },
};

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function frameworkBundles() {
  let rootDir = '.';
  return {
    name: 'framework-bundles',
    serverStart({ config }) {
      rootDir = config.rootDir;
    },
    async serve(context) {
      const test = context.path.match(TEST_FILE);
      // The test file itself only imports its bundle, under a `.js` path no other plugin transforms.
      if (test) return { body: `import '/__framework-bundles__/${test[1]}.js';\n`, type: 'js' };
      const bundle = context.path.match(BUNDLE);
      if (!bundle) return undefined;
      const result = await build({
        entryPoints: [path.join(rootDir, 'test/frameworks', bundle[1])],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        tsconfig: path.join(rootDir, 'tsconfig.json'),
        // Vue's full build compiles templates at run time, as a page without a build step would.
        alias: { vue: 'vue/dist/vue.esm-bundler.js' },
        define: {
          'process.env.NODE_ENV': '"development"',
          __VUE_OPTIONS_API__: 'true',
          __VUE_PROD_DEVTOOLS__: 'false',
          __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
        },
        plugins: [svelteFiles],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
