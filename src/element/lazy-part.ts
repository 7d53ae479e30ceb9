/**
 * Parts of the element that load when first used, from their own files: the first frame of a game
 * needs none of them. Each also loads when the page is idle, so it is usually there before it is
 * asked for. The element's `updateComplete` waits for parts on their way, so a page (or a test)
 * that awaits it after opening the settings or watching a replay sees them drawn.
 * @module
 */
import { supportsAdoptingStyleSheets, type CSSResult, type ReactiveControllerHost } from 'lit';

export class LazyPart<T> {
  /** The loaded module, once it is here. */
  value?: T;
  private loading?: Promise<T>;

  constructor(private readonly importer: () => Promise<T>) {}

  /** The module: at once when loaded, else on its way (one request however often asked). */
  load(): Promise<T> {
    return (this.loading ??= this.importer().then((module) => (this.value = module)));
  }

  /** Loads it when the browser is idle (where it cannot tell, soon). Not game time. */
  prefetch(): void {
    if (this.loading) return;
    // A part that fails to load here is warned about when it is used, not before.
    const load = () => void this.load().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
    else setTimeout(load, 200);
  }
}

/** Styles {@link addStyles} has added, by shadow root. */
const added = new WeakMap<ShadowRoot, Set<CSSResult>>();

/** Adds a loaded part's styles to a shadow root that has the element's own (once however often asked). */
export function addStyles(root: ShadowRoot, styles: CSSResult): void {
  const done = added.get(root) ?? new Set<CSSResult>();
  if (done.has(styles)) return;
  added.set(root, done.add(styles));
  const sheet = styles.styleSheet;
  if (supportsAdoptingStyleSheets && sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = styles.cssText;
  root.append(style);
}

/** The loads an element has on their way, so its `updateComplete` can wait for them. */
export class LazyParts {
  private readonly loading = new Set<Promise<unknown>>();
  /** Parts that could not load: warned about once, then done without. */
  private readonly unavailable = new WeakSet<LazyPart<unknown>>();

  constructor(private readonly host: ReactiveControllerHost & Element) {}

  /** Loads `part` (at once when it is here), then `ready` runs with it and the host renders again. */
  use<T>(part: LazyPart<T>, ready: (module: T) => void): void {
    if (part.value) ready(part.value);
    else if (!this.unavailable.has(part))
      this.track(
        part.load().then(
          (module) => {
            ready(module);
            this.host.requestUpdate();
          },
          // A part that cannot load (offline, or the module build copied without its chunks) is
          // done without: one warning, and the element plays on.
          (error: unknown) => {
            if (this.unavailable.has(part)) return;
            this.unavailable.add(part);
            console.warn(`<${this.host.localName}>: going on without a part that could not load: ${error instanceof Error ? error.message : String(error)}`);
          },
        ),
      );
  }

  /** Counts `work` as on its way until it settles. */
  track(work: Promise<unknown>): void {
    const settled = work.finally(() => this.loading.delete(settled));
    this.loading.add(settled);
  }

  /** Waits for everything on its way; false when nothing was. */
  async settle(): Promise<boolean> {
    if (this.loading.size === 0) return false;
    await Promise.allSettled(this.loading);
    return true;
  }
}
