/**
 * What `<tetris-versus>`'s live region says about a match's events, in the element's language.
 * @module
 */
import type { PlayerIndex, TetrisVersusEventMap } from './versus-events.js';
import type { VersusLanguage } from './versus-options.js';
import { say } from './versus-strings.js';

/** The live region's words for `event`, if it says anything about it: a round's or the match's result, with both players' figures. */
export function announcement(language: VersusLanguage, name: (player: PlayerIndex) => string, event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): string | undefined {
  if (event.type === 'round-over') {
    const { winner, round, wins } = (event as TetrisVersusEventMap['round-over']).detail;
    if (winner === null) return say(language, 'drawRound', { n: round });
    return say(language, 'wonRound', { name: name(winner), n: round, ...winsParams(wins) });
  }
  if (event.type === 'match-over') {
    const { winner, stats } = (event as TetrisVersusEventMap['match-over']).detail;
    const lines = stats.map((s, i) => say(language, 'stats', { name: name(i), apm: s.apm ?? '–', pps: s.pps ?? '–', sent: s.sent, received: s.received }));
    return [say(language, 'wonMatch', { name: name(winner) }), ...lines].join(' ');
  }
  if (event.type === 'match-start') return say(language, 'round', { n: 1 });
  return undefined;
}

/** The rounds won as the `{a} – {b}` of the strings say them: the player's first, then every other seat's. */
export function winsParams(wins: readonly number[]): { a: number; b: string } {
  return { a: wins[0] ?? 0, b: wins.slice(1).join(' – ') || '0' };
}
