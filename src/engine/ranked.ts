/**
 * Ranked games: the games a leaderboard compares, because every player starts them the same way
 * and plays them only through inputs.
 *
 * A replay is ranked when its options, in canonical form (defaults dropped), are only `mode`,
 * `goal`, `seed`, a starting `level`, `handling`, `countdown` and `undo` (allowed, but an undo or
 * redo in the log is not an input: a game that used one is a practice game), and its log holds only inputs: frames,
 * buttons down and up, one-shot presses and handling changes. Handling is the player's preference
 * (`das`, `arr`, `softDrop`, `are`, `initialRotation`, `initialHold`, `rotate180`, `dcd`, within their bounds), but
 * `lockDelay` and `lockResets` are rules of the game, so a ranked game keeps their defaults. A
 * board, hidden rows, a queue, a hold piece, an active piece, counters (`lines`, `combo`,
 * `backToBack`), a `setActive`, and any option or log entry not listed here make it a practice
 * game, which still plays and verifies.
 * @module
 */
import { canonicalOptions } from './canonical.js';
import { DEFAULT_HANDLING } from './handling.js';
import { LogReader } from './replay-log-reader.js';
import { handlingEntry } from './replay.js';
import type { ReplayData } from './replay.js';
import type { Handling } from './types.js';

/** The options a ranked game may set. */
export const RANKED_OPTIONS: readonly string[] = Object.freeze(['mode', 'goal', 'seed', 'level', 'handling', 'undo', 'countdown']);

/** The handling fields a ranked game may change (the others keep their defaults). */
export const RANKED_HANDLING: readonly string[] = Object.freeze(['das', 'arr', 'softDrop', 'are', 'initialRotation', 'initialHold', 'rotate180', 'dcd']);

/** The log entries that are inputs. */
const INPUT_ENTRIES: ReadonlySet<string> = new Set(['tick', 'press', 'down', 'up', 'handling']);

/** The names of log entries in messages. */
const ENTRY_NAMES: Readonly<Record<string, string>> = Object.freeze({ active: 'setActive' });

/** The first field of `handling` that a ranked game may not change, or null. */
function unrankedHandling(handling: Partial<Handling> = {}): string | null {
  for (const [key, value] of Object.entries(handling)) {
    if (!RANKED_HANDLING.includes(key) && value !== DEFAULT_HANDLING[key as keyof Handling]) return key;
  }
  return null;
}

/**
 * The first field that makes `replay` unranked (`replay.options.board`, `replay.log setActive at
 * 12`, ...), or null when it is a ranked game. Options are read in canonical order, then the log
 * from its start.
 * @throws TypeError/RangeError for a malformed replay (see `verify()`).
 */
export function unrankedField(replay: Pick<ReplayData, 'options' | 'log'>): string | null {
  const options = canonicalOptions(replay.options ?? {});
  for (const key of Object.keys(options)) {
    if (!RANKED_OPTIONS.includes(key)) return `replay.options.${key}`;
  }
  const handling = unrankedHandling(options.handling);
  if (handling !== null) return `replay.options.handling.${handling}`;
  const reader = new LogReader(replay.log);
  while (!reader.done) {
    const at = reader.position;
    const entry = reader.next();
    if (!INPUT_ENTRIES.has(entry.kind)) return `replay.log ${ENTRY_NAMES[entry.kind] ?? entry.kind} at ${at}`;
    if (entry.kind === 'handling') {
      const field = unrankedHandling(handlingEntry(entry.text));
      if (field !== null) return `replay.log setHandling at ${at} (${field})`;
    }
  }
  return null;
}
