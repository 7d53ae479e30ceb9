/**
 * `<tetris-versus>`'s sound: `<tetris-game>`'s sound controller (effects, music, the gesture rule
 * and the AudioContext's life) following the player's own board, seat 0. With two players on one
 * keyboard the element still has one controller and it follows seat 0 only: two boards' effects
 * at once would sound like one player doing both.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import { Game, type Action } from '../engine/index.js';
import { SoundController } from '../audio/sound-controller.js';
import type { SoundMode } from '../audio/sound-modes.js';

export class VersusSound {
  private readonly controller: SoundController;
  private followed?: Game;
  private stopFollowing?: () => void;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.controller = new SoundController(host);
  }

  /** Makes the AudioContext when sound starts (tests pass a factory of an `OfflineAudioContext`). */
  set createContext(factory: () => BaseAudioContext) {
    this.controller.createContext = factory;
  }
  get createContext(): () => BaseAudioContext {
    return this.controller.createContext;
  }

  /** Applies the `sound` and `volume` attributes. */
  configure(mode: SoundMode, volume: number): void {
    this.controller.configure(mode, volume);
  }

  /** After seat 0's press: a rotation that found no room buzzes, as on `<tetris-game>`. */
  pressed(player: number, action: Action, ok: boolean): void {
    if (player === 0) this.controller.pressed(action, ok);
  }

  /** Follows seat 0's board of the round (a new game each round); the music plays while `playing`. */
  follow(board: unknown, playing: boolean): void {
    const game = board instanceof Game ? board : undefined;
    if (game !== this.followed) {
      this.stopFollowing?.();
      this.followed = game;
      this.stopFollowing = game && this.controller.attach(game);
    }
    this.controller.setPlaying(playing && !!game);
  }
}
