/**
 * The settings dialog's keys tab: each action with its keys as chips (each removable while the
 * action keeps another) and a button that waits for a new key. The rules of a rebinding are in
 * `rebind.ts`; the dialog owns what is being waited for.
 * @module
 */
import { html } from 'lit';
import { KEY_ACTIONS, type KeyAction, type KeyBindings } from '../../input/keymap.js';
import type { Localizer } from '../../ui/strings/strings.js';

export const actionName = (l: Localizer, action: KeyAction) => l.t(`action.${action}`);

/** What the list does: remove a key from an action, or wait (null: stop waiting) for a key for one. */
export interface KeyListActions {
  remove(action: KeyAction, code: string): void;
  listen(action: KeyAction | null): void;
}

/** The bindings `keys`, `listening` the action waiting for a key. */
export function keyList(l: Localizer, keys: KeyBindings, listening: KeyAction | null, actions: KeyListActions) {
  return html`<ul class="bindings">
    ${KEY_ACTIONS.map((action) => {
      const name = actionName(l, action);
      const waiting = listening === action;
      return html`<li class="binding" data-action=${action}>
        <span class="action">${name}</span>
        <span class="chips">
          ${keys[action].map((code) => {
            const key = l.keyLabel(code);
            return html`<span class="chip" data-code=${code} title=${key}
              >${l.keyCap(code)}<button
                class="remove"
                aria-label=${l.t('settings.removeKey', { key, action: name })}
                title=${keys[action].length > 1 ? l.t('settings.removeKeyShort', { key }) : l.t('settings.needsKey', { action: name })}
                ?disabled=${keys[action].length === 1}
                @click=${() => actions.remove(action, code)}
              >
                ×
              </button></span
            >`;
          })}
        </span>
        <button
          class="add ${waiting ? 'listening' : ''}"
          data-action=${action}
          aria-label=${waiting ? l.t('settings.pressKeyFor', { action: name }) : l.t('settings.addKey', { action: name })}
          @click=${() => actions.listen(waiting ? null : action)}
        >
          ${waiting ? l.t('settings.pressKey') : '+'}
        </button>
      </li>`;
    })}
  </ul>`;
}
