import { type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { Action, ReceiveGarbageOptions, ReplayData } from '../engine/index.js';
import { themeStyles } from '../themes/themes.js';
import { define as defineElement } from '../define.js';
import { PageClock } from '../clock/page-clock.js';
import type { Scheduler } from '../clock/scheduler.js';
import { BoardElement } from './board-element.js';
import type { StartOptions } from './board/player-board.js';
import type { GameStatus } from '../board/board-states.js';
import type { GameSnapshot } from './board/snapshot.js';
import type { SelfPlay } from './board/self-play.js';
import type { WatchOptions, WatchResult } from './replay/replay-playback.js';
import type { Puzzle } from '../practice/puzzle.js';
import { playsVersus, type VersusValue } from './versus/versus-value.js';
import { hintStyles } from './screens/hints.js';
import { hudStatsStyles, hudStyles } from '../ui/hud.js';
import { settingsGearStyles } from './settings/settings-gear.js';
import { isScheduler, warnRefused } from './settings/settings.js';
import { elementStyles } from './tetris-game.styles.js';

export type { GameStatus } from '../board/board-states.js';
export type { GameSnapshot } from './board/snapshot.js';
export type { StartOptions } from './board/player-board.js';
export type { WatchOptions, WatchResult } from './replay/replay-playback.js';

/**
 * A guideline Tetris game: 7-bag, hold, ghost, SRS with kicks, marathon gravity and guideline
 * scoring, with NES-style soft drop, DAS and entry delay.
 *
 * @summary An embeddable Tetris game.
 * @tagname tetris-game
 *
 * @fires score - The score changed (at most once per frame). Detail: `{ score, delta, level, lines }`.
 * @fires line-clear - Rows were cleared. Detail: `{ lines, rows, tSpin, backToBack, combo, perfectClear, points, totalLines, level }`.
 * @fires game-over - The game ended. Detail: `{ score, lines, level, pieces, time, reason, mode, goal, pps, best, stats }`.
 * @fires game-start - A new game started. Detail: `{ level, seed }`.
 * @fires game-pause - The game paused (by the player, on blur or on a hidden tab). Detail: `{}`.
 * @fires game-resume - The game resumed. Detail: `{}`.
 * @fires level-change - The level went up. Detail: `{ level }`.
 * @fires hold - A piece was put into the hold slot. Detail: `{ piece }`.
 * @fires puzzle-solved - The lock that met the `puzzle`'s goal. Detail: `{ pieces, lines }`.
 * @fires puzzle-failed - The `puzzle` can no longer be solved in this attempt. Detail: `{ reason, pieces, lines }` (`reason`: `'pieces'`, `'game-over'` or `'unreachable'`).
 * @fires attack - A clear of a `versus` game sent garbage: pass each of `chunks` to the opponent's `receiveGarbage()`. Detail: `{ id, lines, sent, cancelled, chunks, clear, frame }`.
 * @fires garbage - Incoming garbage of a `versus` game was queued, cancelled or entered the matrix. Detail: `{ kind, id, lines, column, frame }`.
 *
 * @slot start - Replaces the start screen.
 * @slot paused - Replaces the pause screen.
 * @slot game-over - Replaces the game-over screen.
 *
 * @csspart board - The canvas with the playfield, hold box and next queue.
 * @csspart hud - Score, level and lines as text.
 * @csspart overlay - The start, pause and game-over screens' backdrop.
 * @csspart button - The buttons on the overlays and in the settings panel.
 * @csspart settings-button - The gear button that opens the settings panel.
 * @csspart touch-buttons - The row of on-screen buttons (`touch-buttons`, touch screens only).
 * @csspart pause-button - The pause button in the corner of a touch screen while a game is played without the button row.
 * @csspart replay-bar - The "Replay" badge and playback controls shown while `watch()` plays a replay.
 * @csspart puzzle-goal - The `puzzle`'s goal, and once decided whether it was solved, beside the field.
 * @csspart garbage-meter - The incoming-garbage meter beside the field (`versus` games only).
 *
 * @cssstate idle - No game has started yet.
 * @cssstate playing - A game is running.
 * @cssstate paused - The game is paused.
 * @cssstate over - The game ended.
 * @cssstate replay - A replay is playing back (`watch()`).
 * @cssstate touch-buttons - On-screen buttons are on (they show on coarse-pointer devices only).
 * @cssstate layout-side - Hold and score left of the board, the next queue right of it (about as wide as tall, or wider).
 * @cssstate layout-stacked - Score, hold and next in a strip above the board (tall, narrow elements such as a phone in portrait).
 * @cssstate buttons-aside - The on-screen buttons are beside the board rather than under it (wide, short elements such as a phone in landscape).
 *
 * @cssprop [--tetris-background=#0d0f1a] - Behind everything.
 * @cssprop [--tetris-field=#05060c] - The playfield and preview boxes.
 * @cssprop [--tetris-grid=#181b2b] - Grid lines in the playfield.
 * @cssprop [--tetris-border=#3b4164] - Frames around the playfield and boxes.
 * @cssprop [--tetris-text=#eef0ff] - Text.
 * @cssprop [--tetris-muted=#8a90b8] - Labels.
 * @cssprop [--tetris-accent=#7c8cff] - Buttons, and the focus ring unless `--tetris-focus-ring` is set.
 * @cssprop [--tetris-focus-ring=var(--tetris-accent)] - Colour of the focus ring around the element.
 * @cssprop [--tetris-overlay=rgb(5 6 12 / 0.82)] - Behind the start, pause and game-over screens.
 * @cssprop [--tetris-ghost-opacity=0.28] - Opacity of the ghost piece.
 * @cssprop [--tetris-block-style=bevel] - `bevel`, `flat` or `nes`.
 * @cssprop [--tetris-block-outline] - Inner frame colour of `nes` blocks (the classic theme sets it).
 * @cssprop [--tetris-letters=off] - `on` draws each piece's letter on its blocks.
 * @cssprop [--tetris-font=system-ui] - Font family.
 * @cssprop [--tetris-piece-i=#2fd3e6] - I piece.
 * @cssprop [--tetris-piece-j=#3d6cf2] - J piece.
 * @cssprop [--tetris-piece-l=#f28c28] - L piece.
 * @cssprop [--tetris-piece-o=#f5d027] - O piece.
 * @cssprop [--tetris-piece-s=#4fd05a] - S piece.
 * @cssprop [--tetris-piece-t=#a64ef0] - T piece.
 * @cssprop [--tetris-piece-z=#ef3b47] - Z piece.
 * @cssprop [--tetris-garbage=#8d91a8] - Filled cells that belong to no piece.
 * @cssprop [--tetris-radius=12px] - Corner radius of the element.
 * @cssprop [--tetris-color-scheme=dark] - `dark` or `light`: the colour scheme of the settings dialog's form controls (the `light` theme sets `light`).
 */
export class TetrisGame extends BoardElement {
  static override styles = [themeStyles, elementStyles, hudStyles, settingsGearStyles, hudStatsStyles, hintStyles];

  /**
   * Registers the element as `tag` and returns the class registered (a subclass when this class already
   * has a tag), or undefined when the tag is taken by another class (with one console.warn).
   * `import 'tetris-game'` does `TetrisGame.define()`; a page whose `tetris-game` is taken calls
   * `TetrisGame.define('my-tetris')`.
   */
  static define(tag?: string): CustomElementConstructor | undefined {
    return defineElement(this, tag);
  }

  /** Makes the AudioContext when sound starts. Tests pass a factory of an `OfflineAudioContext` or a fake. */
  @property({ attribute: false })
  get audioContextFactory(): () => BaseAudioContext {
    return this.audioFactory;
  }
  set audioContextFactory(factory: () => BaseAudioContext) {
    if (typeof factory !== 'function') {
      warnRefused('audioContextFactory', factory, 'a function that returns an AudioContext or OfflineAudioContext', this.localName);
      return;
    }
    this.audioFactory = factory;
    if (this.board.sound) this.board.sound.createContext = factory;
  }

  /**
   * The clock the game runs on. Every element on the same scheduler shares one frame clock (one
   * display-frame callback for all of them). Tests and replays set a `ManualScheduler` to step
   * frames exactly.
   */
  @property({ attribute: false })
  get scheduler(): Scheduler {
    return this.board.scheduler;
  }
  set scheduler(scheduler: Scheduler) {
    // A bad clock would stop the game and even its removal: it is refused, the current one stays.
    if (!isScheduler(scheduler)) {
      warnRefused('scheduler', scheduler, 'an object with now(), request(callback) and cancel(handle) functions, such as a ManualScheduler', this.localName);
      return;
    }
    this.board.setClock(PageClock.of(scheduler));
    this.inputs.gamepad?.clockChanged();
  }

  /** `'idle' | 'playing' | 'paused' | 'over' | 'replay'`, also exposed as the CSS custom state `:state(playing)` etc. */
  get status(): GameStatus {
    return this.board.status;
  }

  get score(): number {
    return this.board.game.score;
  }

  get lines(): number {
    return this.board.game.lines;
  }

  /** A plain snapshot of the board, pieces and counters. */
  get state(): GameSnapshot {
    return this.board.snapshot;
  }

  /**
   * The current game's replay (`{ v, options, log, frames }`, JSON-safe): every press and release
   * at the frame it applied, so `replay()` or `verify()` from `tetris-game/engine` plays the same game.
   */
  get replay(): ReplayData {
    return this.board.replay;
  }

  /**
   * Plays a replay (`el.replay` or its JSON text) back on the board, with the player's input off,
   * a "Replay" badge, pause and speed controls, and `status` `'replay'`. A game in play pauses.
   * Resolves when playback ends (the replay's end, `stop`, or a new game); rejects with a
   * TypeError/RangeError for a malformed or oversized replay.
   */
  watch(replay: ReplayData | string, options: WatchOptions = {}): Promise<WatchResult> {
    return this.board.watch(replay, options);
  }

  /**
   * Starts a new game at frame 0 (from the start or game-over screen; restarts a running one),
   * optionally from a custom position, with the settings as they are now (properties set just
   * before count). Bad options throw a `RangeError`/`TypeError` naming the field, and the running
   * game goes on untouched. Called before the element is on the page, the game runs once it is.
   */
  start(options: StartOptions = {}): void {
    // A versus game waits for its part, loaded when `versus` was set (nothing of it is in the first frame).
    if (this.startWaits()) return this.linkVersus(() => this.start(options));
    this.board.settings = this.boardSettings();
    this.board.start(options);
  }

  /** Starts a new game at once from the same position as the last `start()` (the `restart` action), with the settings as they are now. */
  restart(): void {
    this.board.settings = this.boardSettings();
    this.board.restart();
  }

  pause(): void {
    this.board.pause();
  }

  resume(): void {
    this.board.resume();
  }

  /** Back to the start screen with a fresh board, with the settings as they are now. Fires no event. */
  reset(): void {
    this.board.settings = this.boardSettings();
    this.board.reset();
  }

  /**
   * Applies one button press (and its release) at once, as a player would (for
   * `controls="none"` and custom UIs). Returns whether it changed anything; ignored unless a game
   * is playing.
   */
  press(action: Action): boolean {
    return this.board.press(action);
  }

  /**
   * A position to practise from: a fumen (`v115@…` or `v110@…`; a quiz comment
   * `#Q=[hold](current)next…` gives the queue) or a `board?queue` map. Setting it starts a game
   * from it once read (the reader loads on first use), in which undo and redo work, and `restart()`
   * goes back to it. A string it cannot read logs one warning and leaves the game as it is.
   */
  @property() setup = '';

  /**
   * The board plays itself at this difficulty (`easy`, `medium`, `hard` or `expert`; see the bot's
   * table in the README): it starts a game, plays it on its keys as a person would and starts again
   * after a game over. The first key or tap of a person hands the game over to them. The bot loads
   * when first asked for. Unset: no bot; another value logs one warning and plays nothing.
   */
  @property() bot = '';

  /**
   * A puzzle to solve: `{ setup, lines?, perfectClear?, tSpin?, pieces? }` (a setup as `setup`
   * takes, and a goal: clear `lines` lines, a perfect clear, a T-spin `'single' | 'double' |
   * 'triple'`, within `pieces` pieces; unset, the pieces the setup deals), or the id of a built-in
   * one (`tki`, `pco`, `grace`, `tst`; also as the attribute). Setting it starts a game from the setup once
   * read (the part loads on first use) and shows the goal; every lock is judged and the attempt
   * ends with `puzzle-solved` or `puzzle-failed`; Retry (the `restart` action, R) starts it again at
   * once. A value it cannot use logs one warning and leaves the game as it is; empty ends the puzzle.
   */
  @property() puzzle: Puzzle | string | null = null;

  /**
   * Plays versus games: clears send attacks (`attack` events) and garbage from an opponent
   * (`receiveGarbage()`) rises into the matrix, with a meter beside the field. The attribute names
   * the rules (`guideline` when empty, `tetrio`, `jstris`); the property also takes the engine's
   * option `{ rules, delay, cap, messiness }`. It takes effect with the next game; the part that
   * plays it loads when first set. A bad value plays the guideline rules with one warning.
   */
  @property() versus: VersusValue = null;

  /**
   * Queues `lines` of garbage from an opponent in a `versus` game (each of its `attack` event's
   * `chunks`, with the event's `id`), logged in the replay at its frame. Dropped before the first
   * game; bad arguments, or a game that is not versus, log one warning and change nothing.
   */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (this.versusLink) this.versusLink.receive(lines, options);
    else if (!playsVersus(this.versus)) console.warn(`<${this.localName}>: ignoring receiveGarbage(): it is for a game with the versus attribute`);
  }

  protected startWaits(): boolean {
    return playsVersus(this.versus) && !this.versusLink;
  }

  /** Loads the versus part (once), then runs `ready`. */
  private linkVersus(ready?: () => void): void {
    this.lazy.use(this.parts.versus, ({ VersusLink }) => {
      this.versusLink ??= new VersusLink(this, this.board, { value: () => this.versus, canvas: () => this.canvas ?? undefined });
      ready?.();
    });
  }

  /**
   * The board as it is, as a v115 fumen with a quiz comment of the hold, the current piece and the
   * queue: a game from a `setup` or `puzzle` writes its undealt pieces exactly, so the setup reads
   * back the same; other games the next pieces shown (the writer loads on first use).
   */
  async toFumen(): Promise<string> {
    const { toFumen } = await this.parts.practice.load();
    return toFumen(this.board.shown);
  }

  /** Takes back the last placed piece of a game from a `setup` or in zen, while it is played or paused; false when there is none. */
  undo(): boolean {
    return this.board.travel(false);
  }

  /** Places the last undone piece again; false when there is none (a new placement ends the line of redo steps). */
  redo(): boolean {
    return this.board.travel(true);
  }

  /** Re-reads the `--tetris-*` custom properties (called automatically when themes or page styles change). */
  refreshTheme(): void {
    this.board.view.refreshTheme();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.selfPlay && this.bot) this.selfPlay.play(this.bot);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.selfPlay?.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('setup') && this.setup) this.startFromSetup(this.setup);
    if (changed.has('bot') && (this.bot || this.selfPlay)) this.lazy.use(this.parts.selfPlay, ({ SelfPlay }) => this.playsItself(SelfPlay).play(this.bot));
    if (changed.has('puzzle') && (this.puzzle || this.puzzleGame)) this.playPuzzle(this.puzzle);
    if (changed.has('versus') && playsVersus(this.versus)) this.linkVersus();
  }

  /** Reads `text` (`updateComplete` waits for it) and starts a game from it, or warns once. */
  private startFromSetup(text: string): void {
    const reading: Promise<void> = this.parts.practice
      .load()
      .then(({ parseSetup }) => parseSetup(text))
      .then(
        // A newer setup may have been set while this one was read.
        (setup) => void (this.setup === text && this.start({ ...setup, undo: true })),
        (error: unknown) => {
          const why = error instanceof Error ? error.message : String(error);
          warnRefused('setup', text, `a fumen (v115@… or v110@…) or a board?queue map (${why})`, this.localName);
        },
      );
    this.lazy.track(reading);
  }

  /** The element's self-play (made once): the bot's keys go straight to the board, not through the element's input routing. */
  private playsItself(make: typeof SelfPlay): SelfPlay {
    return (this.selfPlay ??= new make({
      game: () => this.board.game,
      status: () => this.board.status,
      clock: () => PageClock.of(this.scheduler),
      start: () => this.start(),
      input: (action, down, time) => this.board.input(action, down, time),
      tag: this.localName,
    }));
  }
}
