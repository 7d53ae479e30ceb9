/**
 * A board's touch, the same in both elements: `<tetris-game>`'s gestures on the board's canvas
 * (drag to move, tap to rotate, drag down to soft drop, flick down to hard drop, flick up to hold)
 * and its on-screen buttons (pressed on pointerdown, released on pointerup, so a held direction
 * repeats with the engine's DAS), labelled in the element's language. The element lays the
 * buttons out and sizes them (at least 44 px a side).
 * @module
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import type { InputSink } from '../input/input-source.js';
import { TouchController, type TouchCallbacks } from '../input/touch-controller.js';
import type { TouchPoint } from '../input/touch-point.js';
import type { Localizer } from '../ui/strings/strings.js';
import { pauseButton, touchButtons } from './touch-buttons.js';

export class BoardTouch {
  readonly controller: TouchController;
  /** The on-screen buttons have the half-turn button (the handling has half turns). */
  halfTurn = false;

  constructor(host: ReactiveControllerHost & HTMLElement, sink: InputSink, options: TouchCallbacks) {
    this.controller = new TouchController(host, sink, options);
  }

  get enabled(): boolean {
    return this.controller.enabled;
  }

  /** Switched off, it forgets what it held. */
  set enabled(on: boolean) {
    this.controller.enabled = on;
    if (!on) this.controller.releaseAll();
  }

  /** Plays touch events kept from before touch support was there (the tap that loaded it). */
  play(points: readonly TouchPoint[]): void {
    this.controller.play(points);
  }

  releaseAll(): void {
    this.controller.releaseAll();
  }

  /** The row of on-screen buttons, while touch is on (the element's styles show it on touch screens). */
  buttons(l: Localizer, halfTurn = this.halfTurn) {
    return this.enabled ? touchButtons(this.controller, l, halfTurn) : nothing;
  }

  /** The pause button of a touch screen without the button row, while touch is on. */
  pauseButton(l: Localizer) {
    return this.enabled ? pauseButton(this.controller, l) : nothing;
  }
}
