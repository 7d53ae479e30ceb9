// `dist/bot-worker.js`: the bot's module worker as one self-contained ES module (no sibling
// chunks to copy), ASCII and minified, with its source map. `node scripts/build-worker.mjs [outdir]`.
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
await build({
  entryPoints: { 'bot-worker': 'src/bot/worker.ts' },
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  charset: 'ascii',
  sourcemap: true,
  outdir,
  logLevel: 'warning',
});
