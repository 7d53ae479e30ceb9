import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Scheduler } from './scheduler.js';

/** One game frame: the engine always runs at exactly 60 steps per second. */
export const FRAME_MS = 1000 / 60;
/** A gap between display frames longer than this (a background tab, a debugger) pauses the game. */
export const STALL_MS = 250;

export interface GameLoopCallbacks {
  /** Advances the game by one 1/60 s frame. */
  step(): void;
  /** Called once per display frame after stepping; draws if anything changed. */
  draw(): void;
  /** The page stalled or was hidden: the game should pause rather than catch up. */
  interrupted(): void;
}

/**
 * A fixed-step loop decoupled from the display's refresh rate: each display frame runs as many
 * 60 Hz steps as the clock says are due, so the game speed is the same at 30, 60, 144 or 240 Hz.
 * Steps are counted from an anchor time rather than accumulated, so no rounding drift builds up.
 */
export class GameLoopController implements ReactiveController {
  private handle = 0;
  private running = false;
  private anchor = 0;
  private last = 0;
  private stepped = 0;

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

  start(): void {
    if (this.running) return;
    this.running = true;
    this.anchor = this.last = this.scheduler.now();
    this.stepped = 0;
    if (this.host.isConnected) this.handle = this.scheduler.request(this.frame);
  }

  stop(): void {
    this.running = false;
    this.scheduler.cancel(this.handle);
    this.handle = 0;
  }

  /** Switches to another clock, keeping the loop's state. */
  setScheduler(scheduler: Scheduler): void {
    const wasRunning = this.running;
    this.stop();
    this.scheduler = scheduler;
    if (wasRunning) this.start();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.stop();
  }

  private readonly frame = (now: number) => {
    if (!this.running) return;
    if (now - this.last > STALL_MS) {
      this.stop();
      this.callbacks.interrupted();
      return;
    }
    this.last = now;
    this.handle = this.scheduler.request(this.frame);
    // The small epsilon absorbs floating-point error when time advances in exact 1/60 s steps.
    const due = Math.floor((now - this.anchor) / FRAME_MS + 1e-6);
    while (this.stepped < due && this.running) {
      this.stepped++;
      this.callbacks.step();
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
