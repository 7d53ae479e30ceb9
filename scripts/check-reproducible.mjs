// Builds twice and compares what the builds write, byte for byte: `dist/`, the manifest, the IDE
// data and the generated framework types. Two builds of one commit must be the same, so a script
// and a module file from two builds fit together and a release can be rebuilt to check it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist', 'custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json', 'src/template-props.ts', 'src/vue.ts', 'src/svelte.ts'];

/** Every file of the outputs, with the hash of its bytes ('missing' for a file not written). */
function fingerprint() {
  const files = new Map();
  const add = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      files.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  };
  for (const output of OUTPUTS) {
    if (output.endsWith('.json') || output.endsWith('.ts')) files.set(output, existsSync(output) ? createHash('sha256').update(readFileSync(output)).digest('hex') : 'missing');
    else add(output);
  }
  return files;
}

const build = () => execFileSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
build();
const first = fingerprint();
build();
const second = fingerprint();

const differences = [...new Set([...first.keys(), ...second.keys()])].filter((file) => first.get(file) !== second.get(file)).sort();
if (differences.length) {
  console.error(`Two builds differ in ${differences.length} files:\n${differences.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}
console.log(`Two builds wrote the same ${first.size} files, byte for byte.`);
