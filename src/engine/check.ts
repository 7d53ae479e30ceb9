/**
 * Argument checks shared by the engine's public entry points. Every failure names the field and
 * what is accepted: `TypeError` for a value of the wrong type, `RangeError` for one out of range.
 * @module
 */

/** A short, safe rendering of any value for an error message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}

/** A whole number in min..max. */
export function wholeNumber(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number') throw new TypeError(`${field} must be a whole number from ${min} to ${max}, got ${show(value)}`);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${field} must be a whole number from ${min} to ${max}, got ${show(value)}`);
  }
  return value;
}

/** true or false. */
export function boolean(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${field} must be true or false, got ${show(value)}`);
  return value;
}

/**
 * A plain object (not null, not an array), returned as a plain copy of its data (see
 * {@link plainData}), so what is checked is what is used, and reading it again cannot throw.
 */
export function plainObject(field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || isArray(field, value)) {
    throw new TypeError(`${field} must be an object, got ${show(value)}`);
  }
  return plainData(field, value, false) as Record<string, unknown>;
}

/** Deepest nesting copied (no argument nests more than a few levels). */
const MAX_DEPTH = 32;
/** Items copied from one array: more than any check accepts, so a longer one is refused by its check, uncopied. */
const MAX_ITEMS = 1 << 16;

/**
 * A plain copy of an argument's data: own enumerable fields and array items, read once each.
 * Whatever throws while it is read (a getter, a Proxy trap, a `toJSON` with `json`) becomes a
 * `TypeError` naming the field, with the exception as its `cause`. `json`: as `JSON.stringify`
 * reads it (`toJSON` applied, `undefined` and functions left out, non-finite numbers as null).
 * An array longer than {@link MAX_ITEMS} keeps its length but only that many items.
 * @throws TypeError for a field that cannot be read, a cycle, nesting over {@link MAX_DEPTH} or
 *   (with `json`) a BigInt; with `json`, RangeError for an array over {@link MAX_ITEMS} items.
 */
export function plainData(field: string, value: unknown, json: boolean): unknown {
  return copy(field, value, json, []);
}

function copy(field: string, value: unknown, json: boolean, parents: object[]): unknown {
  if (json && typeof value === 'object' && value !== null) {
    const toJSON = read(field, value, 'toJSON');
    if (typeof toJSON === 'function') value = guard(field, () => toJSON.call(value, '') as unknown);
  }
  if (json) {
    if (typeof value === 'bigint') throw new TypeError(`${field} must be JSON data, got a BigInt`);
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (parents.length >= MAX_DEPTH) throw new TypeError(`${field} nests more than ${MAX_DEPTH} levels deep`);
  if (parents.includes(value)) throw new TypeError(`${field} refers back to itself (a cycle, which JSON cannot hold)`);
  parents.push(value);
  let out: unknown[] | Record<string, unknown>;
  if (isArray(field, value)) {
    const length = read(field, value, 'length') as number;
    if (json && length > MAX_ITEMS) throw new RangeError(`${field} holds more than ${MAX_ITEMS} items`);
    const items: unknown[] = [];
    for (let i = 0; i < length && i < MAX_ITEMS; i++) {
      const item = copy(`${field}[${i}]`, read(`${field}[${i}]`, value, i), json, parents);
      items.push(json && item === undefined ? null : item);
    }
    if (length > items.length) items.length = length;
    out = items;
  } else {
    const fields: Record<string, unknown> = {};
    for (const key of guard(field, () => Object.keys(value))) {
      const item = copy(`${field}.${key}`, read(`${field}.${key}`, value, key), json, parents);
      // Defined, not assigned: a "__proto__" key stays a field (as JSON.parse makes it).
      if (!json || item !== undefined) Object.defineProperty(fields, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    out = fields;
  }
  parents.pop();
  return out;
}

/** `value[key]`, any exception a TypeError naming `field`. */
function read(field: string, value: object, key: string | number): unknown {
  return guard(field, () => (value as Record<string | number, unknown>)[key]);
}

/** Array.isArray (which throws on a revoked Proxy), any exception a TypeError naming `field`. */
function isArray(field: string, value: unknown): boolean {
  return guard(field, () => Array.isArray(value));
}

/** `run()`, any exception it throws a TypeError naming `field` (see {@link unreadable}). */
function guard<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw unreadable(field, error);
  }
}

/** The TypeError for `field`, whose reading threw `error` (kept as its cause). */
export function unreadable(field: string, error: unknown): TypeError {
  return new TypeError(`${field} could not be read: ${describe(error)}`, { cause: error });
}

/** What an exception says, without running anything that could throw again. */
function describe(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : show(error);
  } catch {
    return 'it threw';
  }
}

/** An array of at most `max` items. */
export function list(field: string, value: unknown, max: number): readonly unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${field} must be an array, got ${show(value)}`);
  if (value.length > max) throw new RangeError(`${field} holds at most ${max} items, got ${value.length}`);
  return value;
}

/** One of `accepted`. */
export function oneOf<T extends string>(field: string, value: unknown, accepted: readonly T[]): T {
  if (typeof value !== 'string') throw new TypeError(`${field} must be one of ${accepted.join(', ')}, got ${show(value)}`);
  if (!(accepted as readonly string[]).includes(value)) {
    throw new RangeError(`${field} must be one of ${accepted.join(', ')}, got ${show(value)}`);
  }
  return value as T;
}

/** Throws a TypeError for any key of `value` outside `known`. */
export function knownKeys(field: string, value: Record<string, unknown>, known: readonly string[]): void {
  for (const key in value) {
    if (!known.includes(key)) throw new TypeError(`unknown ${field} field ${show(key)}; accepted: ${known.join(', ')}`);
  }
}
