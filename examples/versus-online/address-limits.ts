/**
 * What one address may hold and do: open WebSocket connections, matchmaking requests (each room
 * made or joined is one) per minute. Counted by the TCP peer's address (behind a proxy, that of
 * the proxy: put the same limits there).
 * @module
 */
export interface AddressLimitOptions {
  /** Open connections per address (default 16). */
  connections: number;
  /** Matchmaking requests per address per minute (default 60), with bursts of up to `burst` (default 20). */
  requestsPerMinute: number;
  burst: number;
}

export const DEFAULT_ADDRESS_LIMITS: Readonly<AddressLimitOptions> = Object.freeze({ connections: 16, requestsPerMinute: 60, burst: 20 });

/** Addresses tracked at once; past it the idlest buckets are forgotten (bounded memory under a spray of addresses). */
const MAX_TRACKED = 100_000;

export class AddressLimits {
  readonly #open = new Map<string, number>();
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly limits: AddressLimitOptions,
    readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes a connection slot for `address`; false when it holds all it may. Give it back with {@link release}. */
  connect(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.limits.connections) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const open = (this.#open.get(address) ?? 1) - 1;
    if (open <= 0) this.#open.delete(address);
    else this.#open.set(address, open);
  }

  /** One matchmaking request from `address`: false when over its rate. */
  request(address: string): boolean {
    const now = this.now();
    const perMs = this.limits.requestsPerMinute / 60_000;
    let bucket = this.#buckets.get(address);
    if (!bucket) {
      if (this.#buckets.size >= MAX_TRACKED) this.#buckets.delete(this.#buckets.keys().next().value!);
      bucket = { tokens: this.limits.burst, at: now };
    }
    this.#buckets.delete(address); // re-inserted last: the map stays in least-recently-used order
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.#buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens--;
    return true;
  }
}
