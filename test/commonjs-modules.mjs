// Browser tests load packages straight from node_modules. A package that ships only CommonJS
// (tetris-fumen) cannot be imported there as it is, so its entry file is served as an esbuild
// bundle with the named exports an ES import expects; bundlers (Vite, Storybook) do the same.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * @param {Record<string, string[]>} packages package name -> the named exports to re-export
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function commonjsModules(packages) {
  let rootDir = '.';
  const entries = new Map();
  return {
    name: 'commonjs-modules',
    serverStart({ config }) {
      rootDir = config.rootDir;
      const require = createRequire(path.join(rootDir, 'package.json'));
      for (const name of Object.keys(packages)) entries.set(path.resolve(require.resolve(name)), name);
    },
    async serve(context) {
      if (!context.path.startsWith('/node_modules/')) return undefined;
      const name = entries.get(path.resolve(rootDir, `.${context.path}`));
      if (!name) return undefined;
      const result = await build({
        stdin: { contents: `export { ${packages[name].join(', ')} } from '${name}';`, resolveDir: rootDir, loader: 'js' },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
