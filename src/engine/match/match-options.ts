/**
 * The options of a versus match, checked once: players, seed, rounds, the attack and garbage
 * rules every game shares, each player's handling, and the targeting strategy players start with.
 * @module
 */
import { boolean, knownKeys, oneOf, plainObject, wholeNumber } from '../check.js';
import { Rng } from '../state/rng.js';
import { DEFAULT_TARGETING, TARGETING_STRATEGIES } from '../rules/targeting.js';
import type { TargetingStrategy } from '../rules/targeting.js';
import { checkVersus } from '../rules/versus.js';
import type { Handling, VersusOptions, VersusSettings } from '../types.js';

/** Most players in one match. */
export const MAX_PLAYERS = 8;
/** Most rounds a player may need to win. */
export const MAX_FIRST_TO = 99;

/** Options of `new Match()`. */
export interface MatchOptions {
  /** Players (2-8). Default 2. */
  players?: number;
  /** Seed of the match: each round's seed comes from it, the same for every player. Default 0. */
  seed?: number;
  /** Rounds a player must win (1-99). Default 3. */
  firstTo?: number;
  /** Attack and garbage rules of every game. */
  versus?: VersusOptions;
  /** Each player's handling (an entry per player, or fewer: the rest keep the defaults). */
  handling?: readonly Partial<Handling>[];
  /** Entry delay and line-clear delay (default true); false for games played by programs. */
  are?: boolean;
  /**
   * The targeting strategy every player starts with (see `TARGETING_STRATEGIES`); each may switch
   * with `match.setTarget()`. Only matters with three players or more. Default `even`.
   */
  targeting?: TargetingStrategy;
  /**
   * Each round begins with the engine's countdown (`COUNTDOWN_FRAMES`, see `GameOptions.countdown`):
   * a direction held meanwhile charges auto-shift, a rotation or hold pressed meanwhile acts as the
   * first piece spawns. Its frames are stepped and logged like any other. Default false.
   */
  countdown?: boolean;
}

/** A match's options, checked, defaults filled in. */
export interface MatchSettings {
  readonly players: number;
  readonly seed: number;
  readonly firstTo: number;
  readonly versus: VersusSettings;
  readonly handling: readonly Partial<Handling>[];
  readonly are: boolean;
  readonly targeting: TargetingStrategy;
  readonly countdown: boolean;
}

const MATCH_OPTION_KEYS: readonly (keyof MatchOptions)[] = ['players', 'seed', 'firstTo', 'versus', 'handling', 'are', 'targeting', 'countdown'];

/** @internal Check match options. @throws TypeError/RangeError naming the field. */
export function checkMatchOptions(options: unknown): MatchSettings {
  const o = plainObject('match options', options ?? {});
  knownKeys('match option', o, MATCH_OPTION_KEYS);
  const players = o.players === undefined ? 2 : wholeNumber('players', o.players, 2, MAX_PLAYERS);
  let handling: readonly Partial<Handling>[] = [];
  if (o.handling !== undefined) {
    if (!Array.isArray(o.handling)) throw new TypeError('handling must be an array with one handling object per player');
    if (o.handling.length > players) throw new RangeError(`handling holds at most ${players} entries (one per player), got ${o.handling.length}`);
    handling = o.handling.map((h, i) => plainObject(`handling[${i}]`, h) as Partial<Handling>);
  }
  return Object.freeze({
    players,
    seed: o.seed === undefined ? 0 : wholeNumber('seed', o.seed, 0, 0xffffffff),
    firstTo: o.firstTo === undefined ? 3 : wholeNumber('firstTo', o.firstTo, 1, MAX_FIRST_TO),
    versus: checkVersus(o.versus ?? {}),
    handling,
    are: o.are === undefined ? true : boolean('are', o.are),
    targeting: o.targeting === undefined ? DEFAULT_TARGETING : oneOf('targeting', o.targeting, TARGETING_STRATEGIES),
    countdown: o.countdown === undefined ? false : boolean('countdown', o.countdown),
  });
}

/** The seed of round `round` (1-based) of a match seeded `seed`. */
export function roundSeed(seed: number, round: number): number {
  return new Rng((seed + Math.imul(round, 0x9e3779b1)) >>> 0).nextU32();
}
