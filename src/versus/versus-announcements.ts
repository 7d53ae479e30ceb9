/**
 * What `<tetris-versus>` calls each player and what its live region says about a match's events,
 * in the element's language.
 * @module
 */
import type { PlayerIndex, TetrisVersusEventMap } from './versus-events.js';
import type { Opponent, VersusLanguage } from './versus-options.js';
import { say } from './versus-strings.js';

/** "You" and "Bot" or "Opponent"; "Player 1" and "Player 2" on one screen. */
export function playerName(language: VersusLanguage, opponent: Opponent, player: PlayerIndex): string {
  if (opponent === 'local') return say(language, player === 0 ? 'player1' : 'player2');
  if (player === 0) return say(language, 'you');
  return say(language, opponent === 'bot' ? 'bot' : 'opponent');
}

/** The live region's words for `event`, if it says anything about it: a round's or the match's result, with both players' figures. */
export function announcement(language: VersusLanguage, opponent: Opponent, event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): string | undefined {
  const name = (player: PlayerIndex) => playerName(language, opponent, player);
  if (event.type === 'round-over') {
    const { winner, round, wins } = (event as TetrisVersusEventMap['round-over']).detail;
    if (winner === null) return say(language, 'drawRound', { n: round });
    return say(language, 'wonRound', { name: name(winner), n: round, a: wins[0], b: wins[1] });
  }
  if (event.type === 'match-over') {
    const { winner, stats } = (event as TetrisVersusEventMap['match-over']).detail;
    const lines = stats.map((s, i) => say(language, 'stats', { name: name(i as PlayerIndex), apm: s.apm ?? '–', pps: s.pps ?? '–', sent: s.sent, received: s.received }));
    return [say(language, 'wonMatch', { name: name(winner) }), ...lines].join(' ');
  }
  if (event.type === 'match-start') return say(language, 'round', { n: 1 });
  return undefined;
}
