/**
 * Where the game loop gets its time and frames from. The element uses `rafScheduler` by default;
 * tests and replays pass a `ManualScheduler` and step time exactly.
 */
export interface Scheduler {
  /** Current time in milliseconds. */
  now(): number;
  /** Calls `callback(now)` on the next display frame; returns a handle for `cancel`. */
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

export const rafScheduler: Scheduler = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** A scheduler whose clock moves only when told to: `advance(ms)` or `frames(n)`. */
export class ManualScheduler implements Scheduler {
  private time = 0;
  private nextHandle = 1;
  private readonly pending = new Map<number, (now: number) => void>();

  now(): number {
    return this.time;
  }

  request(callback: (now: number) => void): number {
    const handle = this.nextHandle++;
    this.pending.set(handle, callback);
    return handle;
  }

  cancel(handle: number): void {
    this.pending.delete(handle);
  }

  /** Number of callbacks waiting for the next frame (0 = no loop is running). */
  get waiting(): number {
    return this.pending.size;
  }

  /** Moves the clock by `ms` and runs one display frame. */
  advance(ms: number): void {
    this.time += ms;
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const callback of due) callback(this.time);
  }

  /** Runs `count` display frames of `ms` each (default: exactly one 60 Hz game frame). */
  frames(count: number, ms = 1000 / 60): void {
    for (let i = 0; i < count; i++) this.advance(ms);
  }
}
