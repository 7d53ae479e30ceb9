import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { CanvasRenderer, type BoardView } from '../render/canvas-renderer.js';
import { Effects } from '../render/effects.js';
import { fitGeometry, type LayoutName, type Placement } from '../render/geometry.js';
import { readPalette } from '../render/palette.js';
import type { CanvasWords } from '../render/words.js';
import type { PageClock } from '../clock/page-clock.js';
import type { BoardStates } from './board-states.js';
import { sameProperties, type CssProperties } from '../ui/css-properties.js';

/** A game as the canvas draws it; `version` changes whenever anything drawn changes. */
export type DrawnGame = BoardView & { readonly version: number };
/** What a canvas view can draw: a game, or a board shown from messages (a remote player's). */
export type { BoardView };

/**
 * On-screen buttons, in CSS px: the row under the board is `share` of the element's width high,
 * within `min` and `max`; beside the board each side is a `band` of two columns of `aside` wide
 * buttons.
 */
export const BUTTONS = { min: 48, share: 0.13, max: 64, aside: 56, gap: 4, band: 2 * 56 + 3 * 4 } as const;

/**
 * Where a board draws, handed to it by its element (a board never searches its host): its
 * canvas, with the board's text HUD and row of on-screen buttons (if any) beside it in the same
 * container.
 */
export interface BoardSurface {
  /** The board's canvas, once rendered. */
  canvas(): HTMLCanvasElement | null | undefined;
}

/**
 * The canvas: sizing at device pixels, choosing the layout, drawing with a dirty flag, the text
 * HUD's place, theme refresh and effect frames. Nothing runs per frame unless something changed.
 */
export class CanvasView implements ReactiveController {
  /** Canvas effects; the element attaches each new game to them. */
  readonly effects: Effects;
  private renderer?: CanvasRenderer;
  private canvas?: HTMLCanvasElement;
  /** Where the text HUD goes, as CSS properties (the layout keeps its place at the canvas's scale). */
  hudPlace: CssProperties = {};
  /** Whether the HUD is one row (the stacked layout's strip). */
  hudRow = false;
  /** CSS px per canvas device pixel. */
  private cssScale = 1;
  /** The canvas has been sized to a box with a width. */
  private sized = false;
  private drawnVersion = -1;
  private dirty = true;
  private layout?: LayoutName;
  private buttonsAside = false;
  private resizeObserver?: ResizeObserver;
  /** Set while a theme change is being picked up, so one change reads the styles once. */
  private themeReading?: () => void;
  private noCanvas = false;
  private game?: DrawnGame;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly states: BoardStates,
    /** The page's frame clock (effects are timed on it). */
    public clock: PageClock,
    private readonly surface: BoardSurface,
  ) {
    this.effects = new Effects(() => this.clock.now());
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

  /**
   * The layout as drawn and the CSS pixels per canvas pixel, for what is placed over the canvas
   * (the goal line, the garbage meter); undefined until the canvas has a size.
   */
  get placement(): Placement | undefined {
    return this.sized && this.renderer ? { geometry: this.renderer.geometry, scale: this.cssScale } : undefined;
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
    const canvas = this.surface.canvas();
    if (!canvas) return;
    // A simulated DOM (jsdom, happy-dom) has no 2D canvas: the element works, nothing is drawn.
    if (!canvas.getContext?.('2d', { alpha: false })) {
      this.noCanvas = true;
      return;
    }
    this.canvas = canvas;
    this.renderer = new CanvasRenderer(canvas, readPalette(this.host), this.effects);
    // Draw at once at the current size; the ResizeObserver refines it to exact device pixels.
    const box = canvas.getBoundingClientRect();
    this.resize(box.width * devicePixelRatio, box.height * devicePixelRatio, box.width);
    this.observe(canvas);
  }

  hostDisconnected(): void {
    this.resizeObserver?.disconnect();
    this.themeReading?.();
    this.themeReading = undefined;
  }

  /** Re-reads the theme's custom properties and redraws. */
  refreshTheme(): void {
    if (!this.renderer) return;
    this.renderer.palette = readPalette(this.host);
    this.redraw();
  }

  /** The words drawn on the canvas (box labels, effect names), in the element's language. */
  setWords(words: CanvasWords): void {
    this.effects.words = words;
    this.redraw();
  }

  /** Marks the canvas dirty: the next {@link draw} draws whatever changed. */
  markDirty(): void {
    this.dirty = true;
  }

  /**
   * Draws `game` when it or the look changed since the last drawing, or an effect runs. Returns
   * whether an effect is still playing (then the next display frame must draw too).
   */
  draw(game: DrawnGame): boolean {
    this.game = game;
    const renderer = this.renderer;
    if (!renderer) return false;
    if (!this.dirty && this.drawnVersion === game.version) return false;
    this.drawnVersion = game.version;
    this.dirty = renderer.draw(game);
    return this.dirty;
  }

  /** The look changed (size, theme, words): the last game drawn again at once. */
  private redraw(): void {
    this.dirty = true;
    if (this.game) this.draw(this.game);
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
    this.sized = cssWidth > 0 && renderer.canvas.width > 0;
    const layout = renderer.geometry.layout.name;
    if (layout !== this.layout) {
      this.layout = layout;
      this.states.set({ layout });
    }
    this.placeButtons();
    this.placeHud();
    this.redraw();
  }

  /**
   * Puts the on-screen buttons (when shown) beside the board instead of under it when that gives
   * larger cells: wide, short elements such as a phone in landscape. Decided from the element's
   * box, which the buttons' place does not change, so the choice never flips back and forth.
   */
  private placeButtons(): void {
    const row = this.canvas?.parentNode?.querySelector('.touch-buttons');
    let aside = false;
    if (row && getComputedStyle(row).display !== 'none') {
      const { width, height } = this.host.getBoundingClientRect();
      const rowHeight = Math.min(BUTTONS.max, Math.max(BUTTONS.min, BUTTONS.share * width));
      const beside = fitGeometry(width - 2 * BUTTONS.band, height);
      aside = beside.layout.name === 'side' && beside.cell > fitGeometry(width, height - rowHeight).cell;
    }
    if (aside === this.buttonsAside) return;
    this.buttonsAside = aside;
    this.states.set({ buttonsAside: aside });
  }

  /** Puts the text HUD where the layout keeps its place, at the canvas's scale. */
  private placeHud(): void {
    const g = this.renderer?.geometry;
    if (!g) return;
    const scale = this.cssScale;
    const { stats } = g.layout;
    const cell = g.cell * scale;
    const place = {
      left: `${(g.left + stats.x * g.cell) * scale}px`,
      top: `${(g.top + stats.y * g.cell) * scale}px`,
      width: `${stats.width * cell}px`,
      height: `${stats.height * cell}px`,
      'font-size': `${Math.max(8, cell * stats.font)}px`,
    };
    if (sameProperties(place, this.hudPlace) && stats.row === this.hudRow) return;
    this.hudPlace = place;
    this.hudRow = stats.row;
    // Measured while the host finishes an update (its first): the HUD moves in the next one.
    queueMicrotask(() => this.host.requestUpdate());
  }

  private readonly onThemeChange = () => {
    if (this.themeReading) return;
    this.refreshTheme();
    // Every property that changed fires its own event in this frame: one reading covers them all.
    this.themeReading = this.clock.once('effects', () => (this.themeReading = undefined));
  };
}
