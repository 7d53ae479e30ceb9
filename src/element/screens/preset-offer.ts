/**
 * The start screen's offer of the two handling presets, in a player's words, on a first visit
 * (nothing saved under the storage key, the settings not opened, and the page has not set
 * `handling`): the choice applies at once and is saved with the player's settings, so the offer
 * does not come back. Loaded only when it shows.
 * @module
 */
import { css, html } from 'lit';
import type { HandlingPreset } from '../settings/setting-values.js';
import type { Localizer, StringKey } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

export const presetOfferStyles = css`
  .preset-offer {
    display: grid;
    gap: 0.4rem;
    justify-items: center;
    padding-top: 0.6rem;
    border-top: 1px solid var(--tetris-border);
    font-size: 0.85rem;
  }

  .preset-offer p {
    margin: 0;
  }

  /* One above the other at one width, each name on one line (it never breaks at "TETR.IO-"). */
  .preset-offer .choices {
    display: grid;
    gap: 0.35rem;
  }

  .preset-offer button {
    padding: 0.4em 0.8em;
    font-size: max(0.75rem, min(0.85rem, 6cqi));
    white-space: nowrap;
    color: var(--tetris-text);
    background: transparent;
    border: 1px solid var(--tetris-accent);
  }
`;

/** The presets offered, in the order shown, with their names for a player. */
const OFFERED: readonly (readonly [HandlingPreset, StringKey])[] = [
  ['nes', 'offer.nes'],
  ['modern', 'offer.modern'],
];

/** Where a choice goes: the settings, which apply and save it. */
export interface PresetChoice {
  choose(name: 'handling', value: HandlingPreset): void;
}

/**
 * The offer: a question and one button per preset. A click chooses through `settings`, then gives
 * the keyboard back to `host` (the click does not start a game).
 */
export function presetOffer(l: Localizer, host: HTMLElement, settings: PresetChoice) {
  const choose = (preset: HandlingPreset, event: Event) => {
    event.preventDefault();
    settings.choose('handling', preset);
    host.focus();
  };
  return html`<div class="preset-offer" role="group" aria-labelledby="preset-offer-title">
    <p id="preset-offer-title">${l.t('offer.title')}</p>
    <div class="choices">
      ${OFFERED.map(([preset, name]) => html`<button part="button" data-preset=${preset} @click=${(event: Event) => choose(preset, event)}>${l.t(name)}</button>`)}
    </div>
    <p class="hint">${l.t('offer.later')}</p>
  </div>`;
}
