/**
 * Each board's versus figures during play: attack per minute, pieces per second, VS score, lines
 * sent and received, as the engine counts them (`matchFigures()`, through the session). They are
 * rendered from the values in effect whenever the element renders; {@link FigureWatch} asks for
 * that render when a count changed or half a second of play went by, never on every frame.
 * @module
 */
import { css, html } from 'lit';
import type { Localizer, StringKey } from '../ui/strings/strings.js';
import type { VersusPlayerStats } from './versus-events.js';

/** Frames of play between two renders of the rates when no count changed (half a second). */
export const FIGURES_REFRESH_FRAMES = 30;

/** The words and number formats the figures are shown with: the element's localizer. */
export type FigureWords = Pick<Localizer, 't' | 'number'>;

/** A rate to two decimals in the element's language; a dash when unknown (a remote player's). */
export function rate(words: FigureWords, value: number | null): string {
  return value === null ? '–' : words.number(value, 2);
}

/** One board's figures, a line of short labels (their long names for screen readers and on hover). */
export function seatFigures(figures: VersusPlayerStats, words: FigureWords) {
  const item = (short: StringKey, long: StringKey, value: string) =>
    html`<div><dt><abbr title=${words.t(long)} aria-label=${words.t(long)}>${words.t(short)}</abbr></dt><dd>${value}</dd></div>`;
  return html`<dl class="figures" part="figures" aria-label=${words.t('versus.figures')}>
    ${item('versus.apm', 'versus.apmLong', rate(words, figures.apm))} ${item('versus.pps', 'versus.ppsLong', rate(words, figures.pps))}
    ${item('versus.vs', 'versus.vsLong', rate(words, figures.vs))} ${item('versus.sent', 'versus.sent', words.number(figures.sent))}
    ${item('versus.received', 'versus.received', words.number(figures.received))}
  </dl>`;
}

export const seatFiguresStyles = css`
  .figures {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.8em;
    margin: 0;
    font-size: 0.85em;
  }
  .figures div {
    display: flex;
    gap: 0.3em;
  }
  .figures dt {
    color: var(--tetris-muted);
  }
  .figures abbr {
    text-decoration: none;
  }
  .figures dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** What {@link FigureWatch} reads: the figures, and a count it can compare every frame. */
export interface FigureSource {
  /** Each seat's figures: new objects on every read. */
  readonly figures: readonly VersusPlayerStats[];
  /** Changes whenever a seat's lines sent or received may have changed. */
  readonly figureCounts: number;
}

/**
 * When the element renders the figures again: at once when a count (lines sent or received, a
 * seat more or less) changed since they were rendered, else once {@link FIGURES_REFRESH_FRAMES}
 * frames of the page's tick grid passed with a rate changed. Every frame it compares one number;
 * the figures themselves are built at most once a refresh.
 */
export class FigureWatch {
  private shown: readonly VersusPlayerStats[] = [];
  private shownCounts = Number.NaN;
  /** The tick the figures were rendered at, or last found with no rate changed. */
  private checkedAt = -Infinity;

  /** The element rendered `source`'s figures, `figures`, at tick `tick`. */
  rendered(source: FigureSource, figures: readonly VersusPlayerStats[], tick: number): void {
    this.shown = figures;
    this.shownCounts = source.figureCounts;
    this.checkedAt = tick;
  }

  /** Whether `source`'s figures, at tick `tick`, should be rendered now. */
  due(source: FigureSource, tick: number): boolean {
    if (source.figureCounts !== this.shownCounts) return true;
    // A tick before the last check: the clock moved to another grid.
    if (tick - this.checkedAt < FIGURES_REFRESH_FRAMES && tick >= this.checkedAt) return false;
    const figures = source.figures;
    const before = this.shown;
    if (figures.length !== before.length || figures.some((f, i) => f.apm !== before[i].apm || f.pps !== before[i].pps || f.vs !== before[i].vs)) return true;
    this.checkedAt = tick;
    return false;
  }
}
