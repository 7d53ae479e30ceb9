/**
 * The game: one mutable, deterministic Tetris simulation driven by `press()` and `tick()`.
 *
 * Hot-path rules: `tick()` and the non-locking presses allocate nothing (typed arrays, integer
 * state, shared frozen press results); objects for readers (`active`, `ghost`, `next`,
 * `lastClear`, event payloads) are built on demand, cached per `version`, and events are only
 * built when someone listens.
 * @module
 */
import { AutoShift } from './auto-shift.js';
import { Board, HIDDEN_ROWS, ROWS, COLS } from './board.js';
import { GRAVITY_SCALE, TWENTY_G_FRAMES_X1000, gravityFramesX1000 } from './gravity.js';
import { LINE_CLEAR_DELAY, entryDelay, resolveHandling } from './handling.js';
import { KICK_DX, KICK_DY } from './kicks.js';
import {
  CELL_BOTTOM,
  CELL_DX,
  CELL_DY,
  PIECE_TYPES,
  ROTATIONS,
  SPAWN_X,
  SPAWN_Y,
  pieceIndex,
  rotationIndex,
} from './pieces.js';
import { SevenBag } from './rng.js';
import {
  HARD_DROP_POINTS,
  SOFT_DROP_POINTS,
  clearPoints,
  comboPoints,
  isDifficult,
  levelFor,
  perfectClearPoints,
} from './scoring.js';
import { T_SPIN_NAMES, T_SPIN_NONE, detectTSpin } from './t-spin.js';
import type {
  Action,
  ActivePiece,
  Cell,
  EngineEventMap,
  EngineEventType,
  EngineListener,
  GameOptions,
  Handling,
  Held,
  LastClear,
  LockResult,
  PieceType,
  Phase,
  PiecePlacement,
  PressResult,
  TopOut,
} from './types.js';

const PIECE_I = 0;
const PIECE_O = 3;
const PIECE_T = 5;

const FALLING = 0;
const ENTRY = 1;
const CLEARING = 2;
const OVER = 3;
const PHASES: readonly Phase[] = ['falling', 'entry', 'clearing', 'over'];

const NOT_OVER = 0;
const BLOCK_OUT = 1;
const LOCK_OUT = 2;
const TOP_OUTS: readonly (TopOut | null)[] = [null, 'blockOut', 'lockOut'];

/** How many upcoming pieces `next` shows. */
export const NEXT_COUNT = 5;
// The queue always holds at least this many pieces, so `next` and `peek()` never run dry.
const QUEUE_MIN = 14;

// Shared, frozen press results: the common presses return without allocating.
const OK: PressResult = Object.freeze({ ok: true });
const FAIL: PressResult = Object.freeze({ ok: false });
const KICKED: readonly PressResult[] = [1, 2, 3, 4, 5].map((k) =>
  Object.freeze({ ok: true, kick: k as 1 | 2 | 3 | 4 | 5 }),
);
const NO_HELD: Held = Object.freeze({});

/**
 * A deterministic guideline Tetris game. Time passes only through {@link tick} (one 1/60 s
 * frame); randomness comes only from the seed.
 */
export class Game {
  /** Handling in effect (defaults merged with `options.handling`, then with {@link setHandling}). */
  get handling(): Readonly<Handling> {
    return this.#handling;
  }
  #handling: Readonly<Handling>;
  /** The 7-bag seed (uint32). */
  readonly seed: number;
  /** Starting level: the level never drops below it. */
  readonly startLevel: number;

  readonly #board = new Board();
  readonly #bag: SevenBag;
  #shift: AutoShift;
  #maxResets: number;

  // Upcoming pieces: a ring buffer of piece indices.
  #queue: Uint8Array;
  #qHead = 0;
  #qLen = 0;
  #qVersion = 0;

  // The piece in play (#p = -1: none), in box coordinates.
  #p = -1;
  #r = 0;
  #x = 0;
  #y = 0;
  /** Last successful action was a rotation (T-spin precondition). */
  #lastRotate = false;
  /** SRS test (1-5) of the last successful rotation. */
  #lastKick = 0;
  #gravAcc = 0;
  #lockTimer = 0;
  #resets = 0;
  /** Lowest row (max y of a cell) the piece has reached. */
  #lowest = 0;
  /** The piece has rested on a surface since reaching #lowest; moves now use up resets. */
  #touched = false;
  /** Resets used up: lock as soon as the piece rests. */
  #forceLock = false;
  #softCount = 0;

  #hold = -1;
  #canHold = true;

  #score = 0;
  #level: number;
  #lines: number;
  #combo: number;
  #b2b: boolean;
  #pieces = 0;
  #frame = 0;
  #fpr: number;

  #phase = FALLING;
  #delay = 0;
  /**
   * The piece in play was dealt by the constructor and nothing has happened since: a setActive
   * now undoes that deal (see {@link setActive}).
   */
  #pristine = false;
  #firstDeal = -1;
  #pendingEntry = 0;
  #over = NOT_OVER;
  #version = 0;

  // Last lock, as scalars so a tick-driven lock allocates nothing.
  #hasLock = false;
  #lockP = 0;
  #lockR = 0;
  #lockX = 0;
  #lockY = 0;
  #lockLines = 0;
  #lockTSpin = 0;
  #lockPoints = 0;
  #lockB2B = false;
  #lockPC = false;
  #lockDrop = 0;
  #lockOver = NOT_OVER;
  #lockCache: LockResult | null = null;

  readonly #clearRows = new Int8Array(4);
  #clearCount = 0;
  #clearFrame = 0;
  #clearCache: LastClear | null = null;

  #activeCache: ActivePiece | null = null;
  #activeVersion = -1;
  #ghostCache: Cell[] = [];
  #ghostVersion = -1;
  #nextCache: PieceType[] = [];
  #nextVersion = -1;

  #listeners: { [K in EngineEventType]?: EngineListener<K>[] } = {};
  /** Listeners of all types; 0 lets the hot path skip every event check. */
  #listenerCount = 0;

  constructor(options: GameOptions = {}) {
    this.#handling = Object.freeze(resolveHandling(options.handling));
    this.#shift = new AutoShift(this.handling.das, this.handling.arr);
    this.#maxResets = this.handling.lockResets;
    this.seed = (options.seed ?? 0) >>> 0;
    const level = options.level ?? 1;
    if (!Number.isInteger(level) || level < 1) throw new RangeError('level must be a whole number >= 1');
    this.startLevel = level;
    const lines = options.lines ?? 0;
    if (!Number.isInteger(lines) || lines < 0) throw new RangeError('lines must be a whole number >= 0');
    this.#lines = lines;
    this.#level = levelFor(level, lines);
    this.#fpr = gravityFramesX1000(this.#level);
    const combo = options.combo ?? -1;
    if (!Number.isInteger(combo) || combo < -1) throw new RangeError('combo must be a whole number >= -1');
    this.#combo = combo;
    this.#b2b = !!options.backToBack;
    this.#board.load(options.board, options.hiddenRows);
    this.#bag = new SevenBag(this.seed);

    const queue = options.queue ?? [];
    let cap = 32;
    while (cap < queue.length + QUEUE_MIN + 7) cap *= 2;
    this.#queue = new Uint8Array(cap);
    for (const t of queue) this.#push(checkPiece(t));
    this.#refill();

    if (options.hold != null) this.#hold = checkPiece(options.hold);

    if (options.active) {
      this.#place(options.active);
    } else {
      this.#firstDeal = this.#take();
      if (!this.#spawn(this.#firstDeal)) this.#topOut(BLOCK_OUT);
      this.#pristine = true;
    }
  }

  // ---------------------------------------------------------------- read-only state

  /** The piece in play, or null during entry delay, line-clear delay and after game over. A frozen snapshot, cached until something changes. */
  get active(): ActivePiece | null {
    if (this.#p < 0) return null;
    if (this.#activeVersion !== this.#version || !this.#activeCache) {
      this.#activeCache = Object.freeze({
        type: PIECE_TYPES[this.#p],
        rotation: ROTATIONS[this.#r],
        x: this.#x,
        y: this.#y,
        cells: this.#cells(this.#p, this.#r, this.#x, this.#y),
      });
      this.#activeVersion = this.#version;
    }
    return this.#activeCache;
  }

  /** Cells where the active piece would land (empty when there is none). A frozen snapshot. */
  get ghost(): Cell[] {
    if (this.#p < 0) return [];
    if (this.#ghostVersion !== this.#version) {
      this.#ghostCache = this.#cells(this.#p, this.#r, this.#x, this.ghostY);
      this.#ghostVersion = this.#version;
    }
    return this.#ghostCache;
  }

  /** Box y the active piece would land on (its current y when there is none). */
  get ghostY(): number {
    return this.#p < 0 ? this.#y : this.#y + this.#board.dropDistance(this.#p, this.#r, this.#x, this.#y);
  }

  /** The 20 visible rows, top first: `.` empty, locked cells as their piece letter (`X` for other filled cells). */
  rows(): string[] {
    const out: string[] = [];
    for (let y = 0; y < ROWS; y++) out.push(this.#board.rowString(y));
    return out;
  }

  /** Rows from `from` to `to` (exclusive), e.g. `rowsBetween(-20, 20)` for the whole matrix. */
  rowsBetween(from: number, to: number): string[] {
    const out: string[] = [];
    for (let y = Math.max(from, -HIDDEN_ROWS); y < Math.min(to, ROWS); y++) out.push(this.#board.rowString(y));
    return out;
  }

  /**
   * Locked cell at (x, y): 0 empty, 1..7 = index + 1 into `PIECE_TYPES`, 8 = filled cell from a
   * `board` character that is not a piece letter. 0 outside the matrix. Cheap: no allocation.
   */
  cell(x: number, y: number): number {
    return this.#board.get(x, y);
  }

  /** Score. */
  get score(): number {
    return this.#score;
  }
  /** Current level: max(starting level, 1 + floor(lines / 10)). */
  get level(): number {
    return this.#level;
  }
  /** Lines cleared (including `options.lines`). */
  get lines(): number {
    return this.#lines;
  }
  /** Combo counter: -1 none, 0 after the first clearing lock of a chain, 1 after the second, ... */
  get combo(): number {
    return this.#combo;
  }
  /** The last line clear was difficult: the next difficult clear gets x1.5. */
  get backToBack(): boolean {
    return this.#b2b;
  }
  /** The hold slot. */
  get hold(): PieceType | null {
    return this.#hold < 0 ? null : PIECE_TYPES[this.#hold];
  }
  /** Hold is available (it is used up until the next lock). */
  get canHold(): boolean {
    return this.#canHold;
  }
  /** The next {@link NEXT_COUNT} pieces, first to come first. A frozen snapshot. */
  get next(): PieceType[] {
    if (this.#nextVersion !== this.#qVersion) {
      this.#nextCache = Object.freeze(this.peek(NEXT_COUNT)) as PieceType[];
      this.#nextVersion = this.#qVersion;
    }
    return this.#nextCache;
  }
  /** The next `count` pieces (at most 14), as a new array. */
  peek(count: number): PieceType[] {
    const n = Math.min(count, this.#qLen);
    const out: PieceType[] = [];
    const mask = this.#queue.length - 1;
    for (let i = 0; i < n; i++) out.push(PIECE_TYPES[this.#queue[(this.#qHead + i) & mask]]);
    return out;
  }
  /** Why the game ended, or null while it runs. */
  get over(): TopOut | null {
    return TOP_OUTS[this.#over];
  }
  /** Frames ticked so far. */
  get frame(): number {
    return this.#frame;
  }
  /** Pieces locked so far. */
  get pieces(): number {
    return this.#pieces;
  }
  /** What the game is doing: `falling`, `entry` (ARE), `clearing` (line-clear delay) or `over`. */
  get phase(): Phase {
    return PHASES[this.#phase];
  }
  /** Frames left in the current entry or line-clear delay (0 while falling). */
  get delay(): number {
    return this.#phase === ENTRY || this.#phase === CLEARING ? this.#delay : 0;
  }
  /** Rows removed by the latest clearing lock (indices before removal) and its frame, or null. */
  get lastClear(): LastClear | null {
    if (this.#clearCount === 0) return null;
    if (!this.#clearCache) {
      this.#clearCache = Object.freeze({
        rows: Object.freeze(Array.from(this.#clearRows.subarray(0, this.#clearCount))),
        frame: this.#clearFrame,
      });
    }
    return this.#clearCache;
  }
  /** The latest lock's result, or null before the first lock. */
  get lastLock(): LockResult | null {
    if (!this.#hasLock) return null;
    if (!this.#lockCache) this.#lockCache = this.#lockResult();
    return this.#lockCache;
  }
  /** Lock timer of the resting piece, 0..1 (0 when no piece rests). For a lock flash. */
  get lockProgress(): number {
    if (this.#p < 0 || this.#board.fits(this.#p, this.#r, this.#x, this.#y + 1)) return 0;
    const d = this.handling.lockDelay;
    return d === 0 ? 1 : Math.min(1, this.#lockTimer / d);
  }
  /** Increases whenever anything visible changes (board, piece, lock timer, score, queue, hold, phase, line-clear animation). */
  get version(): number {
    return this.#version;
  }

  // ---------------------------------------------------------------- events

  /** Listen to an engine event; returns a function that removes the listener. */
  on<K extends EngineEventType>(type: K, listener: EngineListener<K>): () => void {
    const list = (this.#listeners[type] ??= []) as EngineListener<K>[];
    list.push(listener);
    this.#listenerCount++;
    return () => {
      const i = list.indexOf(listener);
      if (i >= 0) {
        list.splice(i, 1);
        this.#listenerCount--;
      }
    };
  }

  #has(type: EngineEventType): boolean {
    if (this.#listenerCount === 0) return false;
    const list = this.#listeners[type];
    return list !== undefined && list.length > 0;
  }

  #emit<K extends EngineEventType>(type: K, payload: EngineEventMap[K]): void {
    const list = this.#listeners[type] as EngineListener<K>[] | undefined;
    if (!list) return;
    for (const fn of list.slice()) fn(payload);
  }

  // ---------------------------------------------------------------- commands

  /**
   * Press one button once, applied at once. `ok` = it changed something; `kick` = the SRS test
   * used by a rotation; `lock` = the press locked the piece (hard drop, or a move after the lock
   * resets ran out while resting). Refused (`ok: false`) when no piece is in play.
   */
  press(action: Action): PressResult {
    this.#pristine = false;
    if (this.#phase !== FALLING || this.#p < 0) return FAIL;
    const pieces = this.#pieces;
    let result = FAIL;
    switch (action) {
      case 'left':
        result = this.#tryShift(-1) ? OK : FAIL;
        break;
      case 'right':
        result = this.#tryShift(1) ? OK : FAIL;
        break;
      case 'cw':
        result = this.#rotate(true);
        break;
      case 'ccw':
        result = this.#rotate(false);
        break;
      case 'softDrop': {
        const moved = this.#stepDown();
        if (moved) this.#scored(SOFT_DROP_POINTS);
        result = moved ? OK : FAIL;
        break;
      }
      case 'hardDrop':
        this.#hardDrop();
        break;
      case 'hold':
        result = this.#holdPiece() ? OK : FAIL;
        break;
      default:
        throw new TypeError(`unknown action: ${String(action)}`);
    }
    if (this.#pieces !== pieces) {
      // This press locked the piece; report it with the fresh lock result.
      const lock = this.lastLock as LockResult;
      return result.kick ? { ok: true, kick: result.kick, lock } : { ok: true, lock };
    }
    return result;
  }

  /**
   * Advance one 1/60 s frame with these buttons held. DAS/ARR, soft drop, gravity, lock delay,
   * entry delay and line-clear delay all count frames here and nowhere else. No-op after game over.
   */
  tick(held: Held = NO_HELD): void {
    this.#pristine = false;
    if (this.#phase === OVER) return;
    this.#frame++;
    const live = this.#phase === FALLING && this.#p >= 0;
    const dir = this.#shift.update(held.left === true, held.right === true, live);
    if (!live) {
      this.#softCount = 0;
      this.#advanceDelay();
      return;
    }
    const board = this.#board;
    const pieces = this.#pieces;

    // 1. Lock timer: counts frames that start with the piece resting.
    if (!board.fits(this.#p, this.#r, this.#x, this.#y + 1)) {
      this.#touched = true;
      this.#lockTimer++;
      this.#gravAcc = 0; // gravity does not build up while the piece rests
      this.#version++;
    }

    // 2. Horizontal auto shift.
    if (dir !== 0) {
      const times = this.#shift.repeat && this.#shift.instant ? COLS : 1;
      let moved = 0;
      while (moved < times && this.#pieces === pieces && this.#tryShift(dir)) moved++;
      if (this.#pieces !== pieces) return;
      if (moved < times) this.#shift.blocked();
    }

    // 3. Soft drop / gravity: the faster one wins.
    const soft = held.softDrop === true;
    const sd = this.handling.softDrop;
    const fpr = this.#fpr;
    let points = 0;
    if (soft && (sd === 0 || fpr > sd * GRAVITY_SCALE)) {
      this.#gravAcc = 0;
      if (sd === 0) {
        points = this.#dropBy(board.dropDistance(this.#p, this.#r, this.#x, this.#y));
      } else {
        if (this.#softCount === 0 && this.#stepDown()) points = 1;
        if (++this.#softCount >= sd) this.#softCount = 0;
      }
    } else {
      if (!soft) this.#softCount = 0;
      let rows = 0;
      if (fpr <= TWENTY_G_FRAMES_X1000) {
        rows = this.#dropBy(board.dropDistance(this.#p, this.#r, this.#x, this.#y));
        this.#gravAcc = 0;
      } else {
        this.#gravAcc += GRAVITY_SCALE;
        while (this.#gravAcc >= fpr) {
          if (!this.#stepDown()) {
            this.#gravAcc = 0;
            break;
          }
          this.#gravAcc -= fpr;
          rows++;
        }
      }
      // Rows fallen while soft drop is held earn soft-drop points even when gravity moved them.
      if (soft) points = rows;
    }
    if (points > 0) this.#scored(points * SOFT_DROP_POINTS);

    // 4. Lock when resting and the timer ran out (or the resets are used up).
    if (
      !board.fits(this.#p, this.#r, this.#x, this.#y + 1) &&
      (this.#forceLock || this.#lockTimer >= this.handling.lockDelay)
    ) {
      this.#lock(0);
    }
  }

  /**
   * Replace the piece in play (puzzles, training, tests). Clears its last-rotation/kick memory
   * and timers; hold availability is unchanged. Ends an entry or line-clear delay.
   *
   * Called before the first `tick()` or `press()` of a game built without `options.active`, it
   * does what `options.active` does: the piece the constructor dealt goes back to the front of
   * the queue (and a block out that piece caused at construction is undone), so `options.queue`
   * still lists the pieces that come after this one.
   * @throws RangeError if the piece does not fit; Error after game over.
   */
  setActive(piece: PiecePlacement): void {
    const undoDeal = this.#pristine;
    if (this.#phase === OVER && !undoDeal) throw new Error('the game is over');
    const { p, r } = this.#check(piece);
    if (undoDeal) {
      this.#pristine = false;
      this.#unTake(this.#firstDeal);
      this.#over = NOT_OVER;
    }
    this.#enter(p, r, piece.x, piece.y);
  }

  /**
   * Change handling mid-game (a settings menu): `handling` is merged over the handling in effect.
   * A direction held at the change counts as newly pressed.
   * @throws RangeError if a value is not a whole number >= 0.
   */
  setHandling(handling: Partial<Handling>): void {
    this.#handling = Object.freeze(resolveHandling({ ...this.#handling, ...handling }));
    this.#shift = new AutoShift(this.#handling.das, this.#handling.arr);
    this.#maxResets = this.#handling.lockResets;
  }

  // ---------------------------------------------------------------- internals

  #place(piece: PiecePlacement): void {
    const { p, r } = this.#check(piece);
    this.#enter(p, r, piece.x, piece.y);
  }

  /** Validate a placement: known type and rotation, integer position, fits the field. */
  #check(piece: PiecePlacement): { p: number; r: number } {
    const p = checkPiece(piece.type);
    const r = rotationIndex(piece.rotation);
    if (r < 0) throw new RangeError(`unknown rotation: ${String(piece.rotation)}`);
    if (!Number.isInteger(piece.x) || !Number.isInteger(piece.y)) throw new RangeError('x and y must be integers');
    if (!this.#board.fits(p, r, piece.x, piece.y)) throw new RangeError('the piece does not fit there');
    return { p, r };
  }

  /** Put piece p in play at (x, y) in rotation r with fresh per-piece state. */
  #enter(p: number, r: number, x: number, y: number): void {
    this.#p = p;
    this.#r = r;
    this.#x = x;
    this.#y = y;
    this.#phase = FALLING;
    this.#delay = 0;
    this.#lastRotate = false;
    this.#lastKick = 0;
    this.#gravAcc = 0;
    this.#lockTimer = 0;
    this.#resets = 0;
    this.#forceLock = false;
    this.#lowest = y + CELL_BOTTOM[p * 4 + r];
    this.#touched = !this.#board.fits(p, r, x, y + 1);
    this.#version++;
  }

  /** Spawn piece p at the spawn position; false (and no piece) if it is blocked. Emits nothing. */
  #spawn(p: number): boolean {
    if (!this.#board.fits(p, 0, SPAWN_X, SPAWN_Y)) {
      this.#p = -1;
      return false;
    }
    this.#enter(p, 0, SPAWN_X, SPAWN_Y);
    return true;
  }

  #push(p: number): void {
    const mask = this.#queue.length - 1;
    this.#queue[(this.#qHead + this.#qLen) & mask] = p;
    this.#qLen++;
  }

  #refill(): void {
    while (this.#qLen < QUEUE_MIN) this.#push(this.#bag.next());
    this.#qVersion++;
  }

  /** Put a piece back at the front of the queue. */
  #unTake(p: number): void {
    this.#qHead = (this.#qHead - 1) & (this.#queue.length - 1);
    this.#queue[this.#qHead] = p;
    this.#qLen++;
    this.#qVersion++;
  }

  #take(): number {
    const p = this.#queue[this.#qHead];
    this.#qHead = (this.#qHead + 1) & (this.#queue.length - 1);
    this.#qLen--;
    this.#refill();
    return p;
  }

  /** The four cells of a placement, as a frozen snapshot (readers share it). */
  #cells(p: number, r: number, x: number, y: number): Cell[] {
    const base = (p * 4 + r) * 4;
    const out: Cell[] = [];
    for (let i = 0; i < 4; i++) out.push(Object.freeze([x + CELL_DX[base + i], y + CELL_DY[base + i]]) as Cell);
    return Object.freeze(out) as Cell[];
  }

  /** Bookkeeping after every successful move; `down` = a downward step (gravity, soft drop, kick excluded). */
  #moved(down: boolean): void {
    this.#version++;
    const p = this.#p;
    const low = this.#y + CELL_BOTTOM[p * 4 + this.#r];
    if (low > this.#lowest) {
      // A new lowest row restores the resets and restarts the timer.
      this.#lowest = low;
      this.#resets = 0;
      this.#lockTimer = 0;
      this.#touched = false;
      this.#forceLock = false;
    } else if (!down) {
      if (this.#touched) {
        if (this.#resets < this.#maxResets) {
          this.#resets++;
          this.#lockTimer = 0;
        }
        if (this.#resets >= this.#maxResets) this.#forceLock = true;
      } else {
        this.#lockTimer = 0;
      }
    }
    if (!this.#board.fits(p, this.#r, this.#x, this.#y + 1)) {
      this.#touched = true;
      // The resets are used up: the 2009 guideline locks at once on a surface.
      if (this.#forceLock && !down) this.#lock(0);
    }
  }

  #tryShift(dx: number): boolean {
    if (!this.#board.fits(this.#p, this.#r, this.#x + dx, this.#y)) return false;
    this.#x += dx;
    this.#lastRotate = false;
    this.#moved(false);
    return true;
  }

  /** One row down; soft drop and gravity steps cancel a pending T-spin. Points are the caller's. */
  #stepDown(): boolean {
    if (!this.#board.fits(this.#p, this.#r, this.#x, this.#y + 1)) return false;
    this.#y++;
    this.#lastRotate = false;
    this.#moved(true);
    return true;
  }

  /** Fall `rows` rows at once (20 G, instant soft drop); returns the rows. */
  #dropBy(rows: number): number {
    if (rows <= 0) return 0;
    this.#y += rows;
    this.#lastRotate = false;
    this.#moved(true);
    return rows;
  }

  #rotate(cw: boolean): PressResult {
    const p = this.#p;
    const from = this.#r;
    const to = (from + (cw ? 1 : 3)) & 3;
    if (p === PIECE_O) {
      // O's cells never change: test 1 always fits. The state change is recorded (cosmetic).
      this.#r = to;
      this.#lastRotate = true;
      this.#lastKick = 1;
      this.#moved(false);
      return KICKED[0];
    }
    const base = (((p === PIECE_I ? 4 : 0) + from) * 2 + (cw ? 0 : 1)) * 5;
    for (let k = 0; k < 5; k++) {
      const nx = this.#x + KICK_DX[base + k];
      const ny = this.#y + KICK_DY[base + k];
      if (this.#board.fits(p, to, nx, ny)) {
        this.#r = to;
        this.#x = nx;
        this.#y = ny;
        this.#lastRotate = true;
        this.#lastKick = k + 1;
        this.#moved(false);
        return KICKED[k];
      }
    }
    return FAIL;
  }

  #hardDrop(): void {
    const d = this.#board.dropDistance(this.#p, this.#r, this.#x, this.#y);
    if (d > 0) {
      // A hard drop that moves cancels a T-spin; a zero-distance one is not a movement.
      this.#y += d;
      this.#lastRotate = false;
    }
    this.#lock(d);
  }

  #holdPiece(): boolean {
    if (!this.#canHold) return false;
    const current = this.#p;
    const incoming = this.#hold >= 0 ? this.#hold : this.#take();
    this.#hold = current;
    this.#canHold = false;
    this.#version++;
    const ok = this.#spawn(incoming);
    if (this.#has('hold')) this.#emit('hold', { piece: PIECE_TYPES[current] });
    if (!ok) this.#topOut(BLOCK_OUT);
    else if (this.#has('spawn')) this.#emit('spawn', { type: PIECE_TYPES[incoming] });
    return true;
  }

  #scored(delta: number): void {
    this.#score += delta;
    this.#version++;
    if (this.#has('score')) this.#emit('score', { score: this.#score, delta });
  }

  #advanceDelay(): void {
    if (this.#phase === CLEARING) this.#version++; // the line-clear animation advances
    if (--this.#delay > 0) return;
    if (this.#phase === CLEARING) {
      this.#phase = ENTRY;
      this.#delay = this.#pendingEntry;
      this.#version++;
      return;
    }
    this.#spawnNext();
  }

  #spawnNext(): void {
    const p = this.#take();
    if (!this.#spawn(p)) this.#topOut(BLOCK_OUT);
    else if (this.#has('spawn')) this.#emit('spawn', { type: PIECE_TYPES[p] });
  }

  #topOut(reason: number): void {
    this.#over = reason;
    this.#phase = OVER;
    this.#p = -1;
    this.#version++;
    if (this.#has('game-over')) {
      this.#emit('game-over', {
        reason: TOP_OUTS[reason] as TopOut,
        score: this.#score,
        lines: this.#lines,
        level: this.#level,
        pieces: this.#pieces,
        frame: this.#frame,
      });
    }
  }

  /** Lock the piece where it is: T-spin check, line clear, scoring, then the next piece or top out. */
  #lock(drop: number): void {
    const board = this.#board;
    const p = this.#p;
    const r = this.#r;
    const x = this.#x;
    const y = this.#y;
    board.place(p, r, x, y);
    const lowestY = y + CELL_BOTTOM[p * 4 + r];
    const tSpin = p === PIECE_T && this.#lastRotate ? detectTSpin(board, r, x, y, this.#lastKick) : T_SPIN_NONE;
    const n = board.fullRows(p, r, y, this.#clearRows);
    if (n > 0) {
      board.clearRows(this.#clearRows, n);
      this.#clearCount = n;
      this.#clearFrame = this.#frame;
      this.#clearCache = null;
    }

    // Guideline scoring, all at the level before the clear.
    const level = this.#level;
    const kind = T_SPIN_NAMES[tSpin];
    const difficult = isDifficult(n, kind);
    const b2b = difficult && this.#b2b;
    let points = drop * HARD_DROP_POINTS + clearPoints(kind, n, level, b2b);
    let pc = false;
    if (n > 0) {
      this.#combo++;
      points += comboPoints(this.#combo, level);
      if (board.filled === 0) {
        pc = true;
        points += perfectClearPoints(n, level, b2b);
      }
      this.#b2b = difficult;
    } else {
      this.#combo = -1;
    }
    this.#score += points;
    this.#lines += n;
    this.#level = levelFor(this.startLevel, this.#lines);
    this.#fpr = gravityFramesX1000(this.#level);
    this.#pieces++;
    this.#canHold = true;
    this.#p = -1;
    this.#version++;

    this.#hasLock = true;
    this.#lockCache = null;
    this.#lockP = p;
    this.#lockR = r;
    this.#lockX = x;
    this.#lockY = y;
    this.#lockLines = n;
    this.#lockTSpin = tSpin;
    this.#lockPoints = points;
    this.#lockB2B = b2b;
    this.#lockPC = pc;
    this.#lockDrop = drop;

    // What comes next: lock out, the next piece now (no ARE), or a delay.
    let next = -1;
    if (lowestY < 0) {
      this.#over = LOCK_OUT;
    } else if (!this.handling.are) {
      next = this.#take();
      if (!this.#spawn(next)) this.#over = BLOCK_OUT;
    } else {
      const entry = entryDelay(lowestY);
      if (n > 0) {
        this.#phase = CLEARING;
        this.#delay = LINE_CLEAR_DELAY;
        this.#pendingEntry = entry;
      } else {
        this.#phase = ENTRY;
        this.#delay = entry;
      }
    }
    this.#lockOver = this.#over;
    if (this.#over !== NOT_OVER) {
      this.#phase = OVER;
      this.#p = -1;
    }

    // Events, only built when someone listens.
    if (this.#has('lock')) {
      this.#emit('lock', { ...this.#lockResult(), type: PIECE_TYPES[p], cells: this.#cells(p, r, x, y) });
    }
    if (n > 0 && this.#has('line-clear')) {
      this.#emit('line-clear', {
        lines: n,
        rows: Array.from(this.#clearRows.subarray(0, n)),
        tSpin: kind,
        backToBack: b2b,
        combo: this.#combo,
        perfectClear: pc,
        points,
        totalLines: this.#lines,
        level: this.#level,
      });
    }
    if (points > 0 && this.#has('score')) this.#emit('score', { score: this.#score, delta: points });
    if (this.#level !== level && this.#has('level')) this.#emit('level', { level: this.#level });
    if (this.#over !== NOT_OVER) {
      const reason = this.#over;
      this.#over = NOT_OVER; // #topOut sets it again and emits game-over
      this.#topOut(reason);
    } else if (next >= 0 && this.#has('spawn')) {
      this.#emit('spawn', { type: PIECE_TYPES[next] });
    }
  }

  #lockResult(): LockResult {
    return {
      lines: this.#lockLines,
      tSpin: T_SPIN_NAMES[this.#lockTSpin],
      points: this.#lockPoints,
      backToBack: this.#lockB2B,
      combo: this.#combo,
      perfectClear: this.#lockPC,
      dropDistance: this.#lockDrop,
      gameOver: TOP_OUTS[this.#lockOver],
    };
  }

  /** Where the latest lock put its piece (for renderers that flash it). Null before the first lock. */
  get lastLockedPiece(): PiecePlacement | null {
    if (!this.#hasLock) return null;
    return { type: PIECE_TYPES[this.#lockP], rotation: ROTATIONS[this.#lockR], x: this.#lockX, y: this.#lockY };
  }
}

function checkPiece(type: unknown): number {
  const p = typeof type === 'string' ? pieceIndex(type) : -1;
  if (p < 0) throw new RangeError(`unknown piece type: ${String(type)}`);
  return p;
}
