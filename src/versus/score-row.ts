/**
 * The row above `<tetris-versus>`'s boards: the round, each player's wins, the rounds to win, and
 * in its corner the gear that opens the settings dialog (`versus-settings.ts`).
 * @module
 */
import { html } from 'lit';
import type { StringKey } from '../ui/strings/strings.js';
import type { PlayerIndex } from './versus-events.js';
import { winsParams } from './versus-announcements.js';

export interface ScoreRowHost {
  t(key: StringKey, params?: Readonly<Record<string, string | number>>): string;
  playerName(player: PlayerIndex): string;
}

/** `round` (0 before the first), `wins` of the `seats` players, `firstTo` rounds to win, and the gear (with its dialog). */
export function scoreRow(host: ScoreRowHost, round: number, seats: number, wins: readonly number[], firstTo: number, gear: unknown) {
  const names = Array.from({ length: seats }, (_, seat) => `${host.playerName(seat)} ${wins[seat] ?? 0}`).join(', ');
  return html`<div class="score" part="score">
    ${gear}
    <span>${host.t('versus.round', { n: Math.max(1, round) })}</span>
    <span aria-label=${names}>${host.t('versus.wins', winsParams(wins))}</span>
    <span>${host.t('versus.firstTo', { n: firstTo })}</span>
  </div>`;
}
