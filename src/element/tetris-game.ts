import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { Game, type Action, type EngineEventMap, type GameOptions, type Handling, type PieceType, type Rotation } from '../engine/index.js';
import { SoundController, type SoundMode } from '../audio/sound-controller.js';
import { GamepadController } from '../input/gamepad-controller.js';
import { KeyboardController } from '../input/keyboard-controller.js';
import { DEFAULT_KEYS, keyLabels, mergeKeys, parseKeys, type KeyAction, type KeyBindings, type KeyOverrides } from '../input/keymap.js';
import { TouchController } from '../input/touch-controller.js';
import type { HeldButtons } from '../input/held.js';
import { CanvasRenderer } from '../render/canvas-renderer.js';
import { Effects } from '../render/effects.js';
import { LAYOUT } from '../render/geometry.js';
import { readPalette } from '../render/palette.js';
import { themeStyles, type ThemeName } from '../themes/themes.js';
import {
  ACCEPTED,
  DEFAULT_CONTROLS,
  DEFAULT_HANDLING_PRESET,
  HANDLING_PRESETS,
  isHandlingPreset,
  isSoundMode,
  isTheme,
  isValidFrames,
  isValidLevel,
  isValidSeed,
  isValidVolume,
  parseControls,
  warnInvalid,
  type ControlSource,
  type FrameSetting,
  type HandlingPreset,
} from './attributes.js';
import { controlsStyles } from './controls.styles.js';
import { gameEvent, type LineClearDetail, type TetrisGameEventMap } from './events.js';
import { FRAME_MS, GameLoopController } from './game-loop-controller.js';
import { rafScheduler, type Scheduler } from './scheduler.js';
import { SettingsPanel, isCoarsePointer, startHint } from './settings-panel.js';
import { DEFAULT_STORAGE_KEY } from './settings-storage.js';
import { elementStyles } from './tetris-game.styles.js';
import { touchButtons } from './touch-buttons.js';

export type GameStatus = 'idle' | 'playing' | 'paused' | 'over';

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

const CLEAR_NAMES = ['', 'Single', 'Double', 'Triple', 'Tetris'];
const numberFormat = new Intl.NumberFormat();

/**
 * A guideline Tetris game: 7-bag, hold, ghost, SRS with kicks, marathon gravity and guideline
 * scoring, with NES-style soft drop, DAS and entry delay.
 *
 * @summary An embeddable Tetris game.
 *
 * @fires score - The score changed (at most once per frame). Detail: `{ score, delta, level, lines }`.
 * @fires line-clear - Rows were cleared. Detail: `{ lines, rows, tSpin, backToBack, combo, perfectClear, points, totalLines, level }`.
 * @fires game-over - The stack topped out. Detail: `{ score, lines, level, pieces, time, reason }`.
 * @fires game-start - A new game started. Detail: `{ level, seed }`.
 * @fires pause - The game paused (by the player, blur, a hidden tab or a stall).
 * @fires resume - The game resumed.
 * @fires level-change - The level went up. Detail: `{ level }`.
 * @fires hold - A piece was put into the hold slot. Detail: `{ piece }`.
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
 *
 * @cssstate idle - No game has started yet.
 * @cssstate playing - A game is running.
 * @cssstate paused - The game is paused.
 * @cssstate over - The game ended.
 * @cssstate touch-buttons - On-screen buttons are on (they show on coarse-pointer devices only).
 *
 * @cssprop [--tetris-background=#0d0f1a] - Behind everything.
 * @cssprop [--tetris-field=#05060c] - The playfield and preview boxes.
 * @cssprop [--tetris-grid=#181b2b] - Grid lines in the playfield.
 * @cssprop [--tetris-border=#3b4164] - Frames around the playfield and boxes.
 * @cssprop [--tetris-text=#eef0ff] - Text.
 * @cssprop [--tetris-muted=#8a90b8] - Labels.
 * @cssprop [--tetris-accent=#7c8cff] - Buttons and the focus ring.
 * @cssprop [--tetris-overlay=rgb(5 6 12 / 0.82)] - Behind the start, pause and game-over screens.
 * @cssprop [--tetris-ghost-opacity=0.28] - Opacity of the ghost piece.
 * @cssprop [--tetris-block-style=bevel] - `bevel`, `flat` or `nes`.
 * @cssprop [--tetris-block-outline] - Inner frame colour of `nes` blocks (the classic theme sets it).
 * @cssprop [--tetris-letters=off] - `on` draws each piece's letter on its blocks.
 * @cssprop [--tetris-font=system-ui] - Font family.
 * @cssprop [--tetris-piece-i=#2fd3e6] - I piece (likewise `--tetris-piece-j`, `-l`, `-o`, `-s`, `-t`, `-z`).
 * @cssprop [--tetris-garbage=#8d91a8] - Filled cells that belong to no piece.
 * @cssprop [--tetris-radius=12px] - Corner radius of the element.
 */
export class TetrisGame extends LitElement {
  static override styles = [themeStyles, elementStyles, controlsStyles];

  /** Starting level, 1-20. Applies when a game starts or is reset; the current level is in `state` and events. */
  @property({ type: Number }) level = 1;

  /** Built-in look: `modern`, `classic`, `light` or `high-contrast`. */
  @property({ reflect: true }) theme: ThemeName = 'modern';

  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none` when the page drives the game through methods. */
  @property() controls: string = DEFAULT_CONTROLS;

  /** Makes the piece sequence reproducible: the same seed deals the same pieces. Unset: a new sequence each game. */
  @property({ type: Number }) seed?: number;

  /** Start at once instead of showing the start screen. */
  @property({ type: Boolean }) autostart = false;

  /**
   * Key bindings over `DEFAULT_KEYS`, by `KeyboardEvent.code`: `"hardDrop: KeyW Space; hold: KeyQ"`
   * or `{ hardDrop: ['KeyW', 'Space'] }`. Actions: left right softDrop hardDrop cw ccw hold pause start.
   */
  @property({ converter: { fromAttribute: parseKeys } }) keys: KeyOverrides | string = {};

  /** Handling preset: `nes` (DAS 16, ARR 6, 1/2 G soft drop, entry delay) or `modern` (DAS 10, ARR 2, fast soft drop, no entry delay). */
  @property() handling: HandlingPreset = DEFAULT_HANDLING_PRESET;

  /** Delayed auto-shift in frames (1-60), over the preset. */
  @property({ type: Number }) das?: number;

  /** Auto-repeat rate in frames (0-60, 0 = to the wall at once), over the preset. */
  @property({ type: Number }) arr?: number;

  /** Soft drop speed in frames per row (0-60, 0 = to the floor at once), over the preset. */
  @property({ type: Number, attribute: 'soft-drop' }) softDrop?: number;

  /** On-screen buttons under the board, on touch-first (coarse pointer) devices. */
  @property({ type: Boolean, attribute: 'touch-buttons' }) touchButtons = false;

  /** `localStorage` key of the player's settings; empty: the settings are not saved. */
  @property({ attribute: 'storage-key' }) storageKey = DEFAULT_STORAGE_KEY;

  /**
   * `off` (no audio at all), `effects` (sound effects) or `all` (effects and music). Audio starts at
   * the first key press, tap or click on the game, as browsers require.
   */
  @property() sound: SoundMode = 'off';

  /** Loudness of sound effects and music, 0-1. */
  @property({ type: Number }) volume = 0.5;

  /** Keeps canvas effects to a minimum (no flashing or moving effects), as `prefers-reduced-motion: reduce` does. */
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion = false;

  /** Makes the AudioContext when sound starts. Tests pass a factory of an `OfflineAudioContext` or a fake. */
  @property({ attribute: false })
  get audioContextFactory(): () => BaseAudioContext {
    return this.audio.createContext;
  }
  set audioContextFactory(factory: () => BaseAudioContext) {
    this.audio.createContext = factory;
  }

  /** The clock the game loop runs on. Tests and replays set a `ManualScheduler` to step frames exactly. */
  @property({ attribute: false })
  get scheduler(): Scheduler {
    return this.loop.scheduler;
  }
  set scheduler(scheduler: Scheduler) {
    this.loop.setScheduler(scheduler);
  }

  @state() private status_: GameStatus = 'idle';
  @state() private hud = { score: 0, level: 1, lines: 0 };
  @state() private announcement = '';

  @query('canvas', true) private canvas!: HTMLCanvasElement;
  @query('.hud', true) private hudElement!: HTMLElement;

  private game: Game;
  private gameSeed = 0;
  private sources: Set<ControlSource> = parseControls(DEFAULT_CONTROLS)!;
  private bindings: KeyBindings = mergeKeys({}, () => {});
  private renderer?: CanvasRenderer;
  /** CSS px per canvas device pixel. */
  private cssScale = 1;
  private drawnVersion = -1;
  private needsDraw = true;
  private lastScore = 0;
  private lastScoreFrame = -1;
  private pendingEvents: TetrisGameEventMap[keyof TetrisGameEventMap][] = [];
  private gameOverPending = false;
  private unsubscribe: (() => void)[] = [];
  private readonly held: HeldButtons = { left: false, right: false, softDrop: false };
  private readonly internals: ElementInternals;
  private readonly keyboard = new KeyboardController(this);
  private readonly touch = new TouchController(this, {
    action: (action) => this.keyAction(action),
    surface: () => this.canvas,
    cellSize: () => this.renderer!.geometry.cell * this.cssScale,
  });
  private readonly gamepad: GamepadController = new GamepadController(this, {
    action: (action) => this.keyAction(action),
    playing: () => this.status_ === 'playing',
    requestFrame: (callback) => {
      const scheduler = this.scheduler;
      const handle = scheduler.request(callback);
      return () => scheduler.cancel(handle);
    },
  });
  private readonly settings: SettingsPanel = new SettingsPanel(this, {
    bindings: () => structuredClone(this.bindings),
    frames: () => this.handlingOptions(),
    sources: () => this.sources,
    hasGamepad: () => this.gamepad.hasGamepad,
  });
  private readonly loop: GameLoopController = new GameLoopController(
    this,
    { step: () => this.step(), draw: () => this.draw(), interrupted: () => this.pause() },
    rafScheduler,
  );
  private resizeObserver?: ResizeObserver;
  private styleObserver?: MutationObserver;
  private colorScheme?: MediaQueryList;
  private paletteFrame = 0;
  private readonly audio = new SoundController(this);
  private readonly effects = new Effects(() => this.scheduler.now());
  /** Frame request of effects that outlive the game loop (the game-over fill). */
  private effectFrame = 0;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.game = this.newGame();
    this.setStatus('idle');
  }

  /** `'idle' | 'playing' | 'paused' | 'over'`, also exposed as the CSS custom state `:state(playing)` etc. */
  get status(): GameStatus {
    return this.status_;
  }

  get score(): number {
    return this.game.score;
  }

  get lines(): number {
    return this.game.lines;
  }

  /** A plain snapshot of the board, pieces and counters. */
  get state(): GameSnapshot {
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
      next: game.next.slice(0, 5),
      score: game.score,
      level: game.level,
      lines: game.lines,
    };
  }

  /**
   * Starts a new game (from the start or game-over screen; restarts a running one), optionally
   * from a custom position.
   */
  start(options: StartOptions = {}): void {
    if (this.status_ !== 'idle' || this.game.frame > 0 || Object.keys(options).length > 0) {
      this.game = this.newGame(options);
    }
    this.setStatus('playing');
    this.loop.start();
    this.dispatch(gameEvent('game-start', { level: this.game.level, seed: this.gameSeed }));
    this.requestDraw();
  }

  pause(): void {
    if (this.status_ !== 'playing') return;
    this.loop.stop();
    this.releaseInputs();
    this.setStatus('paused');
    this.dispatch(gameEvent('pause', {}));
  }

  resume(): void {
    if (this.status_ !== 'paused') return;
    this.setStatus('playing');
    this.loop.start();
    this.dispatch(gameEvent('resume', {}));
  }

  /** Back to the start screen with a fresh board. Fires no event. */
  reset(): void {
    this.loop.stop();
    this.releaseInputs();
    this.game = this.newGame();
    this.setStatus('idle');
    this.requestDraw();
  }

  /**
   * Applies one button press at once, as a player would (for `controls="none"` and custom UIs).
   * Returns whether it changed anything; ignored unless a game is playing.
   */
  press(action: Action): boolean {
    if (this.status_ !== 'playing') return false;
    const { ok } = this.game.press(action);
    this.audio.pressed(action, ok);
    this.flush();
    this.requestDraw();
    return ok;
  }

  /** Re-reads the `--tetris-*` custom properties (called automatically when themes or page styles change). */
  refreshTheme(): void {
    if (!this.renderer) return;
    this.renderer.palette = readPalette(this);
    this.requestDraw();
  }

  /** @internal Discrete actions of every input source (keys, touch, gamepad). */
  keyAction(action: KeyAction): void {
    if (this.settings.open) {
      // The settings panel is over the game: start or pause closes it rather than playing on.
      if (action === 'start' || action === 'pause') this.settings.hide();
      return;
    }
    if (action === 'start') {
      if (this.status_ === 'paused') this.resume();
      else if (this.status_ !== 'playing') this.start();
    } else if (action === 'pause') {
      if (this.status_ === 'playing') this.pause();
      else this.resume();
    } else {
      this.press(action);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'application');
    if (!this.hasAttribute('aria-label')) this.setAttribute('aria-label', 'Tetris game');
    this.addEventListener('focusout', this.onFocusOut);
    this.addEventListener('click', this.onClick);
    if (this.hasUpdated) this.observeStyles();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('focusout', this.onFocusOut);
    this.removeEventListener('click', this.onClick);
    this.pause();
    this.resizeObserver?.disconnect();
    this.styleObserver?.disconnect();
    this.colorScheme?.removeEventListener('change', this.schedulePaletteRefresh);
    cancelAnimationFrame(this.paletteFrame);
    this.scheduler.cancel(this.effectFrame);
    this.effectFrame = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Saved player settings go over the attributes first, so they are checked like them below.
    if (changed.has('storageKey')) this.settings.restore();
    if (changed.has('level') && !isValidLevel(this.level)) {
      warnInvalid('level', this.getAttribute('level') ?? this.level, ACCEPTED.level, 1);
      this.level = 1;
    }
    if (changed.has('theme') && !isTheme(this.theme)) {
      warnInvalid('theme', this.theme, ACCEPTED.theme, 'modern');
      this.theme = 'modern';
    }
    if (changed.has('seed') && this.seed !== undefined && this.seed !== null && !isValidSeed(this.seed)) {
      warnInvalid('seed', this.getAttribute('seed') ?? this.seed, ACCEPTED.seed, 'a random seed');
      this.seed = undefined;
    }
    if (changed.has('controls')) {
      const sources = parseControls(this.controls);
      if (sources) {
        this.sources = sources;
      } else {
        warnInvalid('controls', this.controls, ACCEPTED.controls, DEFAULT_CONTROLS);
        this.sources = parseControls(DEFAULT_CONTROLS)!;
      }
      this.keyboard.enabled = this.sources.has('keyboard');
      if (!this.keyboard.enabled) this.keyboard.releaseAll();
      this.touch.enabled = this.sources.has('touch');
      if (!this.touch.enabled) this.touch.releaseAll();
      this.gamepad.enabled = this.sources.has('gamepad');
    }
    if (changed.has('keys')) {
      const keys = typeof this.keys === 'string' ? parseKeys(this.keys) : (this.keys ?? {});
      this.bindings = mergeKeys(keys, (action, value) =>
        warnInvalid('keys', `${action}: ${[value].flat().join(' ')}`, ACCEPTED.keys, DEFAULT_KEYS[action as KeyAction] ?? 'nothing'),
      );
      this.keyboard.keys = this.bindings;
    }
    if (changed.has('handling') && !isHandlingPreset(this.handling)) {
      warnInvalid('handling', this.handling, ACCEPTED.handling, DEFAULT_HANDLING_PRESET);
      this.handling = DEFAULT_HANDLING_PRESET;
    }
    for (const setting of ['das', 'arr', 'softDrop'] as const) {
      const value = this[setting];
      if (changed.has(setting) && value != null && !isValidFrames(setting, value)) {
        const attribute = setting === 'softDrop' ? 'soft-drop' : setting;
        warnInvalid(attribute, this.getAttribute(attribute) ?? value, ACCEPTED[setting], `the ${this.handling} preset's value`);
        this[setting] = undefined;
      }
    }
    if (changed.has('handling') || changed.has('das') || changed.has('arr') || changed.has('softDrop')) {
      this.game.setHandling(this.handlingOptions());
    }
    if (changed.has('sound') && !isSoundMode(this.sound)) {
      warnInvalid('sound', this.sound, ACCEPTED.sound, 'off');
      this.sound = 'off';
    }
    if (changed.has('volume') && !isValidVolume(this.volume)) {
      warnInvalid('volume', this.getAttribute('volume') ?? this.volume, ACCEPTED.volume, 0.5);
      this.volume = 0.5;
    }
    if (changed.has('sound') || changed.has('volume')) this.audio.configure(this.sound, this.volume);
    if (changed.has('reducedMotion')) {
      this.effects.reduced = this.reducedMotion;
      this.requestDraw();
    }
    if (changed.has('touchButtons') || changed.has('controls')) {
      // Lets the styles make room for the buttons.
      if (this.touchButtons && this.touch.enabled) this.internals.states.add('touch-buttons');
      else this.internals.states.delete('touch-buttons');
    }
    // A new starting level or seed shows on the start screen's board straight away.
    if ((changed.has('level') || changed.has('seed')) && this.status_ === 'idle') {
      this.game = this.newGame();
      this.requestDraw();
    }
  }

  protected override firstUpdated(): void {
    this.renderer = new CanvasRenderer(this.canvas, readPalette(this), this.effects);
    // Draw at once at the current size; the ResizeObserver refines it to exact device pixels.
    const box = this.canvas.getBoundingClientRect();
    this.resize(box.width * devicePixelRatio, box.height * devicePixelRatio, box.width);
    this.resizeObserver = new ResizeObserver((entries) => this.onResize(entries[entries.length - 1]));
    this.observeStyles();
    if (this.autostart && this.status_ === 'idle') this.start();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('theme') && changed.get('theme') !== undefined) this.refreshTheme();
  }

  protected override render() {
    const { score, level, lines } = this.hud;
    return html`
      <canvas part="board" class=${this.touch.enabled ? 'touch' : ''} aria-hidden="true"></canvas>
      <dl class="hud" part="hud" aria-label="Game status">
        <div>
          <dt>Score</dt>
          <dd>${numberFormat.format(score)}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>${level}</dd>
        </div>
        <div>
          <dt>Lines</dt>
          <dd>${lines}</dd>
        </div>
      </dl>
      ${this.touchButtons && this.touch.enabled ? touchButtons(this.touch) : nothing}
      ${this.renderOverlay()}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${this.settings.render()}
    `;
  }

  private renderOverlay() {
    switch (this.status_) {
      case 'idle':
        return html`<div class="overlay" part="overlay">
          <slot name="start">
            <div class="card">
              <p class="title">TETRIS</p>
              ${startHint(this.bindings, this.touch.enabled && isCoarsePointer())}
            </div>
          </slot>
        </div>`;
      case 'paused':
        return html`<div class="overlay" part="overlay">
          <slot name="paused">
            <div class="card">
              <p class="title">Paused</p>
              <button part="button" @click=${this.onResumeClick}>Resume</button>
              <p class="hint">Press ${keyLabels(this.bindings.pause)} or ${keyLabels(this.bindings.start)} to resume</p>
            </div>
          </slot>
        </div>`;
      case 'over':
        return html`<div class="overlay" part="overlay">
          <slot name="game-over">
            <div class="card">
              <p class="title">Game over</p>
              <p>Score <strong>${numberFormat.format(this.hud.score)}</strong> · Lines ${this.hud.lines} · Level ${this.hud.level}</p>
              <button part="button" @click=${this.onPlayAgainClick}>Play again</button>
              <p class="hint">or press ${keyLabels(this.bindings.start)}</p>
            </div>
          </slot>
        </div>`;
      default:
        return nothing;
    }
  }

  private newGame(options: StartOptions = {}): Game {
    for (const off of this.unsubscribe) off();
    const seed = options.seed ?? (isValidSeed(this.seed) ? this.seed : undefined);
    this.gameSeed = seed !== undefined ? seed >>> 0 : crypto.getRandomValues(new Uint32Array(1))[0];
    const level = options.level ?? (isValidLevel(this.level) ? this.level : 1);
    const game = new Game({ ...options, seed: this.gameSeed, level, handling: this.handlingOptions() });
    this.unsubscribe = [
      game.on('line-clear', (e) => this.onLineClear(e)),
      game.on('level', ({ level }) => {
        this.queue(gameEvent('level-change', { level }));
        this.announce(`Level ${level}`);
      }),
      game.on('hold', ({ piece }) => this.queue(gameEvent('hold', { piece }))),
      game.on('game-over', () => (this.gameOverPending = true)),
      this.effects.attach(game),
      this.audio.attach(game),
    ];
    this.pendingEvents = [];
    this.gameOverPending = false;
    this.lastScore = game.score;
    this.lastScoreFrame = -1;
    this.hud = { score: game.score, level: game.level, lines: game.lines };
    return game;
  }

  /** One 60 Hz frame: held buttons into the engine, then the events it produced out to the page. */
  private step(): void {
    const held = this.held;
    held.left = held.right = held.softDrop = false;
    if (this.keyboard.enabled) this.keyboard.collect(held);
    this.touch.collect(held);
    this.gamepad.poll(held);
    // Start on a gamepad may just have paused the game.
    if (this.status_ !== 'playing') return;
    this.game.tick(held);
    this.flush();
  }

  /** Handling in effect: the preset, with the frame attributes that are valid over it. */
  private handlingOptions(): Record<FrameSetting, number> & Pick<Handling, 'are'> {
    const preset = HANDLING_PRESETS[isHandlingPreset(this.handling) ? this.handling : DEFAULT_HANDLING_PRESET];
    const frames = (setting: FrameSetting) => (isValidFrames(setting, this[setting]) ? this[setting] : preset[setting]);
    return { are: preset.are, das: frames('das'), arr: frames('arr'), softDrop: frames('softDrop') };
  }

  private releaseInputs(): void {
    this.keyboard.releaseAll();
    this.touch.releaseAll();
  }

  private onLineClear(detail: EngineEventMap['line-clear']): void {
    this.queue(gameEvent('line-clear', { ...detail, lines: detail.lines as LineClearDetail['lines'], rows: [...detail.rows] }));
    const name = detail.tSpin === 'none' ? CLEAR_NAMES[detail.lines] : `T-spin ${detail.tSpin === 'mini' ? 'mini ' : ''}${CLEAR_NAMES[detail.lines].toLowerCase()}`;
    const extras = [detail.backToBack ? 'back-to-back' : '', detail.combo > 0 ? `combo ${detail.combo}` : '', detail.perfectClear ? 'perfect clear' : '']
      .filter(Boolean)
      .join(', ');
    this.announce(`${name}${extras ? `, ${extras}` : ''}! ${detail.points} points`);
  }

  private queue(event: TetrisGameEventMap[keyof TetrisGameEventMap]): void {
    this.pendingEvents.push(event);
  }

  /**
   * Dispatches what the engine reported, after its state is committed: queued events in order,
   * then one `score` event for the frame, then `game-over`.
   */
  private flush(): void {
    const game = this.game;
    const events = this.pendingEvents;
    this.pendingEvents = [];
    this.audio.update(game);
    for (const event of events) this.dispatch(event);
    if (game.frame !== this.lastScoreFrame) this.emitScore();
    const { hud } = this;
    if (hud.score !== game.score || hud.level !== game.level || hud.lines !== game.lines) this.syncHud();
    if (this.gameOverPending) {
      this.gameOverPending = false;
      this.endGame();
    }
  }

  private endGame(): void {
    const game = this.game;
    this.loop.stop();
    this.releaseInputs();
    // A score change in the locking frame may still be waiting for its frame: send it first.
    this.emitScore();
    this.setStatus('over');
    this.syncHud();
    this.announce(`Game over. Score ${numberFormat.format(game.score)}, ${game.lines} lines.`);
    this.dispatch(
      gameEvent('game-over', {
        score: game.score,
        lines: game.lines,
        level: game.level,
        pieces: game.pieces,
        time: Math.round(game.frame * FRAME_MS),
        reason: game.over === 'lockOut' ? 'lock-out' : 'block-out',
      }),
    );
    this.requestDraw();
  }

  /** One `score` event for whatever the score gained since the last one. */
  private emitScore(): void {
    const game = this.game;
    if (game.score === this.lastScore) return;
    const delta = game.score - this.lastScore;
    this.lastScore = game.score;
    this.lastScoreFrame = game.frame;
    this.dispatch(gameEvent('score', { score: game.score, delta, level: game.level, lines: game.lines }));
  }

  private syncHud(): void {
    const { score, level, lines } = this.game;
    this.hud = { score, level, lines };
  }

  private dispatch(event: TetrisGameEventMap[keyof TetrisGameEventMap]): void {
    this.dispatchEvent(event);
  }

  private announce(text: string): void {
    this.announcement = text;
  }

  private setStatus(status: GameStatus): void {
    const states = this.internals.states;
    states.delete(this.status_);
    states.add(status);
    this.status_ = status;
    this.audio.setPlaying(status === 'playing');
  }

  private requestDraw(): void {
    this.needsDraw = true;
    if (!this.loop.isRunning) this.draw();
  }

  /** Draws only when the game or the look changed since the last drawing. */
  private draw(): void {
    if (!this.renderer) return;
    if (!this.needsDraw && this.drawnVersion === this.game.version) return;
    this.drawnVersion = this.game.version;
    // An effect still playing needs the next frame drawn as well, changed or not.
    this.needsDraw = this.renderer.draw(this.game);
    // After the game the loop is stopped: the game-over fill asks for frames of its own.
    if (this.needsDraw && this.status_ === 'over' && !this.effectFrame) {
      this.effectFrame = this.scheduler.request(() => {
        this.effectFrame = 0;
        this.draw();
      });
    }
  }

  private onResize(entry: ResizeObserverEntry | undefined): void {
    if (!entry || !this.renderer) return;
    const device = entry.devicePixelContentBoxSize?.[0];
    const width = device ? device.inlineSize : entry.contentRect.width * devicePixelRatio;
    const height = device ? device.blockSize : entry.contentRect.height * devicePixelRatio;
    this.resize(width, height, entry.contentRect.width);
  }

  /** Sizes the canvas in device pixels and redraws; `cssWidth` maps device pixels back to CSS pixels. */
  private resize(width: number, height: number, cssWidth: number): void {
    this.renderer!.resize(width, height);
    this.cssScale = cssWidth / Math.max(1, width);
    this.placeHud(this.cssScale);
    this.needsDraw = true;
    this.draw();
  }

  /** Puts the text HUD under the hold box, at the canvas's scale. */
  private placeHud(cssPerDevicePixel: number): void {
    const g = this.renderer!.geometry;
    const cell = g.cell * cssPerDevicePixel;
    const style = this.hudElement.style;
    style.left = `${(g.left + LAYOUT.stats.x * g.cell) * cssPerDevicePixel}px`;
    style.top = `${(g.top + LAYOUT.stats.y * g.cell) * cssPerDevicePixel}px`;
    style.width = `${LAYOUT.stats.width * cell}px`;
    style.fontSize = `${Math.max(8, cell * 0.78)}px`;
  }

  /** Picks up theme changes made by the page (classes, inline styles, new style sheets, colour scheme). */
  private observeStyles(): void {
    if (!this.resizeObserver) return;
    try {
      this.resizeObserver.observe(this.canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.resizeObserver.observe(this.canvas);
    }
    this.styleObserver ??= new MutationObserver(this.schedulePaletteRefresh);
    this.styleObserver.observe(this, { attributes: true, attributeFilter: ['style', 'class'] });
    this.styleObserver.observe(document.documentElement, { attributes: true, subtree: false });
    this.styleObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
    if (document.body) this.styleObserver.observe(document.body, { attributes: true, attributeFilter: ['style', 'class'] });
    this.colorScheme ??= matchMedia('(prefers-color-scheme: dark)');
    this.colorScheme.addEventListener('change', this.schedulePaletteRefresh);
  }

  private readonly schedulePaletteRefresh = () => {
    cancelAnimationFrame(this.paletteFrame);
    this.paletteFrame = requestAnimationFrame(() => this.refreshTheme());
  };

  private readonly onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (next === this || this.contains(next) || this.shadowRoot?.contains(next))) return;
    this.releaseInputs();
    this.pause();
  };

  private readonly onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    if (this.status_ === 'idle') this.start();
    else if (this.status_ === 'paused' && event.composedPath()[0] === this.canvas) this.resume();
  };

  private onResumeClick(event: Event) {
    event.preventDefault();
    this.resume();
    this.focus();
  }

  private onPlayAgainClick(event: Event) {
    event.preventDefault();
    this.start();
    this.focus();
  }
}
