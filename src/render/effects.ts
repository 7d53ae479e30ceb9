import { COLS, GARBAGE_CELL, GARBAGE_CHAR, LINE_CLEAR_DELAY, PIECE_TYPES, ROWS, type EngineEventMap, type Game, type LastClear, type Phase } from '../engine/index.js';
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

// Durations in game frames (1/60 s). Frame-based effects follow `game.frame`, so a paused game
// pauses them and they never hold up the engine.
const LOCK_FRAMES = 8;
const BANNER_FRAMES = 90;
const BANNER_POP = 8;
const BANNER_FADE = 20;
const BURST_FRAMES = 24;
const LEVEL_FRAMES = 60;
/** The line-clear delay is half flash, half collapse. */
const FLASH_FRAMES = LINE_CLEAR_DELAY / 2;
/** The game-over fill outlives the game loop, so it runs on the clock: one row per this many ms. */
const FILL_ROW_MS = 45;
const TOP = -SHOWN_HIDDEN_ROWS;
/** Palette cell indices (piece index + 1) used as celebration colours; 0 stands for the accent. */
const I_COLOUR = PIECE_TYPES.indexOf('I') + 1;
const T_COLOUR = PIECE_TYPES.indexOf('T') + 1;

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
 * Canvas effects: line clears, lock flash, celebrations, level-up and the game-over fill. It only
 * reads engine state and events, and keeps frame numbers; the renderer asks it what to draw.
 */
export class Effects {
  /** Set by the `reduced-motion` attribute; `prefers-reduced-motion: reduce` counts as well. */
  reduced = false;
  /** The names shown, in the element's language. */
  words: CanvasWords = ENGLISH_WORDS;
  /** Made at the first question, never at construction (server rendering has no `matchMedia`). */
  private motion?: MediaQueryList;
  private cleared: ClearedRow[] = [];
  private lockCells: readonly (readonly [number, number])[] = [];
  private lockAt = -Infinity;
  private banners: { text: string; colour: number }[] = [];
  private bannerAt = -Infinity;
  private burst = -1;
  private levelAt = -Infinity;
  private overAt = Infinity;

  /** `clock()` is the time in ms the game-over fill runs on (the page's frame clock). */
  constructor(private readonly clock: () => number) {}

  get reducedMotion(): boolean {
    if (this.reduced) return true;
    this.motion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
    return this.motion?.matches ?? false;
  }

  /** Follows a new game's events; returns the function that stops. */
  attach(game: Game): () => void {
    this.lockAt = this.bannerAt = this.levelAt = -Infinity;
    this.overAt = Infinity;
    const offs = [
      game.on('lock', (lock) => this.onLock(game, lock)),
      game.on('line-clear', ({ rows, cells }) => {
        this.cleared = rows.map((y, i) => ({ y, cells: Uint8Array.from(cells[i], cellValue) })).filter(({ y }) => y >= TOP);
      }),
      game.on('level', ({ level }) => {
        this.levelAt = game.frame;
        this.say(game.frame, this.words.level.replace('{n}', String(level)), 0);
      }),
      game.on('game-over', () => {
        // Only the fill plays over a finished game: the frame-based effects would freeze mid-way.
        this.lockAt = this.bannerAt = this.levelAt = -Infinity;
        this.overAt = this.clock();
      }),
    ];
    return () => offs.forEach((off) => off());
  }

  /** Whether anything is still animating, so the next frame must be drawn too. */
  active(view: EffectView): boolean {
    const frame = view.frame;
    if (frame - this.bannerAt < BANNER_FRAMES) return true;
    if (this.reducedMotion) return false;
    return (
      view.phase === 'clearing' ||
      frame - this.lockAt < LOCK_FRAMES ||
      frame - this.levelAt < LEVEL_FRAMES ||
      (this.overAt < Infinity && this.filledRows() < ROWS)
    );
  }

  /** The line-clear animation now, or null (none running, or reduced motion). */
  clearing(view: EffectView): ClearFrame | null {
    const clear = view.lastClear;
    if (view.phase !== 'clearing' || !clear || this.reducedMotion) return null;
    const t = view.frame - clear.frame;
    // +1: the last frame of the delay shows the rows landed, as the next frame has them.
    const fall = Math.min(1, Math.max(0, (t + 1 - FLASH_FRAMES) / (LINE_CLEAR_DELAY - FLASH_FRAMES)));
    return {
      rows: this.cleared,
      removed: clear.rows,
      hang: 1 - fall * fall,
      opacity: 1 - fall,
      flash: Math.max(0, 1 - t / FLASH_FRAMES),
    };
  }

  /** Rows of the game-over fill, counted from the bottom (all at once under reduced motion). */
  filledRows(): number {
    if (this.overAt === Infinity) return 0;
    if (this.reducedMotion) return ROWS;
    return Math.min(ROWS, Math.floor((this.clock() - this.overAt) / FILL_ROW_MS) + 1);
  }

  /** White over cleared rows (the flash). */
  drawFlash(ctx: CanvasRenderingContext2D, g: Geometry, clear: ClearFrame): void {
    ctx.globalAlpha = clear.flash;
    ctx.fillStyle = '#fff';
    for (const { y } of clear.rows) fieldRect(ctx, g, 0, y, COLS, 1);
    ctx.globalAlpha = 1;
  }

  /** Everything drawn over the finished board: lock glow and flash, celebration, level-up, banners. */
  drawOverlays(ctx: CanvasRenderingContext2D, g: Geometry, p: Palette, view: EffectView, active: readonly (readonly [number, number])[]): void {
    const frame = view.frame;
    const still = this.reducedMotion;
    ctx.fillStyle = '#fff';
    if (!still) {
      ctx.globalAlpha = 0.3 * view.lockProgress;
      for (const [x, y] of active) if (y >= TOP) fieldRect(ctx, g, x, y, 1, 1);
      const lock = frame - this.lockAt;
      ctx.globalAlpha = lock < LOCK_FRAMES ? 0.7 * (1 - lock / LOCK_FRAMES) : 0;
      for (const [x, y] of this.lockCells) if (y >= TOP) fieldRect(ctx, g, x, y, 1, 1);
      const burst = (frame - this.bannerAt) / BURST_FRAMES;
      if (this.burst >= 0 && burst < 1) {
        ctx.globalAlpha = 0.35 * (1 - burst);
        ctx.fillStyle = p.cells[this.burst] || p.accent;
        fieldRect(ctx, g, 0, 0, COLS, ROWS);
      }
      const level = (frame - this.levelAt) / LEVEL_FRAMES;
      if (level < 1) {
        // Level-up: the field's frame glows in the accent colour and fades.
        ctx.globalAlpha = 1 - level;
        ctx.strokeStyle = p.accent;
        ctx.lineWidth = Math.max(2, g.cell * 0.3 * (1 - level));
        const [left, top] = cellOrigin(g, 0, 0);
        ctx.strokeRect(left, top, COLS * g.cell, ROWS * g.cell);
      }
    }
    const age = frame - this.bannerAt;
    if (age < BANNER_FRAMES) {
      // Reduced motion: the names stand still at full strength, then go.
      const scale = still ? 1 : Math.min(1, 0.6 + (0.4 * (age + 1)) / BANNER_POP);
      ctx.globalAlpha = still ? 1 : Math.min(1, (BANNER_FRAMES - age) / BANNER_FADE);
      ctx.font = `800 ${Math.round(g.cell * 0.9 * scale)}px ${p.font}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = Math.max(2, g.cell / 6);
      ctx.strokeStyle = p.field;
      const [left, top] = cellOrigin(g, COLS / 2, 8 - 0.65 * this.banners.length);
      this.banners.forEach(({ text, colour }, i) => {
        const y = top + i * 1.3 * g.cell;
        ctx.strokeText(text, left, y, (COLS - 0.5) * g.cell);
        ctx.fillStyle = p.cells[colour] || p.accent;
        ctx.fillText(text, left, y, (COLS - 0.5) * g.cell);
      });
    }
    ctx.globalAlpha = 1;
  }

  private onLock(game: Game, lock: EngineEventMap['lock']): void {
    const frame = game.frame;
    if (!lock.lines) {
      this.lockCells = lock.cells;
      this.lockAt = frame;
    }
    let burst = -1;
    if (lock.backToBack) this.say(frame, this.words.backToBack, 0);
    if (lock.tSpin !== 'none') {
      this.say(frame, (lock.tSpin === 'mini' ? this.words.tSpinMini : this.words.tSpin)[lock.lines] ?? '', (burst = T_COLOUR));
    } else if (lock.lines === 4) {
      this.say(frame, this.words.tetris, (burst = I_COLOUR));
    }
    if (lock.perfectClear) this.say(frame, this.words.perfectClear, (burst = Math.max(burst, 0)));
    if (burst >= 0) this.burst = burst;
  }

  /** Adds a name to this frame's banner, or starts a new banner. */
  private say(frame: number, text: string, colour: number): void {
    if (this.bannerAt !== frame) {
      this.banners = [];
      this.bannerAt = frame;
      this.burst = -1;
    }
    this.banners.push({ text, colour });
  }
}

/** Palette index of a cell character of `rows()`: '.' 0, a piece letter its index + 1, else garbage. */
function cellValue(char: string): number {
  return char === GARBAGE_CHAR ? GARBAGE_CELL : PIECE_TYPES.indexOf(char as (typeof PIECE_TYPES)[number]) + 1;
}

/** Fills a rectangle given in board cells. */
function fieldRect(ctx: CanvasRenderingContext2D, g: Geometry, x: number, y: number, width: number, height: number): void {
  ctx.fillRect(...cellOrigin(g, x, y), width * g.cell, height * g.cell);
}
