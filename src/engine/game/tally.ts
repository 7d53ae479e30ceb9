/**
 * Scoring a lock: score, lines, level, combo, back-to-back and the statistics of one game, with
 * the facts of the latest lock kept in one reused record (a tick-driven lock allocates nothing).
 * @module
 */
import {
  HARD_DROP_POINTS,
  clearPoints,
  comboPoints,
  isDifficult,
  levelFor,
  perfectClearPoints,
} from '../rules/scoring.js';
import { T_SPIN_NAMES, T_SPIN_NONE } from '../rules/t-spin.js';
import type { GameEnd, GameStats, LockResult } from '../types.js';

/** @internal The latest lock, overwritten by each lock. */
export class LockRecord {
  p = 0;
  r = 0;
  x = 0;
  y = 0;
  lines = 0;
  tSpin = T_SPIN_NONE;
  points = 0;
  backToBack = false;
  perfectClear = false;
  drop = 0;
  combo = -1;
  over: GameEnd | null = null;
  /** Finesse faults of this lock (see `finesse.ts`); the game sets it before scoring. */
  finesse = 0;

  /** A snapshot for readers. */
  result(): LockResult {
    return {
      lines: this.lines,
      tSpin: T_SPIN_NAMES[this.tSpin],
      points: this.points,
      backToBack: this.backToBack,
      combo: this.combo,
      perfectClear: this.perfectClear,
      dropDistance: this.drop,
      gameOver: this.over,
      finesseFaults: this.finesse,
    };
  }
}

/** @internal */
export class Tally {
  score = 0;
  lines: number;
  level: number;
  combo: number;
  b2b: boolean;
  readonly startLevel: number;
  /** Lines do not raise the level (sprint, zen, versus games whose level is fixed or rises with time). */
  readonly #fixedLevel: boolean;
  /** The level when lines do not raise it: the starting level, raised only by {@link raiseLevel}. */
  #floor: number;
  tetrises = 0;
  tSpins = 0;
  maxCombo = 0;
  perfectClears = 0;
  finesseFaults = 0;
  keys = 0;
  pieces = 0;

  constructor(startLevel: number, lines: number, combo: number, b2b: boolean, fixedLevel: boolean) {
    this.startLevel = startLevel;
    this.lines = lines;
    this.combo = combo;
    this.b2b = b2b;
    this.#fixedLevel = fixedLevel;
    this.#floor = startLevel;
    this.level = this.#levelFor(lines);
  }

  #levelFor(lines: number): number {
    return this.#fixedLevel ? this.#floor : levelFor(this.startLevel, lines);
  }

  /** One level up, whatever the lines (a versus game whose level rises with time). */
  raiseLevel(): void {
    this.#floor++;
    this.level = this.#floor;
  }

  /**
   * Score a lock that cleared `n` lines with T-spin code `tSpin` after a hard drop of `drop` rows
   * (0: lock delay); `empty` = the matrix is empty after the clear. Guideline scoring, all at the
   * level before the clear. Fills `rec` and returns the points.
   */
  lock(rec: LockRecord, n: number, tSpin: number, drop: number, empty: boolean): number {
    const level = this.level;
    const kind = T_SPIN_NAMES[tSpin];
    const difficult = isDifficult(n, kind);
    const b2b = difficult && this.b2b;
    let points = drop * HARD_DROP_POINTS + clearPoints(kind, n, level, b2b);
    const pc = n > 0 && empty;
    if (n > 0) {
      this.combo++;
      points += comboPoints(this.combo, level);
      if (pc) points += perfectClearPoints(n, level, b2b);
      this.b2b = difficult;
    } else {
      this.combo = -1;
    }
    this.score += points;
    this.lines += n;
    this.level = this.#levelFor(this.lines);
    this.pieces++;
    if (n === 4) this.tetrises++;
    if (tSpin !== T_SPIN_NONE) this.tSpins++;
    if (this.combo > this.maxCombo) this.maxCombo = this.combo;
    if (pc) this.perfectClears++;
    this.finesseFaults += rec.finesse;

    rec.lines = n;
    rec.tSpin = tSpin;
    rec.points = points;
    rec.backToBack = b2b;
    rec.perfectClear = pc;
    rec.drop = drop;
    rec.combo = this.combo;
    rec.over = null;
    return points;
  }

  /** A snapshot of the statistics. */
  stats(): GameStats {
    return Object.freeze({
      tetrises: this.tetrises,
      tSpins: this.tSpins,
      maxCombo: this.maxCombo,
      perfectClears: this.perfectClears,
      finesseFaults: this.finesseFaults,
      keys: this.keys,
      pieces: this.pieces,
    });
  }
}
