/**
 * An input source fed by the bot (`src/bot`'s `BotPlayer`): its presses and releases reach the
 * game by the same path as a person's keys (the sink, stamped with the display frame's time), so a
 * board that plays itself records an ordinary replay. Polled once per display frame in the frame
 * clock's input phase. This module and the bot load only when a page asks for a bot.
 * @module
 */
import { BotPlayer } from '../bot/index.js';
import type { Difficulty } from '../bot/index.js';
import type { Action, Game } from '../engine/index.js';
import type { InputSink, InputSource } from './input-source.js';

export class BotSource implements InputSource {
  /** Off: the bot presses nothing (a person took over, or the `bot` attribute went away). */
  enabled = true;
  private player?: BotPlayer;
  private time = 0;
  private readonly keys = {
    down: (button: Action) => this.sink.input(button, true, this.time),
    up: (button: Action) => this.sink.input(button, false, this.time),
  };

  constructor(
    private readonly sink: InputSink,
    readonly difficulty: Difficulty,
    private readonly seed: number,
  ) {}

  /** One display frame at `time`: the bot presses and releases what it would now in `game`. */
  poll(game: Game, time: number): void {
    if (!this.enabled) return;
    this.time = time;
    // A new game (a restart, the next attract game) gets a fresh player.
    if (this.player?.game !== game) this.player = new BotPlayer(game, { difficulty: this.difficulty, seed: this.seed + game.seed, keys: this.keys });
    this.player.update();
  }

  /** Lets go of the bot's keys (the board releases the game's buttons itself). */
  releaseAll(): void {
    this.player?.release();
    this.player = undefined;
  }
}
