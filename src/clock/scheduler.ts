/**
 * Where the game loop gets its time and frames from: one clock for everything (display frames,
 * input time stamps, `press()`). The element uses `rafScheduler` by default; tests and replays
 * pass a `ManualScheduler` and step time exactly.
 */
export interface Scheduler {
  /** Current time in milliseconds. */
  now(): number;
  /** Calls `callback(now)` on the next display frame; returns a handle for `cancel`. */
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
  /**
   * Maps an input event's `timeStamp` onto this clock. Without it, input counts as arriving at
   * `now()` (a stepped clock has no relation to the browser's event times).
   */
  eventTime?(timeStamp: number): number;
}

/**
 * Animation frames. `now()` is `document.timeline.currentTime`, the time of the current frame on
 * the same clock as the frame callbacks' timestamps and `Event.timeStamp`, so the loop never mixes
 * two clocks. Nothing here runs before it is called, so importing it needs no DOM.
 */
export const rafScheduler: Scheduler = {
  now: () => {
    const time = document.timeline?.currentTime;
    return typeof time === 'number' ? time : performance.now();
  },
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  eventTime: (timeStamp) => timeStamp,
};

/**
 * A scheduler whose clock moves only when told to: `advance(ms)` or `frames(n)` run display
 * frames, `elapse(ms)` moves time between them (when input arrives).
 */
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

  /** Moves the clock by `ms` (negative: a clock that jumps back) and runs one display frame. */
  advance(ms: number): void {
    this.time += ms;
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const callback of due) callback(this.time);
  }

  /** Moves the clock by `ms` without a display frame: input that arrives now is stamped with the new time. */
  elapse(ms: number): void {
    this.time += ms;
  }

  /** Runs `count` display frames of `ms` each (default: exactly one 60 Hz game frame). */
  frames(count: number, ms = 1000 / 60): void {
    for (let i = 0; i < count; i++) this.advance(ms);
  }

  /**
   * Runs a display of `hz` up to `time` (absolute ms on this clock): a frame at every multiple of
   * 1000 / hz on the way, then the rest of the time without a frame.
   */
  runTo(time: number, hz = 60): void {
    const period = 1000 / hz;
    // The epsilon absorbs floating-point error when time moves in exact display periods.
    let next = (Math.floor(this.time / period + 1e-6) + 1) * period;
    while (next <= time + 1e-6) {
      this.advance(next - this.time);
      next += period;
    }
    if (time > this.time) this.elapse(time - this.time);
  }
}
