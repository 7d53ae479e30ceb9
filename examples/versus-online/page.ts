/**
 * The page's two files: `page/index.html`, and its script bundled from TypeScript source (the
 * element included) with esbuild on first request and kept in memory, so no prior build is needed.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PAGE = new URL('./page/', import.meta.url);

export interface PageFile {
  type: string;
  body: string;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('main.ts', PAGE))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** How each file is made, by the path it is served at. */
const FILES: Readonly<Record<string, () => Promise<PageFile>>> = {
  '/index.html': async () => ({ type: 'text/html; charset=utf-8', body: await readFile(new URL('index.html', PAGE), 'utf8') }),
  '/main.js': async () => ({ type: 'text/javascript; charset=utf-8', body: await bundle() }),
};

export class Page {
  readonly #files = new Map<string, Promise<PageFile>>();

  /** The file served at `path`, or null when there is none; a failed build is retried on the next request. */
  file(path: string): Promise<PageFile> | null {
    const name = path === '/' ? '/index.html' : path;
    if (!Object.hasOwn(FILES, name)) return null;
    let file = this.#files.get(name);
    if (!file) {
      file = FILES[name]();
      this.#files.set(name, file);
      file.catch(() => this.#files.delete(name));
    }
    return file;
  }
}
