/**
 * What a page reads of each seat of `<tetris-versus>` (`el.players`): who plays it, its board's
 * state in the shape `<tetris-game>`'s `state` has, its wins, its place once knocked out and its
 * live versus figures (the ones `match-over` reports, from the same counters).
 * @module
 */
import { Game } from '../engine/index.js';
import type { Difficulty } from '../bot/index.js';
import { snapshotOf, type GameSnapshot } from '../element/board/snapshot.js';
import type { GameStatus } from '../board/board-states.js';
import type { VersusPlayerStats } from './versus-events.js';
import type { SeatKind } from './seats.js';
import type { VersusPhase, VersusSession } from './versus-session.js';

/** One seat of the match, as `el.players` lists it. */
export interface VersusPlayer {
  /** What the element calls it ("You", "Bot 2", "Player 2"...), in its language. */
  readonly name: string;
  readonly kind: SeatKind;
  /** A bot's difficulty. */
  readonly difficulty?: Difficulty;
  /** Its board as `<tetris-game>`'s `state` gives it; null before the first round and for a remote board (only its field is known). */
  readonly state: GameSnapshot | null;
  /** Rounds it won in this match. */
  readonly wins: number;
  /** Its finishing place in the round being played, once knocked out (1 = the winner); null while it plays. */
  readonly place: number | null;
  /** Its live figures over the match so far (attack per minute, pieces per second, VS score, lines sent and received). */
  readonly figures: VersusPlayerStats;
}

/** The status a board's state reports for the session's phase. */
function statusOf(phase: VersusPhase, game: Game): GameStatus {
  if (game.over !== null || phase === 'match-over') return 'over';
  if (phase === 'paused') return 'paused';
  return phase === 'idle' ? 'idle' : 'playing';
}

const NO_FIGURES: VersusPlayerStats = Object.freeze({ apm: 0, pps: 0, vs: 0, sent: 0, received: 0 });

/** Every seat of `session`'s match (or of the next one, before it starts), named by `name`. */
export function seatEntries(session: VersusSession, name: (seat: number) => string): readonly VersusPlayer[] {
  const boards = session.boards;
  const places = session.places;
  const started = session.round > 0;
  const stats = started ? session.figures : [];
  return Object.freeze(
    session.seats.map((seat, i) => {
      const board = boards[i];
      return Object.freeze({
        name: name(i),
        kind: seat.kind,
        ...(seat.difficulty ? { difficulty: seat.difficulty } : {}),
        state: board instanceof Game ? snapshotOf(board, statusOf(session.phase, board)) : null,
        wins: session.wins[i] ?? 0,
        place: places[i] ?? null,
        figures: Object.freeze({ ...(stats[i] ?? NO_FIGURES) }),
      });
    }),
  );
}
