import { css } from 'lit';

/**
 * Two boards side by side, the opponent's a little smaller; on a phone in portrait the opponent's
 * board is a small strip above the player's. Each field has its garbage meter beside it
 * (`element/screens/garbage-meter.ts` draws it).
 */
export const versusStyles = css`
  :host {
    display: block;
    position: relative;
    aspect-ratio: 16 / 10;
    min-height: 240px;
    /* Never taller than the screen: the boards letterbox in what is left. */
    max-height: 100vh;
    max-height: 100dvh;
    box-sizing: border-box;
    /* The host holds the resolved theme (themes.ts); its children see it under the public names. */
    background: var(--_tetris-background);
    color: var(--_tetris-text);
    font-family: var(--_tetris-font);
    outline: none;
  }
  :host(:focus-visible) {
    box-shadow: 0 0 0 3px var(--_tetris-accent);
  }
  .match {
    position: absolute;
    inset: 0;
    display: grid;
    grid-template-columns: 3fr 2fr;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'score score' 'me opponent';
    gap: 0.5rem;
    padding: 0.5rem;
    box-sizing: border-box;
  }
  .score {
    grid-area: score;
    display: flex;
    justify-content: center;
    gap: 1.5em;
    font-weight: 700;
  }
  .player {
    display: grid;
    grid-template-rows: auto 1fr;
    gap: 0.25rem;
    min-height: 0;
    min-width: 0;
  }
  .player.me {
    grid-area: me;
  }
  .player.opponent {
    grid-area: opponent;
  }
  /* The name, then the board's versus figures on the same line while they fit. */
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 1em;
    font-size: 0.9em;
    color: var(--tetris-muted);
  }
  .name .figures {
    color: var(--tetris-text);
  }
  /* The canvas letterboxes its board; the meter is placed over it beside the field. */
  .board {
    position: relative;
    min-height: 0;
  }
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
  .overlay {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    justify-items: center;
    gap: 0.75rem;
    text-align: center;
    background: var(--tetris-overlay);
  }
  .overlay[hidden] {
    display: none;
  }
  .big {
    font-size: 3rem;
    font-weight: 800;
  }
  .overlay table {
    border-collapse: collapse;
  }
  .overlay th,
  .overlay td {
    padding: 0.15rem 0.6rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 0.5rem 1.25rem;
    border-radius: 0.4rem;
    border: 2px solid var(--tetris-accent);
    background: var(--tetris-field);
    color: var(--tetris-text);
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--tetris-accent);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (orientation: portrait) and (max-width: 640px) {
    :host {
      aspect-ratio: 9 / 16;
      min-height: 0;
    }
    .match {
      grid-template-columns: 1fr;
      grid-template-rows: auto 1fr 3fr;
      grid-template-areas: 'score' 'opponent' 'me';
    }
  }
`;
