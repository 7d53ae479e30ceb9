import { css } from 'lit';
import { LAYOUT } from '../../render/geometry.js';
import { BUTTONS } from '../../board/canvas-view.js';
import { CORNER_INSET, FINGER } from '../settings/settings-gear.js';

/** Space around the row of on-screen buttons, in CSS px (little: it comes out of the board's height). */
const ROW_PADDING = 2;

/**
 * The on-screen buttons and the pause button of a touch screen (loaded with touch support); the
 * screens over the board stay off them. The board's own `canvas.touch` rule is in the first frame.
 */
export const touchButtonsStyles = css`
  .touch-buttons,
  .pause-button {
    display: none;
  }

  /* On-screen buttons: only on touch-first devices, in a row of finger-sized buttons under the
     board (one column per button, however many there are); the canvas letterboxes above it. */
  @media (pointer: coarse) {
    /* Playing without the button row: a finger-sized pause button in the gear's corner. */
    :host(:state(playing):not(:state(touch-buttons))) .pause-button {
      position: absolute;
      top: ${CORNER_INSET}px;
      right: ${CORNER_INSET}px;
      width: ${FINGER}px;
      height: ${FINGER}px;
      display: grid;
      place-items: center;
      padding: 0;
      border-radius: 50%;
      font-size: 1.2rem;
      line-height: 1;
      color: var(--tetris-text);
      background: var(--tetris-field);
      border: 1px solid var(--tetris-border);
      touch-action: manipulation;
    }

    :host(:state(touch-buttons)) {
      /* The buttons' own height (48-64 px, as a finger needs) and the row's padding around them. */
      --_tetris-button-row: calc(clamp(${BUTTONS.min}px, ${BUTTONS.share * 100}cqi, ${BUTTONS.max}px) + ${2 * ROW_PADDING}px);
      /* The board's proportions with about four cells more for the row. */
      --_tetris-aspect: ${LAYOUT.width / (LAYOUT.height + 4)};
    }

    :host(:state(touch-buttons)) canvas,
    :host(:state(touch-buttons)) .overlay,
    :host(:state(touch-buttons)) .cues {
      height: calc(100% - var(--_tetris-button-row));
    }

    :host(:state(touch-buttons)) .touch-buttons {
      position: absolute;
      inset: auto 0 0;
      height: var(--_tetris-button-row);
      display: grid;
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
      gap: ${BUTTONS.gap}px;
      padding: ${ROW_PADDING}px;
      box-sizing: border-box;
      touch-action: none;
    }

    .touch-buttons button {
      padding: 0;
      border-radius: 10px;
      font-size: clamp(1rem, 5cqi, 1.3rem);
      color: var(--tetris-text);
      background: var(--tetris-field);
      border: 1px solid var(--tetris-border);
    }

    /* Three digits in a button as narrow as the others. */
    .touch-buttons [data-action='rotate180'] {
      font-size: clamp(0.75rem, 3.5cqi, 1rem);
    }

    /* Wide and short (a phone in landscape): the buttons go beside the board, moves by the left
       thumb, the rest by the right, and the board takes the whole height. */
    :host(:state(touch-buttons):state(buttons-aside)) canvas,
    :host(:state(touch-buttons):state(buttons-aside)) .overlay,
    :host(:state(touch-buttons):state(buttons-aside)) .cues {
      left: ${BUTTONS.band}px;
      width: calc(100% - ${2 * BUTTONS.band}px);
      height: 100%;
    }

    :host(:state(touch-buttons):state(buttons-aside)) .touch-buttons {
      inset: 0;
      height: auto;
      grid-auto-flow: row dense;
      grid-template-columns: repeat(2, ${BUTTONS.aside}px) 1fr repeat(2, ${BUTTONS.aside}px);
      grid-template-rows: repeat(6, minmax(0, ${BUTTONS.aside}px));
      align-content: end;
      padding: ${BUTTONS.gap}px;
      /* Below the gear at the top right. */
      padding-top: ${CORNER_INSET + FINGER + BUTTONS.gap}px;
      pointer-events: none;
    }

    :host(:state(buttons-aside)) .touch-buttons button {
      grid-column: 4 / 6;
      pointer-events: auto;
    }

    :host(:state(buttons-aside)) .touch-buttons [data-action='left'] {
      grid-area: 5 / 1;
    }

    :host(:state(buttons-aside)) .touch-buttons [data-action='right'] {
      grid-area: 5 / 2;
    }

    :host(:state(buttons-aside)) .touch-buttons [data-action='softDrop'] {
      grid-area: 6 / 1 / 7 / 3;
    }

    /* The half turn goes left, above the moves: the right column is full. */
    :host(:state(buttons-aside)) .touch-buttons [data-action='rotate180'] {
      grid-area: 4 / 1 / 5 / 3;
    }
  }
`;
