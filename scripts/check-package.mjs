// After `npm run build`: the package as npm would publish it, checked the way a consumer meets it.
// 1. `npm pack`, then every script in the tarball is ASCII, every source map's `sources` are files
//    inside the package (bundled third-party code is embedded in `sourcesContent` and ignore-listed),
//    the module each classic loader imports (`tetris-game.iife.js` -> `tetris-game.min.js`) is next to
//    it, and every export with code names its types.
// 2. The tarball installed into a scratch project (npm, from the local cache where it can), where a
//    strict TypeScript file using the element, its events and `tetris-game/engine` compiles with
//    `skipLibCheck: false`, under `moduleResolution` nodenext and bundler, with this repository's tsc,
//    and so does a type import of every export with code (`tetris-game/bot-worker`, the scripts, ...).
// 3. In Node, `require('tetris-game/engine')` and `import('tetris-game/engine')` give the engine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSUMER_TS, consumerOptions } from './consumer-fixture.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'tetris-package-'));
const problems = [];
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

try {
  // 1. The tarball's files.
  const [{ filename, files }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, filename);
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tarball, '-C', unpacked]);
  const pkg = join(unpacked, 'package');
  const shipped = new Set(files.map((file) => file.path));
  for (const path of shipped) {
    const text = readFileSync(join(pkg, path), 'utf8');
    if (/\.(?:m?js|cjs|css|html)$/.test(path)) {
      const index = text.search(/[\u0080-\uffff]/);
      if (index >= 0) problems.push(`${path} is not ASCII: "${text.slice(Math.max(0, index - 30), index + 10)}"`);
    }
    if (path.endsWith('.map')) {
      const map = JSON.parse(text);
      const ignored = new Set(map.x_google_ignoreList ?? map.ignoreList ?? []);
      map.sources.forEach((source, i) => {
        const inside = relative(pkg, resolve(dirname(join(pkg, path)), map.sourceRoot ?? '', source));
        if (shipped.has(inside)) return;
        if (ignored.has(i) && map.sourcesContent?.[i]) return;
        problems.push(`${path}: source ${source} is not in the package`);
      });
    }
  }
  const scripts = ['tetris-game', 'tetris-versus'].flatMap((name) => ['min', 'iife', 'bundle'].map((kind) => `dist/${name}.${kind}.js`));
  for (const required of ['LICENSE', 'README.md', 'package.json', 'dist/tetris-game.js', 'dist/engine.js', 'dist/bot-worker.js', ...scripts]) {
    if (!shipped.has(required)) problems.push(`${required} is not in the package`);
  }
  // Each classic loader imports the module build next to it.
  for (const loader of scripts.filter((path) => path.endsWith('.iife.js') && shipped.has(path))) {
    for (const [, name] of readFileSync(join(pkg, loader), 'utf8').matchAll(/"([\w.-]+\.min\.js)"/g)) {
      if (!shipped.has(`dist/${name}`)) problems.push(`dist/${name}, which ${loader} loads, is not in the package`);
    }
  }
  // Every export with code names its types, which ship.
  const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const withCode = Object.entries(manifest.exports).filter(([, target]) => /\.js$/.test(typeof target === 'string' ? target : (target.default ?? '')));
  for (const [subpath, target] of withCode) {
    const types = typeof target === 'string' ? undefined : target.types;
    if (!types) problems.push(`export ${subpath} has code but no types`);
    else if (!shipped.has(types.replace(/^\.\//, ''))) problems.push(`export ${subpath}: its types ${types} are not in the package`);
  }
  console.log(`${filename}: ${shipped.size} files`);

  // 2. A scratch project with the tarball installed.
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  writeFileSync(join(app, 'index.ts'), CONSUMER_TS);
  // A type import of every export with code: TypeScript finds types for each, or fails.
  const typeImports = withCode.map(([subpath], i) => `import type * as export${i} from '${join('tetris-game', subpath)}';\nexport type Export${i} = typeof export${i};\n`);
  writeFileSync(join(app, 'exports.ts'), typeImports.join(''));
  for (const resolution of ['nodenext', 'bundler']) {
    const compilerOptions = consumerOptions(resolution);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts', 'exports.ts'] }));
    try {
      run(process.execPath, [tsc, '-p', '.'], app);
      console.log(`TypeScript (strict, skipLibCheck false, moduleResolution ${resolution}): compiles`);
    } catch (error) {
      problems.push(`TypeScript (moduleResolution ${resolution}) fails:\n${error.stdout}${error.stderr}`);
    }
  }

  // 3. The engine from Node, both ways.
  const checks = {
    require: `const { Game } = require('tetris-game/engine'); new Game({ seed: 1 }).tick(); console.log(typeof Game);`,
    import: `const { Game } = await import('tetris-game/engine'); new Game({ seed: 1 }).tick(); console.log(typeof Game);`,
  };
  for (const [way, code] of Object.entries(checks)) {
    const args = way === 'require' ? ['-e', code] : ['--input-type=module', '-e', code];
    try {
      const out = run(process.execPath, args, app).trim();
      if (out !== 'function') problems.push(`${way}('tetris-game/engine') printed "${out}"`);
      else console.log(`Node ${process.version}: ${way}('tetris-game/engine') works`);
    } catch (error) {
      problems.push(`${way}('tetris-game/engine') fails: ${error.stderr.split('\n').slice(0, 6).join('\n')}`);
    }
  }
} finally {
  if (existsSync(work) && !process.env.KEEP_SCRATCH) rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('The package checks out: ASCII scripts, source maps inside the package, types compile for consumers, the engine loads in Node.');
