/**
 * The screen over `<tetris-versus>`'s boards for each phase of a match: Start match, waiting for
 * the remote player, the countdown, paused, the knock-out and the result with Rematch.
 * @module
 */
import { html, nothing } from 'lit';
import type { PlayerIndex } from './versus-events.js';
import type { VersusSession } from './versus-session.js';
import type { StringKey } from '../ui/strings/strings.js';
import { winsParams } from './versus-announcements.js';
import { resultTable } from './result-table.js';

/** What the screen says and what its buttons do. */
export interface OverlayHost {
  t(key: StringKey, params?: Readonly<Record<string, string | number>>): string;
  playerName(player: PlayerIndex): string;
  /** Number formats of the element's language (the result table's figures). */
  number(value: number, fractionDigits?: number): string;
  start(): void;
  resume(): void;
  /** The keys stay with the element once a button's screen goes away. */
  focus(): void;
}

export function versusOverlay(s: VersusSession, host: OverlayHost) {
  const act = (action: () => void) => () => {
    action();
    host.focus();
  };
  const button = (key: StringKey, action: () => void) => html`<button type="button" @click=${act(action)}>${host.t(key)}</button>`;
  let content: unknown = nothing;
  if (s.phase === 'idle') content = button('versus.start', () => host.start());
  else if (s.phase === 'waiting') content = html`<p>${host.t('versus.waiting')}</p>`;
  else if (s.phase === 'countdown') content = html`<div class="big" aria-hidden="true">${s.countdownSeconds}</div>`;
  else if (s.phase === 'paused') content = html`<p class="big">${host.t('versus.paused')}</p>${button('versus.resume', () => host.resume())}`;
  else if (s.phase === 'round-over') {
    const result = s.lastWinner === null ? host.t('versus.drawRound', { n: s.round }) : host.t('versus.wonRound', { name: host.playerName(s.lastWinner), n: s.round, ...winsParams(s.wins) });
    content = html`<div class="big">${host.t('versus.ko')}</div><p>${result}</p>`;
  } else if (s.phase === 'match-over') {
    const winner = s.matchWinner ?? s.wins.indexOf(Math.max(...s.wins));
    const rows = s.figures.map((figures, seat) => ({ name: host.playerName(seat), wins: s.wins[seat] ?? 0, figures }));
    const forfeit = s.forfeit ? html`<p>${host.t('versus.forfeit', { name: host.playerName(s.lastLeft) })}</p>` : nothing;
    content = html`<div class="big">${host.t('versus.wonMatch', { name: host.playerName(winner) })}</div>${forfeit}
      ${resultTable(rows, host)}${button('versus.rematch', () => host.start())}`;
  }
  return html`<div class="overlay" part="overlay" ?hidden=${content === nothing}>${content}</div>`;
}
