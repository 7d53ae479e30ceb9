/**
 * Incoming garbage: attacks received from opponents wait here for their travel delay, are
 * cancelled by the receiver's own attacks (oldest first), and enter the matrix on a lock that
 * clears no line, at most `cap` rows per lock. Hole columns come from a generator seeded from
 * the game's seed, so a versus game replays exactly.
 * @module
 */
import { COLS } from './board.js';
import { Rng } from './rng.js';

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
  /** The hole column of the latest attack that entered, -1 before the first. */
  #column = -1;
  /** Lines queued, ready or not. */
  total = 0;

  /** `messiness`: the chance (0..1) that an attack gets a new hole column rather than the previous attack's. */
  constructor(seed: number, messiness: number) {
    this.#rng = new Rng((seed ^ GARBAGE_SEED_SALT) >>> 0);
    this.#messiness = messiness;
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
      if (first.lines === 0) entries.shift();
    }
    return out;
  }

  /** Take up to `cap` ready lines (frame `frame`), oldest first, each attack with its hole column. */
  take(frame: number, cap: number): EnteredGarbage[] {
    const out: EnteredGarbage[] = [];
    const entries = this.#entries;
    while (cap > 0 && entries.length > 0 && entries[0].ready <= frame) {
      const first = entries[0];
      if (first.column < 0) first.column = this.#nextColumn();
      const used = Math.min(cap, first.lines);
      first.lines -= used;
      cap -= used;
      this.total -= used;
      out.push({ id: first.id, lines: used, column: first.column });
      if (first.lines === 0) entries.shift();
    }
    return out;
  }

  /** The hole column of a new attack: a fresh draw with probability `messiness`, else the previous one. */
  #nextColumn(): number {
    const fresh = this.#column < 0 || this.#messiness >= 1 || (this.#messiness > 0 && this.#rng.nextU32() < this.#messiness * TWO_POW_32);
    if (fresh) this.#column = this.#rng.nextInt(COLS);
    return this.#column;
  }
}
