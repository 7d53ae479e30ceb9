/**
 * `<tetris-versus>`'s sound: `<tetris-game>`'s sound controller (effects, music, the gesture rule
 * and the AudioContext's life) following the player's own board, seat 0, with the element's
 * `sound` and `volume` attributes. With two players on one keyboard the element still has one
 * controller and it follows seat 0 only: two boards' effects at once would sound like one player
 * doing both.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Game, type Action } from '../engine/index.js';
import { SoundController } from '../audio/sound-controller.js';
import type { ElementChecks } from './element-checks.js';
import type { VersusSession } from './versus-session.js';

/** The element's properties the sound follows. */
export interface VersusSoundHost extends ReactiveControllerHost, HTMLElement {
  readonly sound: string | null;
  readonly volume: string | number | null;
  /** Makes the AudioContext when sound starts (tests pass a factory of an `OfflineAudioContext`). */
  readonly audioContextFactory: () => BaseAudioContext;
}

export class VersusSound implements ReactiveController {
  private readonly controller: SoundController;
  private followed?: Game;
  private stopFollowing?: () => void;
  /** The attributes as last applied. */
  private applied: { sound?: unknown; volume?: unknown } = {};

  constructor(
    private readonly host: VersusSoundHost,
    private readonly checks: ElementChecks,
    private readonly session: () => VersusSession,
  ) {
    this.controller = new SoundController(host);
    host.addController(this);
  }

  /** Before each render: the `sound` and `volume` attributes as they are now, and the context factory. */
  hostUpdate(): void {
    const { host, checks, applied } = this;
    this.controller.createContext = host.audioContextFactory;
    if (Object.is(applied.sound, host.sound) && Object.is(applied.volume, host.volume)) return;
    this.applied = { sound: host.sound, volume: host.volume };
    this.controller.configure(checks.read('sound', host.sound), checks.read('volume', host.volume));
  }

  /** After each render: follows seat 0's board of the round (a new game each round); the music plays while a round is played. */
  hostUpdated(): void {
    const session = this.session();
    this.follow(session.boards[0], session.phase === 'playing');
  }

  /** After seat 0's press: a rotation that found no room buzzes, as on `<tetris-game>`. */
  pressed(player: number, action: Action, ok: boolean): void {
    if (player === 0) this.controller.pressed(action, ok);
  }

  private follow(board: unknown, playing: boolean): void {
    const game = board instanceof Game ? board : undefined;
    if (game !== this.followed) {
      this.stopFollowing?.();
      this.followed = game;
      this.stopFollowing = game && this.controller.attach(game);
    }
    this.controller.setPlaying(playing && !!game);
  }
}
