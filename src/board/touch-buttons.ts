import { html } from 'lit';
import type { KeyAction } from '../input/keymap.js';
import type { TouchController } from '../input/touch-controller.js';
import type { Localizer } from '../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../ui/strings/en-later.js';

const PAUSE_ICON = '\u2016';

const BUTTONS: readonly (readonly [Exclude<KeyAction, 'start'>, string])[] = [
  ['left', '◀'],
  ['softDrop', '▼'],
  ['right', '▶'],
  ['ccw', '↺'],
  ['cw', '↻'],
  // Only when the handling has half turns (the modern preset).
  ['rotate180', '180'],
  ['hold', 'H'],
  ['hardDrop', '⤓'],
  // A visible way to pause on a touch screen, where there is no Esc key.
  ['pause', PAUSE_ICON],
  ['restart', '⟲'],
];

const buttonOf = (event: Event) => (event.target as Element).closest<HTMLElement>('button[data-action]');

/**
 * Pointer handlers of on-screen buttons: a button presses on pointerdown and releases on
 * pointerup, not click, so a held direction repeats with the engine's DAS; each is stamped with
 * its event's time like a key.
 */
function pressHandlers(touch: TouchController) {
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
  return { down, up };
}

/** On-screen buttons under the board (shown on coarse-pointer devices only); `halfTurn`: with the 180-degree button. */
export function touchButtons(touch: TouchController, l: Localizer, halfTurn = false) {
  const { down, up } = pressHandlers(touch);
  const buttons = halfTurn ? BUTTONS : BUTTONS.filter(([action]) => action !== 'rotate180');
  return html`<div class="touch-buttons" part="touch-buttons" @pointerdown=${down} @pointerup=${up} @pointercancel=${up}>
    ${buttons.map(([action, icon]) => html`<button tabindex="-1" data-action=${action} aria-label=${l.t(`action.${action}`)}>${icon}</button>`)}
  </div>`;
}

/**
 * Keeps a tap from ending in a click: the pause button gives its corner to the gear as the game
 * pauses, and the tap's click would open the settings.
 */
const noClick = (event: TouchEvent) => event.preventDefault();

/**
 * The pause button of a touch screen without the button row: in the corner while a game is
 * played (the gear's place; the pause screen has the gear), since a phone has no Esc key.
 */
export function pauseButton(touch: TouchController, l: Localizer) {
  const { down, up } = pressHandlers(touch);
  return html`<button
    class="pause-button"
    part="pause-button"
    tabindex="-1"
    data-action="pause"
    aria-label=${l.t('action.pause')}
    @pointerdown=${down}
    @pointerup=${up}
    @pointercancel=${up}
    @touchend=${noClick}
  >
    ${PAUSE_ICON}
  </button>`;
}
