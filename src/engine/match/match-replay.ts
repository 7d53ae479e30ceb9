/**
 * Verifying a match replay: play every round's inputs and targeting switches through a fresh
 * `Match` (which routes the garbage again) and report what really happened. A replay whose
 * claimed result differs, whose round logs go on after a round was decided or stop before it
 * was, or that asks for too much, is rejected. Bounded in size and in frames before anything is
 * simulated, like `verify()`; a ranked one's rules are checked before that too (`match-ranked.ts`).
 * @module
 */
import { boolean, list, oneOf, plainData, plainObject, show, wholeNumber } from '../check.js';
import { ATTACK_RULE_NAMES } from '../rules/attack.js';
import { Match, checkMatchOptions } from './match.js';
import type { MatchPlayerStats, MatchSettings } from './match.js';
import { unrankedMatchField } from './match-ranked.js';
import { ACTION_CODES } from '../replay/replay-log.js';
import { MAX_REPLAY_FRAMES } from '../replay/replay.js';
import { TARGETING_STRATEGIES } from '../rules/targeting.js';
import type { TargetChoice } from '../rules/targeting.js';
import type { Action, AttackRuleName } from '../types.js';

/** Largest match replay accepted by default, in characters of its JSON text. */
export const MAX_MATCH_REPLAY_BYTES = 4 << 20;
/** Most rounds a match replay may hold. */
const MAX_ROUNDS = 1000;

/** Limits of {@link verifyMatch}. */
export interface VerifyMatchOptions {
  /** Most frames simulated over all rounds. Default two hours. */
  maxFrames?: number;
  /** Largest replay, in characters of JSON. Default {@link MAX_MATCH_REPLAY_BYTES}. */
  maxBytes?: number;
  /**
   * Accept only a ranked match: every player by the same rules, a named rule set's (see
   * `unrankedMatchField()`); anything else throws a RangeError naming the field. Default false.
   */
  ranked?: boolean;
  /** With `ranked`: the only attack rule set accepted (default: any named one). */
  rules?: AttackRuleName;
}

/** What a verified match really did. */
export interface VerifiedMatch {
  /** The match winner; null when the replay stops before the match was decided. */
  winner: number | null;
  wins: number[];
  /**
   * Each round's winner (null: a draw, or the unfinished last round), length in frames and
   * finishing places by player (null: still playing when an unfinished round stops).
   */
  rounds: { winner: number | null; frames: number; places: readonly (number | null)[] }[];
  stats: readonly MatchPlayerStats[];
  /** Each player's visible rows at the end of the last round (as `game.rows()`). */
  boards: string[][];
}

const CODE_ACTIONS: Readonly<Record<string, Action>> = Object.fromEntries(
  Object.entries(ACTION_CODES).map(([action, code]) => [code, action as Action]),
);

// One round log entry: frames stepped, or a player's down (+), up (-) or press, its switch of strategy (@) or manual target (>), or its leaving (!).
const ENTRY = /t(\d{0,9})|:(\d)(?:([+-]?)([A-Z])|@(\d)|>(\d)|(!))/y;

/** One parsed round entry. */
export type MatchEntry = { frames: number } | { player: number; kind: '+' | '-' | ''; action: Action } | { player: number; target: TargetChoice } | { player: number; forfeit: true };

function parseRound(log: unknown, round: number): { entries: MatchEntry[]; frames: number } {
  if (typeof log !== 'string') throw new TypeError(`replay.rounds[${round}] must be a string, got ${show(log)}`);
  const entries: MatchEntry[] = [];
  let frames = 0;
  ENTRY.lastIndex = 0;
  while (ENTRY.lastIndex < log.length) {
    const at = ENTRY.lastIndex;
    const m = ENTRY.exec(log);
    if (!m) throw new TypeError(`replay.rounds[${round}]: unexpected ${show(log.slice(at, at + 10))} at ${at}`);
    if (m[0][0] === 't') {
      const n = m[1] === '' ? 1 : Number(m[1]);
      entries.push({ frames: n });
      frames += n;
      continue;
    }
    const player = Number(m[2]);
    if (m[7] !== undefined) {
      entries.push({ player, forfeit: true });
      continue;
    }
    if (m[6] !== undefined) {
      entries.push({ player, target: { player: Number(m[6]) } });
      continue;
    }
    if (m[5] !== undefined) {
      const strategy = TARGETING_STRATEGIES[Number(m[5])];
      if (!strategy) throw new TypeError(`replay.rounds[${round}]: unknown targeting code ${show(m[5])} at ${at}`);
      entries.push({ player, target: { strategy } });
      continue;
    }
    const action = CODE_ACTIONS[m[4]];
    if (!action) throw new TypeError(`replay.rounds[${round}]: unknown button code ${show(m[4])} at ${at}`);
    entries.push({ player, kind: m[3] as '+' | '-' | '', action });
  }
  return { entries, frames };
}

/** A match replay read and bounded, nothing played yet. */
interface ReadMatch {
  settings: MatchSettings;
  claimed: Record<string, unknown>;
  rounds: { entries: MatchEntry[]; frames: number }[];
}

/** Parse and bound a match replay (object or JSON text) before anything is played; a ranked one's rules first of all. */
function readMatch(replay: unknown, options: VerifyMatchOptions): ReadMatch {
  const o = plainObject('verifyMatch options', options);
  const maxFrames = o.maxFrames === undefined ? MAX_REPLAY_FRAMES : wholeNumber('maxFrames', o.maxFrames, 0, Number.MAX_SAFE_INTEGER);
  const maxBytes = o.maxBytes === undefined ? MAX_MATCH_REPLAY_BYTES : wholeNumber('maxBytes', o.maxBytes, 0, Number.MAX_SAFE_INTEGER);
  const ranked = o.ranked === undefined ? false : boolean('ranked', o.ranked);
  const rules = o.rules === undefined ? undefined : oneOf('rules', o.rules, ATTACK_RULE_NAMES);
  // Read once as JSON would, so a getter, Proxy trap or toJSON that throws is a TypeError naming the field.
  const text = typeof replay === 'string' ? replay : JSON.stringify(plainData('replay', replay, true));
  if (typeof text !== 'string') throw new TypeError(`replay must be an object, got ${show(replay)}`);
  if (text.length > maxBytes) throw new RangeError(`replay is ${text.length} characters, over the limit of ${maxBytes}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new TypeError('replay is not valid JSON');
  }
  const d = plainObject('replay', data);
  if (d.v !== 1) throw new TypeError(`replay.v must be 1, got ${show(d.v)}`);
  const settings = checkMatchOptions(d.options);
  if (ranked) {
    const field = unrankedMatchField(settings, rules);
    if (field !== null) throw new RangeError(`${field} is not allowed in a ranked match: every player plays by the same, named rules`);
  }
  const claimed = plainObject('replay.result', d.result);
  const rounds = list('replay.rounds', d.rounds, MAX_ROUNDS).map(parseRound);
  if (rounds.length === 0) throw new RangeError('replay.rounds must hold at least one round');
  // Count every frame before simulating any.
  let total = 0;
  for (const r of rounds) {
    total += r.frames;
    if (total > maxFrames) throw new RangeError(`replay asks for more than ${maxFrames} frames`);
  }
  return { settings, claimed, rounds };
}

/**
 * @internal Play a match replay through a fresh `Match` and check its claimed result. `keep`
 * decides for each input entry whether it is played (all of them unless given).
 * @throws TypeError when malformed, RangeError over a limit or when forged (see {@link verifyMatch}).
 */
export function playMatchReplay(
  replay: unknown,
  options: VerifyMatchOptions,
  keep: (entry: MatchEntry, match: Match) => boolean = () => true,
): { match: Match; played: VerifiedMatch['rounds'] } {
  const { settings, claimed, rounds } = readMatch(replay, options);
  const match = new Match(settings);
  const played: VerifiedMatch['rounds'] = [];
  match.on('round-over', ({ winner, frame, places }) => played.push({ winner, frames: frame, places }));
  // A round cut short by the others leaving: not decided.
  match.on('match-over', ({ forfeit }) => forfeit && played.length < match.round && played.push({ winner: null, frames: match.frame, places: match.places }));
  rounds.forEach((round, i) => {
    if (i > 0) {
      if (match.state !== 'round-over') throw new RangeError(`replay.rounds[${i}]: the match ${match.state === 'over' ? 'was already over' : 'had no round to follow'}`);
      match.nextRound();
    }
    for (const entry of round.entries) {
      // A player may leave after the round was decided, before the next one.
      const leavesAfter = 'forfeit' in entry && match.state === 'round-over';
      if (match.state !== 'playing' && !leavesAfter) throw new RangeError(`replay.rounds[${i}] goes on after the round was decided`);
      if ('frames' in entry) {
        for (let f = 0; f < entry.frames && match.state === 'playing'; f++) match.step();
        continue;
      }
      if (entry.player >= settings.players) throw new RangeError(`replay.rounds[${i}]: player ${entry.player} is not in a ${settings.players}-player match`);
      if (!keep(entry, match)) continue;
      if ('forfeit' in entry) match.forfeit(entry.player);
      else if ('target' in entry) match.setTarget(entry.player, entry.target);
      else if (entry.kind === '+') match.down(entry.player, entry.action);
      else if (entry.kind === '-') match.up(entry.player, entry.action);
      else match.press(entry.player, entry.action);
    }
    if (i < rounds.length - 1 && match.state === 'playing') throw new RangeError(`replay.rounds[${i}] stops before the round was decided`);
  });
  if (match.state === 'playing') played.push({ winner: null, frames: match.frame, places: match.places });

  const wins = match.wins;
  const claimedWins = list('replay.result.wins', claimed.wins, settings.players);
  if (claimed.winner !== match.winner || claimedWins.length !== wins.length || claimedWins.some((w, i) => w !== wins[i])) {
    throw new RangeError(
      `replay.result claims winner ${show(claimed.winner)} with wins ${JSON.stringify(claimedWins)}, but the inputs give winner ${show(match.winner)} with wins ${JSON.stringify(wins)}`,
    );
  }
  return { match, played };
}

/**
 * Replay a match (object or JSON text) headlessly and return what really happened.
 * With `{ ranked: true }` only a ranked match is accepted (see `unrankedMatchField()`).
 * @throws TypeError when malformed, RangeError over a limit, when the replay is forged (its
 *   claimed result, or where its rounds end, disagrees with what its inputs give), or when
 *   `ranked` and its players did not all play by the same named rules (naming the field).
 */
export function verifyMatch(replay: unknown, options: VerifyMatchOptions = {}): VerifiedMatch {
  const { match, played } = playMatchReplay(replay, options);
  return { winner: match.winner, wins: match.wins.slice(), rounds: played, stats: match.stats, boards: match.games.map((game) => game.rows()) };
}
