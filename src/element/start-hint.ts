import { html } from 'lit';
import { keyLabels, type KeyAction, type KeyBindings } from '../input/keymap.js';

/** A phone or tablet: touch is the main input. */
export const isCoarsePointer = () => matchMedia('(pointer: coarse)').matches;

/** The start screen's how-to-play lines for the device in use. */
export function startHint(keys: KeyBindings, touch: boolean) {
  if (touch) {
    return html`<p>Tap to play</p>
      <p class="hint">Drag to move · tap to rotate (left half: back)<br />drag down to soft drop · flick down to drop, up to hold</p>`;
  }
  const k = (action: KeyAction) => keyLabels(keys[action]);
  return html`<p>Click or press ${k('start')} to play</p>
    <p class="hint">
      ${k('left')} ${k('right')} move · ${k('softDrop')} soft drop · ${k('hardDrop')} hard drop<br />${k('cw')} rotate ·
      ${k('ccw')} rotate back · ${k('hold')} hold · ${k('pause')} pause
    </p>`;
}
