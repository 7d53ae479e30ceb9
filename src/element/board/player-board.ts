/**
 * One player's board: the live game and its input queue, a replay played back on it, the canvas
 * view, the events and announcements, the effects and the sound, and the bests. It is built from
 * plain data (the {@link BoardSettings} a new game takes, the element to report to, the input
 * sources to quiet) and runs on the page's frame clock; its host reads values (`status`, `game`,
 * `shown`, `hud`, `result`) and listens to the typed events it dispatches. Nothing calls back
 * into the host, so an element may compose one board (`<tetris-game>`) or several.
 *
 * Input: every source reports presses and releases stamped with their time on the clock; each is
 * played into the game once the tick grid has reached the frame its time belongs to.
 *
 * Lifecycle rules: a new game starts at frame 0, so a `start()` from inside an event listener
 * never fast-forwards; the old game's queued input and undelivered events are dropped; `start()`
 * builds (and so validates) the new game before it touches the running one, from the settings as
 * they are at that moment.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action, Game, Handling, Recorder, ReplayData } from '../../engine/index.js';
import type { FrameClock, Frame } from '../../clock/frame-clock.js';
import type { InputSink, InputSource } from '../../input/input-source.js';
import type { KeyAction } from '../../input/keymap.js';
import type { SoundController } from '../../audio/sound-controller.js';
import { gameEvent } from '../events.js';
import { Bests } from '../results/bests.js';
import type { GameResult } from '../screens/result-screen.js';
import type { HudFigures } from '../screens/hud.js';
import { ReplayPlayback, type WatchOptions, type WatchResult } from '../replay/replay-playback.js';
import { BoardTicks } from './board-ticks.js';
import type { Localizer } from '../strings/strings.js';
import type { CanvasView } from '../view/canvas-view.js';
import { BoardDisplay } from './board-display.js';
import { PagePresence } from './page-presence.js';
import { BoardStates, type GameStatus } from './board-states.js';
import { LiveGame, type BoardSettings, type StartOptions } from './live-game.js';
import { snapshotOf, type GameSnapshot } from './snapshot.js';

export type { BoardSettings, StartOptions } from './live-game.js';

type BoardHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

export class PlayerBoard implements ReactiveController, InputSink {
  /** The settings the next game is made from; set them before `start()`, `restart()` or `reset()`. */
  settings: BoardSettings;
  /** The language of announcements. */
  localizer: Localizer;
  /** Sound, once loaded (the element loads it when sound is first switched on). */
  sound?: SoundController;
  readonly states: BoardStates;
  private readonly display: BoardDisplay;

  private status_: Exclude<GameStatus, 'replay'> = 'idle';
  private readonly live: LiveGame;
  private lastOptions: StartOptions = {};
  private readonly bests = new Bests();
  private playback?: { readonly run: ReplayPlayback; readonly off: () => void };
  private readonly ticks: BoardTicks;
  private readonly sources: readonly InputSource[];
  /** Changes on every start, pause and stop, so a frame whose steps changed the game ends there. */
  private generation = 0;
  private readonly presence: PagePresence;

  constructor(
    private readonly host: BoardHost,
    init: {
      settings: BoardSettings;
      localizer: Localizer;
      /** The clock of every board on the page. */
      clock: FrameClock;
      /** The host's custom states (none in simulated DOMs, or for a board that is one of several). */
      states?: CustomStateSet;
      /** Sources to quiet when the game stops taking input. */
      sources: readonly InputSource[];
    },
  ) {
    this.settings = init.settings;
    this.localizer = init.localizer;
    this.ticks = new BoardTicks(init.clock, { step: this.step, draw: this.draw });
    this.sources = init.sources;
    this.states = new BoardStates(init.states);
    this.live = new LiveGame(host, init.localizer, this.settings);
    this.display = new BoardDisplay(host, this.states, init.clock, this.live.game);
    host.addController(this);
    this.presence = new PagePresence(host, this.away);
    this.live.install(this.live.recorded, [this.view.effects]);
  }

  // ---------------------------------------------------------------- values

  /** `'idle' | 'playing' | 'paused' | 'over' | 'replay'`. */
  get status(): GameStatus {
    return this.playback ? 'replay' : this.status_;
  }

  /** The live game (or the start screen's). Read it; drive it only through the board. */
  get game(): Game {
    return this.live.game;
  }

  /** What the board shows: the replay playing back, else the live game. */
  get shown(): Game {
    return this.playback?.run.game ?? this.game;
  }

  /** The figures of the shown game, as last drawn. */
  get hud(): HudFigures {
    return this.display.figures;
  }

  /** The canvas (its size, theme, words and effects). */
  get view(): CanvasView {
    return this.display.view;
  }

  /** The last game finished, for the result screen. */
  get result(): GameResult | undefined {
    return this.bests.last;
  }

  /** The latest announcement for the live region. */
  get announcement(): string {
    return this.live.reporter.announcement;
  }

  /** The playback's state, for its controls; undefined when no replay plays. */
  get replaying(): { readonly paused: boolean; readonly speed: number } | undefined {
    return this.playback?.run;
  }

  /** The current game's replay: its options and input log, for `verify()` or `watch()`. */
  get replay(): ReplayData {
    return this.live.recorded.replay;
  }

  get snapshot(): GameSnapshot {
    return snapshotOf(this.game, this.status_);
  }

  /** The clock's scheduler. */
  get scheduler(): FrameClock['scheduler'] {
    return this.ticks.clock.scheduler;
  }

  /** Moves to another clock (a new scheduler); a running game counts its frames on the new one. */
  setClock(clock: FrameClock): void {
    if (clock === this.ticks.clock) return;
    this.ticks.moveTo(clock);
    this.view.clock = clock;
    this.syncClock();
  }

  // ---------------------------------------------------------------- lifecycle

  /**
   * Starts a new game at frame 0 from the current settings (the start screen's game when it was
   * made from them). Builds the game first: bad options throw and leave the running game as it was.
   */
  start(options: StartOptions = {}): void {
    const fresh = this.status_ === 'idle' && this.game.frame === 0 && Object.keys(options).length === 0 && this.live.madeFrom(this.settings);
    const recorder = fresh ? this.live.recorded : this.live.make(this.settings, options);
    this.stopWatching();
    this.lastOptions = options;
    if (!fresh) this.install(recorder);
    this.releaseInputs();
    this.setStatus('playing');
    this.live.reporter.dispatch(gameEvent('game-start', { level: recorder.game.level, seed: this.live.made.seed }));
    this.requestDraw();
  }

  /** A new game at once, from the same starting position as the last `start()`. */
  restart(): void {
    this.start(this.lastOptions);
  }

  pause(): void {
    if (this.status_ !== 'playing') return;
    this.releaseInputs();
    this.setStatus('paused');
    this.live.reporter.dispatch(gameEvent('game-pause', {}));
  }

  resume(): void {
    if (this.status_ !== 'paused') return;
    this.setStatus('playing');
    this.live.reporter.dispatch(gameEvent('game-resume', {}));
  }

  /** Back to the start screen with a fresh board from the current settings. Fires no event. */
  reset(): void {
    this.stopWatching();
    this.releaseInputs();
    this.install(this.live.make(this.settings, {}));
    this.lastOptions = {};
    this.setStatus('idle');
    this.requestDraw();
  }

  /** The settings changed before play: the start screen shows a game made from them. */
  refreshIdleGame(): void {
    if (this.status_ !== 'idle' || this.live.madeFrom(this.settings)) return;
    this.install(this.live.make(this.settings, {}));
    this.requestDraw();
  }

  /** Handling changed: the game in play takes it at once. */
  setHandling(handling: Partial<Handling>): void {
    this.settings = { ...this.settings, handling };
    this.live.setHandling(handling);
  }

  // ---------------------------------------------------------------- replays

  /**
   * Plays `replay` back on the board (a game in play pauses). Rejects with the engine's
   * TypeError/RangeError for a malformed replay, before anything changes.
   */
  watch(replay: ReplayData | string, options: WatchOptions = {}): Promise<WatchResult> {
    let run: ReplayPlayback;
    try {
      run = new ReplayPlayback(replay, options);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    this.pause();
    this.stopWatching();
    this.playback = { run, off: this.view.effects.attach(run.game) };
    this.changed();
    this.requestDraw();
    return run.done;
  }

  /** Ends playback now; `watch()` resolves with `stopped: true`. */
  stopWatching(): void {
    if (this.playback) this.endPlayback(true);
  }

  togglePlayback(): void {
    if (!this.playback) return;
    this.playback.run.paused = !this.playback.run.paused;
    this.changed();
  }

  setPlaybackSpeed(speed: number): void {
    this.playback?.run.withSpeed(speed);
    this.host.requestUpdate();
  }

  // ---------------------------------------------------------------- input

  /** {@link InputSink}: the player's presses and releases, in order, with their times. */
  input(action: KeyAction, down: boolean, timeStamp: number): void {
    if (this.playback) {
      // The player's input is off during a replay; start and pause pause it.
      if (down && (action === 'start' || action === 'pause')) this.togglePlayback();
      return;
    }
    if (action === 'start' || action === 'pause' || action === 'restart') {
      if (down) this.command(action);
      return;
    }
    if (this.status_ !== 'playing') return;
    this.live.push(action, down, this.ticks.clock.eventTime(timeStamp));
    // Usually the input's frame has been reached: it applies now and shows in the next frame.
    if (this.deliver()) this.requestDraw();
  }

  /**
   * One button press applied at once, as a player would (for `controls="none"` and custom UIs).
   * Returns whether it changed anything; ignored unless a game is playing.
   */
  press(action: Action): boolean {
    if (this.status_ !== 'playing') return false;
    const ok = this.live.press(action, this.ticks.clock.now());
    this.sound?.pressed(action, ok);
    this.flush();
    this.requestDraw();
    return ok;
  }

  /** Undo (`redo`: redo) one placed piece of a game that keeps its steps (from a setup, or zen), while it is played or paused. */
  travel(redo: boolean): boolean {
    if (this.status_ !== 'playing' && this.status_ !== 'paused') return false;
    const ok = this.live.travel(redo);
    if (ok) {
      this.requestDraw();
      this.host.requestUpdate();
    }
    return ok;
  }

  private command(action: 'start' | 'pause' | 'restart'): void {
    if (action === 'restart') this.restart();
    else if (action === 'start') {
      if (this.status_ === 'paused') this.resume();
      else if (this.status_ !== 'playing') this.start();
    } else if (this.status_ === 'playing') this.pause();
    else this.resume();
  }

  /** Releases every button held in the game and forgets the sources' presses in progress. */
  private releaseInputs(): void {
    for (const source of this.sources) source.releaseAll?.();
    this.live.release();
  }

  /** Plays the input whose frame has been reached into the game; true if any was. */
  private deliver(): boolean {
    if (!this.live.deliver(this.ticks.reached)) return false;
    this.flush();
    return true;
  }

  // ---------------------------------------------------------------- frames

  /** The step phase: the live game's due frames, or the replay's. */
  private readonly step = (frame: Frame) => {
    const playback = this.playback;
    if (playback) {
      if (!playback.run.advance(frame.ticks)) this.endPlayback(false);
      return;
    }
    if (this.status_ !== 'playing') return;
    const generation = this.generation;
    while (this.ticks.owed(frame.tick) > 0) {
      this.live.deliver(this.ticks.reached);
      // A step that ended, restarted or paused the game ends this frame: nothing fast-forwards.
      if (generation !== this.generation) return;
      this.live.tick();
      this.flush();
      if (generation !== this.generation) return;
      this.ticks.stepped();
    }
  };

  /** The draw phase: late input, the canvas, the HUD's figures. */
  private readonly draw = () => {
    if (this.status_ === 'playing' && !this.playback) this.deliver();
    this.drawNow();
  };

  private drawNow(): void {
    this.display.draw(this.shown, this.localizer);
    this.syncClock();
  }

  /** The game changed outside a display frame: drawn in the next one, or at once when none comes. */
  private requestDraw(): void {
    this.view.markDirty();
    if (!this.ticks.running) this.drawNow();
  }

  /** The HUD's clock after the host rendered its HUD anew. */
  hostUpdated(): void {
    this.display.showClock(this.localizer);
  }

  /** On the clock while a game runs, a replay moves or an effect plays, and the board is on the page. */
  private syncClock(): void {
    const onPage = this.host.isConnected;
    const moving = this.playback ? !this.playback.run.paused : this.status_ === 'playing';
    this.ticks.sync(onPage && moving, onPage && this.display.animating);
  }

  // ---------------------------------------------------------------- the game

  /** Makes `recorder`'s game the board's game. */
  private install(recorder: Recorder): void {
    this.live.install(recorder, this.sound ? [this.view.effects, this.sound] : [this.view.effects]);
    this.generation++;
  }

  /** Sound was loaded: it follows the game in play from now on. */
  attachSound(sound: SoundController): void {
    this.sound = sound;
    this.live.follow(sound);
    sound.setPlaying(this.status === 'playing');
  }

  /** Dispatches what the engine reported (see `GameReporter`); ends the game when it is over. */
  private flush(): void {
    const reporter = this.live.reporter;
    reporter.localizer = this.localizer;
    const ended = reporter.flush();
    this.display.update(this.shown);
    if (!ended) return;
    this.releaseInputs();
    this.setStatus('over');
    reporter.gameOver(this.bests.finish(this.settings.storageKey, this.game));
    this.requestDraw();
  }

  private endPlayback(stopped: boolean): void {
    const playback = this.playback!;
    this.playback = undefined;
    playback.off();
    this.changed();
    this.requestDraw();
    playback.run.end(stopped);
  }

  private setStatus(status: Exclude<GameStatus, 'replay'>): void {
    if (status === this.status_) return;
    this.status_ = status;
    this.generation++;
    this.changed();
  }

  /** Status or playback changed: the states, the music, the clock and the host's rendering. */
  private changed(): void {
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
    if (this.playback && !this.playback.run.paused) this.togglePlayback();
  };
}
