/**
 * Inputs that change nothing, left out of a replay's canonical form, so that padding a game with
 * them gives no new text (and no new leaderboard key):
 * - a release of a button that is not down;
 * - a handling change that leaves the handling and auto-shift as they were (an empty one, or
 *   values equal to those in effect, with no direction charging: a charging one restarts);
 * - rotations within one frame that leave the piece, its lock delay, its memory of the last move
 *   and the buffered inputs as they were (a rotation and its inverse with no kick after a
 *   rotation, a rotation that cannot turn). After a shift, the same pair makes the last move a
 *   rotation, which decides a T-spin at the next lock: that is a change, and it is kept.
 * Only statistics (keys pressed, finesse) can tell such inputs apart, never the result.
 * @module
 */
import type { Recorder, RecorderMark } from './recorder.js';
import type { Commands, RecordingFilter } from './replay.js';
import type { Action, Handling, Held, PiecePlacement, PressResult, ReceiveGarbageOptions } from '../types.js';

const ROTATIONS: ReadonlySet<Action> = new Set<Action>(['cw', 'ccw', 'rotate180']);

/** A point in a run of rotations in one frame: the recording and the state before a rotation. */
interface Checkpoint {
  mark: RecorderMark;
  state: string;
  down: ReadonlySet<Action>;
}

class WithoutNoOps implements Commands {
  readonly #recorder: Recorder;
  /** Buttons down through `down` and not yet up. */
  #down = new Set<Action>();
  /** The current run of rotations, one checkpoint before each (emptied by anything else). */
  #run: Checkpoint[] = [];

  constructor(recorder: Recorder) {
    this.#recorder = recorder;
  }

  press(action: Action): PressResult {
    return ROTATIONS.has(action) ? this.#turn(() => this.#recorder.press(action)) : this.#other(() => this.#recorder.press(action));
  }

  down(button: Action): PressResult {
    const act = () => {
      const result = this.#recorder.down(button);
      this.#down.add(button);
      return result;
    };
    return ROTATIONS.has(button) ? this.#turn(act) : this.#other(act);
  }

  up(button: Action): void {
    if (!this.#down.has(button)) return;
    // Letting go of a rotation button is part of the run of rotations it belongs to.
    if (!ROTATIONS.has(button)) this.#run = [];
    this.#recorder.up(button);
    this.#down.delete(button);
  }

  tick(held?: Held): void {
    this.#run = [];
    this.#recorder.tick(held);
  }

  setHandling(handling: Partial<Handling>): void {
    this.#run = [];
    const mark = this.#recorder.mark();
    const before = this.#recorder.game.inputState;
    this.#recorder.setHandling(handling);
    if (this.#recorder.game.inputState === before) this.#recorder.rewind(mark);
  }

  setActive(piece: PiecePlacement): void {
    this.#other(() => this.#recorder.setActive(piece));
  }

  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    this.#other(() => this.#recorder.receiveGarbage(lines, options));
  }

  undo(): boolean {
    // Undo and redo let every button go.
    this.#down.clear();
    return this.#other(() => this.#recorder.undo());
  }

  redo(): boolean {
    this.#down.clear();
    return this.#other(() => this.#recorder.redo());
  }

  #other<T>(run: () => T): T {
    this.#run = [];
    return run();
  }

  /** A rotation: when it brings the state back to where it was earlier in its run, the rotations since are dropped. */
  #turn(run: () => PressResult): PressResult {
    const game = this.#recorder.game;
    this.#run.push({ mark: this.#recorder.mark(), state: game.inputState, down: new Set(this.#down) });
    const result = run();
    const state = game.inputState;
    const back = this.#run.findIndex((checkpoint) => checkpoint.state === state);
    if (back >= 0) {
      const checkpoint = this.#run[back];
      this.#recorder.rewind(checkpoint.mark);
      this.#down = new Set(checkpoint.down);
      this.#run.length = back;
    }
    return result;
  }
}

/** The filter that records a replay again without its no-op inputs. */
export const withoutNoOps: RecordingFilter = (recorder) => new WithoutNoOps(recorder);
