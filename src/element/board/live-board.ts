/**
 * The live side of a player's board: the game the player plays, its status (idle, playing, paused,
 * over), starting, pausing and resetting it, the player's input played into it, its frames
 * stepped on the tick grid, and its end (the bests). `PlayerBoard` (player-board.ts) builds on it
 * with what the board shows (canvas, HUD, states), a replay played back on it and the page.
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
import type { ReactiveControllerHost } from 'lit';
import type { Action, Game, Handling, Recorder } from '../../engine/index.js';
import type { Frame, PageClock } from '../../clock/page-clock.js';
import type { InputSource } from '../../input/input-source.js';
import type { KeyAction } from '../../input/keymap.js';
import type { SoundController } from '../../audio/sound-controller.js';
import { gameEvent } from '../events.js';
import type { Bests } from '../results/bests.js';
import type { GameResult } from '../screens/result-screen.js';
import type { Localizer } from '../../ui/strings/strings.js';
import { BoardTicks } from '../../board/board-ticks.js';
import type { GameStatus } from '../../board/board-states.js';
import { LiveGame, type BoardSettings, type GameFollower, type StartOptions } from './live-game.js';
import { snapshotOf, type GameSnapshot } from './snapshot.js';

export type LiveStatus = Exclude<GameStatus, 'replay'>;

export abstract class LiveBoard {
  /** The settings the next game is made from; set them before `start()`, `restart()` or `reset()`. */
  settings: BoardSettings;
  /** The language of announcements. */
  localizer: Localizer;
  /** Sound, once loaded (the element loads it when sound is first switched on). */
  sound?: SoundController;

  protected status_: LiveStatus = 'idle';
  protected readonly live: LiveGame;
  protected readonly ticks: BoardTicks;
  /** Changes on every start, pause and stop, so a frame whose steps changed the game ends there. */
  protected generation = 0;
  private lastOptions: StartOptions = {};
  /** The bests, once loaded (right after the first frame). */
  private bests?: Bests;
  private readonly sources: readonly Pick<InputSource, 'releaseAll'>[];

  constructor(
    protected readonly host: ReactiveControllerHost & HTMLElement,
    init: {
      settings: BoardSettings;
      localizer: Localizer;
      /** The clock of every board on the page. */
      clock: PageClock;
      /** Sources to quiet when the game stops taking input. */
      sources: readonly Pick<InputSource, 'releaseAll'>[];
    },
  ) {
    this.settings = init.settings;
    this.localizer = init.localizer;
    this.sources = init.sources;
    this.ticks = new BoardTicks(init.clock, { step: (frame) => this.step(frame), draw: () => this.draw() });
    this.live = new LiveGame(host, init.localizer, this.settings);
  }

  // What the board around the live game provides (player-board.ts).
  /** The board's status, `'replay'` included. */
  abstract get status(): GameStatus;
  /** What the board shows: a replay playing back, else the live game. */
  abstract get shown(): Game;
  /** Ends a replay playing back (a new game ends it). */
  abstract stopWatching(): void;
  /** The effects, which follow every game the board plays. */
  protected abstract get effects(): GameFollower;
  /** The step phase of a display frame. */
  protected abstract step(frame: Frame): void;
  /** The draw phase of a display frame. */
  protected abstract draw(): void;
  /** The game changed outside a display frame. */
  protected abstract requestDraw(): void;
  /** The game reported events: the figures shown follow. */
  protected abstract reported(): void;
  /** The status changed. */
  protected abstract changed(): void;

  /** The live game (or the start screen's). Read it; drive it only through the board. */
  get game(): Game {
    return this.live.game;
  }

  /** The last game finished, for the result screen. */
  get result(): GameResult | undefined {
    return this.bests?.last;
  }

  /** The latest announcement for the live region. */
  get announcement(): string {
    return this.live.reporter.announcement;
  }

  get snapshot(): GameSnapshot {
    return snapshotOf(this.game, this.status_);
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

  // ---------------------------------------------------------------- input

  /** The player's press or release (no replay playing): commands act at once, moves wait for their frame. */
  protected inputLive(action: KeyAction, down: boolean, timeStamp: number): void {
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

  /** What a delivered press did: a rotation that found no room buzzes. */
  private readonly pressOutcome = (action: Action, ok: boolean) => this.sound?.pressed(action, ok);

  /** Plays the input whose frame has been reached into the game; true if any was. */
  protected deliver(): boolean {
    if (!this.live.deliver(this.ticks.reached, this.pressOutcome)) return false;
    this.flush();
    return true;
  }

  // ---------------------------------------------------------------- the game

  /** The step phase for the live game: its due frames. */
  protected stepLive(frame: Frame): void {
    if (this.status_ !== 'playing') return;
    const generation = this.generation;
    while (this.ticks.owed(frame.tick) > 0) {
      this.live.deliver(this.ticks.reached, this.pressOutcome);
      // A step that ended, restarted or paused the game ends this frame: nothing fast-forwards.
      if (generation !== this.generation) return;
      this.live.tick();
      this.flush();
      if (generation !== this.generation) return;
      this.ticks.stepped();
    }
  }

  /** Makes `recorder`'s game the board's game. */
  private install(recorder: Recorder): void {
    this.live.install(recorder, this.sound ? [this.effects, this.sound] : [this.effects]);
    this.generation++;
  }

  /** The bests have loaded: games that end from now on count. */
  attachBests(bests: Bests): void {
    this.bests ??= bests;
  }

  /** Sound was loaded: it follows the game in play from now on. */
  attachSound(sound: SoundController): void {
    this.sound = sound;
    this.live.follow(sound);
    sound.setPlaying(this.status === 'playing');
  }

  /** Dispatches what the engine reported (see `GameReporter`); ends the game when it is over. */
  protected flush(): void {
    const reporter = this.live.reporter;
    reporter.localizer = this.localizer;
    const ended = reporter.flush();
    this.reported();
    if (!ended) return;
    this.releaseInputs();
    this.setStatus('over');
    reporter.gameOver(this.bests?.finish(this.settings.storageKey, this.game) ?? null);
    this.requestDraw();
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status_) return;
    this.status_ = status;
    this.generation++;
    this.changed();
  }
}
