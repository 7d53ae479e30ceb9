/**
 * What `<tetris-versus>` calls each player and what its live region says about a match's events,
 * in the element's language.
 * @module
 */
import type { PlayerIndex, TetrisVersusEventMap } from './versus-events.js';
import type { Opponent } from './versus-options.js';
import type { Localizer } from '../ui/strings/strings.js';

/** "You" and "Bot" or "Opponent"; "Player 1" and "Player 2" on one screen. */
export function playerName(l: Localizer, opponent: Opponent, player: PlayerIndex): string {
  if (opponent === 'local') return l.t(player === 0 ? 'versus.player1' : 'versus.player2');
  if (player === 0) return l.t('versus.you');
  return l.t(opponent === 'bot' ? 'versus.bot' : 'versus.opponent');
}

/** The live region's words for `event`, if it says anything about it: a round's or the match's result, with both players' figures. */
export function announcement(l: Localizer, opponent: Opponent, event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): string | undefined {
  const name = (player: PlayerIndex) => playerName(l, opponent, player);
  if (event.type === 'round-over') {
    const { winner, round, wins } = (event as TetrisVersusEventMap['round-over']).detail;
    if (winner === null) return l.t('versus.drawRound', { n: round });
    return l.t('versus.wonRound', { name: name(winner), n: round, a: wins[0], b: wins[1] });
  }
  if (event.type === 'match-over') {
    const { winner, stats } = (event as TetrisVersusEventMap['match-over']).detail;
    // The rates as the event gives them (two decimals), not rounded to whole numbers.
    const rate = (value: number | null) => (value === null ? '–' : String(value));
    const lines = stats.map((s, i) => l.t('versus.stats', { name: name(i as PlayerIndex), apm: rate(s.apm), pps: rate(s.pps), sent: s.sent, received: s.received }));
    return [l.t('versus.wonMatch', { name: name(winner) }), ...lines].join(' ');
  }
  if (event.type === 'match-start') return l.t('versus.round', { n: 1 });
  return undefined;
}
