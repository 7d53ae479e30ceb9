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
 * This half writes it (a game records its log as it plays); `replay-log-reader.ts` reads it.
 * @module
 */
import type { Action, ReceiveGarbageOptions } from '../types.js';

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

/** Tick code of a frame driven by `down`/`up` (the level masks use `a`..`h`). */
export const EVENT_TICK = 8;

/** The code of a tick run: `a`..`h` for level masks 0-7, `t` for {@link EVENT_TICK}. */
export function tickCode(mask: number, count: number): string {
  return (mask === EVENT_TICK ? 't' : String.fromCharCode(97 + mask)) + (count > 1 ? String(count) : '');
}

/** The log entry of `receiveGarbage(lines, options)` (values as given; the game checks them). */
export function garbageEntry(lines: number, options: ReceiveGarbageOptions): string {
  const { id, column, delay } = options;
  if (id === undefined && column === undefined && delay === undefined) return `[${lines}]`;
  return `[${lines},${id ?? ''},${column ?? ''},${delay ?? ''}]`;
}
