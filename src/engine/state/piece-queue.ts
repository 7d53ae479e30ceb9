/**
 * The upcoming pieces: the preset `queue` option first, then the seeded 7-bag, in a ring buffer
 * of piece indices that always holds enough pieces for `next` and `peek()`.
 * @module
 */
import { PIECE_TYPES } from '../rules/pieces.js';
import { SevenBag } from './rng.js';
import type { SevenBagState } from './rng.js';
import type { PieceType } from '../types.js';

/** How many upcoming pieces `next` shows. */
export const NEXT_COUNT = 5;
// The queue always holds at least this many pieces, so `next` and `peek()` never run dry.
const QUEUE_MIN = 14;

/** @internal A {@link PieceQueue}'s whole state. */
export interface PieceQueueState {
  readonly ring: Uint8Array;
  readonly head: number;
  readonly length: number;
  readonly presetLeft: number;
  readonly bag: SevenBagState;
}

/** @internal */
export class PieceQueue {
  readonly #bag: SevenBag;
  #ring: Uint8Array;
  #head = 0;
  #length = 0;
  /** How many of the queued pieces, from the head, are the preset's (the rest are the bag's). */
  #presetLeft = 0;
  /** Whether the game was given a preset queue at all. */
  readonly hasPreset: boolean;
  /** Increases whenever the upcoming pieces change. */
  version = 0;

  constructor(seed: number, preset: readonly number[]) {
    this.#bag = new SevenBag(seed);
    let cap = 32;
    while (cap < preset.length + QUEUE_MIN + 7) cap *= 2;
    this.#ring = new Uint8Array(cap);
    for (const p of preset) this.#push(p);
    this.#presetLeft = preset.length;
    this.hasPreset = preset.length > 0;
    this.#refill();
  }

  /** @internal The whole state (undo). */
  save(): PieceQueueState {
    return { ring: this.#ring.slice(), head: this.#head, length: this.#length, presetLeft: this.#presetLeft, bag: this.#bag.save() };
  }

  /** @internal Back to a state from {@link save}; `version` moves on, so readers see a change. */
  load(s: PieceQueueState): void {
    this.#ring.set(s.ring);
    this.#head = s.head;
    this.#length = s.length;
    this.#presetLeft = s.presetLeft;
    this.#bag.load(s.bag);
    this.version++;
  }

  /** Deal the next piece index. Allocation-free. */
  take(): number {
    const p = this.#ring[this.#head];
    this.#head = (this.#head + 1) & (this.#ring.length - 1);
    this.#length--;
    if (this.#presetLeft > 0) this.#presetLeft--;
    this.#refill();
    return p;
  }

  /** The preset's pieces not dealt yet, as a new array. */
  presetRest(): PieceType[] {
    return this.peek(this.#presetLeft);
  }

  /** The next `count` pieces (at most all queued: the preset's rest and {@link QUEUE_MIN} more), as a new array. */
  peek(count: number): PieceType[] {
    const n = Math.min(count, this.#length);
    const out: PieceType[] = [];
    const mask = this.#ring.length - 1;
    for (let i = 0; i < n; i++) out.push(PIECE_TYPES[this.#ring[(this.#head + i) & mask]]);
    return out;
  }

  #push(p: number): void {
    this.#ring[(this.#head + this.#length) & (this.#ring.length - 1)] = p;
    this.#length++;
  }

  #refill(): void {
    while (this.#length < QUEUE_MIN) this.#push(this.#bag.next());
    this.version++;
  }
}
