/**
 * How the single-file script (`tetris-game.iife.js`, one classic `<script src>`) loads what the ES
 * builds load as chunks of their own when first used (the other languages' words, the settings
 * dialog, the bot, ...). A classic script has no chunks, so its build turns each of those `import()`s
 * into {@link importSibling} of an ES module next to the script (`tetris-game.iife-ja.js`, ...) that
 * imports nothing. The ES builds never include this module.
 * @module
 */

/** Where the classic script came from, read while it runs: afterwards `document.currentScript` is another script or none. */
const scriptUrl = typeof document === 'undefined' ? '' : ((document.currentScript as HTMLScriptElement | null)?.src ?? '');

/**
 * The ES module `file` from next to the script (next to the page when the script has no address).
 * Rejects with an Error naming the file and the address tried when it cannot load it: the script
 * copied without its sibling files, or a file:// address, which browsers refuse to load modules
 * from (not even tried, so the console shows no error of the browser's for it).
 */
export async function importSibling(file: string): Promise<unknown> {
  const url = new URL(file, scriptUrl || document.baseURI);
  const missing = (cause?: unknown) =>
    new Error(`${url.href} did not load: the single-file script needs ${file} next to it, on a page served over http(s)`, { cause });
  if (url.protocol === 'file:') throw missing();
  try {
    return (await import(/* @vite-ignore */ url.href)) as unknown;
  } catch (error) {
    throw missing(error);
  }
}
