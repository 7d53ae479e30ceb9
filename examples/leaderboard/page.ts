/**
 * The page: `page/index.html` and its script, bundled from TypeScript source (the element
 * included) with esbuild on first request and kept in memory, so no prior build is needed.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PAGE = new URL('./page/', import.meta.url);

export class Page {
  #html: Promise<string> | undefined;
  #script: Promise<string> | undefined;

  html(): Promise<string> {
    this.#html ??= readFile(new URL('index.html', PAGE), 'utf8');
    return this.#html;
  }

  /** The bundled page script (retried on the next request if the build failed). */
  script(): Promise<string> {
    this.#script ??= bundle().catch((error: unknown) => {
      this.#script = undefined;
      throw error;
    });
    return this.#script;
  }
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
