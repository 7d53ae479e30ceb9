/**
 * Who sits at each board of `<tetris-versus>`: seat 0 is the element's own player; against the
 * bot every other seat is a bot, each with its own difficulty; with a local opponent seat 1 is the
 * second player on this keyboard (and any further seats are bots); against remote players every
 * other seat is one, numbered in the order the page names them. What each seat is called on screen and in the live region comes from here.
 * @module
 */
import { DIFFICULTY_NAMES, type Difficulty } from '../bot/index.js';
import type { Opponent } from './versus-options.js';
import type { Localizer } from '../ui/strings/strings.js';

/** What plays a seat: the element's own player, a bot, the second player on this keyboard, or a remote player. */
export type SeatKind = 'player' | 'bot' | 'local' | 'remote';

/** One seat as a match is set up: its kind, and a bot's difficulty. */
export interface Seat {
  readonly kind: SeatKind;
  readonly difficulty?: Difficulty;
}

/** The default difficulty of a bot seat. */
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

/** The kinds of `players` seats against `opponent`. */
export function seatKinds(opponent: Opponent, players: number): SeatKind[] {
  const other: SeatKind = opponent === 'remote' ? 'remote' : 'bot';
  return Array.from({ length: players }, (_, i) => (i === 0 ? 'player' : i === 1 && opponent === 'local' ? 'local' : other));
}

/**
 * The seats of a match: `difficulty` gives the bots' difficulties, one for all (`hard`) or one per
 * bot in seat order (`easy medium hard`); a shorter list leaves the last value to the bots after
 * it. `warn` is told of each bad entry (it falls back to the default) and of entries beyond the
 * bots (ignored).
 */
export function seatsOf(kinds: readonly SeatKind[], difficulty: string | null, warn: (message: string) => void): Seat[] {
  const entries = difficulty === null ? [] : difficulty.trim().split(/\s+/).filter(Boolean);
  const levels = entries.map((entry): Difficulty => {
    if ((DIFFICULTY_NAMES as readonly string[]).includes(entry)) return entry as Difficulty;
    warn(`ignoring "${entry}" in difficulty=${JSON.stringify(difficulty)}; accepted values are ${DIFFICULTY_NAMES.join(', ')}, one for every bot or one per bot; using "${DEFAULT_DIFFICULTY}"`);
    return DEFAULT_DIFFICULTY;
  });
  const bots = kinds.filter((kind) => kind === 'bot').length;
  if (levels.length > Math.max(1, bots)) warn(`ignoring difficulty entries after the first ${Math.max(1, bots)}: this match has ${bots} bot${bots === 1 ? '' : 's'}`);
  let bot = 0;
  return kinds.map((kind) => (kind === 'bot' ? { kind, difficulty: levels[Math.min(bot++, levels.length - 1)] ?? DEFAULT_DIFFICULTY } : { kind }));
}

/**
 * What seat `seat` is called: "You", "Bot" and "Opponent" (each numbered when there are several);
 * "Player 1" and "Player 2" on one keyboard.
 */
export function seatName(l: Localizer, kinds: readonly SeatKind[], seat: number): string {
  const kind = kinds[seat];
  const local = kinds.includes('local');
  if (kind === 'bot') {
    const bots = kinds.filter((k) => k === 'bot').length;
    return bots > 1 ? l.t('versus.botN', { n: kinds.slice(0, seat + 1).filter((k) => k === 'bot').length }) : l.t('versus.bot');
  }
  if (kind === 'local') return l.t('versus.player2');
  if (kind === 'remote') return kinds.length > 2 ? l.t('versus.opponentN', { n: seat }) : l.t('versus.opponent');
  return l.t(local ? 'versus.player1' : 'versus.you');
}
