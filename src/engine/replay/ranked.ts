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
 *
 * A ranked sprint or ultra starts at level 1: a higher level scores more for the same play (an
 * ultra at level 15 scores about 1.7 times as much), so another starting level is practice. A
 * marathon keeps its starting level (its board rewards the risk).
 *
 * A ranked game is bounded in frames by its mode ({@link rankedFrameLimit}), so a leaderboard can
 * refuse an endless replay of a timed or line goal from its text, before playing it. A game whose
 * mode counts lines (a marathon, endless too, or a sprint) is also held to that pace while it
 * plays ({@link rankedLineDeadline}): an endless marathon's text does not say how many lines it
 * clears, so it is stopped at the first frame where it is behind.
 * @module
 */
import { canonicalOptions } from './canonical.js';
import { DEFAULT_HANDLING } from '../rules/handling.js';
import { LogReader } from './replay-log-reader.js';
import { handlingEntry } from './replay.js';
import type { ReplayData } from './replay.js';
import { FRAMES_PER_SECOND, MODES } from '../rules/modes.js';
import { checkOptions } from '../game/options.js';
import type { Handling, Mode } from '../types.js';

/** The options a ranked game may set. */
export const RANKED_OPTIONS: readonly string[] = Object.freeze(['mode', 'goal', 'seed', 'level', 'handling', 'undo', 'countdown']);

/** The handling fields a ranked game may change (the others keep their defaults). */
export const RANKED_HANDLING: readonly string[] = Object.freeze(['das', 'arr', 'softDrop', 'are', 'initialRotation', 'initialHold', 'rotate180', 'dcd']);

/** The modes whose ranked games start at level 1. */
const LEVEL_ONE_MODES: readonly Mode[] = Object.freeze<Mode[]>(['sprint', 'ultra']);

/** Frames a ranked game may take per line of its goal: 30 seconds, several times a beginner's pace. */
export const RANKED_FRAMES_PER_LINE = 30 * FRAMES_PER_SECOND;
/** Frames a ranked game's log may run beyond its goal's bound (a countdown, frames logged after the end). */
export const RANKED_SLACK_FRAMES = 60 * FRAMES_PER_SECOND;

/**
 * The most frames a ranked game with these options may log: its time goal plus
 * {@link RANKED_SLACK_FRAMES} (ultra), or {@link RANKED_FRAMES_PER_LINE} per line of its line goal
 * plus the slack (sprint, a marathon with a goal); null when the mode sets no bound (an endless
 * marathon, zen). A dig goal counts garbage rows as lines.
 * @throws TypeError/RangeError for bad options (see `verify()`).
 */
export function rankedFrameLimit(options: unknown): number | null {
  const { mode, goal } = checkOptions(options ?? {});
  if (goal === null) return null;
  return MODES[mode].goal === 'seconds' ? goal * FRAMES_PER_SECOND + RANKED_SLACK_FRAMES : goal * RANKED_FRAMES_PER_LINE + RANKED_SLACK_FRAMES;
}

/** Whether a ranked game with these options is held to {@link rankedLineDeadline} while it plays: its mode counts lines. */
export function pacedByLines(options: unknown): boolean {
  return MODES[checkOptions(options ?? {}).mode].goal === 'lines';
}

/**
 * The last frame a ranked game of a line mode may still be playing with `lines` lines cleared:
 * {@link RANKED_FRAMES_PER_LINE} for each line up to the next one, and {@link RANKED_SLACK_FRAMES}
 * (the same bound as {@link rankedFrameLimit} for a goal, applied to every line on the way).
 */
export function rankedLineDeadline(lines: number): number {
  return (lines + 1) * RANKED_FRAMES_PER_LINE + RANKED_SLACK_FRAMES;
}

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
  if (options.level !== undefined && LEVEL_ONE_MODES.includes(options.mode!)) return 'replay.options.level';
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
