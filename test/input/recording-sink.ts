import type { InputSink } from '../../src/input/input-source.js';
import type { KeyAction } from '../../src/input/keymap.js';

/** An input sink that records what sources report: `+left` a press, `-left` a release, with times. */
export class RecordingSink implements InputSink {
  readonly inputs: { action: KeyAction; down: boolean; timeStamp: number }[] = [];

  input(action: KeyAction, down: boolean, timeStamp: number): void {
    this.inputs.push({ action, down, timeStamp });
  }

  /** The inputs as `+action` / `-action`. */
  get log(): string[] {
    return this.inputs.map(({ action, down }) => `${down ? '+' : '-'}${action}`);
  }

  /** The actions pressed, in order. */
  get presses(): KeyAction[] {
    return this.inputs.filter((i) => i.down).map((i) => i.action);
  }

  clear(): void {
    this.inputs.length = 0;
  }
}
