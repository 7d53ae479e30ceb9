import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action, Game } from '../engine/index.js';
import { Music } from './music.js';
import { SOUNDS, type SoundName } from './sound-effects.js';
import type { SoundMode } from './sound-modes.js';
import { tone } from './synth.js';


/** Events that count as a user gesture, after which browsers let audio start. */
const GESTURES = ['keydown', 'pointerdown', 'click'] as const;

/**
 * The element's sound: sound effects from the game's events and presses, and the music. It owns
 * the AudioContext, which exists only while sound is on and only after a gesture on the element;
 * it is closed when sound goes off or the element leaves the page.
 */
export class SoundController implements ReactiveController {
  /** Makes the AudioContext; tests pass an `OfflineAudioContext` or a fake. */
  createContext: () => BaseAudioContext = () => new AudioContext();
  private mode: SoundMode = 'off';
  private volume = 0.5;
  private playing = false;
  private ctx?: BaseAudioContext;
  private master?: GainNode;
  private music?: Music;
  private level = 1;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of GESTURES) this.host.addEventListener(type, this.unlock);
  }

  hostDisconnected(): void {
    for (const type of GESTURES) this.host.removeEventListener(type, this.unlock);
    this.close();
  }

  /** Applies the `sound` and `volume` attributes. */
  configure(mode: SoundMode, volume: number): void {
    this.mode = mode;
    this.volume = volume;
    if (mode === 'off') this.close();
    else if (this.master) this.master.gain.value = volume;
    this.sync();
  }

  /** The music plays only while a game is being played. */
  setPlaying(playing: boolean): void {
    this.playing = playing;
    this.sync();
  }

  /** Follows a new game's events; returns the function that stops. */
  attach(game: Game): () => void {
    this.level = game.level;
    if (this.music) {
      this.music.level = game.level;
      this.music.step = 0;
    }
    const offs = [
      // Tapped and auto-shifted moves click alike; a rotation's kick is no move.
      game.on('move', () => this.play('move')),
      game.on('rotate', () => this.play('rotate')),
      game.on('soft-drop', () => this.play('softDrop')),
      game.on('lock', ({ dropDistance, tSpin }) => {
        this.play(dropDistance > 0 ? 'hardDrop' : 'lock');
        if (tSpin !== 'none') this.play('tSpin');
      }),
      game.on('line-clear', ({ lines }) => this.play(`clear${lines}` as SoundName)),
      game.on('level', ({ level }) => {
        this.level = level;
        if (this.music) this.music.level = level;
        this.play('levelUp');
      }),
      game.on('hold', () => this.play('hold')),
      game.on('game-over', () => this.play('gameOver')),
    ];
    return () => offs.forEach((off) => off());
  }

  /** After a press: a rotation that found no room buzzes (the engine reports only rotations made). */
  pressed(action: Action, ok: boolean): void {
    if ((action === 'cw' || action === 'ccw') && !ok) this.play('rotateFail');
  }

  play(name: SoundName): void {
    const { ctx, master } = this;
    if (!ctx || !master) return;
    for (const note of SOUNDS[name]) tone(ctx, master, ctx.currentTime, note);
  }

  /** Starts audio inside a gesture handler, as autoplay rules require: never before one. */
  private readonly unlock = (event: Event) => {
    if (this.mode === 'off' || !event.isTrusted) return;
    if (!this.ctx) {
      const ctx = (this.ctx = this.createContext());
      this.master = ctx.createGain();
      this.master.gain.value = this.volume;
      this.master.connect(ctx.destination);
      this.music = new Music(ctx, this.master);
      this.music.level = this.level;
    }
    // A context closed meanwhile refuses to resume; there is nothing to do then.
    if (isLive(this.ctx) && this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
    this.sync();
  };

  private sync(): void {
    if (this.mode === 'all' && this.playing) this.music?.start();
    else this.music?.stop();
  }

  private close(): void {
    this.music?.stop();
    if (isLive(this.ctx)) this.ctx.close().catch(() => {});
    this.ctx = this.master = this.music = undefined;
  }
}

/** A real AudioContext (not an offline one); false where there is no Web Audio (server rendering). */
function isLive(ctx: BaseAudioContext | undefined): ctx is AudioContext {
  return typeof AudioContext === 'function' && ctx instanceof AudioContext;
}
