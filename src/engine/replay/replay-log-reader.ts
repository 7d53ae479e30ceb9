/**
 * Reads the replay log (its format: `replay-log.ts`), for playing a replay back or checking one:
 * a game only writes its log, so its first frame needs none of this.
 * @module
 */
import type { Action, ReceiveGarbageOptions } from '../types.js';
import { ACTION_CODES, EVENT_TICK } from './replay-log.js';

const CODE_ACTIONS: Readonly<Record<string, Action>> = Object.fromEntries(
  Object.entries(ACTION_CODES).map(([action, code]) => [code, action as Action]),
);
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

/**
 * The frames an input log asks for, read from its text with nothing played, so a server can
 * refuse a replay longer than its mode allows for the cost of a parse.
 * @throws TypeError for a malformed log.
 */
export function loggedFrames(log: string): number {
  const reader = new LogReader(log);
  let frames = 0;
  while (!reader.done) {
    const entry = reader.next();
    if (entry.kind === 'tick') frames += entry.count;
  }
  return frames;
}
