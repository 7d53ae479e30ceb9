import type { Game, LastClear, Phase } from '../engine/index.js';
import { SHOWN_HIDDEN_ROWS, cellOrigin, type Geometry } from './geometry.js';
import { ENGLISH_WORDS, type CanvasWords } from './words.js';
import type { Palette } from './palette.js';

/** What the effects read from a game each drawing; the engine's `Game` satisfies it. */
export interface EffectView {
  readonly frame: number;
  readonly phase: Phase;
  readonly lastClear: LastClear | null;
  /** 0..1 while the piece rests: the piece brightens as its lock delay runs out. */
  readonly lockProgress: number;
}

/** A row a lock cleared: its board y before the clear and its cells (palette indices) then. */
export interface ClearedRow {
  readonly y: number;
  readonly cells: Uint8Array;
}

/** The line-clear animation at one frame. */
export interface ClearFrame {
  readonly rows: readonly ClearedRow[];
  /** Board rows removed by the clear (all of them, hidden ones too), for `fallen()`. */
  readonly removed: readonly number[];
  /** Share of its fall a row above the cleared ones still has ahead: 1 before the collapse, 0 landed. */
  readonly hang: number;
  /** Opacity of the cleared rows, which fade while the stack collapses into them. */
  readonly opacity: number;
  /** Opacity of white over the cleared rows. */
  readonly flash: number;
}

/**
 * The effects themselves (the line clear, the lock flash, celebrations, level-up and the game-over
 * fill: `extra-effects.ts`), which load after the first frame; the same questions as
 * {@link Effects} asks them.
 */
export interface MoreEffects {
  attach(game: Game): () => void;
  active(view: EffectView): boolean;
  clearing(view: EffectView): ClearFrame | null;
  filledRows(): number;
  drawFlash(ctx: CanvasRenderingContext2D, g: Geometry, clear: ClearFrame): void;
  drawOverlays(ctx: CanvasRenderingContext2D, g: Geometry, p: Palette, view: EffectView, active: readonly (readonly [number, number])[]): void;
}

/** The highest row drawn (the hidden rows shown above the field). */
export const TOP = -SHOWN_HIDDEN_ROWS;

/**
 * How many removed rows a row now at `y` fell: the rows of `removed` (top first) that were below it
 * before the clear.
 */
export function fallen(removed: readonly number[], y: number): number {
  let count = 0;
  const n = removed.length;
  for (let i = 0; i < n; i++) if (y <= removed[i] + n - 1 - i) count++;
  return count;
}

/**
 * Canvas effects, as the renderer asks about them: none until the effects themselves
 * ({@link MoreEffects}) have loaded, right after the first frame (a game's first lock comes
 * later; a line clear before they load just shows no animation, as under reduced motion). They
 * only read engine state and events, and keep frame numbers; the renderer asks them what to draw. Frame-based effects follow `game.frame`, so a paused game pauses them and they never hold
 * up the engine.
 */
export class Effects {
  /** Set by the `reduced-motion` attribute; `prefers-reduced-motion: reduce` counts as well. */
  reduced = false;
  /** The names shown, in the element's language. */
  words: CanvasWords = ENGLISH_WORDS;
  /** Made at the first question, never at construction (server rendering has no `matchMedia`). */
  private motion?: MediaQueryList;
  private more?: MoreEffects;
  /** The games followed, with the extra effects' unsubscriber once those follow them too. */
  private readonly games = new Map<Game, (() => void) | undefined>();

  /** `clock()` is the time in ms the game-over fill runs on (the page's frame clock). */
  constructor(readonly clock: () => number) {}

  get reducedMotion(): boolean {
    if (this.reduced) return true;
    this.motion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
    return this.motion?.matches ?? false;
  }

  /** The extra effects have loaded: they follow the games followed now and from now on. */
  extend(more: MoreEffects): void {
    if (this.more) return;
    this.more = more;
    for (const game of this.games.keys()) this.games.set(game, more.attach(game));
  }

  /** Follows a new game's events; returns the function that stops. */
  attach(game: Game): () => void {
    this.games.set(game, this.more?.attach(game));
    return () => {
      this.games.get(game)?.();
      this.games.delete(game);
    };
  }

  /** Whether anything is still animating, so the next frame must be drawn too. */
  active(view: EffectView): boolean {
    return this.more?.active(view) ?? false;
  }

  /** The line-clear animation now, or null (none running, reduced motion, or not loaded yet). */
  clearing(view: EffectView): ClearFrame | null {
    return this.more?.clearing(view) ?? null;
  }

  /** Rows of the game-over fill, counted from the bottom (all at once under reduced motion). */
  filledRows(): number {
    return this.more?.filledRows() ?? 0;
  }

  /** White over cleared rows (the flash). */
  drawFlash(ctx: CanvasRenderingContext2D, g: Geometry, clear: ClearFrame): void {
    this.more?.drawFlash(ctx, g, clear);
  }

  /** Everything drawn over the finished board: lock glow and flash, celebration, level-up, banners. */
  drawOverlays(ctx: CanvasRenderingContext2D, g: Geometry, p: Palette, view: EffectView, active: readonly (readonly [number, number])[]): void {
    this.more?.drawOverlays(ctx, g, p, view, active);
  }
}

/** Fills a rectangle given in board cells. */
export function fieldRect(ctx: CanvasRenderingContext2D, g: Geometry, x: number, y: number, width: number, height: number): void {
  ctx.fillRect(...cellOrigin(g, x, y), width * g.cell, height * g.cell);
}
