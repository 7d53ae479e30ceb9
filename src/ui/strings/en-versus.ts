/**
 * The English words only `<tetris-versus>` says: a part of the English table kept out of `en.ts`
 * so that `<tetris-game>`'s first frame does not carry them. The other languages hold both
 * elements' words in their one table each.
 * @module
 */
import { en } from './en.js';

export const enVersus = {
  'versus.label': 'Tetris versus match',
  'versus.you': 'You',
  'versus.player1': 'Player 1',
  'versus.player2': 'Player 2',
  'versus.bot': 'Bot',
  'versus.opponent': 'Opponent',
  'versus.botN': 'Bot {n}',
  'versus.opponentN': 'Opponent {n}',
  'versus.place': 'Place {n}',
  'versus.target': 'Target',
  'versus.keysTarget': 'Digits 1 to 7 send your attacks to that opponent, 0 back to the targeting rule; or click an opponent\'s board.',
  'versus.keysTarget2': 'Right player: keypad digits 0 to 7 aim at that seat (0 is the left player), keypad 1 back to the targeting rule, \' the next opponent.',
  'versus.round': 'Round {n}',
  'versus.wins': '{a} – {b}',
  'versus.firstTo': 'First to {n}',
  'versus.start': 'Start match',
  'versus.rematch': 'Rematch',
  'versus.waiting': 'Waiting for the opponent…',
  'versus.paused': 'Paused',
  'versus.resume': 'Resume',
  'versus.ko': 'K.O.!',
  'versus.wonRound': '{name} won round {n}. {a} – {b}.',
  'versus.drawRound': 'Round {n} is a draw.',
  'versus.wonMatch': '{name} won the match!',
  'versus.forfeit': '{name} left the match: a win by forfeit.',
  'versus.stats': '{name}: {apm} attack per minute, {pps} pieces per second, {sent} lines sent, {received} received.',
  'versus.figures': 'Versus figures',
  'versus.apm': 'APM',
  'versus.apmLong': 'Attack per minute',
  'versus.pps': 'PPS',
  'versus.ppsLong': 'Pieces per second',
  'versus.vs': 'VS',
  'versus.vsLong': 'VS score',
  'versus.sent': 'Sent',
  'versus.received': 'Received',
  'versus.player': 'Player',
  'versus.winsHeading': 'Wins',
  'versus.placeHeading': 'Place',
  'versus.results': 'Match results',
  'versus.keysLocal': 'Left player: A D move, S soft drop, W hard drop, Q E rotate, left Shift hold. Right player: arrows, . / rotate, right Shift hold.',
  'versus.keysSolo': 'Arrows move, Space hard drop, Up X Z rotate, Shift C hold, Escape pause.',
} as const;

/** The English table of `<tetris-versus>`: every key, its words before any other language loads. */
export const versusEnglish = { ...en, ...enVersus };
