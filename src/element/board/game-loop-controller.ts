import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Scheduler } from '../../clock/scheduler.js';

/** One game frame: the engine always runs at exactly 60 steps per second. */
export const FRAME_MS = 1000 / 60;
/**
 * Most game frames one display frame may catch up on (133 ms: a display down to 7.5 Hz still
 * plays in real time). Time beyond it (a stall, a debugger, a busy page) is dropped, not replayed.
 */
export const MAX_CATCH_UP_FRAMES = 8;
// Absorbs floating-point error when time advances in exact 1/60 s steps.
const EPSILON = 1e-6;

export interface GameLoopCallbacks {
  /** A display frame begins at `now`, before any game frame runs (polled input is read here). */
  frameStart(now: number): void;
  /** Advances the game by one 1/60 s frame. */
  step(): void;
  /** Called once per display frame after stepping; draws if anything changed. */
  draw(): void;
  /** The tab was hidden: the game should pause. */
  interrupted(): void;
}

/**
 * A fixed-step loop decoupled from the display's refresh rate: each display frame runs as many
 * 60 Hz steps as the clock says are due, so the game speed is the same at 30, 60, 144 or 240 Hz.
 * Steps are counted from an anchor time rather than accumulated, so no rounding drift builds up.
 *
 * One clock: the scheduler's (animation-frame timestamps and `now()`). The loop never pauses by
 * itself except on a hidden tab: after a long gap it runs at most {@link MAX_CATCH_UP_FRAMES}
 * and drops the rest; when time goes backwards it carries on from the new time.
 */
export class GameLoopController implements ReactiveController {
  private handle = 0;
  private running = false;
  private anchor = 0;
  private stepped = 0;
  /** Changes on every start and stop, so a frame whose steps restarted or stopped the loop ends there. */
  private generation = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly callbacks: GameLoopCallbacks,
    public scheduler: Scheduler,
  ) {
    host.addController(this);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Starts counting game frames from now (frame 0); a running loop starts over. */
  start(): void {
    this.stop();
    this.running = true;
    this.anchor = this.scheduler.now();
    this.stepped = 0;
    if (this.host.isConnected) this.handle = this.scheduler.request(this.frame);
  }

  stop(): void {
    this.running = false;
    this.generation++;
    this.scheduler.cancel(this.handle);
    this.handle = 0;
  }

  /**
   * Whether an input at `time` (on the scheduler's clock) belongs to a game frame that has been
   * reached, so it applies before the next step rather than waiting for its own frame.
   */
  reached(time: number): boolean {
    return !this.running || Math.floor((time - this.anchor) / FRAME_MS + EPSILON) <= this.stepped;
  }

  /** Switches to another clock; a running loop starts counting on the new one. */
  setScheduler(scheduler: Scheduler): void {
    const wasRunning = this.running;
    this.stop();
    this.scheduler = scheduler;
    if (wasRunning) this.start();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.running && !this.handle) {
      // Started before it was on the page: frame 0 is now. Moved to another parent: carry on.
      if (this.stepped === 0) this.anchor = this.scheduler.now();
      this.handle = this.scheduler.request(this.frame);
    }
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    // No frames off the page; the loop stays running, so a move to another parent goes on at once.
    this.scheduler.cancel(this.handle);
    this.handle = 0;
  }

  private readonly frame = (now: number) => {
    if (!this.running) return;
    const generation = this.generation;
    this.handle = this.scheduler.request(this.frame);
    let due = Math.floor((now - this.anchor) / FRAME_MS + EPSILON);
    if (due < this.stepped) {
      // The clock went back: this moment is the current frame.
      this.anchor = now - this.stepped * FRAME_MS;
      due = this.stepped;
    } else if (due - this.stepped > MAX_CATCH_UP_FRAMES) {
      // A long gap: drop whole frames beyond the cap, keeping the phase of the frame grid.
      this.anchor += (due - this.stepped - MAX_CATCH_UP_FRAMES) * FRAME_MS;
      due = this.stepped + MAX_CATCH_UP_FRAMES;
    }
    this.callbacks.frameStart(now);
    if (generation !== this.generation) return;
    while (this.stepped < due) {
      this.callbacks.step();
      // A step that ended, restarted or paused the game ends this frame: nothing fast-forwards.
      if (generation !== this.generation) return;
      this.stepped++;
    }
    this.callbacks.draw();
  };

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden' && this.running) {
      this.stop();
      this.callbacks.interrupted();
    }
  };
}
