/**
 * The replay log: one string, read left to right. Version 2 (a superset of version 1):
 * - a tick: `t` = one frame with the buttons held through `down`/`up`, or a letter `a`..`h` =
 *   one frame with these levels held (`tick(held)`), as a bit mask + 97 (bit 0 left, bit 1
 *   right, bit 2 soft drop); either followed by a decimal repeat count (`t59` = 59 frames);
 * - a button going down or up: `+` or `-` and its code, e.g. `+L` ... `-L`;
 * - a one-shot press: the code alone: `L` left, `R` right, `C` cw, `W` ccw, `S` soft drop,
 *   `D` hard drop, `H` hold, `F` half turn (`rotate180`);
 * - a `setActive`: `(` type rotation x `,` y `)`, e.g. `(TR3,-2)`;
 * - a `setHandling`: its fields as JSON, e.g. `{"das":10,"arr":2}`;
 * - a `receiveGarbage` (versus): `[` lines, then `,` id `,` column `,` delay when any option was
 *   given (an omitted one left empty), `]`, e.g. `[4]` or `[4,7,,30]`;
 * - an `undo()` `<` and a `redo()` `>` (a game that used them is not ranked).
 * Everything between two ticks happens at the frame before the second one, in log order.
 * @module
 */
import type { Action, ReceiveGarbageOptions } from './types.js';

/** Button codes of the log. */
export const ACTION_CODES: Readonly<Record<Action, string>> = Object.freeze({
  left: 'L',
  right: 'R',
  cw: 'C',
  ccw: 'W',
  softDrop: 'S',
  hardDrop: 'D',
  hold: 'H',
  rotate180: 'F',
});
const CODE_ACTIONS: Readonly<Record<string, Action>> = Object.fromEntries(
  Object.entries(ACTION_CODES).map(([action, code]) => [code, action as Action]),
);

/** Tick code of a frame driven by `down`/`up` (the level masks use `a`..`h`). */
export const EVENT_TICK = 8;
/** Longest repeat count accepted (digits). */
const MAX_COUNT_DIGITS = 9;

/** One entry of the log. */
type LogEntry =
  | { kind: 'tick'; mask: number; count: number }
  | { kind: 'press' | 'down' | 'up'; action: Action }
  | { kind: 'active'; text: string }
  | { kind: 'handling'; text: string }
  | { kind: 'garbage'; text: string }
  | { kind: 'undo' | 'redo' };

/** The code of a tick run: `a`..`h` for level masks 0-7, `t` for {@link EVENT_TICK}. */
export function tickCode(mask: number, count: number): string {
  return (mask === EVENT_TICK ? 't' : String.fromCharCode(97 + mask)) + (count > 1 ? String(count) : '');
}

/** Reads a log entry by entry; throws a TypeError naming the position of anything unexpected. */
export class LogReader {
  #pos = 0;
  readonly #log: string;

  constructor(log: string) {
    this.#log = log;
  }

  /** The whole log has been read. */
  get done(): boolean {
    return this.#pos >= this.#log.length;
  }

  /** Where the next entry starts (characters from the start of the log). */
  get position(): number {
    return this.#pos;
  }

  /** The next entry (call only when not {@link done}). */
  next(): LogEntry {
    const log = this.#log;
    const at = this.#pos;
    const ch = log[this.#pos++];
    const code = ch.charCodeAt(0);
    if ((code >= 97 && code <= 104) || ch === 't') {
      const start = this.#pos;
      let n = 0;
      while (this.#pos < log.length && log[this.#pos] >= '0' && log[this.#pos] <= '9') {
        n = n * 10 + (log.charCodeAt(this.#pos++) - 48);
      }
      if (this.#pos - start > MAX_COUNT_DIGITS) throw new RangeError(`replay.log: the repeat count at ${start} asks for more than ${10 ** MAX_COUNT_DIGITS - 1} frames`);
      return { kind: 'tick', mask: ch === 't' ? EVENT_TICK : code - 97, count: this.#pos > start ? n : 1 };
    }
    if (ch === '+' || ch === '-') {
      const action = CODE_ACTIONS[log[this.#pos++]];
      if (!action) throw new TypeError(`replay.log: expected a button code after ${JSON.stringify(ch)} at ${at}`);
      return { kind: ch === '+' ? 'down' : 'up', action };
    }
    if (ch === '(' || ch === '{') {
      const end = log.indexOf(ch === '(' ? ')' : '}', this.#pos);
      if (end < 0) throw new TypeError(`replay.log: unterminated ${ch === '(' ? 'setActive' : 'setHandling'} at ${at}`);
      this.#pos = end + 1;
      return ch === '(' ? { kind: 'active', text: log.slice(at + 1, end) } : { kind: 'handling', text: log.slice(at, end + 1) };
    }
    if (ch === '[') {
      const end = log.indexOf(']', this.#pos);
      if (end < 0) throw new TypeError(`replay.log: unterminated receiveGarbage at ${at}`);
      this.#pos = end + 1;
      return { kind: 'garbage', text: log.slice(at + 1, end) };
    }
    if (ch === '<') return { kind: 'undo' };
    if (ch === '>') return { kind: 'redo' };
    const action = CODE_ACTIONS[ch];
    if (action) return { kind: 'press', action };
    throw new TypeError(`replay.log: unexpected ${JSON.stringify(ch)} at ${at}`);
  }
}

/** The log entry of `receiveGarbage(lines, options)` (values as given; the game checks them). */
export function garbageEntry(lines: number, options: ReceiveGarbageOptions): string {
  const { id, column, delay } = options;
  if (id === undefined && column === undefined && delay === undefined) return `[${lines}]`;
  return `[${lines},${id ?? ''},${column ?? ''},${delay ?? ''}]`;
}

/** The arguments of a logged `receiveGarbage` (the text between its brackets). */
export function readGarbageEntry(text: string): [number, ReceiveGarbageOptions] {
  const m = /^(\d{1,3})(?:,(\d{0,10}),(\d{0,2}),(\d{0,4}))?$/.exec(text);
  if (!m) throw new TypeError(`replay.log: bad receiveGarbage [${text.slice(0, 40)}]`);
  const options: ReceiveGarbageOptions = {};
  if (m[2]) options.id = Number(m[2]);
  if (m[3]) options.column = Number(m[3]);
  if (m[4]) options.delay = Number(m[4]);
  return [Number(m[1]), options];
}
