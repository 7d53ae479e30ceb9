/**
 * The cards of the pause and game-over screens (the pause screen's buttons and hint, the result
 * card and its hint), loaded when a game first pauses or ends, or when the page is idle: the first
 * frame shows the start screen only. The overlays hold their slots meanwhile.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keysHint, type Bindings, type Hint, type InputKind } from './hints.js';
import { resultCard, type GameResult, type ResultActions } from './result-screen.js';
import type { Localizer } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

export { resultStyles } from './result-screen.js';

/** What the overlay's buttons do: the result card's, and Resume on the pause screen. */
export interface OverlayActions extends ResultActions {
  readonly resume: (event: Event) => void;
}

/** The pause screen's card: Resume and Restart, and how to resume with the input in use. */
export function pauseCard(l: Localizer, keys: Bindings, input: InputKind, actions: OverlayActions): TemplateResult {
  return html`<div class="card">
    <p class="title">${l.t('paused.title')}</p>
    <button part="button" @click=${actions.resume}>${l.t('paused.resume')}</button>
    <button part="button" @click=${actions.restart}>${l.t('paused.restart')}</button>
    <p class="hint">${pausedHint(l, keys, input)}</p>
  </div>`;
}

/** The game-over screen's card: the result, and how to play again with the input in use. */
export function overCard(l: Localizer, result: GameResult, keys: Bindings, input: InputKind, actions: ResultActions): TemplateResult {
  return resultCard(l, result, actions, html`<p class="hint">${overHint(l, keys, input)}</p>`);
}

/** The pause screen's hint for the input in use; nothing on touch (its buttons are the way). */
export function pausedHint(l: Localizer, keys: Bindings, input: InputKind): Hint {
  switch (input) {
    case 'touch':
      return nothing;
    case 'gamepad':
      return html`${l.parts('paused.gamepad', { buttons: l.t('pad.start') })}`;
    default:
      return html`${l.parts('paused.keyboard', { keys: keysHint(l, [...(keys.pause ?? []), ...(keys.start ?? [])]) })}`;
  }
}

/** The game-over screen's hint beside its Play again button; nothing on touch (the button is the way). */
export function overHint(l: Localizer, keys: Bindings, input: InputKind): Hint {
  switch (input) {
    case 'touch':
      return nothing;
    case 'gamepad':
      return html`${l.parts('over.gamepad', { buttons: l.t('pad.start') })}`;
    default:
      return keys.start?.length ? html`${l.parts('over.keyboard', { keys: keysHint(l, keys.start) })}` : nothing;
  }
}
