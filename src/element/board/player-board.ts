/**
 * One player's board: the live game (its live side is `live-board.ts`), a replay played back on it
 * (`board-replay.ts`, loaded with the first `watch()`), the canvas view and HUD figures, the custom states, the events and
 * announcements, the effects and the sound, and the bests. It is built from plain data (the
 * {@link BoardSettings} a new game takes, the element to report to, the input sources to quiet)
 * and runs on the page's frame clock; its host reads values (`status`, `game`, `shown`, `hud`,
 * `result`) and listens to the typed events it dispatches. Nothing calls back into the host, so an
 * element may compose one board (`<tetris-game>`) or several.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Game, ReceiveGarbageOptions, ReplayData } from '../../engine/index.js';
import type { PageClock, Frame } from '../../clock/page-clock.js';
import type { InputSink, InputSource } from '../../input/input-source.js';
import type { KeyAction } from '../../input/keymap.js';
import type { HudFigures } from '../../ui/hud.js';
import type { WatchOptions, WatchResult } from '../replay/replay-playback.js';
import type { Localizer } from '../../ui/strings/strings.js';
import type { BoardSurface, CanvasView } from '../../board/canvas-view.js';
import { LazyPart } from '../lazy-part.js';
import type { BoardReplay } from './board-replay.js';
import { BoardDisplay } from '../../board/board-display.js';
import { PagePresence } from '../../board/page-presence.js';
import { BoardStates, type GameStatus } from '../../board/board-states.js';
import { LiveBoard } from './live-board.js';
import type { BoardSettings, GameFollower } from './live-game.js';

export type { BoardSettings, StartOptions } from './live-game.js';

/** The replay side of every board on the page, loaded with the first `watch()` (hosts prefetch it when idle). */
export const replaySide = new LazyPart(() => import('./board-replay.js'));

type BoardHost = ReactiveControllerHost & HTMLElement;

export class PlayerBoard extends LiveBoard implements ReactiveController, InputSink {
  readonly states: BoardStates;
  private readonly display: BoardDisplay;
  /** The replay side (a replay played back on the board), once the first `watch()` loaded it. */
  private playback?: BoardReplay;
  /** `stopWatching()` calls: a `watch()` that one overtook while the replay side loaded ends stopped. */
  private stops = 0;
  private readonly track?: (loading: Promise<unknown>) => void;
  private readonly presence: PagePresence;

  constructor(
    host: BoardHost,
    init: {
      settings: BoardSettings;
      localizer: Localizer;
      /** The clock of every board on the page. */
      clock: PageClock;
      /** The canvas, button row and HUD the board draws on (the element renders them). */
      surface: BoardSurface;
      /** The host's custom states (none in simulated DOMs, or for a board that is one of several). */
      states?: CustomStateSet;
      /** Sources to quiet when the game stops taking input. */
      sources: readonly Pick<InputSource, 'releaseAll'>[];
      /** Told of the replay side on its way (the host's `updateComplete` waits for it). */
      track?: (loading: Promise<unknown>) => void;
    },
  ) {
    super(host, init);
    this.states = new BoardStates(init.states);
    this.display = new BoardDisplay(host, this.states, init.clock, this.live.game, init.surface);
    this.track = init.track;
    host.addController(this);
    this.presence = new PagePresence(host, this.away);
    this.live.install(this.live.recorded, [this.effects]);
  }

  // ---------------------------------------------------------------- values

  /** `'idle' | 'playing' | 'paused' | 'over' | 'replay'`. */
  get status(): GameStatus {
    return this.playback?.on ? 'replay' : this.status_;
  }

  /** What the board shows: the replay playing back, else the live game. */
  get shown(): Game {
    return this.playback?.game ?? this.game;
  }

  /** The figures of the shown game, as last drawn. */
  get hud(): HudFigures {
    return this.display.figures;
  }

  /** The canvas (its size, theme, words and effects). */
  get view(): CanvasView {
    return this.display.view;
  }

  protected get effects(): GameFollower {
    return this.display.view.effects;
  }

  /** The playback's state, for its controls; undefined when no replay plays. */
  get replaying(): { readonly paused: boolean; readonly speed: number } | undefined {
    return this.playback?.controls;
  }

  /** The current game's replay: its options and input log, for `verify()` or `watch()`. */
  get replay(): ReplayData {
    return this.live.recorded.replay;
  }

  /** The clock's scheduler. */
  get scheduler(): PageClock['scheduler'] {
    return this.ticks.clock.scheduler;
  }

  /** Moves to another clock (a new scheduler); a running game counts its frames on the new one. */
  setClock(clock: PageClock): void {
    if (clock === this.ticks.clock) return;
    this.ticks.moveTo(clock);
    this.view.clock = clock;
    this.syncClock();
  }

  // ---------------------------------------------------------------- replays

  /**
   * Plays `replay` back on the board (a game in play pauses). Rejects with the engine's
   * TypeError/RangeError for a malformed replay, before anything changes. The first one loads the
   * replay side (the host's `updateComplete` waits for it): it plays once that is here.
   */
  watch(replay: ReplayData | string, options: WatchOptions = {}): Promise<WatchResult> {
    if (replaySide.value) return this.playOn(replaySide.value.BoardReplay, replay, options);
    const stops = this.stops;
    const loading = replaySide.load();
    const watching = loading.then(({ BoardReplay }) =>
      stops === this.stops ? this.playOn(BoardReplay, replay, options) : BoardReplay.overtaken(replay, options),
    );
    this.track?.(loading);
    return watching;
  }

  private playOn(side: typeof BoardReplay, replay: ReplayData | string, options: WatchOptions): Promise<WatchResult> {
    this.playback ??= new side({
      follower: this.effects,
      changed: () => this.changed(),
      requestDraw: () => this.requestDraw(),
    });
    return this.playback.play(replay, options, () => this.pause());
  }

  /** Ends playback now (or a `watch()` still loading the replay side); `watch()` resolves with `stopped: true`. */
  stopWatching(): void {
    this.stops++;
    this.playback?.stop();
  }

  togglePlayback(): void {
    this.playback?.togglePause();
  }

  setPlaybackSpeed(speed: number): void {
    this.playback?.setSpeed(speed);
    this.host.requestUpdate();
  }

  // ---------------------------------------------------------------- input

  /** {@link InputSink}: the player's presses and releases, in order, with their times. */
  input(action: KeyAction, down: boolean, timeStamp: number): void {
    if (this.playback?.on) this.playback.input(action, down);
    else this.inputLive(action, down, timeStamp);
  }

  /**
   * Garbage from an opponent for a versus game, logged in the replay at its frame (before the
   * first game it is dropped; after a game over the engine ignores it).
   * @throws the engine's TypeError/RangeError for bad arguments or a single-player game.
   */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (this.status_ === 'idle') return;
    this.live.recorded.receiveGarbage(lines, options);
    this.flush();
    this.requestDraw();
  }

  // ---------------------------------------------------------------- frames

  /** The step phase: the live game's due frames, or the replay's. */
  protected step(frame: Frame): void {
    if (this.playback?.on) this.playback.advance(frame.ticks);
    else this.stepLive(frame);
  }

  /** The draw phase: late input, the canvas, the HUD's figures. */
  protected draw(): void {
    if (this.status_ === 'playing' && !this.playback?.on) this.deliver();
    this.drawNow();
  }

  private drawNow(): void {
    this.display.draw(this.shown, this.localizer);
    this.syncClock();
  }

  /** The game changed outside a display frame: drawn in the next one, or at once when none comes. */
  protected requestDraw(): void {
    this.view.markDirty();
    if (!this.ticks.running) this.drawNow();
  }

  /** The engine reported: the HUD's figures follow the shown game. */
  protected reported(): void {
    this.display.update(this.shown);
  }

  /** The HUD's clock after the host rendered its HUD anew. */
  hostUpdated(): void {
    this.display.showClock(this.localizer);
  }

  /** On the clock while a game runs, a replay moves or an effect plays, and the board is on the page. */
  private syncClock(): void {
    const onPage = this.host.isConnected;
    const moving = this.playback?.on ? this.playback.moving : this.status_ === 'playing';
    this.ticks.sync(onPage && moving, onPage && this.display.animating);
  }

  /** Status or playback changed: the states, the music, the clock and the host's rendering. */
  protected changed(): void {
    this.states.set({ status: this.status });
    this.sound?.setPlaying(this.status === 'playing');
    this.syncClock();
    this.host.requestUpdate();
  }

  // ---------------------------------------------------------------- the page

  /** Taken off the page during this task, perhaps only to move to another parent (see `PagePresence`). */
  get detaching(): boolean {
    return this.presence.detaching;
  }

  /** On the page: frames again (started before it was on the page: frame 0 is now). */
  hostConnected(): void {
    this.syncClock();
  }

  /** No frames off the page; a move to another parent carries on at once. */
  hostDisconnected(): void {
    this.syncClock();
  }

  /** A hidden tab or an element gone from the page: the game and a replay pause. */
  private readonly away = () => {
    this.pause();
    this.playback?.pause();
  };
}
