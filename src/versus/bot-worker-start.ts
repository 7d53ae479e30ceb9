/**
 * How `<tetris-versus>` starts the bot's worker, `bot-worker.js` (one file with everything inside,
 * beside `tetris-versus.js` and its single-file builds in `dist/`):
 *
 * - as `new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' })`, the form
 *   Vite, webpack, Rollup's and esbuild's worker plugins and Parcel recognise: an app's build
 *   emits the worker with the app;
 * - from a script of another origin (a CDN), where that throws a `SecurityError`: a same-origin
 *   `blob:` worker whose one line is `import "<the worker's absolute address>"` (the CDN must allow
 *   the page's origin, as it does for the script itself);
 * - under Trusted Types (`require-trusted-types-for 'script'`): through the page's policy
 *   ({@link botWorkerFactory}), else a policy named `tetris-game` that passes only these addresses
 *   (the page's CSP lists it: `trusted-types tetris-game`).
 *
 * Nothing of the difficulty is in the address: it travels in the protocol (`rules`).
 * @module
 */

/** The worker's file, beside this script. */
const WORKER_FILE = './bot-worker.js';

/** The name of the Trusted Types policy made when the page passes none. */
export const TRUSTED_TYPES_POLICY = 'tetris-game';

/** The part of a Trusted Types policy the worker needs. */
export interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/** Makes the bot's worker (the element calls it once a match needs the bot). */
export type BotWorkerFactory = () => Worker;

/** Options of {@link botWorkerFactory}. */
export interface BotWorkerOptions {
  /** The page's Trusted Types policy for the worker's address (and its `blob:` one). */
  policy?: ScriptUrlPolicy;
}

/**
 * This script's address when it runs as a classic script (the single-file build, which has no
 * `import.meta`), read while it loads.
 */
const classicScriptUrl = typeof document === 'undefined' ? '' : ((document.currentScript as HTMLScriptElement | null)?.src ?? '');

let namedPolicy: ScriptUrlPolicy | undefined;
/** Addresses the `tetris-game` policy passes: the worker's and the blob workers made for it. */
const allowed = new Set<string>();

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

function policyFor(given: ScriptUrlPolicy | undefined): ScriptUrlPolicy | undefined {
  if (given) return given;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return undefined;
  namedPolicy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL(url) {
      if (!allowed.has(url)) throw new TypeError(`the ${TRUSTED_TYPES_POLICY} policy passes only the bot worker's address, not ${url}`);
      return url;
    },
  });
  return namedPolicy;
}

/** A module worker at `url`: directly when same-origin, else through a same-origin `blob:` worker. */
function workerAt(url: URL, policy: ScriptUrlPolicy | undefined): Worker {
  let href = url.href;
  if (url.origin !== location.origin) {
    href = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
  }
  allowed.add(href);
  const trusted = policyFor(policy);
  // A TrustedScriptURL is what Worker takes under Trusted Types; its type is not in every lib.dom.
  return new Worker((trusted ? trusted.createScriptURL(href) : href) as string, { type: 'module' });
}

const isDomError = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/** Makes a factory of the bot's worker, with the page's Trusted Types policy. */
export function botWorkerFactory(options: BotWorkerOptions = {}): BotWorkerFactory {
  return () => {
    if (!classicScriptUrl && !options.policy) {
      try {
        return new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
      } catch (error) {
        // Another origin (SecurityError) or Trusted Types (TypeError): started below instead.
        if (!isDomError(error, 'SecurityError') && !(error instanceof TypeError)) throw error;
      }
    }
    return workerAt(new URL(WORKER_FILE, classicScriptUrl || import.meta.url), options.policy);
  };
}

/** The element's default: {@link botWorkerFactory} with no policy of the page's. */
export const defaultBotWorker: BotWorkerFactory = botWorkerFactory();
