import { html } from 'lit';
import type { KeyAction } from '../../input/keymap.js';
import type { TouchController } from '../../input/touch-controller.js';
import type { Localizer } from '../strings/strings.js';

const BUTTONS: readonly (readonly [Exclude<KeyAction, 'start'>, string])[] = [
  ['left', '◀'],
  ['softDrop', '▼'],
  ['right', '▶'],
  ['ccw', '↺'],
  ['cw', '↻'],
  ['hold', 'H'],
  ['hardDrop', '⤓'],
  // A visible way to pause on a touch screen, where there is no Esc key.
  ['pause', '\u2016'],
  ['restart', '⟲'],
];

const buttonOf = (event: Event) => (event.target as Element).closest<HTMLElement>('button[data-action]');

/**
 * On-screen buttons under the board (shown on coarse-pointer devices only). They press on
 * pointerdown and release on pointerup, not click, so a held direction repeats with the engine's
 * DAS; each is stamped with its event's time like a key.
 */
export function touchButtons(touch: TouchController, l: Localizer) {
  const down = (event: PointerEvent) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    // The release then comes to this button even if the finger slides onto another one.
    if (event.isTrusted) button.setPointerCapture(event.pointerId);
    touch.press(button.dataset.action as KeyAction, event.timeStamp);
  };
  const up = (event: PointerEvent) => {
    const button = buttonOf(event);
    if (button) touch.release(button.dataset.action as KeyAction, event.timeStamp);
  };
  return html`<div class="touch-buttons" part="touch-buttons" @pointerdown=${down} @pointerup=${up} @pointercancel=${up}>
    ${BUTTONS.map(([action, icon]) => html`<button tabindex="-1" data-action=${action} aria-label=${l.t(`action.${action}`)}>${icon}</button>`)}
  </div>`;
}
