/**
 * Typed events delivered after the command that caused them has finished: `emit()` only queues,
 * and the game calls `flush()` at the end of every public command. So a listener always sees a
 * consistent game (never a half-finished lock), and a listener that calls `press()` or `down()`
 * starts a new command instead of re-entering the one in progress; the events of that nested
 * command are delivered after the ones already queued, in order.
 * @module
 */

type Listener<P> = (payload: P) => void;

/** @internal */
export class Emitter<M extends object> {
  #listeners: { [K in keyof M]?: Listener<M[K]>[] } = {};
  /** Listeners of all types; 0 lets the hot path skip every event check. */
  #count = 0;
  /** Queued events as alternating type, payload: reused, so a quiet game allocates nothing. */
  readonly #queue: unknown[] = [];
  #delivering = false;

  /** Listen to `type`; returns a function that removes the listener. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
    if (typeof listener !== 'function') throw new TypeError(`listener of ${String(type)} must be a function`);
    const list = (this.#listeners[type] ??= []);
    list.push(listener);
    this.#count++;
    return () => {
      const i = list.indexOf(listener);
      if (i >= 0) {
        list.splice(i, 1);
        this.#count--;
      }
    };
  }

  /** Someone listens to `type`: build its payload only then. */
  has(type: keyof M): boolean {
    if (this.#count === 0) return false;
    const list = this.#listeners[type];
    return list !== undefined && list.length > 0;
  }

  /** Queue an event for the next {@link flush}. */
  emit<K extends keyof M>(type: K, payload: M[K]): void {
    this.#queue.push(type, payload);
  }

  /** Deliver the queued events in order (no-op while already delivering: the outer loop goes on). */
  flush(): void {
    // Kept tiny so it inlines into every command: a quiet game stops here.
    if (this.#queue.length !== 0 && !this.#delivering) this.#deliver();
  }

  #deliver(): void {
    this.#delivering = true;
    const queue = this.#queue;
    try {
      for (let i = 0; i < queue.length; i += 2) {
        const list = this.#listeners[queue[i] as keyof M];
        if (!list) continue;
        const payload = queue[i + 1] as M[keyof M];
        for (const fn of list.slice()) fn(payload);
      }
    } finally {
      // A listener that throws drops the rest of this batch rather than delivering it late.
      queue.length = 0;
      this.#delivering = false;
    }
  }
}
