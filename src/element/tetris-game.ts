import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { Game, type Action, type EngineEventMap, type GameOptions, type PieceType, type Rotation } from '../engine/index.js';
import { KeyboardController } from '../input/keyboard-controller.js';
import type { KeyAction } from '../input/keymap.js';
import type { HeldButtons } from '../input/held.js';
import { CanvasRenderer } from '../render/canvas-renderer.js';
import { LAYOUT } from '../render/geometry.js';
import { readPalette } from '../render/palette.js';
import { themeStyles, type ThemeName } from '../themes/themes.js';
import {
  ACCEPTED,
  DEFAULT_CONTROLS,
  isTheme,
  isValidLevel,
  isValidSeed,
  parseControls,
  warnInvalid,
  type ControlSource,
} from './attributes.js';
import { gameEvent, type LineClearDetail, type TetrisGameEventMap } from './events.js';
import { FRAME_MS, GameLoopController } from './game-loop-controller.js';
import { rafScheduler, type Scheduler } from './scheduler.js';
import { elementStyles } from './tetris-game.styles.js';

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
 * @csspart button - The buttons on the overlays.
 *
 * @cssstate idle - No game has started yet.
 * @cssstate playing - A game is running.
 * @cssstate paused - The game is paused.
 * @cssstate over - The game ended.
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
  static override styles = [themeStyles, elementStyles];

  /** Starting level, 1-20. Applies when a game starts or is reset; the current level is in `state` and events. */
  @property({ type: Number }) level = 1;

  /** Built-in look: `modern`, `classic`, `light` or `high-contrast`. */
  @property({ reflect: true }) theme: ThemeName = 'modern';

  /** Space-separated input sources (`keyboard`), or `none` when the page drives the game through methods. */
  @property() controls: string = DEFAULT_CONTROLS;

  /** Makes the piece sequence reproducible: the same seed deals the same pieces. Unset: a new sequence each game. */
  @property({ type: Number }) seed?: number;

  /** Start at once instead of showing the start screen. */
  @property({ type: Boolean }) autostart = false;

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
  private sources: Set<ControlSource> = new Set(['keyboard']);
  private renderer?: CanvasRenderer;
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
  private readonly loop: GameLoopController = new GameLoopController(
    this,
    { step: () => this.step(), draw: () => this.draw(), interrupted: () => this.pause() },
    rafScheduler,
  );
  private resizeObserver?: ResizeObserver;
  private styleObserver?: MutationObserver;
  private colorScheme?: MediaQueryList;
  private paletteFrame = 0;

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
    this.keyboard.releaseAll();
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
    this.keyboard.releaseAll();
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

  /** @internal Keyboard actions other than held directions. */
  keyAction(action: KeyAction): void {
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
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
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
    }
    // A new starting level or seed shows on the start screen's board straight away.
    if ((changed.has('level') || changed.has('seed')) && this.status_ === 'idle') {
      this.game = this.newGame();
      this.requestDraw();
    }
  }

  protected override firstUpdated(): void {
    this.renderer = new CanvasRenderer(this.canvas, readPalette(this));
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
      <canvas part="board" aria-hidden="true"></canvas>
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
      ${this.renderOverlay()}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    `;
  }

  private renderOverlay() {
    switch (this.status_) {
      case 'idle':
        return html`<div class="overlay" part="overlay">
          <slot name="start">
            <div class="card">
              <p class="title">TETRIS</p>
              <p>Click or press Enter to play</p>
              <p class="hint">← → move · ↓ soft drop · Space hard drop<br />↑ X rotate · Z Ctrl rotate back · C Shift hold · P pause</p>
            </div>
          </slot>
        </div>`;
      case 'paused':
        return html`<div class="overlay" part="overlay">
          <slot name="paused">
            <div class="card">
              <p class="title">Paused</p>
              <button part="button" @click=${this.onResumeClick}>Resume</button>
              <p class="hint">Press Esc, P or Enter to resume</p>
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
              <p class="hint">or press Enter</p>
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
    const game = new Game({ ...options, seed: this.gameSeed, level });
    this.unsubscribe = [
      game.on('line-clear', (e) => this.onLineClear(e)),
      game.on('level', ({ level }) => {
        this.queue(gameEvent('level-change', { level }));
        this.announce(`Level ${level}`);
      }),
      game.on('hold', ({ piece }) => this.queue(gameEvent('hold', { piece }))),
      game.on('game-over', () => (this.gameOverPending = true)),
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
    this.game.tick(held);
    this.flush();
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
    for (const event of events) this.dispatch(event);
    if (game.score !== this.lastScore && game.frame !== this.lastScoreFrame) {
      const delta = game.score - this.lastScore;
      this.lastScore = game.score;
      this.lastScoreFrame = game.frame;
      this.dispatch(gameEvent('score', { score: game.score, delta, level: game.level, lines: game.lines }));
    }
    const { hud } = this;
    if (hud.score !== game.score || hud.level !== game.level || hud.lines !== game.lines) {
      this.hud = { score: game.score, level: game.level, lines: game.lines };
    }
    if (this.gameOverPending) {
      this.gameOverPending = false;
      this.endGame();
    }
  }

  private endGame(): void {
    const game = this.game;
    this.loop.stop();
    this.keyboard.releaseAll();
    // A score change in the locking frame may still be waiting for its frame: send it first.
    if (game.score !== this.lastScore) {
      const delta = game.score - this.lastScore;
      this.lastScore = game.score;
      this.dispatch(gameEvent('score', { score: game.score, delta, level: game.level, lines: game.lines }));
    }
    this.setStatus('over');
    this.hud = { score: game.score, level: game.level, lines: game.lines };
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
  }

  private requestDraw(): void {
    this.needsDraw = true;
    if (!this.loop.isRunning) this.draw();
  }

  /** Draws only when the game or the look changed since the last drawing. */
  private draw(): void {
    if (!this.renderer) return;
    if (!this.needsDraw && this.drawnVersion === this.game.version) return;
    this.needsDraw = false;
    this.drawnVersion = this.game.version;
    this.renderer.draw(this.game);
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
    this.placeHud(cssWidth / Math.max(1, width));
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
    this.keyboard.releaseAll();
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
