/**
 * Makes a simulated DOM's window the global scope, as test environments built on jsdom or happy-dom
 * do: its globals fill in what Node lacks, and its event classes replace Node's, which a simulated
 * element would not accept in dispatchEvent.
 */
export function installGlobals(window: object): void {
  const replaced = new Set(['Event', 'CustomEvent', 'EventTarget', 'KeyboardEvent', 'MessageEvent', 'navigator']);
  const scope = globalThis as Record<string, unknown>;
  const source = window as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in scope && !replaced.has(key)) continue;
    try {
      Object.defineProperty(scope, key, { value: source[key], configurable: true, writable: true });
    } catch {
      // a read-only global of Node's own: keep it
    }
  }
  Object.defineProperty(scope, 'window', { value: window, configurable: true, writable: true });
  // Listeners on the global scope go to the window, as in a browser.
  const target = window as EventTarget;
  for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) {
    Object.defineProperty(scope, key, { value: target[key].bind(target), configurable: true, writable: true });
  }
}

/**
 * Errors thrown outside the test's own calls (lit's update cycle, listeners, timers) while `run`
 * goes on: `run` ends once the last of the work it set off (a timer, say) has run.
 */
export async function uncaughtDuring(run: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const collect = (error: unknown) => errors.push(error);
  process.on('uncaughtException', collect);
  process.on('unhandledRejection', collect);
  try {
    await run();
    // Node reports a promise left rejected once the microtasks have run out: by the next turn of
    // the event loop every one from `run` is in.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('uncaughtException', collect);
    process.off('unhandledRejection', collect);
  }
  return errors;
}
