import { css, html } from 'lit';
import type { Localizer } from '../../ui/strings/strings.js';

/** The smallest target a finger hits reliably, in CSS px: the pause button and, on touch screens, the gear. */
export const FINGER = 44;
/** The corner buttons' (the gear's, the pause button's) distance from the element's top and right edges, in CSS px. */
export const CORNER_INSET = 2;

/** The gear button (in the first frame; the dialog's styles load with the dialog). */
export const settingsGearStyles = css`
  /* Scales down with a small element (cqi: the element's width), so it never covers the boxes. */
  .gear {
    position: absolute;
    top: min(0.4rem, 1.5cqi);
    right: min(0.4rem, 1.5cqi);
    width: min(2rem, 8cqi);
    height: min(2rem, 8cqi);
    padding: 0;
    font-size: min(1.1rem, 4.4cqi);
    line-height: 1;
    color: var(--tetris-muted);
    background: transparent;
  }

  .gear:hover {
    color: var(--tetris-text);
  }

  /* A finger needs a larger target; while a game is played without the button row, the corner
     holds the pause button instead (the pause screen has the gear). */
  @media (pointer: coarse) {
    .gear {
      top: ${CORNER_INSET}px;
      right: ${CORNER_INSET}px;
      width: ${FINGER}px;
      height: ${FINGER}px;
      font-size: 1.3rem;
    }

    :host(:state(playing):not(:state(touch-buttons))) .gear {
      display: none;
    }
  }
`;


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
