import { css } from 'lit';

/** The settings panel, its gear button, the on-screen touch buttons and touch play. */
export const controlsStyles = css`
  /* A finger on the board plays: no scrolling, zooming or text selection. */
  canvas.touch {
    touch-action: none;
    -webkit-touch-callout: none;
  }

  .gear {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    width: 2rem;
    height: 2rem;
    padding: 0;
    font-size: 1.1rem;
    line-height: 1;
    color: var(--tetris-muted);
    background: transparent;
  }

  .gear:hover {
    color: var(--tetris-text);
  }

  .settings {
    position: absolute;
    inset: 0;
    overflow-y: auto;
    padding: 0.75rem 1rem;
    background: var(--tetris-background);
    font-size: 0.85rem;
    outline: none;
  }

  .settings h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }

  .settings fieldset {
    display: grid;
    gap: 0.35rem;
    margin: 0 0 0.6rem;
    border: 1px solid var(--tetris-border);
    border-radius: 8px;
  }

  .settings legend {
    color: var(--tetris-muted);
    font-weight: 700;
  }

  .settings label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }

  .settings .check {
    justify-content: flex-start;
  }

  .settings p {
    margin: 0;
  }

  .settings input[type='range'] {
    flex: 1;
    max-width: 45%;
    accent-color: var(--tetris-accent);
  }

  .settings output {
    min-width: 2ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .settings select,
  .settings .key {
    font: inherit;
    min-width: 7rem;
    padding: 0.2em 0.6em;
    border-radius: 6px;
  }

  .settings .key {
    color: var(--tetris-text);
    background: var(--tetris-field);
    border: 1px solid var(--tetris-border);
  }

  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 0.5rem;
  }

  .touch-buttons {
    display: none;
  }

  /* On-screen buttons: only on touch-first devices, in a row under the board. */
  @media (pointer: coarse) {
    :host(:state(touch-buttons)) {
      aspect-ratio: 21 / 27;
    }

    :host(:state(touch-buttons)) canvas {
      height: calc(100% * 23 / 27);
    }

    :host(:state(touch-buttons)) .touch-buttons {
      position: absolute;
      inset: auto 0 0;
      height: calc(100% * 4 / 27);
      display: grid;
      grid-template-columns: repeat(7, 1fr);
      gap: 4px;
      padding: 4px;
      box-sizing: border-box;
      touch-action: none;
    }

    .touch-buttons button {
      padding: 0;
      border-radius: 10px;
      font-size: 1.3rem;
      color: var(--tetris-text);
      background: var(--tetris-field);
      border: 1px solid var(--tetris-border);
    }
  }
`;
