/**
 * An example's page: its `page/index.html`, the examples' shared `page.css`, and `page/main.ts` bundled from TypeScript source (the
 * element included) with esbuild on first request and kept in memory, so no prior build is needed.
 * A failed build is not kept: the next request tries again.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface PageFile {
  type: string;
  body: string;
}

async function bundle(entry: URL): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export class PageFiles {
  readonly #made = new Map<string, Promise<PageFile>>();
  /** How each file is made, by the path it is served at. */
  readonly #makers: Readonly<Record<string, () => Promise<PageFile>>>;

  /** `folder`: the page's folder, holding `index.html` and `main.ts`. */
  constructor(folder: URL) {
    this.#makers = {
      '/index.html': async () => ({ type: 'text/html; charset=utf-8', body: await readFile(new URL('index.html', folder), 'utf8') }),
      '/page.css': async () => ({ type: 'text/css; charset=utf-8', body: await readFile(new URL('page.css', import.meta.url), 'utf8') }),
      '/main.js': async () => ({ type: 'text/javascript; charset=utf-8', body: await bundle(new URL('main.ts', folder)) }),
    };
  }

  /** The file served at `path` (`/` is `/index.html`), or null when there is none. */
  file(path: string): Promise<PageFile> | null {
    const name = path === '/' ? '/index.html' : path;
    if (!Object.hasOwn(this.#makers, name)) return null;
    let file = this.#made.get(name);
    if (!file) {
      file = this.#makers[name]();
      this.#made.set(name, file);
      file.catch(() => this.#made.delete(name));
    }
    return file;
  }
}
