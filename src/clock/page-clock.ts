/**
 * The page's frame clock: one chain of display frames for every board, replay, gamepad and effect
 * on the page, so N boards cost one animation-frame callback per display frame. Each display
 * frame runs its phases in order: `input` (polled devices), `step` (every board's 60 Hz game
 * frames), `route` (what boards send each other), `draw`, `effects` (animations that outlive a
 * game, one-shot readings).
 *
 * Game time is one grid of 60 Hz ticks counted from an anchor by the engine's {@link FrameClock}
 * (never accumulated, so no rounding drift builds up), and every board on the page steps on the
 * same ticks. Its catch-up rule is the engine's: after a long gap a display frame runs at most
 * `MAX_CATCH_UP_FRAMES` ticks and the rest is dropped; when the clock goes back, the current
 * moment is the current tick.
 * @module
 */
import { FRAMES_PER_SECOND, FrameClock } from '../engine/index.js';
import { rafScheduler, type Scheduler } from './scheduler.js';

/** One game frame: the engine always runs at exactly 60 steps per second. */
export const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** The phases of a display frame, in the order they run. */
export const DISPLAY_PHASES = ['input', 'step', 'route', 'draw', 'effects'] as const;
export type DisplayPhase = (typeof DISPLAY_PHASES)[number];

/** What every phase of one display frame is told. */
export interface Frame {
  /** The display frame's time, on the scheduler's clock. */
  readonly now: number;
  /** Grid ticks that came due in this frame (0 on a display faster than 60 Hz, at most the catch-up cap). */
  readonly ticks: number;
  /** The grid tick reached at the end of this frame's steps. */
  readonly tick: number;
}

export type FrameTask = (frame: Frame) => void;

const clocks = new WeakMap<Scheduler, PageClock>();

export class PageClock {
  /** The clock of everything on `scheduler`: the page's one clock with the default scheduler. */
  static of(scheduler: Scheduler = rafScheduler): PageClock {
    let clock = clocks.get(scheduler);
    if (!clock) clocks.set(scheduler, (clock = new PageClock(scheduler)));
    return clock;
  }

  private readonly tasks = new Map<DisplayPhase, Set<FrameTask>>(DISPLAY_PHASES.map((phase) => [phase, new Set()]));
  private handle = 0;
  /** The tick grid: game frames due by display time. */
  private readonly grid = new FrameClock();
  /** Members of the tick grid (boards in play, replays moving); none: the grid starts anew. */
  private members = 0;

  private constructor(readonly scheduler: Scheduler) {}

  /** Current time on the scheduler's clock. */
  now(): number {
    return this.scheduler.now();
  }

  /** An input event's `timeStamp` on this clock (a stepped clock: input arrives now). */
  eventTime(timeStamp: number): number {
    return this.scheduler.eventTime ? this.scheduler.eventTime(timeStamp) : this.scheduler.now();
  }

  /** The grid tick reached so far. */
  get tick(): number {
    return this.grid.frames;
  }

  /** The grid tick `time` belongs to (input at that time applies before the next tick's step). */
  tickAt(time: number): number {
    return this.grid.frameAt(time);
  }

  /**
   * Joins the tick grid (a board starts or resumes play): the first member anchors the grid now,
   * later ones step on its ticks. Returns the tick to count from and the leave function.
   */
  join(): { readonly from: number; readonly leave: () => void } {
    if (this.members === 0) {
      this.grid.reset();
      this.grid.advance(this.now());
    }
    this.members++;
    let left = false;
    return {
      from: this.grid.frames,
      leave: () => {
        if (left) return;
        left = true;
        this.members--;
      },
    };
  }

  /** Runs `task` in `phase` of every display frame until the returned function is called. */
  add(phase: DisplayPhase, task: FrameTask): () => void {
    const tasks = this.tasks.get(phase)!;
    // A fresh wrapper: the same function may be added twice and removed once.
    const entry: FrameTask = (frame) => task(frame);
    tasks.add(entry);
    this.wake();
    return () => {
      tasks.delete(entry);
      // Nothing left to run: no frame is asked for (a page at rest costs nothing).
      if (this.size === 0 && this.handle) {
        this.scheduler.cancel(this.handle);
        this.handle = 0;
      }
    };
  }

  /** Runs `task` once, in `phase` of the next display frame. */
  once(phase: DisplayPhase, task: FrameTask): () => void {
    const remove = this.add(phase, (frame) => {
      remove();
      task(frame);
    });
    return remove;
  }

  /** Tasks waiting for display frames (0: the clock asks for none). */
  get size(): number {
    let size = 0;
    for (const tasks of this.tasks.values()) size += tasks.size;
    return size;
  }

  private wake(): void {
    if (!this.handle) this.handle = this.scheduler.request(this.frame);
  }

  private readonly frame = (now: number) => {
    this.handle = 0;
    const ticks = this.grid.advance(now);
    const frame: Frame = { now, ticks, tick: this.grid.frames };
    for (const tasks of this.tasks.values()) {
      // A task added during this phase waits for the next frame.
      for (const task of [...tasks]) if (tasks.has(task)) task(frame);
    }
    if (this.size > 0) this.wake();
  };
}
