/**
 * The game-over screen's content: how the game ended, the mode's result first (sprint: the time;
 * ultra and marathon: the score), "New best" or the best to beat, the statistics, then Play again,
 * Restart and Watch replay. It loads with the pause screen (`pause-and-over.ts`), when first shown.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { rankOf } from '../../engine/index.js';
import { modeLine } from './mode-line.js';
import type { GameOverDetail } from '../events.js';
import type { Localizer, StringKey } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

/** A finished game as the result screen shows it. */
export interface GameResult {
  readonly detail: GameOverDetail;
  /** This game set a new best. */
  readonly isNew: boolean;
}

/** What the screen's buttons do. */
export interface ResultActions {
  readonly playAgain: (event: Event) => void;
  readonly restart: (event: Event) => void;
  readonly watch: (event: Event) => void;
}

export const resultStyles = css`
  .result {
    font-size: clamp(1.3rem, 6cqi, 2rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .mode-name,
  .best {
    color: var(--tetris-muted);
    font-size: 0.85rem;
  }
  .new-best {
    color: var(--tetris-accent);
    font-weight: 800;
  }
  .stats {
    display: grid;
    grid-template-columns: repeat(2, auto auto);
    gap: 0.15rem 0.6rem;
    margin: 0;
    font-size: 0.8rem;
    text-align: start;
  }
  .stats dt {
    color: var(--tetris-muted);
  }
  .stats dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: center;
  }
  /* A small field (the card sits over it): everything tighter, so the buttons stay in view, but
     no text under 12 px (0.75rem), so a phone's result stays readable. */
  @container (max-width: 400px) {
    .result-card {
      gap: 0.25rem;
    }
    .result-card .title {
      font-size: clamp(1rem, 7cqi, 1.4rem);
    }
    .result-card .result {
      font-size: 1.15rem;
    }
    .result-card .mode-name,
    .result-card .best,
    .result-card .new-best {
      font-size: 0.75rem;
    }
    .stats {
      font-size: 0.75rem;
      gap: 0 0.4rem;
    }
    .stats dt {
      white-space: nowrap;
    }
    .result-card .actions {
      gap: 0.3rem;
    }
    .result-card button {
      padding: 0.3em 0.8em;
      font-size: 0.8rem;
    }
    .result-card .hint {
      display: none;
    }
  }
  /* A narrow field: the buttons before the statistics, which go in one column below them (the
     field scrolls to them). */
  @container (max-width: 360px) {
    .stats {
      grid-template-columns: auto auto;
      order: 1;
    }
    .stats dt {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

const TITLES: Readonly<Record<GameOverDetail['reason'], StringKey>> = {
  'block-out': 'over.title',
  'lock-out': 'over.title',
  goal: 'over.goal',
  time: 'over.time',
};

/** The figure a best of `detail`'s mode is counted in, formatted. */
function figure(l: Localizer, detail: GameOverDetail, value: number): string {
  return rankOf(detail.mode) === 'time' ? l.time(value) : l.number(value);
}

/** The card of the game-over screen; `hint` says which keys play again. */
export function resultCard(l: Localizer, result: GameResult, actions: ResultActions, hint: TemplateResult | typeof nothing): TemplateResult {
  const { detail, isNew } = result;
  // A sprint that reached its goal is a time; any other game is a score.
  const timed = rankOf(detail.mode) === 'time' && detail.reason === 'goal';
  const stats: [StringKey, string][] = [
    timed ? ['hud.score', l.number(detail.score)] : ['hud.time', l.time(detail.time)],
    ['hud.lines', l.number(detail.lines)],
    ['hud.level', l.number(detail.level)],
    ['stats.pieces', l.number(detail.pieces)],
    ['hud.pps', l.number(detail.pps, 2)],
    ['stats.keysPerPiece', l.number(detail.stats.keysPerPiece, 2)],
    ['stats.tetrises', l.number(detail.stats.tetrises)],
    ['stats.tSpins', l.number(detail.stats.tSpins)],
    ['stats.maxCombo', l.number(detail.stats.maxCombo)],
    ['stats.perfectClears', l.number(detail.stats.perfectClears)],
    ['stats.finesseFaults', l.number(detail.stats.finesseFaults)],
  ];
  return html`<div class="card result-card">
    <p class="title">${l.t(TITLES[detail.reason])}</p>
    ${modeLine(l, detail.mode, detail.goal)}
    <p class="result"><span class="visually-hidden">${l.t(timed ? 'hud.time' : 'hud.score')}</span> ${timed ? l.time(detail.time) : l.number(detail.score)}</p>
    ${isNew
      ? html`<p class="new-best">${l.t('over.newBest')}</p>`
      : detail.best !== null
        ? html`<p class="best">${l.t('over.best', { best: figure(l, detail, detail.best) })}</p>`
        : nothing}
    <dl class="stats">
      ${stats.map(([key, value]) => html`<dt>${l.t(key)}</dt><dd>${value}</dd>`)}
    </dl>
    <div class="actions">
      <button part="button" @click=${actions.playAgain}>${l.t('over.playAgain')}</button>
      <button part="button" @click=${actions.restart}>${l.t('over.restart')}</button>
      <button part="button" @click=${actions.watch}>${l.t('over.replay')}</button>
    </div>
    ${hint}
  </div>`;
}
