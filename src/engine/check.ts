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

/** A plain object (not null, not an array). */
export function plainObject(field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${field} must be an object, got ${show(value)}`);
  }
  return value as Record<string, unknown>;
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
