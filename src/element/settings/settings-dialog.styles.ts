import { css } from 'lit';

/** The settings dialog (loaded with it). */
export const settingsDialogStyles = css`
  /*
   * The settings dialog: a modal <dialog> in the top layer, centred on the viewport. Its form
   * controls follow the theme: the theme's colours, and a colour scheme that matches them
   * (--tetris-color-scheme, from the theme table like every colour).
   */
  dialog.settings {
    box-sizing: border-box;
    width: min(27rem, calc(100vw - 1rem));
    max-height: calc(100dvh - 1rem);
    padding: 0;
    overflow: auto;
    color-scheme: var(--tetris-color-scheme);
    color: var(--tetris-text);
    background: var(--tetris-background);
    border: 1px solid var(--tetris-border);
    border-radius: var(--tetris-radius, 12px);
    font-family: var(--tetris-font);
    font-size: 0.85rem;
    line-height: 1.3;
    outline: none;
  }

  dialog.settings::backdrop {
    background: var(--tetris-overlay);
  }

  .settings .content {
    display: grid;
    gap: 0.6rem;
    padding: 0.75rem 1rem;
  }

  .settings h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  .settings p {
    margin: 0;
  }

  .settings .help {
    color: var(--tetris-muted);
  }

  .settings [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    border-bottom: 1px solid var(--tetris-border);
  }

  .settings [role='tab'] {
    padding: 0.35em 0.8em;
    border-radius: 6px 6px 0 0;
    color: var(--tetris-muted);
    background: transparent;
  }

  .settings [role='tab'][aria-selected='true'] {
    color: var(--tetris-text);
    box-shadow: inset 0 -3px 0 var(--tetris-accent);
  }

  .settings .section {
    display: grid;
    align-content: start;
    gap: 0.45rem;
  }

  .settings .section[hidden] {
    display: none;
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

  .settings input {
    accent-color: var(--tetris-accent);
  }

  .settings input[type='range'] {
    flex: 1;
    max-width: 45%;
  }

  .settings output {
    min-width: 3.5ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .settings select {
    font: inherit;
    min-width: 8rem;
    padding: 0.25em 0.5em;
    color: var(--tetris-text);
    background: var(--tetris-field);
    border: 1px solid var(--tetris-border);
    border-radius: 6px;
  }

  .settings .bindings {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* The action's name may wrap; the keys need the room ("L Shift", "R Shift" and "C" on one line). */
  .settings .binding {
    display: grid;
    grid-template-columns: 8rem 1fr auto;
    align-items: center;
    gap: 0.4rem;
  }

  .settings .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  .settings .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    padding: 0 0 0 0.45em;
    white-space: nowrap;
    background: var(--tetris-field);
    border: 1px solid var(--tetris-border);
    border-radius: 6px;
  }

  .settings .chip .remove,
  .settings .add {
    padding: 0.1em 0.45em;
    font-weight: 400;
    color: var(--tetris-text);
    background: transparent;
    border-radius: 6px;
  }

  .settings .chip .remove:disabled {
    cursor: default;
    opacity: 0.35;
  }

  .settings .add {
    min-width: 1.8rem;
    border: 1px dashed var(--tetris-border);
  }

  .settings .add.listening {
    border-style: solid;
    border-color: var(--tetris-accent);
  }

  .settings .notice {
    min-height: 1.3em;
    color: var(--tetris-muted);
  }

  .settings .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.5rem;
  }

  .settings .confirm p {
    flex: 1 1 100%;
  }

  /* Reset and Cancel are the quiet choices: outlined, never the filled look of Done. */
  .settings .reset,
  .settings .keep {
    color: var(--tetris-text);
    background: transparent;
    border: 1px solid var(--tetris-border);
  }

  .settings .reset {
    margin-inline-end: auto;
  }

  /* Short and wide (a phone on its side): the keys in two columns, so nothing scrolls. */
  @media (max-height: 480px) and (min-width: 600px) {
    dialog.settings {
      width: min(48rem, calc(100vw - 1rem));
    }

    .settings .bindings {
      grid-template-columns: 1fr 1fr;
      column-gap: 1rem;
    }

    .settings .binding {
      grid-template-columns: 7rem 1fr auto;
    }
  }

  @media (max-width: 360px) {
    dialog.settings {
      font-size: 0.8rem;
    }

    .settings .content {
      padding: 0.6rem;
    }

    .settings .binding {
      grid-template-columns: 6.5rem 1fr auto;
    }
  }
`;
