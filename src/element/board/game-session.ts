/**
 * The game session: everything between the player's input and the page's events, for one
 * `<tetris-game>`. It owns the engine's `Game` and its subscriptions, the input queue, the game
 * loop and the lifecycle (start, restart, pause, resume, reset); a `GameReporter` turns the game
 * into the element's DOM events and announcements. The element only wires: its input sources
 * report to {@link GameSession.input}, and it reads {@link GameSession.hud},
 * {@link GameSession.status} and {@link GameSession.game} to render.
 *
 * Input model: every source reports presses and releases stamped with their time on the loop's
 * clock. The {@link InputQueue} keeps them in order; each is played into the game (`down`/`up`)
 * once the loop has reached the game frame its time belongs to, before that frame's tick. An input
 * whose frame has been reached already (the usual case) applies at once.
 *
 * The game is driven through a `Recorder`, so {@link GameSession.replay} holds exactly what the
 * player did (every press and release at its frame, every tick, every handling change).
 *
 * Lifecycle rules: a new game starts at frame 0 on a fresh loop, so a `start()` from inside an
 * event listener never fast-forwards; the old game's queued input and undelivered events are
 * dropped; `start()` builds (and so validates) the new game before it touches the running one.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Recorder, type Action, type Game, type GameOptions, type Handling, type Mode, type PieceType, type ReplayData, type Rotation } from '../../engine/index.js';
import { InputQueue } from '../../input/input-queue.js';
import type { InputSink } from '../../input/input-source.js';
import type { KeyAction } from '../../input/keymap.js';
import { gameEvent } from '../events.js';
import { GameLoopController } from './game-loop-controller.js';
import { GameReporter, type Hud } from './game-reporter.js';
import type { Scheduler } from '../../clock/scheduler.js';
import type { Localizer } from '../strings/strings.js';

/** `replay`: the element is playing a replay back (see `ReplayViewer`); the session itself never is. */
export type GameStatus = 'idle' | 'playing' | 'paused' | 'over' | 'replay';

/**
 * A custom starting position for `start()`: puzzles, tutorials and tests. `seed` and `level`
 * default to the attributes.
 */
export type StartOptions = Pick<GameOptions, 'seed' | 'level' | 'lines' | 'board' | 'hiddenRows' | 'queue' | 'hold'>;

/** A plain snapshot of the game, for a host's own HUD, tests or analytics. */
export interface GameSnapshot {
  status: GameStatus;
  /** The 20 visible rows, top first: '.' empty, locked cells as their piece letter. */
  board: string[];
  active: { type: PieceType; rotation: Rotation; x: number; y: number; cells: [number, number][] } | null;
  ghost: [number, number][];
  hold: PieceType | null;
  canHold: boolean;
  next: PieceType[];
  score: number;
  level: number;
  lines: number;
}

/** What a session needs from the element it serves. */
export interface SessionCallbacks {
  /** The element's settings for a new game: seed (unset: random), starting level, handling, mode and goal (unset: the mode's). */
  gameSettings(): { seed?: number; level: number; handling: Partial<Handling>; mode: Mode; goal?: number };
  /** The game just ended, before `game-over` is sent: returns the player's best before it (or null). */
  ended(game: Game): number | null;
  /** Subscribes the presentation (effects, audio) to a new game; returns the unsubscribers. */
  attach(game: Game): readonly (() => void)[];
  /** The status changed (custom states, music). */
  statusChanged(status: GameStatus): void;
  /** `press()` was applied: `ok` = it changed something. */
  pressed(action: Action, ok: boolean): void;
  /** Polled sources (gamepads) report their input, at the start of each display frame. */
  poll(now: number): void;
  /** Input sources forget presses in progress (pause, blur, a new game). */
  releaseSources(): void;
  /** The game changed outside a display frame: draw it (at once, or in the next frame). */
  requestDraw(): void;
  /** A display frame after the game frames ran: draw if anything changed. */
  draw(): void;
  /** First look at each action: true = taken (a settings panel over the game takes them all). */
  intercept(action: KeyAction, down: boolean): boolean;
  /** The element's language, for announcements. */
  localizer(): Localizer;
}

export class GameSession implements ReactiveController, InputSink {
  /** `'idle' | 'playing' | 'paused' | 'over'`. */
  get status(): GameStatus {
    return this.status_;
  }
  private status_: GameStatus = 'idle';
  /** The game in play (or on the start screen). Read it; drive it only through the session. */
  get game(): Game {
    return this.recorder.game;
  }
  /** Drives the game and logs every command, for {@link replay}. */
  private recorder: Recorder;
  /** The seed the current game was dealt from. */
  private seed = 0;
  /** What the HUD shows; updated at most once per frame. */
  get hud(): Hud {
    return this.reporter.hud;
  }
  /** The latest announcement for the live region. */
  get announcement(): string {
    return this.reporter.announcement;
  }

  private readonly loop: GameLoopController;
  private readonly queue = new InputQueue();
  private lastOptions: StartOptions = {};
  private readonly reporter: GameReporter;
  private unsubscribe: readonly (() => void)[] = [];
  private detachTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly callbacks: SessionCallbacks,
    scheduler: Scheduler,
  ) {
    host.addController(this);
    this.reporter = new GameReporter(host, () => callbacks.localizer());
    this.loop = new GameLoopController(
      host,
      {
        frameStart: (now) => callbacks.poll(now),
        step: () => this.step(),
        draw: () => {
          this.deliver();
          callbacks.draw();
        },
        interrupted: () => this.pause(),
      },
      scheduler,
    );
    this.recorder = this.install(this.create({}));
  }

  /** The clock the loop runs on. */
  get scheduler(): Scheduler {
    return this.loop.scheduler;
  }
  set scheduler(scheduler: Scheduler) {
    this.loop.setScheduler(scheduler);
  }

  /** The game loop is running (playing, and on the page). */
  get running(): boolean {
    return this.loop.isRunning;
  }

  /** The current game's replay: its options and input log, for `verify()` or a replay viewer. */
  get replay(): ReplayData {
    return this.recorder.replay;
  }

  /** A plain snapshot of the board, pieces and counters. */
  get snapshot(): GameSnapshot {
    const game = this.game;
    const active = game.active;
    return {
      status: this.status_,
      board: game.rows(),
      active: active
        ? { type: active.type, rotation: active.rotation, x: active.x, y: active.y, cells: active.cells.map(([x, y]) => [x, y]) }
        : null,
      ghost: game.ghost.map(([x, y]) => [x, y]),
      hold: game.hold,
      canHold: game.canHold,
      next: [...game.next],
      score: game.score,
      level: game.level,
      lines: game.lines,
    };
  }

  // ---------------------------------------------------------------- lifecycle

  /**
   * Starts a new game at frame 0 (the start screen's game when nothing was played yet). Builds
   * the game first: bad options throw and leave the running game as it was.
   */
  start(options: StartOptions = {}): void {
    const fresh = this.status_ === 'idle' && this.game.frame === 0 && Object.keys(options).length === 0;
    const recorder = fresh ? this.recorder : this.create(options);
    this.lastOptions = options;
    if (recorder !== this.recorder) this.recorder = this.install(recorder);
    this.releaseInputs();
    this.setStatus('playing');
    this.loop.start();
    this.reporter.dispatch(gameEvent('game-start', { level: recorder.game.level, seed: this.seed }));
    this.callbacks.requestDraw();
  }

  /** A new game at once, from the same starting position as the last `start()`. */
  restart(): void {
    this.start(this.lastOptions);
  }

  pause(): void {
    if (this.status_ !== 'playing') return;
    this.releaseInputs();
    this.loop.stop();
    this.setStatus('paused');
    this.reporter.dispatch(gameEvent('game-pause', {}));
  }

  resume(): void {
    if (this.status_ !== 'paused') return;
    this.setStatus('playing');
    this.loop.start();
    this.reporter.dispatch(gameEvent('game-resume', {}));
  }

  /** Back to the start screen with a fresh board. Fires no event. */
  reset(): void {
    this.loop.stop();
    this.releaseInputs();
    this.recorder = this.install(this.create({}));
    this.lastOptions = {};
    this.setStatus('idle');
    this.callbacks.requestDraw();
  }

  /** A new start-screen game, when the settings it depends on (level, seed) change before play. */
  refreshIdleGame(): void {
    if (this.status_ !== 'idle') return;
    this.recorder = this.install(this.create({}));
    this.callbacks.requestDraw();
  }

  /** Handling changed: the game in play takes it at once. */
  setHandling(handling: Partial<Handling>): void {
    this.recorder.setHandling(handling);
  }

  // ---------------------------------------------------------------- input

  /** {@link InputSink}: every source's presses and releases, in order, with their times. */
  input(action: KeyAction, down: boolean, timeStamp: number): void {
    if (this.callbacks.intercept(action, down)) return;
    if (action === 'start' || action === 'pause' || action === 'restart') {
      if (down) this.command(action);
      return;
    }
    if (this.status_ !== 'playing') return;
    const scheduler = this.loop.scheduler;
    const time = scheduler.eventTime ? scheduler.eventTime(timeStamp) : scheduler.now();
    this.queue.push(action, down, time);
    // Usually the input's frame has been reached: it applies now and shows in the next frame.
    if (this.deliver()) this.callbacks.requestDraw();
  }

  /**
   * One button press applied at once, as a player would (for `controls="none"` and custom UIs).
   * Returns whether it changed anything; ignored unless a game is playing.
   */
  press(action: Action): boolean {
    if (this.status_ !== 'playing') return false;
    // Input still waiting for its frame happened before this press.
    this.queue.deliver(this.recorder, () => true);
    const now = this.loop.scheduler.now();
    this.queue.push(action, true, now);
    this.queue.push(action, false, now);
    const result = this.queue.deliver(this.recorder, () => true) as ReturnType<Game['down']> | undefined;
    const ok = result?.ok === true;
    this.callbacks.pressed(action, ok);
    this.flush();
    this.callbacks.requestDraw();
    return ok;
  }

  /** Releases every button held in the game and forgets the sources' presses in progress. */
  releaseInputs(): void {
    this.callbacks.releaseSources();
    this.queue.releaseAll(this.recorder);
    this.queue.clear();
  }

  private command(action: 'start' | 'pause' | 'restart'): void {
    if (action === 'restart') this.restart();
    else if (action === 'start') {
      if (this.status_ === 'paused') this.resume();
      else if (this.status_ !== 'playing') this.start();
    } else if (this.status_ === 'playing') this.pause();
    else this.resume();
  }

  /** Plays the input whose frame has been reached into the game; true if any was. */
  private deliver(): boolean {
    const waiting = this.queue.size;
    if (waiting === 0) return false;
    this.queue.deliver(this.recorder, (time) => this.loop.reached(time));
    if (this.queue.size === waiting) return false;
    this.flush();
    return true;
  }

  // ---------------------------------------------------------------- the game

  /** One 60 Hz frame: the input of this frame into the engine, the tick, then the events out. */
  private step(): void {
    const recorder = this.recorder;
    this.queue.deliver(recorder, (time) => this.loop.reached(time));
    if (this.recorder !== recorder || this.status_ !== 'playing') return;
    recorder.tick();
    this.flush();
  }

  /** Builds a recorded game from the element's settings and `options`; throws on a bad option. */
  private create(options: StartOptions): Recorder {
    const settings = this.callbacks.gameSettings();
    const requested = options.seed ?? settings.seed;
    const seed = requested !== undefined ? requested >>> 0 : crypto.getRandomValues(new Uint32Array(1))[0];
    const { mode, goal, handling } = settings;
    const recorder = new Recorder({ ...options, seed, level: options.level ?? settings.level, handling, mode, goal });
    this.seed = seed;
    return recorder;
  }

  /** Makes `recorder`'s game the session's game: subscriptions, a clean queue and counters. */
  private install(recorder: Recorder): Recorder {
    const game = recorder.game;
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [...this.reporter.follow(game), ...this.callbacks.attach(game)];
    this.queue.clear();
    return recorder;
  }

  /** Dispatches what the engine reported (see `GameReporter`); ends the game when it is over. */
  private flush(): void {
    if (!this.reporter.flush()) return;
    this.loop.stop();
    this.releaseInputs();
    this.setStatus('over');
    this.reporter.gameOver(this.callbacks.ended(this.game));
    this.callbacks.requestDraw();
  }

  private setStatus(status: GameStatus): void {
    if (status === this.status_) return;
    this.status_ = status;
    this.callbacks.statusChanged(status);
    this.host.requestUpdate();
  }

  // ---------------------------------------------------------------- the page

  /**
   * Taken off the page during this task, perhaps only to move to another parent: the focus loss
   * that comes with a move is no reason to pause.
   */
  get detaching(): boolean {
    return this.detachTimer !== undefined;
  }

  /** Off the page at the end of this task: pause. A move to another parent in one task goes on. */
  hostDisconnected(): void {
    if (this.detachTimer !== undefined) return;
    this.detachTimer = setTimeout(() => {
      this.detachTimer = undefined;
      if (!this.host.isConnected) this.pause();
    });
  }
}
