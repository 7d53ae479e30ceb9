/** The tag the package registers on import. */
export const DEFAULT_TAG = 'tetris-game';

/** Tags this copy already warned about: one warning per tag, however often it is asked for. */
const warned = new Set<string>();
/** Classes this copy registered: the registry takes a class only once, so a second tag gets a subclass. */
const registered = new WeakSet<CustomElementConstructor>();

/**
 * Registers `element` as `tag` and returns the class the tag now stands for. A tag already taken by
 * another class (another library's `<tetris-game>`, or a second copy of this package) is left as it
 * is, with one console.warn naming the tag and how to register this element under another name.
 */
export function define(element: CustomElementConstructor, tag = DEFAULT_TAG): CustomElementConstructor | undefined {
  const registry = globalThis.customElements;
  if (!registry) return undefined;
  const existing = registry.get(tag);
  if (existing === element || (existing && existing.prototype instanceof element && registered.has(existing))) return existing;
  if (existing) {
    if (!warned.has(tag)) {
      warned.add(tag);
      console.warn(
        `<${tag}>: this tag is already defined by another class (another library, or another copy of this one), ` +
          `so this <${tag}> was not registered. Register it under a name of your own, ` +
          `e.g. TetrisGame.define('my-tetris') or customElements.define('my-tetris', class extends TetrisGame {}).`,
      );
    }
    return undefined;
  }
  const taken = registered.has(element) || registry.getName?.(element) != null;
  const named = taken ? class extends (element as typeof HTMLElement) {} : element;
  registry.define(tag, named);
  registered.add(named);
  return named;
}
