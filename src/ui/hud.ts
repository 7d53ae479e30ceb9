/**
 * The text HUD: score, level and lines, then the time and pieces per second, as a description
 * list a screen reader reads when the player asks (nothing here is announced: the clock changes
 * every frame). The clock counts down in ultra. Every figure comes from one place, the shown
 * game's {@link HudFigures}; the time and rate change every display frame, so the board writes
 * those two into their text nodes then ({@link showClock}) instead of rendering the element 60
 * times a second.
 * @module
 */
import { css, html } from 'lit';
import { MODES, gameTime, piecesPerSecond, type Game } from '../engine/index.js';
import { cssProperties, type CssProperties } from './css-properties.js';
import type { Localizer } from './strings/strings.js';

/** The HUD's look, the same on `<tetris-game>`'s board and each of `<tetris-versus>`'s. */
export const hudStyles = css`
  .hud {
    position: absolute;
    margin: 0;
    display: grid;
    align-content: start;
    gap: 0.35em;
    line-height: 1.1;
    pointer-events: none;
  }

  .hud div {
    display: flex;
    flex-direction: column;
  }

  /* The stacked layout: the figures side by side above the board, each label before its value,
     wrapping onto a second line when there are many. */
  .hud.row {
    display: flex;
    flex-wrap: wrap;
    align-content: start;
    column-gap: 1.2em;
    row-gap: 0.1em;
  }

  .hud.row div {
    flex-direction: row;
    align-items: baseline;
    gap: 0.4em;
  }

  /* A label too long for its column breaks anywhere rather than run into the board. */
  .hud dt {
    color: var(--tetris-muted);
    font-size: 0.72em;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }

  .hud dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const hudStatsStyles = css`
  /*
   * Side by side above the board (the stacked layout) the strip has one line of items: the time
   * and pieces per second share the last column, one over the other, numbers first. Their long
   * labels stay for screen readers only.
   */
  .hud.row {
    column-gap: 0.7em;
    row-gap: 0;
  }
  .hud.row > div {
    grid-row: 1 / span 2;
  }
  .hud.row > .stat {
    grid-row: auto;
    grid-column: 4;
    flex-direction: row;
    align-items: baseline;
    gap: 0.3em;
    font-size: 0.8em;
    white-space: nowrap;
  }
  .hud.row > .stat dd {
    order: -1;
  }
  .hud.row .stat-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .hud:not(.row) .stat-short {
    display: none;
  }
`;

/** Everything the HUD shows, read from one game. */
export interface HudFigures {
  readonly score: number;
  readonly level: number;
  readonly lines: number;
  /** What is left of the goal: lines in sprint, garbage rows in dig (shown instead of the lines); null in the other modes. */
  readonly remaining: number | null;
  /** The remainder counts garbage rows (dig). */
  readonly rowsLeft: boolean;
  /** The clock in ms: time played, or time left in ultra. */
  readonly clock: number;
  /** The clock counts down (ultra). */
  readonly countdown: boolean;
  readonly pps: number;
}

/** The time the HUD shows: counting down to the end in ultra, up from the start otherwise. */
export function clockTime(game: Game): number {
  const elapsed = gameTime(game.frame);
  return MODES[game.mode].goal === 'seconds' && game.goal !== null ? Math.max(0, game.goal * 1000 - elapsed) : elapsed;
}

/** The HUD's figures for `game`. */
export function hudFigures(game: Game): HudFigures {
  return {
    score: game.score,
    level: game.level,
    lines: game.lines,
    remaining: game.mode === 'sprint' || game.mode === 'dig' ? game.remaining : null,
    rowsLeft: game.mode === 'dig',
    clock: clockTime(game),
    countdown: game.mode === 'ultra',
    pps: piecesPerSecond(game.pieces, game.frame),
  };
}

/** Where the HUD sits over the canvas (the view measures it) and its language. */
export interface HudPlace {
  readonly style: CssProperties;
  readonly row: boolean;
}

/** The HUD as text. */
export function hud(l: Localizer, figures: HudFigures, place: HudPlace) {
  const { score, level, lines, remaining, rowsLeft, countdown } = figures;
  return html`<dl class=${place.row ? 'hud row' : 'hud'} part="hud" ${cssProperties(place.style)} aria-label=${l.t('hud.label')}>
    <div>
      <dt>${l.t('hud.score')}</dt>
      <dd>${l.number(score)}</dd>
    </div>
    <div>
      <dt>${l.t('hud.level')}</dt>
      <dd>${l.number(level)}</dd>
    </div>
    <div>
      <dt>${remaining === null ? l.t('hud.lines') : l.t(rowsLeft ? 'hud.rowsLeft' : 'hud.linesLeft')}</dt>
      <dd>${l.number(remaining ?? lines)}</dd>
    </div>
    <div class="stat">
      <dt><span class="stat-label">${countdown ? l.t('hud.timeLeft') : l.t('hud.time')}</span></dt>
      <dd class="clock"></dd>
    </div>
    <div class="stat">
      <dt><span class="stat-label">${l.t('hud.pps')}</span><span class="stat-short" aria-hidden="true">${l.t('hud.ppsShort')}</span></dt>
      <dd class="pps"></dd>
    </div>
  </dl>`;
}

/**
 * Writes the clock and rate of `figures` into a rendered HUD under `root` (cheap when unchanged):
 * after every render and every display frame. The template leaves those two nodes to this.
 */
export function showClock(root: ParentNode | undefined, l: Localizer, figures: HudFigures): void {
  if (!root) return;
  write(root.querySelector('.hud .clock'), clockText(l, figures));
  write(root.querySelector('.hud .pps'), ppsText(l, figures));
}

const clockText = (l: Localizer, { clock }: HudFigures) => l.time(clock);
const ppsText = (l: Localizer, { pps }: HudFigures) => l.number(pps, 2);

function write(node: Element | null, text: string): void {
  if (node && node.textContent !== text) node.textContent = text;
}
