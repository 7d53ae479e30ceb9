/**
 * The canvas effects: the line clear (the cleared rows flash and fade while the rows above fall),
 * the lock flash and the glow of a piece about to lock,
 * the names of T-spins, Tetrises, back-to-backs and perfect clears with a burst of colour, the
 * level-up glow, and the game-over fill. They load after the first frame (a game's first lock
 * comes later) and plug into {@link Effects}, through which the renderer asks them what to draw.
 * @module
 */
import { COLS, GARBAGE_CELL, GARBAGE_CHAR, LINE_CLEAR_DELAY, PIECE_TYPES, ROWS, type EngineEventMap, type Game } from '../engine/index.js';
import { cellOrigin, type Geometry } from './geometry.js';
import { TOP, fieldRect, type ClearFrame, type ClearedRow, type EffectView, type Effects, type MoreEffects } from './effects.js';
import type { Palette } from './palette.js';

// Durations in game frames (1/60 s). Frame-based effects follow `game.frame`, so a paused game
// pauses them and they never hold up the engine.
/** The line-clear delay is half flash, half collapse. */
const FLASH_FRAMES = LINE_CLEAR_DELAY / 2;
const LOCK_FRAMES = 8;
const BANNER_FRAMES = 90;
const BANNER_POP = 8;
const BANNER_FADE = 20;
const BURST_FRAMES = 24;
const LEVEL_FRAMES = 60;
/** The game-over fill outlives the game loop, so it runs on the clock: one row per this many ms. */
const FILL_ROW_MS = 45;
/** Palette cell indices (piece index + 1) used as celebration colours; 0 stands for the accent. */
const I_COLOUR = PIECE_TYPES.indexOf('I') + 1;
const T_COLOUR = PIECE_TYPES.indexOf('T') + 1;

export class ExtraEffects implements MoreEffects {
  private cleared: ClearedRow[] = [];
  private lockCells: readonly (readonly [number, number])[] = [];
  private lockAt = -Infinity;
  private banners: { text: string; colour: number }[] = [];
  private bannerAt = -Infinity;
  private burst = -1;
  private levelAt = -Infinity;
  private overAt = Infinity;

  /** `base` gives the words, reduced motion and the clock the game-over fill runs on. */
  constructor(private readonly base: Effects) {}

  /** Follows a new game's events; returns the function that stops. */
  attach(game: Game): () => void {
    this.lockAt = this.bannerAt = this.levelAt = -Infinity;
    this.overAt = Infinity;
    const offs = [
      game.on('line-clear', ({ rows, cells }) => {
        this.cleared = rows.map((y, i) => ({ y, cells: Uint8Array.from(cells[i], cellValue) })).filter(({ y }) => y >= TOP);
      }),
      game.on('lock', (lock) => this.onLock(game, lock)),
      game.on('level', ({ level }) => {
        this.levelAt = game.frame;
        this.say(game.frame, this.base.words.level.replace('{n}', String(level)), 0);
      }),
      game.on('game-over', () => {
        // Only the fill plays over a finished game: the frame-based effects would freeze mid-way.
        this.lockAt = this.bannerAt = this.levelAt = -Infinity;
        this.overAt = this.base.clock();
      }),
    ];
    return () => offs.forEach((off) => off());
  }

  /** Whether any of these effects is still animating. */
  active(view: EffectView): boolean {
    const frame = view.frame;
    if (frame - this.bannerAt < BANNER_FRAMES) return true;
    if (this.base.reducedMotion) return false;
    return view.phase === 'clearing' || frame - this.lockAt < LOCK_FRAMES || frame - this.levelAt < LEVEL_FRAMES || (this.overAt < Infinity && this.filledRows() < ROWS);
  }

  /** The line-clear animation now, or null (none running, or reduced motion). */
  clearing(view: EffectView): ClearFrame | null {
    const clear = view.lastClear;
    if (view.phase !== 'clearing' || !clear || this.base.reducedMotion) return null;
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

  /** White over cleared rows (the flash). */
  drawFlash(ctx: CanvasRenderingContext2D, g: Geometry, clear: ClearFrame): void {
    ctx.globalAlpha = clear.flash;
    ctx.fillStyle = '#fff';
    for (const { y } of clear.rows) fieldRect(ctx, g, 0, y, COLS, 1);
    ctx.globalAlpha = 1;
  }

  /** Rows of the game-over fill, counted from the bottom (all at once under reduced motion). */
  filledRows(): number {
    if (this.overAt === Infinity) return 0;
    if (this.base.reducedMotion) return ROWS;
    return Math.min(ROWS, Math.floor((this.base.clock() - this.overAt) / FILL_ROW_MS) + 1);
  }

  /** Everything drawn over the finished board: lock glow and flash, celebration, level-up, banners. */
  drawOverlays(ctx: CanvasRenderingContext2D, g: Geometry, p: Palette, view: EffectView, active: readonly (readonly [number, number])[]): void {
    const frame = view.frame;
    const still = this.base.reducedMotion;
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
    const words = this.base.words;
    if (lock.backToBack) this.say(frame, words.backToBack, 0);
    if (lock.tSpin !== 'none') {
      this.say(frame, (lock.tSpin === 'mini' ? words.tSpinMini : words.tSpin)[lock.lines] ?? '', (burst = T_COLOUR));
    } else if (lock.lines === 4) {
      this.say(frame, words.tetris, (burst = I_COLOUR));
    }
    if (lock.perfectClear) this.say(frame, words.perfectClear, (burst = Math.max(burst, 0)));
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
