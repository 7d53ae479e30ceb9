/**
 * The screen over `<tetris-versus>`'s boards for each phase of a match: Start match, waiting for
 * the remote player, the countdown, paused, the knock-out and the result with Rematch.
 * @module
 */
import { html, nothing } from 'lit';
import type { PlayerIndex } from './versus-events.js';
import type { VersusSession } from './versus-session.js';
import type { VersusStringKey } from './versus-strings.js';

/** What the screen says and what its buttons do. */
export interface OverlayHost {
  t(key: VersusStringKey, params?: Readonly<Record<string, string | number>>): string;
  playerName(player: PlayerIndex): string;
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
  const button = (key: VersusStringKey, action: () => void) => html`<button type="button" @click=${act(action)}>${host.t(key)}</button>`;
  let content: unknown = nothing;
  if (s.phase === 'idle') content = button('start', () => host.start());
  else if (s.phase === 'waiting') content = html`<p>${host.t('waiting')}</p>`;
  else if (s.phase === 'countdown') content = html`<div class="big" aria-hidden="true">${s.countdownSeconds}</div>`;
  else if (s.phase === 'paused') content = html`<p class="big">${host.t('paused')}</p>${button('resume', () => host.resume())}`;
  else if (s.phase === 'round-over') {
    const result = s.lastWinner === null ? host.t('drawRound', { n: s.round }) : host.t('wonRound', { name: host.playerName(s.lastWinner), n: s.round, a: s.wins[0], b: s.wins[1] });
    content = html`<div class="big">${host.t('ko')}</div><p>${result}</p>`;
  } else if (s.phase === 'match-over') {
    const winner = s.matchWinner ?? (s.wins[0] > s.wins[1] ? 0 : 1);
    const forfeit = s.forfeit ? html`<p>${host.t('forfeit', { name: host.playerName(1) })}</p>` : nothing;
    content = html`<div class="big">${host.t('wonMatch', { name: host.playerName(winner) })}</div>${forfeit}${button('rematch', () => host.start())}`;
  }
  return html`<div class="overlay" part="overlay" ?hidden=${content === nothing}>${content}</div>`;
}
