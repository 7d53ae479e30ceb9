/**
 * Touch play in `<tetris-versus>` against the bot or a remote player: `<tetris-game>`'s gestures
 * on the player's board (drag to move, tap to rotate, drag down to soft drop, flick down to hard
 * drop, flick up to hold) and its row of on-screen buttons under the boards on touch screens,
 * with their labels in the element's language.
 * @module
 */
import { css, nothing, type ReactiveControllerHost } from 'lit';
import { touchButtons } from '../element/screens/touch-buttons.js';
import type { Localizer } from '../ui/strings/strings.js';
import type { InputSink } from '../input/input-source.js';
import { TouchController } from '../input/touch-controller.js';

export interface VersusTouchOptions {
  /** The player's canvas, where a finger plays. */
  surface(): Element | undefined;
  /** One cell of the player's board in CSS px. */
  cellSize(): number;
}

export class VersusTouch {
  readonly controller: TouchController;
  /** The on-screen buttons have the half-turn button (the handling has half turns). */
  halfTurn = false;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    sink: InputSink,
    options: VersusTouchOptions,
  ) {
    this.controller = new TouchController(host, sink, options);
  }

  get enabled(): boolean {
    return this.controller.enabled;
  }

  set enabled(on: boolean) {
    this.controller.enabled = on;
    if (!on) this.controller.releaseAll();
  }

  /** The row of on-screen buttons in the element's language (the styles show it on touch screens only). */
  buttons(l: Localizer) {
    return this.controller.enabled ? touchButtons(this.controller, l, this.halfTurn) : nothing;
  }
}

/**
 * The player's canvas takes fingers; the on-screen buttons are a row under both boards on a
 * touch screen, finger-sized (48-64 px high). A match has no restart: its button stays hidden.
 */
export const versusTouchStyles = css`
  canvas.touch {
    touch-action: none;
    -webkit-touch-callout: none;
  }
  .touch-buttons {
    display: none;
  }
  @media (pointer: coarse) {
    .match.touch {
      grid-template-rows: auto 1fr auto;
      grid-template-areas: 'score score' 'me opponent' 'buttons buttons';
    }
    .touch-buttons {
      grid-area: buttons;
      display: grid;
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
      gap: 4px;
      height: clamp(48px, 8vmin, 64px);
      touch-action: none;
    }
    .touch-buttons button {
      padding: 0;
      border-radius: 10px;
      border-width: 1px;
      font-size: 1.2rem;
    }
    .touch-buttons [data-action='restart'] {
      display: none;
    }
  }
  @media (pointer: coarse) and (orientation: portrait) and (max-width: 640px) {
    .match.touch {
      grid-template-rows: auto 1fr 3fr auto;
      grid-template-areas: 'score' 'opponent' 'me' 'buttons';
    }
    /* Too narrow for one row of finger-sized buttons: two rows of five. */
    .touch-buttons {
      grid-auto-flow: row;
      grid-template-columns: repeat(5, 1fr);
      grid-auto-rows: 48px;
      height: auto;
    }
  }
`;
