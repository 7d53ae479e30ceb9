import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { CanvasRenderer, type BoardView } from '../../render/canvas-renderer.js';
import { Effects } from '../../render/effects.js';
import { fitGeometry, type LayoutName } from '../../render/geometry.js';
import { readPalette } from '../../render/palette.js';
import type { CanvasWords } from '../../render/words.js';
import type { Scheduler } from '../../clock/scheduler.js';

export interface CanvasViewOptions {
  /** The game as it is now; `version` changes whenever anything drawn changes. */
  board(): BoardView & { readonly version: number };
  /** Whether the game loop runs: it then calls `draw()` once per display frame. */
  looping(): boolean;
  /** Whether the game is over: the game-over fill then asks for display frames of its own. */
  finished(): boolean;
  /** The element's clock (the game-over fill runs on it). */
  scheduler(): Scheduler;
  /** The element's custom states (none in some simulated DOMs): the layout and where the buttons are. */
  states(): CustomStateSet | undefined;
}

/**
 * On-screen buttons, in CSS px: the row under the board is `share` of the element's width high,
 * within `min` and `max`; beside the board each side is a `band` of two columns of `aside` wide
 * buttons.
 */
export const BUTTONS = { min: 48, share: 0.13, max: 64, aside: 56, gap: 4, band: 2 * 56 + 3 * 4 } as const;

/**
 * The canvas: sizing at device pixels, choosing the layout, drawing with a dirty flag, the text
 * HUD's place, theme refresh and effect frames. Nothing runs per frame unless something changed.
 */
export class CanvasView implements ReactiveController {
  /** Canvas effects; the element attaches each new game to them. */
  readonly effects: Effects;
  private renderer?: CanvasRenderer;
  private canvas?: HTMLCanvasElement;
  private hud?: HTMLElement;
  /** CSS px per canvas device pixel. */
  private cssScale = 1;
  private drawnVersion = -1;
  private dirty = true;
  private layout?: LayoutName;
  private buttonsAside = false;
  private resizeObserver?: ResizeObserver;
  /** Frame request of effects that outlive the game loop (the game-over fill). */
  private effectFrame = 0;
  /** Set while a theme change is being picked up, so one change reads the styles once. */
  private themeFrame = 0;
  private noCanvas = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode },
    private readonly options: CanvasViewOptions,
  ) {
    this.effects = new Effects(() => options.scheduler().now());
    host.addController(this);
  }

  /**
   * A hidden element whose transitions on the resolved theme properties fire `transitionrun`
   * when any of them changes (a class or style on an ancestor, a new style sheet, the colour
   * scheme): theme changes are noticed with no polling and no observers.
   */
  renderProbe() {
    return html`<div class="theme-probe" aria-hidden="true" @transitionrun=${this.onThemeChange}></div>`;
  }

  /** One board cell in CSS pixels (touch gestures measure in cells). */
  get cellSize(): number {
    return (this.renderer?.geometry.cell ?? 0) * this.cssScale;
  }

  hostConnected(): void {
    if (!this.canvas) return;
    this.observe(this.canvas);
    // Styles start afresh on re-insertion (no transition fires): the new place may look different.
    this.refreshTheme();
  }

  hostUpdated(): void {
    if (this.renderer || this.noCanvas) return;
    const root = this.host.renderRoot;
    const canvas = root.querySelector('canvas');
    if (!canvas) return;
    // A simulated DOM (jsdom, happy-dom) has no 2D canvas: the element works, nothing is drawn.
    if (!canvas.getContext?.('2d', { alpha: false })) {
      this.noCanvas = true;
      return;
    }
    this.canvas = canvas;
    this.hud = root.querySelector<HTMLElement>('.hud') ?? undefined;
    this.renderer = new CanvasRenderer(canvas, readPalette(this.host), this.effects);
    // Draw at once at the current size; the ResizeObserver refines it to exact device pixels.
    const box = canvas.getBoundingClientRect();
    this.resize(box.width * devicePixelRatio, box.height * devicePixelRatio, box.width);
    this.observe(canvas);
  }

  hostDisconnected(): void {
    this.resizeObserver?.disconnect();
    if (this.effectFrame) this.options.scheduler().cancel(this.effectFrame);
    if (this.themeFrame) cancelAnimationFrame(this.themeFrame);
    this.effectFrame = this.themeFrame = 0;
  }

  /** Re-reads the theme's custom properties and redraws. */
  refreshTheme(): void {
    if (!this.renderer) return;
    this.renderer.palette = readPalette(this.host);
    this.requestDraw();
  }

  /** The words drawn on the canvas (box labels, effect names), in the element's language. */
  setWords(words: CanvasWords): void {
    this.effects.words = words;
    this.requestDraw();
  }

  /** Marks the canvas dirty; draws at once unless the game loop will draw on its next frame. */
  requestDraw(): void {
    this.dirty = true;
    if (!this.options.looping()) this.draw();
  }

  /** Draws only when the game or the look changed since the last drawing, or an effect runs. */
  draw(): void {
    const renderer = this.renderer;
    if (!renderer) return;
    const view = this.options.board();
    if (!this.dirty && this.drawnVersion === view.version) return;
    this.drawnVersion = view.version;
    // An effect still playing needs the next frame drawn as well, changed or not.
    this.dirty = renderer.draw(view);
    // After the game the loop is stopped: the game-over fill asks for frames of its own.
    if (this.dirty && this.options.finished() && !this.effectFrame) {
      this.effectFrame = this.options.scheduler().request(() => {
        this.effectFrame = 0;
        this.draw();
      });
    }
  }

  private observe(canvas: HTMLCanvasElement): void {
    if (typeof ResizeObserver !== 'function') return;
    this.resizeObserver ??= new ResizeObserver((entries) => this.onResize(entries[entries.length - 1]));
    try {
      this.resizeObserver.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.resizeObserver.observe(canvas);
    }
  }

  private onResize(entry: ResizeObserverEntry | undefined): void {
    if (!entry || !this.renderer) return;
    const { width, height } = entry.contentRect;
    const ratio = devicePixelRatio;
    const device = entry.devicePixelContentBoxSize?.[0];
    // The device-pixel box is exact where it is right; some (emulated screens) report CSS pixels.
    const exact = device && Math.abs(device.inlineSize - width * ratio) <= 1 && Math.abs(device.blockSize - height * ratio) <= 1;
    this.resize(exact ? device.inlineSize : width * ratio, exact ? device.blockSize : height * ratio, width);
  }

  /** Sizes the canvas in device pixels and redraws; `cssWidth` maps device pixels back to CSS pixels. */
  private resize(width: number, height: number, cssWidth: number): void {
    const renderer = this.renderer!;
    renderer.resize(width, height);
    this.cssScale = cssWidth / Math.max(1, renderer.canvas.width);
    const layout = renderer.geometry.layout.name;
    if (layout !== this.layout) {
      const states = this.options.states();
      if (this.layout) states?.delete(`layout-${this.layout}`);
      states?.add(`layout-${layout}`);
      this.layout = layout;
    }
    this.placeButtons();
    this.placeHud();
    this.dirty = true;
    this.draw();
  }

  /**
   * Puts the on-screen buttons (when shown) beside the board instead of under it when that gives
   * larger cells: wide, short elements such as a phone in landscape. Decided from the element's
   * box, which the buttons' place does not change, so the choice never flips back and forth.
   */
  private placeButtons(): void {
    const row = this.host.renderRoot.querySelector('.touch-buttons');
    let aside = false;
    if (row && getComputedStyle(row).display !== 'none') {
      const { width, height } = this.host.getBoundingClientRect();
      const rowHeight = Math.min(BUTTONS.max, Math.max(BUTTONS.min, BUTTONS.share * width));
      const beside = fitGeometry(width - 2 * BUTTONS.band, height);
      aside = beside.layout.name === 'side' && beside.cell > fitGeometry(width, height - rowHeight).cell;
    }
    if (aside === this.buttonsAside) return;
    this.buttonsAside = aside;
    const states = this.options.states();
    if (aside) states?.add('buttons-aside');
    else states?.delete('buttons-aside');
  }

  /** Puts the text HUD where the layout keeps its place, at the canvas's scale. */
  private placeHud(): void {
    const hud = this.hud;
    const g = this.renderer?.geometry;
    if (!hud || !g) return;
    const scale = this.cssScale;
    const { stats } = g.layout;
    const cell = g.cell * scale;
    hud.classList.toggle('row', stats.row);
    const style = hud.style;
    style.left = `${(g.left + stats.x * g.cell) * scale}px`;
    style.top = `${(g.top + stats.y * g.cell) * scale}px`;
    style.width = `${stats.width * cell}px`;
    style.height = `${stats.height * cell}px`;
    style.fontSize = `${Math.max(8, cell * stats.font)}px`;
  }

  private readonly onThemeChange = () => {
    if (this.themeFrame) return;
    this.refreshTheme();
    // Every property that changed fires its own event in this frame: one reading covers them all.
    this.themeFrame = requestAnimationFrame(() => (this.themeFrame = 0));
  };
}
