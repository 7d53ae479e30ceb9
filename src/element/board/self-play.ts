/**
 * A board that plays itself (`<tetris-game bot="medium">`): the bot as an input source polled in
 * the frame clock's input phase, its keys going to the board like a person's. It starts a game
 * when the board is idle or over (an attract mode), and the first key or tap of a person hands
 * the game over to them. Loaded with the bot only when a page sets `bot`.
 * @module
 */
import { DIFFICULTY_NAMES } from '../../bot/index.js';
import type { Difficulty } from '../../bot/index.js';
import type { PageClock } from '../../clock/page-clock.js';
import type { Game } from '../../engine/index.js';
import { BotSource } from '../../input/bot-source.js';
import type { InputSink } from '../../input/input-source.js';
import { warnInvalid } from '../../ui/warnings.js';
import type { GameStatus } from '../../board/board-states.js';

/** What self-play needs of the element. */
export interface SelfPlayHost extends InputSink {
  readonly game: () => Game;
  readonly status: () => GameStatus;
  readonly clock: () => PageClock;
  /** Starts a new game (from the idle screen or after a game over). */
  readonly start: () => void;
  /** The element's tag, for warnings. */
  readonly tag: string;
}

export class SelfPlay {
  private source?: BotSource;
  private stopPolling?: () => void;

  constructor(private readonly host: SelfPlayHost) {}

  /** The bot is at the keys. */
  get playing(): boolean {
    return this.source?.enabled === true;
  }

  /**
   * Plays at the `bot` attribute's difficulty from the next frame; empty stops the bot, and any
   * other value warns once (naming the accepted ones) and stops it.
   */
  play(bot: string): void {
    this.stop();
    if (bot === '') return;
    if (!(DIFFICULTY_NAMES as readonly string[]).includes(bot)) {
      warnInvalid(`bot="${bot}"`, DIFFICULTY_NAMES.join(', '), 'no bot', this.host.tag);
      return;
    }
    const difficulty = bot as Difficulty;
    this.source = new BotSource(this.host, difficulty, 0);
    this.stopPolling = this.host.clock().add('input', (frame) => this.poll(frame.now));
  }

  /** A person pressed a key or touched the board: the game is theirs from now on. */
  handOver(): void {
    this.stop();
  }

  /** Off the clock (the element left the page or changed clocks); `play()` starts again. */
  stop(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
    if (this.source) {
      this.source.releaseAll();
      this.source.enabled = false;
    }
  }

  private poll(now: number): void {
    const status = this.host.status();
    if (status === 'idle' || status === 'over') this.host.start();
    else if (status === 'playing') this.source?.poll(this.host.game(), now);
  }
}
