/**
 * The result screen's table after a match: each player's name, rounds won, attack per minute,
 * pieces per second, VS score, lines sent and received, and place, best first. Its figures are
 * the ones the `match-over` event carries (the engine's, through the session).
 * @module
 */
import { css, html } from 'lit';
import type { VersusPlayerStats } from './versus-events.js';
import { rate, type FigureWords } from './seat-figures.js';

/** One player's line of the table. */
export interface ResultRow {
  readonly name: string;
  readonly wins: number;
  readonly figures: VersusPlayerStats;
}

/** Each player's place by rounds won: 1 + the players with more wins (equal wins share a place). */
export function placesOf(wins: readonly number[]): number[] {
  return wins.map((mine) => 1 + wins.filter((theirs) => theirs > mine).length);
}

/** The table, one row per player ordered by place (then by seat). */
export function resultTable(rows: readonly ResultRow[], words: FigureWords) {
  const places = placesOf(rows.map((row) => row.wins));
  const order = rows.map((_, seat) => seat).sort((a, b) => places[a] - places[b] || a - b);
  const number = (value: number) => words.number(value);
  const heading = (short: Parameters<FigureWords['t']>[0], long = short) => html`<th scope="col"><abbr title=${words.t(long)} aria-label=${words.t(long)}>${words.t(short)}</abbr></th>`;
  // On a narrow screen the table scrolls sideways rather than run off the element.
  return html`<div class="results-scroll"><table class="results" part="result-table">
    <caption class="visually-hidden">${words.t('versus.results')}</caption>
    <thead>
      <tr>
        ${heading('versus.placeHeading')} ${heading('versus.player')} ${heading('versus.winsHeading')} ${heading('versus.apm', 'versus.apmLong')} ${heading('versus.pps', 'versus.ppsLong')} ${heading('versus.vs', 'versus.vsLong')}
        ${heading('versus.sent')} ${heading('versus.received')}
      </tr>
    </thead>
    <tbody>
      ${order.map((seat) => {
        const { name, wins, figures } = rows[seat];
        return html`<tr data-seat=${seat}>
          <td>${number(places[seat])}</td>
          <th scope="row">${name}</th>
          <td>${number(wins)}</td>
          <td>${rate(words, figures.apm)}</td>
          <td>${rate(words, figures.pps)}</td>
          <td>${rate(words, figures.vs)}</td>
          <td>${number(figures.sent)}</td>
          <td>${number(figures.received)}</td>
        </tr>`;
      })}
    </tbody>
  </table></div>`;
}

export const resultTableStyles = css`
  .results-scroll {
    max-width: 100%;
    overflow-x: auto;
  }
  .results {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .results th,
  .results td {
    padding: 0.15rem 0.6rem;
    text-align: end;
  }
  .results th[scope='row'] {
    text-align: start;
  }
  .results abbr {
    text-decoration: none;
  }
  .results thead th {
    color: var(--tetris-muted);
    font-size: 0.85em;
  }
  @media (max-width: 480px) {
    .results th,
    .results td {
      padding: 0.1rem 0.3rem;
    }
  }
`;
