/**
 * The game a player plays on a board: the engine's `Game` driven through a `Recorder` (so its
 * replay holds exactly what the player did), the queue of the player's input waiting for its
 * frame, and the reporter that turns the game's events into the element's. It knows nothing of
 * frames, screens or status: the board asks it to make a game, feed input, step and report.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import { Recorder, type Action, type Game, type GameOptions, type Handling, type Mode, type VersusSettings } from '../../engine/index.js';
import { InputQueue, type PressOutcome } from '../../input/input-queue.js';
import type { Localizer } from '../../ui/strings/strings.js';
import { GameReporter } from './game-reporter.js';

/** What a new game is made from: the element's settings at the moment it starts. */
export interface BoardSettings {
  /** Unset: a random seed for every game. */
  readonly seed?: number;
  readonly level: number;
  readonly mode: Mode;
  /** Unset: the mode's default goal. */
  readonly goal?: number;
  readonly handling: Partial<Handling>;
  /** Where the bests are kept ('' keeps them for this visit only). */
  readonly storageKey: string;
  /** A versus game's rules (the `versus` attribute, once its part has loaded); unset: single-player. */
  readonly versus?: VersusSettings;
}

/**
 * A custom starting position for `start()`: puzzles, tutorials and tests. `seed` and `level`
 * default to the settings; `undo` keeps every placed piece for `undo()` (always on in zen);
 * `countdown` counts 3, 2, 1 first (always on in sprint and ultra).
 */
export type StartOptions = Pick<GameOptions, 'seed' | 'level' | 'lines' | 'board' | 'hiddenRows' | 'queue' | 'hold' | 'undo' | 'countdown'>;

/** Something that follows every game the board plays (effects, sound): returns its unsubscriber. */
export interface GameFollower {
  attach(game: Game): () => void;
}

const HANDLING_FIELDS = ['das', 'arr', 'softDrop', 'are', 'rotate180', 'dcd'] as const;

export class LiveGame {
  readonly reporter: GameReporter;
  /** The settings and seed the current game was made from. */
  made: { readonly settings: BoardSettings; readonly seed: number };
  private recorder: Recorder;
  private readonly queue = new InputQueue();
  private unsubscribe: readonly (() => void)[] = [];

  constructor(host: ReactiveControllerHost & HTMLElement, localizer: Localizer, settings: BoardSettings) {
    this.reporter = new GameReporter(host, localizer);
    this.made = { settings, seed: 0 };
    this.recorder = this.make(settings, {});
  }

  get game(): Game {
    return this.recorder.game;
  }

  get recorded(): Recorder {
    return this.recorder;
  }

  /** Builds a recorded game from `settings` and `options`; throws on a bad option, changing nothing. */
  make(settings: BoardSettings, options: StartOptions): Recorder {
    const requested = options.seed ?? settings.seed;
    const seed = requested !== undefined ? requested >>> 0 : crypto.getRandomValues(new Uint32Array(1))[0];
    const recorder = new Recorder(this.optionsFor(settings, options, seed));
    this.made = { settings, seed };
    return recorder;
  }

  /** The engine options of a game from `settings` and `options`. */
  private optionsFor(settings: BoardSettings, options: StartOptions, seed: number): GameOptions {
    const { mode, goal, handling, level, versus } = settings;
    // Zen keeps its steps for undo, unless it is a versus game (whose garbage no step holds).
    const undo = options.undo ?? ((mode === 'zen' && !versus) || undefined);
    // Races against the clock start on Go (a versus match counts down before its rounds itself).
    const countdown = options.countdown ?? ((!versus && (mode === 'sprint' || mode === 'ultra')) || undefined);
    return { ...options, seed, level: options.level ?? level, handling, mode, goal, undo, countdown, versus };
  }

  /** Whether the current game was made from `settings` (the start screen's game may then be played). */
  madeFrom(settings: BoardSettings): boolean {
    const made = this.made.settings;
    const handling = HANDLING_FIELDS.every((name) => made.handling[name] === settings.handling[name]);
    return handling && made.seed === settings.seed && made.level === settings.level && made.mode === settings.mode && made.goal === settings.goal && made.versus === settings.versus;
  }

  /** Plays `recorder`'s game from now on: reported, followed, with a clean queue. */
  install(recorder: Recorder, followers: readonly GameFollower[]): void {
    this.recorder = recorder;
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [...this.reporter.follow(recorder.game), ...followers.map((follower) => follower.attach(recorder.game))];
    this.queue.clear();
  }

  /** Another follower from now on (sound, once loaded). */
  follow(follower: GameFollower): void {
    this.unsubscribe = [...this.unsubscribe, follower.attach(this.game)];
  }

  setHandling(handling: Partial<Handling>): void {
    this.recorder.setHandling(handling);
  }

  /** Queues a press or release at `time` (on the clock). */
  push(action: Action, down: boolean, time: number): void {
    this.queue.push(action, down, time);
  }

  /** Plays the queued input whose frame has been `reached` into the game, telling `outcome` what each press did; true if any was played. */
  deliver(reached: (time: number) => boolean, outcome?: PressOutcome): boolean {
    const waiting = this.queue.size;
    if (waiting === 0) return false;
    this.queue.deliver(this.recorder, reached, outcome);
    return this.queue.size !== waiting;
  }

  /** One press and release of `action` now, after any input still waiting; whether it changed anything. */
  press(action: Action, now: number): boolean {
    this.queue.deliver(this.recorder, () => true);
    this.queue.push(action, true, now);
    this.queue.push(action, false, now);
    const result = this.queue.deliver(this.recorder, () => true) as ReturnType<Game['down']> | undefined;
    return result?.ok === true;
  }

  /** Takes back the last placed piece (`redo`: places it again), logged; buttons held are let go. False when there is none or the game keeps no steps. */
  travel(redo: boolean): boolean {
    const game = this.recorder.game;
    if (!(redo ? game.canRedo : game.canUndo)) return false;
    this.release();
    return redo ? this.recorder.redo() : this.recorder.undo();
  }

  /** One 60 Hz frame of the game. */
  tick(): void {
    this.recorder.tick();
  }

  /** Releases every button held in the game and forgets the queued input. */
  release(): void {
    this.queue.releaseAll(this.recorder);
    this.queue.clear();
  }
}
