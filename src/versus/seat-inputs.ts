/**
 * The human players' presses and releases, one queue per seat (made on the seat's first press):
 * each is played when the board reaches the frame it was made at, so input lands on the frame
 * grid the same way however the page's frames fall.
 * @module
 */
import type { Action } from '../engine/index.js';
import { InputQueue, type ButtonTarget } from '../input/input-queue.js';

/** What a press did, told after it was played: `ok` false when the game refused it (a rotation with no room). */
export type PressReport = (player: number, button: Action, ok: boolean) => void;

export class SeatInputs {
  private readonly queues: InputQueue[] = [];

  /** `buttonsOf`: where a seat's buttons go now (undefined: nowhere yet); `pressed`: hears what each press did. */
  constructor(
    private readonly buttonsOf: (player: number) => ButtonTarget | undefined,
    private readonly pressed: PressReport = () => {},
  ) {}

  /** Queues a press or release of seat `player` made at `time` on the board's frame grid. */
  push(player: number, button: Action, down: boolean, time: number): void {
    (this.queues[player] ??= new InputQueue()).push(button, down, time);
  }

  /** Plays each seat's input whose frame has been reached. */
  deliver(reached: (time: number) => boolean): void {
    this.queues.forEach((queue, player) => {
      const target = this.buttonsOf(player);
      if (queue.size > 0 && target) queue.deliver(this.reporting(player, target), reached);
    });
  }

  /** Lets go of every held button and drops what is still queued. */
  releaseAll(): void {
    this.queues.forEach((queue, player) => {
      const target = this.buttonsOf(player);
      if (target) queue.releaseAll(target);
      queue.clear();
    });
  }

  /** `target`, telling `pressed` what each of its presses did (the engine reports only rotations made). */
  private reporting(player: number, target: ButtonTarget): ButtonTarget {
    return {
      down: (button) => {
        const result = target.down(button) as { ok?: boolean } | undefined;
        this.pressed(player, button, result?.ok !== false);
        return result;
      },
      up: (button) => target.up(button),
    };
  }
}
