/**
 * Attack: the garbage lines a clear sends in a versus game, under named rule sets held as data.
 * Sources (see the README's "Versus rules"): the Tetris Guideline's lines-sent and combo tables
 * (tetris.wiki), TETR.IO's current league rules as Triangle.js implements them, and the Jstris
 * guide's defaults. Pure and integer-exact except TETR.IO's combo multiplier and ramp, which use
 * IEEE arithmetic that every JavaScript engine computes alike.
 * @module
 */
import { T_SPIN_NAMES } from './t-spin.js';
import type { AttackClear, AttackRuleName, TSpin } from '../types.js';

/** One rule set: what a clear sends and how incoming garbage is cancelled. */
export interface AttackRules {
  /** Lines sent by a clear, by spin kind and lines cleared (index 0..4), before any bonus. */
  readonly lines: Readonly<Record<TSpin, readonly number[]>>;
  /** Lines added to a back-to-back clear. */
  readonly backToBack: number;
  /**
   * Back-to-back charging: a clear that breaks a chain of at least `at` back-to-backs sends a
   * surge of `chain - at + base + 1` lines in three chunks ahead of its attack. Null: no surge.
   */
  readonly surge: { readonly at: number; readonly base: number } | null;
  /**
   * Combo: a table of lines added by combo count (index = count, the last entry repeats), or
   * `multiplier`: the attack is multiplied by 1 + 0.25 x count, with at least ln(1 + 1.25 x count)
   * from the third clear in a row on.
   */
  readonly combo: readonly number[] | 'multiplier';
  /** Lines a perfect clear adds (as its own chunk, after the clear's attack). */
  readonly perfectClear: number;
  /**
   * Back-to-backs a perfect clear adds to the chain in place of a difficult clear's one, counting
   * from where the chain was (TETR.IO's `allclear_b2b`); the clear then gets the back-to-back bonus
   * whenever the chain runs, difficult or not. 0: a perfect clear counts as any other clear.
   */
  readonly perfectClearBackToBack: number;
  /** Spins of pieces other than T that cannot move left, right or up count as mini spins. */
  readonly allSpins: boolean;
  /** +1 line when a spin or a quad clears garbage rows. */
  readonly garbageBonus: boolean;
  /** Opener phase: during the first `openerPieces` locks, each chunk of an attack cancels double while incoming is at least what was sent. */
  readonly openerPieces: number;
  /**
   * Attack multiplier ramp: +`perSecond`/60 added on each frame after `afterFrames`, summed frame
   * by frame in floating point as TETR.IO does (the sum drifts from the closed form, and the
   * floor of an attack follows the drift). Null: always x1.
   */
  readonly ramp: RampRule | null;
  /** Garbage enters in the order it became ready (else in the order received, up to the first that is not ready). */
  readonly readyOrder: boolean;
  /**
   * The next hole column is drawn (with the messiness chance) whenever an incoming attack is used
   * up, by entering or by being cancelled, as in TETR.IO; else as an attack starts to enter.
   */
  readonly redrawOnUsedUp: boolean;
}

/** See {@link AttackRules.ramp}. */
export interface RampRule {
  readonly afterFrames: number;
  readonly perSecond: number;
}

/** Guideline / TETR.IO lines sent by lines cleared, without a spin. */
const PLAIN = Object.freeze([0, 0, 1, 2, 4]);

/** The rule sets, by name. Tables follow the sources in the module comment. */
export const ATTACK_RULES: Readonly<Record<AttackRuleName, AttackRules>> = Object.freeze({
  guideline: Object.freeze({
    lines: Object.freeze({ none: PLAIN, mini: Object.freeze([0, 0, 1]), full: Object.freeze([0, 2, 4, 6]) }),
    backToBack: 1,
    surge: null,
    combo: Object.freeze([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5]),
    perfectClear: 4,
    perfectClearBackToBack: 0,
    allSpins: false,
    garbageBonus: false,
    openerPieces: 0,
    ramp: null,
    readyOrder: false,
    redrawOnUsedUp: false,
  }),
  tetrio: Object.freeze({
    lines: Object.freeze({ none: PLAIN, mini: Object.freeze([0, 0, 1, 2, 10]), full: Object.freeze([0, 2, 4, 6, 10]) }),
    backToBack: 1,
    surge: Object.freeze({ at: 4, base: 3 }),
    combo: 'multiplier',
    perfectClear: 5,
    perfectClearBackToBack: 1,
    allSpins: true,
    garbageBonus: true,
    openerPieces: 14,
    ramp: Object.freeze({ afterFrames: 10800, perSecond: 0.008 }),
    readyOrder: true,
    redrawOnUsedUp: true,
  }),
  jstris: Object.freeze({
    lines: Object.freeze({ none: PLAIN, mini: Object.freeze([0, 0, 1]), full: Object.freeze([0, 2, 4, 6]) }),
    backToBack: 1,
    surge: null,
    combo: Object.freeze([0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5]),
    perfectClear: 10,
    perfectClearBackToBack: 0,
    allSpins: false,
    garbageBonus: false,
    openerPieces: 0,
    ramp: null,
    readyOrder: false,
    redrawOnUsedUp: false,
  }),
} satisfies Record<AttackRuleName, AttackRules>);

/** The rule set names. */
export const ATTACK_RULE_NAMES: readonly AttackRuleName[] = Object.freeze(Object.keys(ATTACK_RULES) as AttackRuleName[]);

/** Lines a clear sends from the table and combo, before rounding (TETR.IO's combo is a multiplier). */
function comboAttack(rules: AttackRules, base: number, combo: number): number {
  const table = rules.combo;
  if (table !== 'multiplier') return base + (combo > 0 ? table[Math.min(combo, table.length - 1)] : 0);
  const multiplied = base * (1 + 0.25 * combo);
  return combo > 1 ? Math.max(multiplied, Math.log1p(1.25 * combo)) : multiplied;
}

/** The surge `total` in three chunks (TETR.IO's split), zero-size chunks dropped. */
function surgeChunks(total: number, out: number[]): void {
  const third = Math.round(total / 3);
  for (const chunk of [third, third, total - 2 * third]) if (chunk > 0) out.push(chunk);
}

/**
 * @internal The attack multiplier of a {@link RampRule} frame by frame. It keeps the latest sum
 * and carries it forward (frames mostly come in order); an earlier frame sums again from the start.
 */
export class AttackRamp {
  readonly #rule: RampRule | null;
  #frame = 0;
  #value = 1;

  constructor(rule: RampRule | null) {
    this.#rule = rule;
  }

  /** The multiplier on frame `frame`: 1, plus `perSecond`/60 added once for each frame from `afterFrames + 1` to `frame`. */
  at(frame: number): number {
    const rule = this.#rule;
    if (rule === null || frame <= rule.afterFrames) return 1;
    if (frame < this.#frame) {
      this.#frame = 0;
      this.#value = 1;
    }
    const step = rule.perSecond / 60;
    for (let f = Math.max(this.#frame, rule.afterFrames) + 1; f <= frame; f++) this.#value += step;
    this.#frame = frame;
    return this.#value;
  }
}

/**
 * @internal The attack state of one player: combo and back-to-back counts as the rule set keeps
 * them, and the lines sent so far (for the opener phase).
 */
export class AttackCounter {
  readonly rules: AttackRules;
  readonly #ramp: AttackRamp;
  combo: number;
  backToBack: number;
  /** The latest clear, for the `attack` event. */
  clear: AttackClear | null = null;

  constructor(rules: AttackRules, combo = -1, backToBack = false) {
    this.rules = rules;
    this.#ramp = new AttackRamp(rules.ramp);
    this.combo = combo;
    this.backToBack = backToBack ? 0 : -1;
  }

  /**
   * A lock at `frame` cleared `lines` with spin code `spin` (`garbageRows` of them garbage rows,
   * `perfectClear` when the matrix is empty after). Returns the chunks it sends, in order (empty
   * for a lock that sends nothing); fills {@link clear} for a clearing lock.
   */
  lock(lines: number, spin: number, perfectClear: boolean, garbageRows: number, frame: number): number[] {
    const rules = this.rules;
    const chunks: number[] = [];
    if (lines === 0) {
      this.combo = -1;
      this.clear = null;
      return chunks;
    }
    this.combo++;
    const difficult = lines >= 4 || spin !== 0;
    const broken = this.backToBack;
    // A perfect clear under TETR.IO's rules adds its own count instead of the difficult clear's +1, from where the chain was (-1 + 1 = 0).
    const keepsChain = perfectClear && rules.perfectClearBackToBack > 0;
    if (keepsChain) this.backToBack += rules.perfectClearBackToBack;
    else if (difficult) this.backToBack++;
    else this.backToBack = -1;
    const bonus = (difficult || keepsChain) && this.backToBack > 0 ? rules.backToBack : 0;
    const multiplier = this.#ramp.at(frame);
    let surge = 0;
    if (rules.surge && this.backToBack < 0 && broken >= rules.surge.at) {
      surge = Math.floor((broken - rules.surge.at + rules.surge.base + 1) * multiplier);
      surgeChunks(surge, chunks);
    }
    const kind = T_SPIN_NAMES[spin];
    const base = (rules.lines[kind][lines] ?? 0) + bonus;
    let attack = Math.floor(comboAttack(rules, base, this.combo) * multiplier);
    if (rules.garbageBonus && garbageRows > 0 && difficult) attack++;
    if (attack > 0) chunks.push(attack);
    if (perfectClear && rules.perfectClear > 0) chunks.push(Math.floor(rules.perfectClear * multiplier));
    this.clear = Object.freeze({ lines, spin: kind, backToBack: this.backToBack, combo: this.combo, perfectClear, surge });
    return chunks;
  }
}
