import { PIECE_TYPES, SHAPES, COLS, ROWS, GARBAGE_CELL, type PieceType } from '../engine/index.js';
import { Effects, fallen, type EffectView } from './effects.js';
import { SHOWN_HIDDEN_ROWS, boxPixels, cellOrigin, fitGeometry, nextCentre, px, py, type Box, type Geometry } from './geometry.js';
import type { Palette } from './palette.js';

/** What the renderer reads from a game: the engine's `Game` satisfies it as it is. */
export interface BoardView extends EffectView {
  cell(x: number, y: number): number;
  readonly active: { readonly type: PieceType; readonly cells: readonly (readonly [number, number])[] } | null;
  readonly ghost: readonly (readonly [number, number])[];
  readonly hold: PieceType | null;
  readonly canHold: boolean;
  readonly next: readonly PieceType[];
}

/** Draws a board view onto a canvas. It reads the view and never changes it. */
export class CanvasRenderer {
  private readonly ctx: CanvasRenderingContext2D;
  geometry: Geometry;

  constructor(
    readonly canvas: HTMLCanvasElement,
    public palette: Palette,
    readonly effects: Effects,
  ) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('<tetris-game> needs a 2D canvas context.');
    this.ctx = ctx;
    this.geometry = fitGeometry(canvas.width, canvas.height);
  }

  /** Sets the canvas's backing size in device pixels; returns true if it changed. */
  resize(width: number, height: number): boolean {
    width = Math.max(1, Math.round(width));
    height = Math.max(1, Math.round(height));
    if (width === this.canvas.width && height === this.canvas.height) return false;
    this.canvas.width = width;
    this.canvas.height = height;
    this.geometry = fitGeometry(width, height);
    return true;
  }

  /** Draws the view; returns true while an effect is still animating (draw again next frame). */
  draw(view: BoardView): boolean {
    const { ctx, palette: p, geometry: g, effects } = this;
    ctx.globalAlpha = 1;
    ctx.fillStyle = p.background;
    ctx.fillRect(0, 0, g.width, g.height);
    this.drawField();

    // Line-clear animation: the cleared rows flash and fade while the rows above fall into place.
    const clear = effects.clearing(view);
    if (clear) {
      ctx.save();
      const [left, top] = cellOrigin(g, 0, -SHOWN_HIDDEN_ROWS);
      ctx.beginPath();
      ctx.rect(left, top, COLS * g.cell, (ROWS + SHOWN_HIDDEN_ROWS) * g.cell);
      ctx.clip();
      ctx.globalAlpha = clear.opacity;
      for (const { y, cells } of clear.rows) cells.forEach((value, x) => this.drawBlock(...cellOrigin(g, x, y), g.cell, value));
      effects.drawFlash(ctx, g, clear);
    }
    for (let y = -SHOWN_HIDDEN_ROWS; y < ROWS; y++) {
      const shownY = clear ? y - fallen(clear.removed, y) * clear.hang : y;
      for (let x = 0; x < COLS; x++) {
        const value = view.cell(x, y);
        if (value !== 0) this.drawBlock(...cellOrigin(g, x, shownY), g.cell, value);
      }
    }
    if (clear) ctx.restore();
    // Game over: the field fills with blocks from the bottom.
    for (let y = ROWS - effects.filledRows(); y < ROWS; y++) {
      for (let x = 0; x < COLS; x++) this.drawBlock(...cellOrigin(g, x, y), g.cell, GARBAGE_CELL);
    }

    const active = view.active;
    if (active) {
      const value = PIECE_TYPES.indexOf(active.type) + 1;
      ctx.globalAlpha = p.ghostOpacity;
      for (const [x, y] of view.ghost) this.drawGhost(...cellOrigin(g, x, y), g.cell, value);
      ctx.globalAlpha = 1;
      for (const [x, y] of active.cells) {
        if (y >= -SHOWN_HIDDEN_ROWS) this.drawBlock(...cellOrigin(g, x, y), g.cell, value);
      }
    }
    effects.drawOverlays(ctx, g, p, view, active?.cells ?? []);

    const { hold, next, previewAt } = g.layout;
    this.drawPanel(effects.words.hold, hold);
    if (view.hold) {
      ctx.globalAlpha = view.canHold ? 1 : 0.35;
      this.drawPreview(view.hold, hold.x + previewAt.x, hold.y + previewAt.y);
      ctx.globalAlpha = 1;
    }
    this.drawPanel(effects.words.next, next);
    const shown = Math.min(g.layout.previews, view.next.length);
    for (let i = 0; i < shown; i++) this.drawPreview(view.next[i], ...nextCentre(g.layout, i));
    return effects.active(view);
  }

  private drawField(): void {
    const { ctx, palette: p, geometry: g } = this;
    const [left, top] = cellOrigin(g, 0, 0);
    const width = COLS * g.cell;
    const height = ROWS * g.cell;
    ctx.fillStyle = p.field;
    ctx.fillRect(left, top, width, height);
    if (p.grid !== p.field) {
      ctx.fillStyle = p.grid;
      for (let x = 1; x < COLS; x++) ctx.fillRect(left + x * g.cell, top, 1, height);
      for (let y = 1; y < ROWS; y++) ctx.fillRect(left, top + y * g.cell, width, 1);
    }
    this.strokeFrame(left, top, width, height);
  }

  private drawPanel(label: string, box: Box): void {
    const { ctx, palette: p, geometry: g } = this;
    const { left, top, width, height } = boxPixels(g, box);
    ctx.fillStyle = p.field;
    ctx.fillRect(left, top, width, height);
    this.strokeFrame(left, top, width, height);
    ctx.fillStyle = p.muted;
    ctx.font = `700 ${Math.round(g.cell * g.layout.label.size)}px ${p.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, left + width / 2, top + g.cell * g.layout.label.y);
  }

  private strokeFrame(left: number, top: number, width: number, height: number): void {
    const { ctx, palette: p, geometry: g } = this;
    const line = Math.max(1, Math.round(g.cell / 12));
    ctx.fillStyle = p.border;
    ctx.fillRect(left - line, top - line, width + 2 * line, line);
    ctx.fillRect(left - line, top + height, width + 2 * line, line);
    ctx.fillRect(left - line, top, line, height);
    ctx.fillRect(left + width, top, line, height);
  }

  /** A piece in spawn orientation, centred on (cx, cy) in layout cells. */
  private drawPreview(type: PieceType, cx: number, cy: number): void {
    const g = this.geometry;
    const cells = SHAPES[type]['0'];
    let minX = 4;
    let maxX = 0;
    let minY = 4;
    let maxY = 0;
    for (const [x, y] of cells) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const size = Math.max(1, Math.round(g.cell * g.layout.previewScale));
    const left = px(g, cx) - Math.round(((maxX - minX + 1) * size) / 2);
    const top = py(g, cy) - Math.round(((maxY - minY + 1) * size) / 2);
    const value = PIECE_TYPES.indexOf(type) + 1;
    for (const [x, y] of cells) this.drawBlock(left + (x - minX) * size, top + (y - minY) * size, size, value);
  }

  private drawBlock(x: number, y: number, size: number, value: number): void {
    const { ctx, palette: p } = this;
    const colour = p.cells[value];
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, size, size);
    const edge = Math.max(1, Math.round(size / 8));
    if (p.blockStyle === 'bevel') {
      ctx.fillStyle = 'rgb(255 255 255 / 0.28)';
      ctx.fillRect(x, y, size, edge);
      ctx.fillRect(x, y + edge, edge, size - edge);
      ctx.fillStyle = 'rgb(0 0 0 / 0.3)';
      ctx.fillRect(x + edge, y + size - edge, size - edge, edge);
      ctx.fillRect(x + size - edge, y + edge, edge, size - 2 * edge);
    } else if (p.blockStyle === 'nes') {
      // NES blocks: a dark seam on two sides and a white glint in the corner.
      ctx.fillStyle = p.field;
      ctx.fillRect(x + size - edge, y, edge, size);
      ctx.fillRect(x, y + size - edge, size, edge);
      if (p.outline) {
        ctx.fillStyle = p.outline;
        ctx.fillRect(x, y, size - edge, edge);
        ctx.fillRect(x, y + size - 2 * edge, size - edge, edge);
        ctx.fillRect(x, y + edge, edge, size - 3 * edge);
        ctx.fillRect(x + size - 2 * edge, y + edge, edge, size - 3 * edge);
      }
      ctx.fillStyle = '#fcfcfc';
      ctx.fillRect(x, y, edge, edge);
      ctx.fillRect(x + edge, y + edge, edge, edge);
    } else {
      ctx.fillStyle = p.field;
      ctx.fillRect(x + size - 1, y, 1, size);
      ctx.fillRect(x, y + size - 1, size, 1);
    }
    if (p.letters && value >= 1 && value <= PIECE_TYPES.length) this.drawLetter(PIECE_TYPES[value - 1], x, y, size);
  }

  /** High-contrast themes mark each block with its piece letter, so colour is not the only cue. */
  private drawLetter(letter: string, x: number, y: number, size: number): void {
    const { ctx, palette: p } = this;
    ctx.font = `800 ${Math.round(size * 0.62)}px ${p.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = Math.max(1, size / 10);
    ctx.strokeStyle = '#000000';
    ctx.strokeText(letter, x + size / 2, y + size / 2 + 1);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(letter, x + size / 2, y + size / 2 + 1);
  }

  private drawGhost(x: number, y: number, size: number, value: number): void {
    const { ctx, palette: p } = this;
    const line = Math.max(1, Math.round(size / 10));
    ctx.fillStyle = p.cells[value];
    ctx.fillRect(x + line, y + line, size - 2 * line, size - 2 * line);
    const alpha = ctx.globalAlpha;
    ctx.globalAlpha = Math.min(1, alpha * 2.5);
    ctx.fillRect(x, y, size, line);
    ctx.fillRect(x, y + size - line, size, line);
    ctx.fillRect(x, y + line, line, size - 2 * line);
    ctx.fillRect(x + size - line, y + line, line, size - 2 * line);
    ctx.globalAlpha = alpha;
  }
}
