/**
 * A per-client rate limit: a token bucket per client address. Each request takes a token; a
 * client's bucket holds at most `burst` tokens and refills at `perMinute` tokens a minute, so a
 * player submitting a game now and then is never limited, while a script posting in a loop gets
 * `perMinute` requests a minute after its first burst. The same bucket measures other costs than
 * requests: the server's verification budget holds milliseconds of verification time, charged
 * after each replay by what it took ({@link RateLimiter.balance}, {@link RateLimiter.charge}).
 */

export interface RateLimitOptions {
  /** Tokens added per minute (the long-run rate allowed). */
  perMinute: number;
  /** Most requests in a row from a client whose bucket is full. */
  burst: number;
}

/**
 * The client an address belongs to: an IPv4 address itself (IPv4-mapped IPv6 included), an IPv6
 * address its /64 network, since one subscriber is usually given a whole /64 and could otherwise
 * take a new address for every request.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}

/** What {@link RateLimiter.take} decided. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** Clock time of the last refill, in ms. */
  at: number;
}

/**
 * Full buckets are forgotten in a sweep once this many are kept; the next sweep waits until the
 * map has doubled, so sweeping costs O(1) per request however many clients are limited at once.
 */
const FIRST_SWEEP_AT = 10_000;

export class RateLimiter {
  readonly #perMs: number;
  readonly #burst: number;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();
  #sweepAt = FIRST_SWEEP_AT;

  /** `now` is the clock in ms (injected by tests). */
  constructor(options: RateLimitOptions, now: () => number = () => performance.now()) {
    if (!(options.perMinute > 0) || !Number.isFinite(options.perMinute)) throw new RangeError('perMinute must be a positive number');
    if (!Number.isInteger(options.burst) || options.burst < 1) throw new RangeError('burst must be a whole number of at least 1');
    this.#perMs = options.perMinute / 60_000;
    this.#burst = options.burst;
    this.#now = now;
  }

  /** Takes a token for `client` when it has one; otherwise says how long until it will. */
  take(client: string): RateDecision {
    const now = this.#now();
    const bucket = this.#refilled(this.#buckets.get(client), now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.#keep(client, bucket, now);
      return { allowed: true };
    }
    this.#keep(client, bucket, now);
    return { allowed: false, retryAfterSeconds: this.retryAfterSeconds(client, 1) };
  }

  /** The tokens `client` holds now (the burst for a client not seen). */
  balance(client: string): number {
    return this.#refilled(this.#buckets.get(client), this.#now()).tokens;
  }

  /** Takes `amount` tokens from `client`, below zero if need be (a debt the refill pays back). */
  charge(client: string, amount: number): void {
    const now = this.#now();
    const bucket = this.#refilled(this.#buckets.get(client), now);
    bucket.tokens -= amount;
    this.#keep(client, bucket, now);
  }

  /** Whole seconds (at least 1) until `client` holds `amount` tokens. */
  retryAfterSeconds(client: string, amount: number): number {
    return Math.max(1, Math.ceil((amount - this.balance(client)) / this.#perMs / 1000));
  }

  #refilled(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.#burst, at: now };
    return { tokens: Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs), at: now };
  }

  #keep(client: string, bucket: Bucket, now: number): void {
    if (this.#buckets.size >= this.#sweepAt && !this.#buckets.has(client)) {
      for (const [key, old] of this.#buckets) {
        if (this.#refilled(old, now).tokens >= this.#burst) this.#buckets.delete(key);
      }
      this.#sweepAt = Math.max(FIRST_SWEEP_AT, 2 * this.#buckets.size);
    }
    this.#buckets.set(client, bucket);
  }
}
