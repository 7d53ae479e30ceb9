/**
 * The bots of a match, one per bot seat: each plays its seat's game through the match (so its
 * keys are in the replay) and searches in its own worker, kept from round to round.
 * @module
 */
import type { Action, Match } from '../engine/index.js';
import { BotPlayer } from '../bot/index.js';
import { DEFAULT_DIFFICULTY, type Seat } from './seats.js';
import { workerSearchFor, type BotWorkerFactory, type WorkerSearch } from './worker-search.js';

export class SeatBots {
  /** The bots of the round, by seat (none for the other seats). */
  private bots: BotPlayer[] = [];
  /** Each bot's search in its worker, by seat (remade for another difficulty or worker). */
  private searches: (WorkerSearch | undefined)[] = [];

  /** `fallback` is told why a bot searches on the main thread. */
  constructor(private readonly fallback: (reason: string) => void) {}

  /** New bots for the round `match` just began, on the bot seats of `seats`. */
  begin(match: Match, seats: readonly Seat[], factory: BotWorkerFactory | null): void {
    this.bots = [];
    seats.forEach((seat, i) => {
      if (seat.kind !== 'bot') return;
      const difficulty = seat.difficulty ?? DEFAULT_DIFFICULTY;
      const keys = { down: (b: Action) => match.down(i, b), up: (b: Action) => match.up(i, b) };
      const search = workerSearchFor(this.searches[i], factory, difficulty, this.fallback);
      this.searches[i] = search;
      search?.follow(match.games[i]);
      // Each bot draws its own choices; the first bot's seed is the one a two-player match always had.
      const seed = (match.settings.seed + match.round + Math.imul(i - 1, 0x9e3779b1)) >>> 0;
      this.bots[i] = new BotPlayer(match.games[i], { difficulty, seed, keys, moves: search?.moves });
    });
  }

  /** Each bot presses and releases this frame's keys. */
  update(): void {
    for (const bot of this.bots) bot?.update();
  }

  /** The round ended: the bots stop, their workers stay for the next round. */
  stop(): void {
    this.bots = [];
    for (const search of this.searches) search?.endGame();
  }

  /** The element left the page: the workers end (if play goes on, the bots search on the main thread). */
  endWorkers(): void {
    for (const search of this.searches) search?.stop();
    this.searches = [];
  }
}
