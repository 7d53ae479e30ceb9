import { css, html, nothing, type TemplateResult } from 'lit';
import type { KeyAction } from '../../input/keymap.js';
import type { Localizer, StringKey } from '../../ui/strings/strings.js';
import { gamepadHelp, hintLine, touchHelp } from './device-help.js';

/** The input the player used last; overlays speak of its keys, taps or buttons. */
export type InputKind = 'keyboard' | 'touch' | 'gamepad';

/** Keys bound to each action, by `KeyboardEvent.code`. */
export type Bindings = Readonly<Partial<Record<KeyAction, readonly string[]>>>;

/** A hint, or nothing when the input in use needs none. */
export type Hint = TemplateResult | typeof nothing;

/** Hint items never break inside: a key stays on the line of the action it does. */
export const hintStyles = css`
  .hint-item,
  .keys {
    white-space: nowrap;
  }
  kbd {
    font: inherit;
  }
  /* A narrow field (the screens sit over it): smaller hints, so the longest item still fits. */
  @container (max-width: 180px) {
    .hint {
      font-size: 0.75rem;
    }
  }
`;

/** Keys as alternatives, "Esc or P", each key name in `<kbd>`. Nothing when no key is bound. */
export function keysHint(l: Localizer, codes: readonly string[] = []): Hint {
  const names = l.keyNames(codes);
  if (names.length === 0) return nothing;
  return html`<span class="keys">${l.orParts(names).map((part) => (part.type === 'element' ? html`<kbd>${part.value}</kbd>` : part.value))}</span>`;
}

/** "{keys} {action}" for each action that has a key; actions without one are left out. */
const KEY_HINTS: readonly (readonly [readonly (keyof Bindings)[], StringKey])[] = [
  [['left', 'right'], 'hint.move'],
  [['softDrop'], 'hint.softDrop'],
  [['hardDrop'], 'hint.hardDrop'],
  [['cw'], 'hint.rotate'],
  [['ccw'], 'hint.rotateBack'],
  [['hold'], 'hint.hold'],
  [['pause'], 'hint.pause'],
  [['restart'], 'hint.restart'],
];

/** The keyboard's how-to-play line: "← or → move · ↓ soft drop · …". */
export function keysHelp(l: Localizer, keys: Bindings): TemplateResult {
  const items = KEY_HINTS.flatMap(([actions, name]) => {
    const codes = actions.flatMap((action) => keys[action] ?? []);
    return codes.length === 0 ? [] : [html`${l.parts('hint.item', { keys: keysHint(l, codes), action: l.t(name) })}`];
  });
  return hintLine(items);
}

/** The start screen's lines for the input in use. */
export function startHint(l: Localizer, keys: Bindings, input: InputKind): TemplateResult {
  switch (input) {
    case 'touch':
      return html`<p>${l.t('start.touch')}</p>
        <p class="hint">${touchHelp(l)}</p>`;
    case 'gamepad':
      return html`<p>${l.parts('start.gamepad', { buttons: l.t('pad.start') })}</p>
        <p class="hint">${gamepadHelp(l)}</p>`;
    default:
      return html`<p>${l.parts('start.keyboard', { keys: keysHint(l, keys.start) })}</p>
        <p class="hint">${keysHelp(l, keys)}</p>`;
  }
}
