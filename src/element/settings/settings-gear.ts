import { html } from 'lit';
import type { Localizer } from '../strings/strings.js';

/**
 * The gear button that opens the settings dialog (which loads when first asked for). Out of the
 * Tab order while a game runs: Tab then leaves the element, pausing it.
 */
export function settingsGear(l: Localizer, playing: boolean, open: () => void) {
  return html`<button
    class="gear"
    part="settings-button"
    aria-label=${l.t('settings.title')}
    aria-haspopup="dialog"
    tabindex=${playing ? -1 : 0}
    @click=${(event: Event) => {
      // The host's own click handler would start a game.
      event.stopPropagation();
      open();
    }}
  >
    ⚙&#xFE0E;
  </button>`;
}
