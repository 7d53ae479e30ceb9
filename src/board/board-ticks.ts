import type { PageClock, FrameTask } from '../clock/page-clock.js';

/**
 * A board's place on the page's frame clock: its step and draw tasks while it needs frames, and
 * its membership of the tick grid while it plays (the tick it joined at and the frames it has
 * stepped since), so input is timed against the same ticks every board steps on.
 */
export class BoardTicks {
  private grid?: { readonly from: number; stepped: number; readonly leave: () => void };
  private readonly removers: (() => void)[] = [];

  constructor(
    public clock: PageClock,
    private readonly tasks: { readonly step: FrameTask; readonly draw: FrameTask },
  ) {}

  /** The board gets display frames (it will draw in the next one). */
  get running(): boolean {
    return this.removers.length > 0;
  }

  /** Game frames this board owes at the end of the current display frame's ticks. */
  owed(tick: number): number {
    const grid = this.grid;
    return grid ? tick - grid.from - grid.stepped : 0;
  }

  /** One owed frame was stepped. */
  stepped(): void {
    if (this.grid) this.grid.stepped++;
  }

  /** Whether input at `time` belongs to a frame the board has reached (not stepping: at once). */
  readonly reached = (time: number): boolean => {
    const grid = this.grid;
    return !grid || this.clock.tickAt(time) - grid.from <= grid.stepped;
  };

  /** On the grid while `stepping`; frames while stepping or `animating` (an effect plays on). */
  sync(stepping: boolean, animating: boolean): void {
    if (stepping && !this.grid) {
      const member = this.clock.join();
      this.grid = { from: member.from, stepped: 0, leave: member.leave };
    } else if (!stepping && this.grid) {
      this.grid.leave();
      this.grid = undefined;
    }
    const wanted = stepping || animating;
    if (wanted && !this.running) this.removers.push(this.clock.add('step', this.tasks.step), this.clock.add('draw', this.tasks.draw));
    else if (!wanted && this.running) for (const remove of this.removers.splice(0)) remove();
  }

  /** Moves to another clock; the caller syncs again to carry on there. */
  moveTo(clock: PageClock): void {
    this.sync(false, false);
    this.clock = clock;
  }
}
