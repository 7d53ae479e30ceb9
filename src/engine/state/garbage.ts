/**
 * Incoming garbage: attacks received from opponents wait here for their travel delay, are
 * cancelled by the receiver's own attacks (oldest first), and enter the matrix on a lock that
 * clears no line, at most `cap` rows per lock. Hole columns come from a generator seeded from
 * the game's seed, so a versus game replays exactly. Two rules follow the rule set (TETR.IO's,
 * as Triangle.js implements its queue): whether ready attacks enter in the order they became
 * ready, and whether a cancelled attack draws the next hole column as an entered one does.
 * @module
 */
import type { AttackRules } from '../rules/attack.js';
import { COLS } from './board.js';
import { Rng } from './rng.js';

/** The parts of a rule set the queue follows. */
export type GarbageQueueRules = Pick<AttackRules, 'readyOrder' | 'redrawOnUsedUp'>;

/** One queued attack. */
interface Incoming {
  id: number;
  lines: number;
  /** Hole column given by the sender, or the one drawn as it started entering; -1 until then. */
  column: number;
  /** First frame on which it may enter. */
  ready: number;
}

/** Lines of one attack that entered the matrix on a lock. */
export interface EnteredGarbage {
  readonly id: number;
  readonly lines: number;
  readonly column: number;
}

/** Lines of one attack removed by cancelling. */
export interface CancelledGarbage {
  readonly id: number;
  readonly lines: number;
}

// Decorrelates the hole columns from the 7-bag, which is seeded with the same game seed.
const GARBAGE_SEED_SALT = 0x9e3779b9;
const TWO_POW_32 = 4294967296;

/** @internal */
export class GarbageQueue {
  readonly #entries: Incoming[] = [];
  readonly #rng: Rng;
  readonly #messiness: number;
  readonly #rules: GarbageQueueRules;
  /** The hole column the next attack to enter takes, -1 before the first draw. */
  #column = -1;
  /** Lines queued, ready or not. */
  total = 0;

  /**
   * `messiness`: the chance (0..1) of drawing a new hole column (which may be the same one) for
   * each attack that starts to enter, or under `rules.redrawOnUsedUp` for each attack used up.
   */
  constructor(seed: number, messiness: number, rules: GarbageQueueRules) {
    this.#rng = new Rng((seed ^ GARBAGE_SEED_SALT) >>> 0);
    this.#messiness = messiness;
    this.#rules = rules;
  }

  /** Queue `lines` from attack `id`, ready on frame `ready`; `column` -1 = drawn as it enters. */
  receive(id: number, lines: number, column: number, ready: number): void {
    this.#entries.push({ id, lines, column, ready });
    this.total += lines;
  }

  /** The queued attacks, oldest first, as frozen snapshots. */
  snapshot(): readonly { readonly id: number; readonly lines: number; readonly ready: number }[] {
    return Object.freeze(this.#entries.map(({ id, lines, ready }) => Object.freeze({ id, lines, ready })));
  }

  /** Remove up to `amount` queued lines, oldest first, ready or not; returns what was removed. */
  cancel(amount: number): CancelledGarbage[] {
    const out: CancelledGarbage[] = [];
    const entries = this.#entries;
    while (amount > 0 && entries.length > 0) {
      const first = entries[0];
      const used = Math.min(amount, first.lines);
      first.lines -= used;
      amount -= used;
      this.total -= used;
      out.push({ id: first.id, lines: used });
      if (first.lines === 0) {
        entries.shift();
        this.#usedUp();
      }
    }
    return out;
  }

  /**
   * Take up to `cap` ready lines (frame `frame`), each attack with its hole column: oldest first,
   * or under `readyOrder` in the order they became ready (the queue keeps that order after).
   */
  take(frame: number, cap: number): EnteredGarbage[] {
    const out: EnteredGarbage[] = [];
    const entries = this.#entries;
    // Stable: attacks ready on the same frame keep the order they were received in.
    if (this.#rules.readyOrder) entries.sort((a, b) => a.ready - b.ready);
    while (cap > 0 && entries.length > 0 && entries[0].ready <= frame) {
      const first = entries[0];
      if (first.column < 0) first.column = this.#columnFor();
      const used = Math.min(cap, first.lines);
      first.lines -= used;
      cap -= used;
      this.total -= used;
      out.push({ id: first.id, lines: used, column: first.column });
      if (first.lines === 0) {
        entries.shift();
        this.#usedUp();
      }
    }
    return out;
  }

  /** The hole column of an attack starting to enter without one: drawn first, then (unless drawn as attacks are used up) fresh with probability `messiness`. */
  #columnFor(): number {
    if (this.#column < 0 || (!this.#rules.redrawOnUsedUp && this.#chance())) this.#column = this.#rng.nextInt(COLS);
    return this.#column;
  }

  /** An attack was used up: under `redrawOnUsedUp` the next one gets a fresh column with probability `messiness`. */
  #usedUp(): void {
    if (this.#rules.redrawOnUsedUp && this.#chance()) this.#column = this.#rng.nextInt(COLS);
  }

  /** True with probability `messiness`. */
  #chance(): boolean {
    const m = this.#messiness;
    return m >= 1 || (m > 0 && this.#rng.nextU32() < m * TWO_POW_32);
  }
}
