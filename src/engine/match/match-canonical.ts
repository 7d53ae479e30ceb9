/**
 * The canonical form of a match replay: one JSON text per match, whatever encoding it arrived
 * in, so a server can store a match once and find the same match sent twice (the single-game
 * counterpart is `canonical.ts`, whose option rules it reuses).
 *
 * - `options`: checked, every value equal to its default dropped (each player's handling as
 *   `canonicalOptions()` writes it, trailing empty entries cut; a player's `are: false` when the
 *   match has no entry delay anyway), keys in one fixed order.
 * - `rounds`: played and recorded again, so each entry has one spelling (adjacent frame runs
 *   merged, `t` not `t1`), without the entries that change nothing: a release of a button that
 *   is not held, a targeting switch to the choice already made, input of a player who is out,
 *   frames after a round was decided. (A refused press still counts as a key press for the
 *   game's statistics and finesse, so it stays.)
 * - `result`: what the inputs give (a replay claiming anything else is refused, as by `verifyMatch()`).
 * @module
 */
import { canonicalOptions } from '../replay/canonical.js';
import type { Match, MatchOptions, MatchReplay, MatchSettings } from './match.js';
import { checkMatchOptions } from './match-options.js';
import { playMatchReplay } from './match-replay.js';
import type { MatchEntry, VerifyMatchOptions } from './match-replay.js';
import { DEFAULT_VERSUS } from '../rules/versus.js';
import type { Action, Handling } from '../types.js';

/** Limits of {@link canonicalMatchReplay}: those of `verifyMatch()` (ranked or not). */
export type CanonicalMatchLimits = VerifyMatchOptions;

const DEFAULT_SETTINGS: MatchSettings = checkMatchOptions({});

/** The buttons held as levels (a release of any other changes nothing). */
const LEVEL_BUTTONS: readonly Action[] = ['left', 'right', 'softDrop'];

/** Match options in canonical form (see the module's notes). @throws TypeError/RangeError naming a bad option. */
export function canonicalMatchOptions(options: unknown): MatchOptions {
  const s = checkMatchOptions(options);
  const handling = s.handling.map((h) => {
    const changed: Partial<Handling> = { ...canonicalOptions({ handling: h }).handling };
    if (!s.are) delete changed.are;
    return changed;
  });
  while (handling.length > 0 && Object.keys(handling[handling.length - 1]).length === 0) handling.pop();
  const versus = Object.fromEntries(Object.entries(s.versus).filter(([field, value]) => value !== DEFAULT_VERSUS[field as keyof typeof DEFAULT_VERSUS]));
  const out: MatchOptions = {};
  if (s.players !== DEFAULT_SETTINGS.players) out.players = s.players;
  if (s.seed !== DEFAULT_SETTINGS.seed) out.seed = s.seed;
  if (s.firstTo !== DEFAULT_SETTINGS.firstTo) out.firstTo = s.firstTo;
  if (Object.keys(versus).length > 0) out.versus = versus;
  if (handling.length > 0) out.handling = handling;
  if (s.are !== DEFAULT_SETTINGS.are) out.are = s.are;
  if (s.targeting !== DEFAULT_SETTINGS.targeting) out.targeting = s.targeting;
  if (s.countdown !== DEFAULT_SETTINGS.countdown) out.countdown = s.countdown;
  return out;
}

/** An entry filter that drops releases of buttons not held, tracking each player's held levels round by round. */
function releasesThatChangeSomething(): (entry: MatchEntry, match: Match) => boolean {
  let round = 0;
  let held: Set<Action>[] = [];
  return (entry, match) => {
    if (match.round !== round) {
      round = match.round;
      held = match.games.map(() => new Set<Action>());
    }
    if (!('kind' in entry) || entry.kind === '') return true;
    const { player, kind, action } = entry;
    if (!LEVEL_BUTTONS.includes(action)) return kind === '+'; // nothing is held: its release does nothing
    if (kind === '+') {
      held[player].add(action);
      return true;
    }
    return held[player].delete(action);
  };
}

/**
 * The match replay (object or JSON text) in its one canonical form (see the module's notes):
 * every encoding of the same match, padded or not, gives the same `JSON.stringify` text, and it
 * verifies to the same result. Costs one bounded play of the match.
 * @throws as `verifyMatch()` (TypeError when malformed, RangeError over a limit, when forged, or
 *   when `ranked` and the players did not play by the same named rules).
 */
export function canonicalMatchReplay(replay: unknown, limits: CanonicalMatchLimits = {}): MatchReplay {
  const { match } = playMatchReplay(replay, limits, releasesThatChangeSomething());
  const { rounds, result } = match.replay;
  return { v: 1, options: canonicalMatchOptions(match.settings), rounds, result };
}

/** `JSON.stringify(canonicalMatchReplay(replay, limits))`: the text to store, and to key the same match on. */
export function canonicalMatchReplayText(replay: unknown, limits: CanonicalMatchLimits = {}): string {
  return JSON.stringify(canonicalMatchReplay(replay, limits));
}
