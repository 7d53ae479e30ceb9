/**
 * The one reader of both elements' attribute tables: an entry says what an attribute accepts and
 * what it falls back to, and a value the entry refuses becomes the default with one warning
 * naming the attribute and the accepted values. Nothing here throws.
 * @module
 */
import { show, warnInvalid } from './warnings.js';

/** One attribute of an element's table. */
export interface AttributeEntry<T = unknown> {
  /** The attribute's name (the property's in kebab case). */
  readonly attribute: string;
  /** The value when unset or refused. `undefined`: taken from elsewhere (say so in `fallback`). */
  readonly default: T;
  /** Says what the default is in a warning when `JSON.stringify` would not ("a random seed"). */
  readonly fallback?: string;
  /** An attribute's text (or a string set to the property) to a value; `valid` then checks it. */
  readonly parse: (text: string) => unknown;
  readonly valid: (value: unknown) => boolean;
  /** The accepted values, in words, for warnings and the docs. */
  readonly accepted: string;
}

/** What the reader asks of the element: its attributes, and the tag warnings name. */
export interface AttributeHost {
  getAttribute(name: string): string | null;
  readonly localName?: string;
}

/**
 * The value `entry` takes: unset (null, undefined, a removed attribute) is the default, quietly;
 * a string is read as the attribute would be; anything not accepted is the default with one
 * warning naming the attribute, quoting its text when the value came from it.
 */
export function checkAttribute<T>(host: AttributeHost, entry: AttributeEntry<T>, value: unknown): T {
  if (value === null || value === undefined) return entry.default;
  const parsed = typeof value === 'string' ? entry.parse(value) : value;
  if (entry.valid(parsed)) return parsed as T;
  const attributeText = host.getAttribute(entry.attribute);
  const fromAttribute = attributeText !== null && (attributeText === value || Object.is(value, entry.parse(attributeText)));
  warnInvalid(`${entry.attribute}=${show(fromAttribute ? attributeText : value)}`, entry.accepted, entry.fallback ?? JSON.stringify(entry.default), host.localName);
  return entry.default;
}

/** The page's attribute if `entry` accepts it, else the default; quiet (what Reset goes back to). */
export function attributeValue<T>(host: AttributeHost, entry: AttributeEntry<T>): T {
  const text = host.getAttribute(entry.attribute);
  if (text === null) return entry.default;
  const value = entry.parse(text);
  return entry.valid(value) ? (value as T) : entry.default;
}

/**
 * Reads an element's properties through its table each time they are needed, warning about a bad
 * value once: the last value given for each attribute and what it read as are kept, so asking
 * again (every render) is quiet and cheap until the value changes.
 */
export class AttributeReadings<Table extends Readonly<Record<string, AttributeEntry>>> {
  private readonly readings = new Map<keyof Table, { given: unknown; value: unknown }>();

  constructor(
    private readonly host: AttributeHost,
    private readonly table: Table,
  ) {}

  /** Property `name` (its value `given`, as set or from its attribute) as the table reads it. */
  read<Name extends keyof Table>(name: Name, given: unknown): Table[Name]['default'] {
    const last = this.readings.get(name);
    if (last && Object.is(last.given, given)) return last.value;
    const value = checkAttribute(this.host, this.table[name], given);
    this.readings.set(name, { given, value });
    return value;
  }
}
