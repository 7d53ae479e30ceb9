/**
 * One shape for every input source (keyboard, touch gestures, on-screen buttons, gamepads and the
 * element's `press()`): each reports presses and releases, in the order they happened, with the
 * time they happened. Nothing is sampled, so a tap between two display frames is never lost and
 * two taps are never merged into one.
 * @module
 */
import type { KeyAction } from './keymap.js';

/** Where sources send their input: the game session. */
export interface InputSink {
  /**
   * `action` went down (`down: true`) or up. `timeStamp` is when, on the animation-frame clock
   * (`Event.timeStamp`, or a frame time for polled sources). A one-shot gesture (a tap, a flick)
   * sends a press and a release with the same time.
   */
  input(action: KeyAction, down: boolean, timeStamp: number): void;
}

/** What the element asks of every source. */
export interface InputSource {
  /** Off: the source ignores its device (the `controls` attribute). */
  enabled: boolean;
  /**
   * Forgets every press in progress without reporting releases (the session releases the game's
   * buttons itself). A source without it (a gamepad) reports only new presses anyway.
   */
  releaseAll?(): void;
}
