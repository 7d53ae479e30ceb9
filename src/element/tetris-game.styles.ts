import { css, unsafeCSS } from 'lit';
import { COLS, ROWS } from '../engine/index.js';
import { LAYOUT, LAYOUTS, type Layout } from '../render/geometry.js';
import { THEME_PROPERTIES, resolved } from '../themes/themes.js';

/**
 * Where the visible field of `layout` is, in the units of the box the canvas fills (its container's
 * `cqw` and `cqh`): the canvas fits the layout's cells into that box and centres it.
 */
function fieldWindow(layout: Layout): string {
  const cell = `min(100cqw / ${layout.width}, 100cqh / ${layout.height})`;
  const from = (at: number, size: number) => `calc(50% + (${at} - ${size / 2}) * ${cell})`;
  return [
    `left: ${from(layout.field.x, layout.width)};`,
    `top: ${from(layout.field.y, layout.height)};`,
    `width: calc(${COLS} * ${cell});`,
    `height: calc(${ROWS} * ${cell});`,
  ].join(' ');
}

export const elementStyles = css`
  :host {
    /* Sizing: 420 px wide by default and as the intrinsic size (so a shrink-to-fit parent never
       collapses it), never wider than its container, never taller than the viewport; the canvas
       letterboxes whatever box it gets. Its default width is also no more than the viewport's
       height, less a bare page's default body margin (8 px above and below), allows at its
       proportions, so alone on a page it never makes the page scroll; a size the page gives it
       may still take the whole viewport. Aligned to the bottom of its line, not its baseline, so
       no room for the descenders of a line's text is left below it either. */
    --_tetris-aspect: ${LAYOUT.width / LAYOUT.height};
    display: inline-block;
    vertical-align: bottom;
    position: relative;
    box-sizing: border-box;
    width: min(420px, calc((100vh - 16px) * var(--_tetris-aspect)));
    width: min(420px, calc((100dvh - 16px) * var(--_tetris-aspect)));
    max-width: 100%;
    aspect-ratio: var(--_tetris-aspect);
    max-height: 100vh;
    max-height: 100dvh;
    contain-intrinsic-inline-size: 420px;
    container-type: inline-size;
    border-radius: var(--tetris-radius, 12px);
    overflow: hidden;
    background: var(--_tetris-background);
    color: var(--_tetris-text);
    font-family: var(--_tetris-font);
    contain: content;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
    outline: none;
  }

  :host([hidden]) {
    display: none;
  }

  :host(:focus-visible) {
    outline: 3px solid var(--tetris-focus-ring, var(--_tetris-accent));
    outline-offset: 2px;
  }

  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }

  /* A finger on the board plays: no scrolling, zooming or text selection (from the first frame:
     touch support loads at the first touch). */
  canvas.touch {
    touch-action: none;
    -webkit-touch-callout: none;
  }

  /* Transitions on the resolved theme properties tell the canvas that the look changed. */
  .theme-probe {
    position: absolute;
    width: 0;
    height: 0;
    overflow: hidden;
    visibility: hidden;
    pointer-events: none;
    transition-duration: 1ms;
    transition-behavior: allow-discrete;
    transition-property: ${unsafeCSS(THEME_PROPERTIES.map(resolved).join(', '))};
  }

  /* The screens over the board dim the whole board (the canvas's box: the on-screen buttons stay
     out), and a size container, so that their content can sit over the field alone. */
  .overlay {
    position: absolute;
    inset: 0;
    container-type: size;
    background: var(--tetris-overlay);
    text-align: center;
    transition: opacity 160ms ease-out;
  }

  /* A screen's content, and the marks over a game (its countdown, the finesse cue), go over the
     visible field, never over the HUD, hold or next. */
  .overlay > slot,
  .cue-field {
    ${unsafeCSS(fieldWindow(LAYOUTS.side))}
    position: absolute;
  }

  :host(:state(layout-stacked)) .overlay > slot,
  :host(:state(layout-stacked)) .cue-field {
    ${unsafeCSS(fieldWindow(LAYOUTS.stacked))}
  }

  /* A screen's content scrolls if the field is too small for it. */
  .overlay > slot {
    box-sizing: border-box;
    display: grid;
    overflow: auto;
    overscroll-behavior: contain;
    padding: 0.4rem;
    container-type: inline-size;
  }

  /* Centred while it fits; taller than the field, it starts at the top and scrolls. */
  .overlay > slot > * {
    min-width: 0;
    max-width: 100%;
    margin: auto;
  }

  .overlay[hidden] {
    display: none;
  }

  .card {
    display: grid;
    gap: 0.6rem;
    justify-items: center;
    max-width: 18rem;
  }

  .title {
    margin: 0;
    font-size: clamp(1.4rem, 7cqi, 2.4rem);
    font-weight: 800;
    letter-spacing: 0.06em;
    color: var(--tetris-text);
  }

  .card p {
    margin: 0;
  }

  .hint {
    color: var(--tetris-muted);
    font-size: 0.85rem;
  }

  button {
    font: inherit;
    font-weight: 700;
    padding: 0.55em 1.3em;
    border: 0;
    border-radius: 999px;
    color: var(--tetris-background);
    background: var(--tetris-accent);
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid var(--tetris-text);
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    .overlay {
      transition: none;
    }
  }
`;
