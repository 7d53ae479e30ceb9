/**
 * What `<tetris-versus>`'s live region says about a match's events, in the element's language.
 * @module
 */
import type { PlayerIndex, TetrisVersusEventMap } from './versus-events.js';
import type { Localizer } from '../ui/strings/strings.js';

/** The live region's words for `event`, if it says anything about it: a round's or the match's result, with every player's figures. */
export function announcement(l: Localizer, name: (player: PlayerIndex) => string, event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): string | undefined {
  if (event.type === 'round-over') {
    const { winner, round, wins } = (event as TetrisVersusEventMap['round-over']).detail;
    if (winner === null) return l.t('versus.drawRound', { n: round });
    return l.t('versus.wonRound', { name: name(winner), n: round, ...winsParams(wins) });
  }
  if (event.type === 'match-over') {
    const { winner, stats } = (event as TetrisVersusEventMap['match-over']).detail;
    // The rates as the event gives them (two decimals), not rounded to whole numbers.
    const rate = (value: number | null) => (value === null ? '–' : String(value));
    const lines = stats.map((s, i) => l.t('versus.stats', { name: name(i), apm: rate(s.apm), pps: rate(s.pps), sent: s.sent, received: s.received }));
    return [l.t('versus.wonMatch', { name: name(winner) }), ...lines].join(' ');
  }
  if (event.type === 'match-start') return l.t('versus.round', { n: 1 });
  return undefined;
}

/** The rounds won as the `{a} – {b}` of the strings say them: the player's first, then every other seat's. */
export function winsParams(wins: readonly number[]): { a: number; b: string } {
  return { a: wins[0] ?? 0, b: wins.slice(1).join(' – ') || '0' };
}
