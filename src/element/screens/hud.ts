/**
 * The HUD's time and pieces per second: text in the HUD's list, so a screen reader reads it when
 * the player asks (it is not announced: it changes every frame). The clock counts down in ultra.
 * The two values are written straight into their text nodes each display frame, so the element
 * does not render 60 times a second for a clock.
 * @module
 */
import { css, html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { Game } from '../../engine/index.js';
import { clockTime, gameTime, piecesPerSecond } from '../results/modes.js';
import type { Localizer } from '../strings/strings.js';

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

/** The figures the HUD shows above the clock. */
export interface HudFigures {
  readonly score: number;
  readonly level: number;
  readonly lines: number;
}

export class HudStats {
  private timeText = '';
  private ppsText = '';
  private timeNode?: Element;
  private ppsNode?: Element;

  /** The HUD as text: score, level and lines, then the time (`countdown`: time left) and pieces per second. */
  render(l: Localizer, { score, level, lines }: HudFigures, countdown: boolean) {
    return html`<dl class="hud" part="hud" aria-label=${l.t('hud.label')}>
      <div>
        <dt>${l.t('hud.score')}</dt>
        <dd>${l.number(score)}</dd>
      </div>
      <div>
        <dt>${l.t('hud.level')}</dt>
        <dd>${l.number(level)}</dd>
      </div>
      <div>
        <dt>${l.t('hud.lines')}</dt>
        <dd>${l.number(lines)}</dd>
      </div>
      ${this.renderStats(l, countdown)}
    </dl>`;
  }

  private renderStats(l: Localizer, countdown: boolean) {
    const label = countdown ? l.t('hud.timeLeft') : l.t('hud.time');
    return html`<div class="stat">
        <dt><span class="stat-label">${label}</span></dt>
        <dd ${ref((node) => this.bind('time', node))}></dd>
      </div>
      <div class="stat">
        <dt><span class="stat-label">${l.t('hud.pps')}</span><span class="stat-short" aria-hidden="true">${l.t('hud.ppsShort')}</span></dt>
        <dd ${ref((node) => this.bind('pps', node))}></dd>
      </div>`;
  }

  /** Shows `game`'s figures now (cheap when nothing changed). */
  sync(game: Game, l: Localizer): void {
    const time = l.time(clockTime(game));
    const pps = l.number(piecesPerSecond(game.pieces, gameTime(game)), 2);
    if (time !== this.timeText) {
      this.timeText = time;
      if (this.timeNode) this.timeNode.textContent = time;
    }
    if (pps !== this.ppsText) {
      this.ppsText = pps;
      if (this.ppsNode) this.ppsNode.textContent = pps;
    }
  }

  private bind(which: 'time' | 'pps', node: Element | undefined): void {
    if (which === 'time') this.timeNode = node;
    else this.ppsNode = node;
    if (node) node.textContent = which === 'time' ? this.timeText : this.ppsText;
  }
}
