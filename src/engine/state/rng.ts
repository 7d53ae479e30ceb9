/**
 * Seeded randomness: a 32-bit PRNG (mulberry32 construction) and the guideline 7-bag.
 * Integer-only arithmetic, so every JavaScript engine deals the same pieces for the same seed.
 * @module
 */

/** Small, fast 32-bit generator (mulberry32 construction). Its whole state is one uint32. */
export class Rng {
  /** Current state; copying it forks the sequence. */
  state: number;

  constructor(seed = 0) {
    this.state = seed >>> 0;
  }

  /** Next uint32 (0 .. 2^32 - 1). */
  nextU32(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform integer in 0 .. n - 1 (n <= 2^21, so the product stays exact in a double). */
  nextInt(n: number): number {
    return Math.floor((this.nextU32() * n) / 4294967296);
  }
}

/** @internal A {@link SevenBag}'s whole state. */
export interface SevenBagState {
  readonly rng: number;
  readonly bag: Uint8Array;
  readonly pos: number;
}

/**
 * The 7-bag ("Random Generator"): deals a random permutation of the 7 pieces, then another.
 * Piece indices follow `PIECE_TYPES` (0 = I ... 6 = Z).
 */
export class SevenBag {
  readonly #rng: Rng;
  readonly #bag = new Uint8Array(7);
  #pos = 7;

  constructor(seed = 0) {
    this.#rng = new Rng(seed);
  }

  /** @internal The whole state (undo): generator, bag order and position. */
  save(): SevenBagState {
    return { rng: this.#rng.state, bag: this.#bag.slice(), pos: this.#pos };
  }

  /** @internal Back to a state from {@link save}. */
  load(s: SevenBagState): void {
    this.#rng.state = s.rng;
    this.#bag.set(s.bag);
    this.#pos = s.pos;
  }

  /** Index (0..6) of the next piece. Allocation-free. */
  next(): number {
    if (this.#pos === 7) this.#refill();
    return this.#bag[this.#pos++];
  }

  #refill(): void {
    const bag = this.#bag;
    for (let i = 0; i < 7; i++) bag[i] = i;
    // Fisher-Yates: every permutation equally likely.
    for (let i = 6; i > 0; i--) {
      const j = this.#rng.nextInt(i + 1);
      const t = bag[i];
      bag[i] = bag[j];
      bag[j] = t;
    }
    this.#pos = 0;
  }
}
