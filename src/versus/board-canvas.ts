/**
 * One board's canvas in `<tetris-versus>`: sized in device pixels as its box changes, drawn only
 * when the game's version moved or an effect plays, with the effects following the game shown.
 * @module
 */
import { Game } from '../engine/index.js';
import { CanvasRenderer, type BoardView } from '../render/canvas-renderer.js';
import { Effects } from '../render/effects.js';
import { ExtraEffects } from '../render/extra-effects.js';
import type { Palette } from '../render/palette.js';

export type DrawnBoard = BoardView & { readonly version: number };

export class BoardCanvas {
  readonly effects: Effects;
  private renderer?: CanvasRenderer;
  private observer?: ResizeObserver;
  private drawn?: DrawnBoard;
  private drawnVersion = -1;
  private dirty = true;
  private offEffects?: () => void;

  constructor(now: () => number) {
    this.effects = new Effects(now);
    this.effects.extend(new ExtraEffects(this.effects));
  }

  /** Starts drawing on `canvas` (nothing in a DOM without a 2D canvas). */
  attach(canvas: HTMLCanvasElement, palette: Palette): void {
    if (this.renderer?.canvas === canvas || !canvas.getContext?.('2d', { alpha: false })) return;
    this.renderer = new CanvasRenderer(canvas, palette, this.effects);
    const box = canvas.getBoundingClientRect();
    this.resize(box.width * devicePixelRatio, box.height * devicePixelRatio);
    this.observer = new ResizeObserver((entries) => {
      const { width, height } = entries[entries.length - 1].contentRect;
      this.resize(width * devicePixelRatio, height * devicePixelRatio);
    });
    this.observer.observe(canvas);
  }

  /** One cell of the board in CSS px (0 before the canvas has a size): touch drags measure in cells. */
  get cellSize(): number {
    const renderer = this.renderer;
    if (!renderer || renderer.canvas.width === 0) return 0;
    return (renderer.geometry.cell * renderer.canvas.clientWidth) / renderer.canvas.width;
  }

  detach(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.renderer = undefined;
    this.offEffects?.();
    this.offEffects = undefined;
  }

  set palette(palette: Palette) {
    if (!this.renderer) return;
    this.renderer.palette = palette;
    this.redraw();
  }

  /**
   * Draws `board` when it changed since the last drawing or an effect plays; returns whether an
   * effect still plays. A new game gets the effects.
   */
  draw(board: DrawnBoard | undefined): boolean {
    if (!board) return false;
    if (board !== this.drawn) {
      this.offEffects?.();
      this.offEffects = board instanceof Game ? this.effects.attach(board) : undefined;
      this.drawn = board;
      this.dirty = true;
    }
    if (!this.renderer || (!this.dirty && this.drawnVersion === board.version)) return false;
    this.drawnVersion = board.version;
    this.dirty = this.renderer.draw(board);
    return this.dirty;
  }

  private resize(width: number, height: number): void {
    if (this.renderer?.resize(width, height)) this.redraw();
  }

  private redraw(): void {
    this.dirty = true;
    this.draw(this.drawn);
  }
}
