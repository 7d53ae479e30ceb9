/**
 * How `<tetris-versus>` reads its attributes and checks what a page passes its methods: each
 * attribute's value is read once through the reader both elements share (a bad one warns once,
 * naming the attribute and what it takes), and each bad call warns once, naming what is wrong.
 * @module
 */
import { show } from '../ui/warnings.js';
import { AttributeReadings, type AttributeHost } from '../ui/attributes.js';
import { VERSUS_ATTRIBUTES, type AttributeValue, type VersusAttribute } from './versus-options.js';

export class ElementChecks {
  private readonly warned = new Set<string>();
  private readonly readings: AttributeReadings<typeof VERSUS_ATTRIBUTES>;

  /** `host`: the element, whose attributes warnings quote and whose tag name they start with. */
  constructor(private readonly host: AttributeHost) {
    this.readings = new AttributeReadings(host, VERSUS_ATTRIBUTES);
  }

  /** Attribute `name` as `given` gives it; each value is read (and warned about) once. */
  read<A extends VersusAttribute>(name: A, given: string | number | null): AttributeValue<A> {
    return this.readings.read(name, given);
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
    console.warn(`<${this.host.localName || 'tetris-versus'}>: ${message}`);
  }
}
