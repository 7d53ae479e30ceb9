import { css } from 'lit';

/**
 * The player's board large and the other boards in a grid beside it (one board: a little smaller;
 * two: one above the other; three or four: two columns; more: three), side by side in one row on
 * a phone in landscape, and a strip above the player's board on a phone in portrait. Two local
 * players get boards of one size. Each field has its garbage meter beside it
 * (`element/screens/garbage-meter.ts` draws it); a knocked-out board dims and shows its place.
 */
export const versusStyles = css`
  :host {
    display: block;
    position: relative;
    aspect-ratio: 16 / 10;
    min-height: 240px;
    /*
     * Never taller than the screen, less a bare page's default body margin (8px above and below),
     * so the element alone on a page never makes it scroll: the boards letterbox in what is left.
     */
    max-height: calc(100vh - 16px);
    max-height: calc(100dvh - 16px);
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
  }
  .match.local.players-2 {
    grid-template-columns: 1fr 1fr;
    gap: 0.5rem;
    padding: 0.5rem;
    box-sizing: border-box;
  }
  .score {
    grid-area: score;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 1.5em;
    font-weight: 700;
    /* The gear's corner: its row is a finger high, and the text stays clear of it. */
    position: relative;
    min-height: 44px;
    padding-inline: 48px;
  }
  /* A finger-sized target on every screen, above the screens over the boards (start, pause, results). */
  .score .gear {
    z-index: 1;
    top: 0;
    right: 0;
    width: 44px;
    height: 44px;
    border: none;
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
  .opponents {
    grid-area: opponent;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-auto-rows: minmax(0, 1fr);
    gap: 0.5rem;
    min-height: 0;
    min-width: 0;
  }
  .opponents.count-3,
  .opponents.count-4 {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .opponents.count-5,
  .opponents.count-6,
  .opponents.count-7 {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .opponents:not(.count-1) .player {
    cursor: pointer;
  }
  .player.out .board {
    opacity: 0.45;
  }
  .place {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    font-weight: 800;
    font-size: 1.4em;
    pointer-events: none;
  }
  .player.targeted .name {
    color: var(--tetris-accent);
  }
  .target-mark {
    margin-inline-start: 0.5em;
    font-weight: 700;
  }
  /* The name, then the board's versus figures on the same line while they fit. */
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 1em;
    font-size: 0.9em;
    color: var(--tetris-muted);
    white-space: nowrap;
    overflow: hidden;
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
    .match,
    .match.local.players-2 {
      grid-template-columns: 1fr;
      grid-template-rows: auto 1fr 3fr;
      grid-template-areas: 'score' 'opponent' 'me';
    }
  }
  /*
   * The opponents' small boards (three players or more, or the strip of a portrait phone) keep
   * their name and figures line but not the HUD, which would be squeezed into a column beside a
   * small field; each board's figures stay in el.players and the result table.
   */
  .match:not(.players-2) .opponent .hud {
    display: none;
  }
  @media (orientation: portrait) and (max-width: 640px) {
    .opponent .hud {
      display: none;
    }
  }
  /* A strip above the player's board (portrait phone) or a row beside it (landscape phone): one row of small boards. */
  @media (orientation: portrait) and (max-width: 640px), (orientation: landscape) and (max-height: 500px) {
    .opponents[class] {
      grid-template-columns: none;
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
    }
  }
  @media (orientation: landscape) and (max-height: 500px) {
    .match {
      grid-template-columns: 1fr 1fr;
    }
  }
`;
