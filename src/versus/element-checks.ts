/**
 * How `<tetris-versus>` reads its attributes and checks what a page passes its methods: each
 * attribute's text is read once (a bad one warns once, naming the attribute and what it takes),
 * and each bad call warns once, naming what is wrong.
 * @module
 */
import { show } from '../element/settings/warnings.js';
import { readAttribute, type AttributeValue, type VersusAttribute } from './versus-options.js';

export class ElementChecks {
  private readonly warned = new Set<string>();
  private readonly readings = new Map<VersusAttribute, { text: string | null; value: unknown }>();

  /** `tag`: the element's tag name, which every warning starts with. */
  constructor(private readonly tag: () => string) {}

  /** Attribute `name` as `given` gives it; each text is read (and warned about) once. */
  read<A extends VersusAttribute>(name: A, given: string | number | null): AttributeValue<A> {
    const text = given === null ? null : String(given);
    const last = this.readings.get(name);
    if (last && last.text === text) return last.value as AttributeValue<A>;
    const value = readAttribute(name, text, this.tag());
    this.readings.set(name, { text, value });
    return value;
  }

  /** Whether `value` (called `what`) is a whole number from `min` to `max`; warns once when not. */
  whole(what: string, value: unknown, max: number, min = 0): boolean {
    if (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) return true;
    this.warnOnce(what, `ignoring ${what} = ${show(value)}; it takes a whole number from ${min} to ${max}`);
    return false;
  }

  /** `message` once for `key` (later ones with the same key are dropped). */
  warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<${this.tag()}>: ${message}`);
  }
}
