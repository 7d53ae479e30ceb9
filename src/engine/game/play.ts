/**
 * One game in play: the rules as a state machine over the pieces of the engine (board, piece
 * queue, falling piece with its lock delay, auto-shift, tally). `Game` is its public face: it
 * checks arguments, builds snapshots for readers and delivers the events queued here once a
 * command has finished. Fields are public for `Game` only; nothing outside the engine sees them.
 * @module
 */
import { AutoShift } from '../state/auto-shift.js';
import { Board, COLS } from '../state/board.js';
import { B_180, B_CW, B_HARD, B_HOLD, B_LEFT, B_RIGHT, B_SOFT, Buttons, DIRECTIONS, LEFT, SOFT } from '../state/buttons.js';
import { Emitter } from '../emitter.js';
import { Falling } from '../state/falling.js';
import { gravityFramesX1000 } from '../rules/gravity.js';
import { LINE_CLEAR_DELAY, entryDelay } from '../rules/handling.js';
import { LockDelay } from '../state/lock-delay.js';
import { FRAMES_PER_SECOND, MODES } from '../rules/modes.js';
import type { ModeRules } from '../rules/modes.js';
import type { CheckedOptions } from './options.js';
import { PieceQueue } from '../state/piece-queue.js';
import { scoreLock } from './lock.js';
import { finesseFaults } from './finesse.js';
import { Drills } from './drills.js';
import { dropOneFrame } from './drop.js';
import { PIECE_TYPES, pieceIndex, rotationIndex } from '../rules/pieces.js';
import { SOFT_DROP_POINTS } from '../rules/scoring.js';
import { LockRecord, Tally } from './tally.js';
import { Versus } from '../rules/versus.js';
import { BUFFERED, CLEARING, COUNTDOWN, COUNTDOWN_FRAMES, ENTRY, FAIL, FALLING, KICKED, OK, OVER } from './phases.js';
import type { EngineEventMap, GameEnd, Handling, Mode, PiecePlacement, PressResult } from '../types.js';

/** @internal */
export class Play {
  readonly mode: Mode;
  readonly goal: number | null;
  handling: Readonly<Handling>;
  readonly rules: ModeRules;
  readonly board = new Board();
  readonly queue: PieceQueue;
  readonly piece: Falling;
  readonly tally: Tally;
  readonly events = new Emitter<EngineEventMap>();
  shift: AutoShift;
  hold = -1;
  canHold = true;
  frame = 0;
  fpr: number;
  gravAcc = 0;
  softCount = 0;
  phase = FALLING;
  delay = 0;
  pendingEntry = 0;
  over: GameEnd | null = null;
  /** Increases with visible changes other than the falling piece's own (it counts its own). */
  version = 0;
  /** Frame at which the time runs out (ultra), or Infinity. */
  readonly timeLimit: number;
  /** Attack and incoming garbage of a versus game; null in a single-player game. */
  readonly versus: Versus | null;

  readonly buttons = new Buttons();
  /** Left/right and rotation presses on the piece in play (finesse). */
  presses = 0;
  /** Frames left of the countdown (phase `COUNTDOWN`). */
  countdown = 0;
  /** Dig and survival garbage; null in a game with neither. */
  readonly drills: Drills | null;
  /** Keeps the undo steps (the game's `History`, which reads this play back); null unless `options.undo`. */
  readonly history: { record(play: Play): void } | null;

  /** The latest lock. */
  readonly last = new LockRecord();
  hasLock = false;
  /** Rows removed by the latest clearing lock (ascending), how many, on which frame; clearId counts clears. */
  readonly clearRows = new Int8Array(4);
  clearCount = 0;
  clearFrame = 0;
  clearId = 0;

  constructor(o: CheckedOptions, history: Play['history']) {
    this.mode = o.mode;
    this.goal = o.goal;
    this.rules = MODES[o.mode];
    this.timeLimit = this.rules.goal === 'seconds' && o.goal !== null ? o.goal * FRAMES_PER_SECOND : Infinity;
    this.handling = Object.freeze(o.handling);
    this.shift = new AutoShift(o.handling.das, o.handling.arr);
    this.piece = new Falling(this.board, new LockDelay(o.handling.lockDelay, o.handling.lockResets));
    // A versus game's level follows its `levels` rule; lines raise it only under `lines`.
    this.tally = new Tally(o.level, o.lines, o.combo, o.backToBack, !this.rules.levelsRise || (o.versus !== null && o.versus.levels !== 'lines'));
    this.fpr = gravityFramesX1000(this.tally.level);
    this.board.load(o.board, o.hiddenRows);
    this.queue = new PieceQueue(o.seed, o.queue.map(pieceIndex));
    this.versus = o.versus && new Versus(o.versus, o.seed, o.combo, o.backToBack);
    if (o.hold) this.hold = pieceIndex(o.hold);
    const digGoal = this.rules.goal === 'garbage' ? o.goal : null;
    this.drills = digGoal !== null || o.survival > 0 ? new Drills(o.seed, digGoal, o.survival) : null;
    this.drills?.start(this.board);
    if (o.active) this.place(o.active);
    else if (o.countdown) {
      this.phase = COUNTDOWN;
      this.countdown = COUNTDOWN_FRAMES;
    } else this.#spawnNext();
    this.history = history;
    this.history?.record(this);
  }

  /** One frame with these levels held, then the mode's clock. */
  tick(left: boolean, right: boolean, soft: boolean): void {
    if (this.phase === COUNTDOWN) return this.#countDown(left, right);
    this.frame++;
    const levelFrames = this.versus?.levelFrames ?? 0;
    if (levelFrames > 0 && this.frame % levelFrames === 0) this.#raiseLevel();
    if (this.drills?.frame()) {
      if (this.versus) this.versus.receive(1, null, -1, 0, this.frame, this.events);
      else this.drills.queueRow();
    }
    this.#step(left, right, soft);
    if (this.frame >= this.timeLimit && this.over === null) this.end('time');
  }

  /** Time raised the level (a versus rule): gravity follows at once. */
  #raiseLevel(): void {
    this.tally.raiseLevel();
    this.fpr = gravityFramesX1000(this.tally.level);
    this.version++;
    if (this.events.has('level')) this.events.emit('level', { level: this.tally.level });
  }

  /** A button comes up. */
  up(bit: number): void {
    if (!this.buttons.up(bit) || bit === SOFT || this.phase === OVER) return;
    const dir = this.shift.release(bit === LEFT ? -1 : 1);
    if (dir === 0) return;
    // The other direction, still held, takes over as a fresh press.
    if (this.phase === FALLING) this.#shiftBy(dir, 1, false);
    else this.buttons.tap = dir;
  }

  /**
   * @internal Everything a rotation or a handling change can alter, as one text: an input after
   * which it reads the same changed nothing but statistics (the canonical form drops it).
   */
  inputState(): string {
    const { piece, buttons } = this;
    const pieceState = [piece.p, piece.r, piece.x, piece.y, piece.lastRotate, piece.lastKick, piece.mustLock, ...piece.lockDelay.save()];
    const buttonState = [buttons.held, buttons.turn, buttons.hold, buttons.tap, this.shift.idle];
    return JSON.stringify([this.phase, this.hold, this.canHold, pieceState, buttonState, this.handling]);
  }

  /** New handling: auto-shift restarts (a held direction counts as newly pressed); lock limits apply to the piece in play. */
  setHandling(h: Readonly<Handling>): void {
    this.handling = h;
    this.shift = new AutoShift(h.das, h.arr);
    this.piece.lockDelay.limits(h.lockDelay, h.lockResets);
  }

  /** One button (code) pressed once on the piece in play (refused during a delay). */
  command(code: number): PressResult {
    if (this.phase !== FALLING) return FAIL;
    if (code !== B_SOFT && code !== B_HARD && code !== B_HOLD) this.presses++;
    const pieces = this.tally.pieces;
    let result = FAIL;
    if (code === B_LEFT || code === B_RIGHT) result = this.#shiftBy(DIRECTIONS[code], 1, false) ? OK : FAIL;
    else if (code === B_SOFT) result = this.piece.step() ? (this.#softDropped(1), OK) : FAIL;
    else if (code === B_HARD) this.#lock(this.piece.hardDrop());
    else if (code === B_HOLD) result = this.#holdPiece() ? OK : FAIL;
    else if (code === B_180) result = this.handling.rotate180 ? this.#rotate(2) : FAIL;
    else result = this.#rotate(code === B_CW ? 1 : -1);
    if (this.tally.pieces === pieces) return result;
    // This press locked the piece; report it with the fresh lock result.
    const lock = this.last.result();
    return result.kick ? { ok: true, kick: result.kick, lock } : { ok: true, lock };
  }

  /** A button (code) goes down: acts now, or is buffered during a delay. */
  down(code: number): PressResult {
    const dir = DIRECTIONS[code];
    this.buttons.down(code);
    if (dir !== 0) this.shift.press(dir);
    if (code === B_SOFT) return OK;
    if (this.phase === FALLING) return this.command(code);
    return this.buttons.buffer(code, dir, this.handling, this.canHold) ? BUFFERED : FAIL;
  }

  /** One frame with these levels held. */
  #step(left: boolean, right: boolean, soft: boolean): void {
    const live = this.phase === FALLING;
    const dir = this.shift.update(left, right, live);
    if (!live) {
      this.softCount = 0;
      this.#advanceDelay();
      return;
    }
    const piece = this.piece;
    const version = piece.version;
    let resting = piece.resting;
    // 1. Lock timer: counts frames that start with the piece resting; gravity does not build up then.
    if (resting) {
      piece.lockDelay.frame();
      this.gravAcc = 0;
      this.version++;
    }
    // 2. Horizontal auto shift.
    if (dir !== 0) {
      const pieces = this.tally.pieces;
      const times = this.shift.repeat && this.shift.instant ? COLS : 1;
      const moved = this.#shiftBy(dir, times, this.shift.repeat);
      if (this.tally.pieces !== pieces) return;
      if (moved < times) this.shift.blocked();
    }
    // 3. Soft drop / gravity: the faster one wins.
    const rows = dropOneFrame(this, soft, this.handling.softDrop);
    // Rows fallen while soft drop is held earn soft-drop points even when gravity moved them.
    if (soft && rows > 0) this.#softDropped(rows);
    // 4. Lock when resting and the timer ran out (or the resets are used up). Unmoved, it rests as before.
    if (piece.version !== version) resting = piece.resting;
    if (resting && piece.lockDelay.due) this.#lock(0);
  }

  /** Up to `times` columns in direction `dir`; returns the columns moved. Locks if a move used up the resets. */
  #shiftBy(dir: number, times: number, auto: boolean): number {
    const piece = this.piece;
    let moved = piece.shift(dir) ? 1 : 0;
    while (moved > 0 && moved < times && !piece.mustLock && piece.shift(dir)) moved++;
    if (moved > 0 && this.events.has('move')) this.events.emit('move', { dx: moved * dir, auto });
    if (piece.mustLock) this.#lock(0);
    return moved;
  }

  /** Turn the piece: `turn` 1 cw, -1 ccw, 2 half. */
  #rotate(turn: number): PressResult {
    const kick = turn === 2 ? this.piece.rotate180() : this.piece.rotate(turn > 0);
    if (kick === 0) return FAIL;
    this.shift.cut(this.handling.dcd);
    if (this.events.has('rotate')) this.events.emit('rotate', { cw: turn > 0, kick, half: turn === 2 });
    if (this.piece.mustLock) this.#lock(0);
    return KICKED[kick - 1];
  }

  #softDropped(rows: number): void {
    const delta = rows * SOFT_DROP_POINTS;
    this.tally.score += delta;
    this.version++;
    if (this.events.has('soft-drop')) this.events.emit('soft-drop', { rows });
    if (this.events.has('score')) this.events.emit('score', { score: this.tally.score, delta });
  }

  /** Put `current` in the hold slot; returns the piece that comes in (the held one, or the next). */
  #swapHold(current: number): number {
    const incoming = this.hold >= 0 ? this.hold : this.queue.take();
    this.hold = current;
    this.canHold = false;
    this.version++;
    if (this.events.has('hold')) this.events.emit('hold', { piece: PIECE_TYPES[current] });
    return incoming;
  }

  #holdPiece(): boolean {
    if (!this.canHold) return false;
    this.#spawn(this.#swapHold(this.piece.p), 0);
    return true;
  }

  /** Deal the next piece with the inputs buffered during the delay: initial hold, then initial rotation, then a tap. */
  #spawnNext(): void {
    const { turn, tap, hold } = this.buttons;
    this.buttons.clearBuffered();
    let p = this.queue.take();
    if (hold && this.canHold) p = this.#swapHold(p);
    if (!this.#spawn(p, turn)) return;
    // Buffered presses count for the piece they act on.
    this.presses = (turn !== 0 ? 1 : 0) + (tap !== 0 ? 1 : 0);
    if (tap === 0) return;
    this.shift.consume();
    this.#shiftBy(tap, 1, false);
  }

  /**
   * Spawn piece p, turned first when `turn` is set (1 cw, -1 ccw, 2 half; unturned when no kick fits):
   * the top-out check comes after the turn. In zen a blocked spawn empties the matrix instead.
   */
  #spawn(p: number, turn: number): boolean {
    const piece = this.piece;
    const kick = turn === 0 ? 0 : piece.spawnTurned(p, turn);
    if (kick === 0 && !piece.spawn(p)) {
      if (this.rules.topOut) {
        this.end('blockOut');
        return false;
      }
      this.emptyMatrix();
      piece.spawn(p);
    }
    this.#entered();
    this.presses = 0;
    this.shift.cut(this.handling.dcd);
    if (this.events.has('spawn')) this.events.emit('spawn', { type: PIECE_TYPES[p] });
    if (kick !== 0 && this.events.has('rotate')) this.events.emit('rotate', { cw: turn > 0, kick, half: turn === 2 });
    return true;
  }

  /** Put a checked placement in play. */
  place(pl: PiecePlacement): void {
    const p = pieceIndex(pl.type);
    const r = rotationIndex(pl.rotation);
    if (!this.board.fits(p, r, pl.x, pl.y)) {
      throw new RangeError(`the ${pl.type} piece in rotation ${pl.rotation} does not fit at x ${pl.x}, y ${pl.y}`);
    }
    this.piece.enter(p, r, pl.x, pl.y);
    this.#entered();
    this.presses = 0;
  }

  /** A piece entered play: the delay is over. */
  #entered(): void {
    this.phase = FALLING;
    this.delay = 0;
    this.gravAcc = 0;
    this.version++;
  }

  #advanceDelay(): void {
    if (this.phase === CLEARING) this.version++; // the line-clear animation advances
    if (--this.delay > 0) return;
    if (this.phase === CLEARING) {
      this.phase = ENTRY;
      this.delay = this.pendingEntry;
      this.version++;
      return;
    }
    this.#spawnNext();
  }

  /**
   * One frame of the countdown: the clock has not started, but a held direction charges
   * auto-shift and a rotation or hold is buffered (see `Buttons.buffer`); on Go the first piece
   * comes with them.
   */
  #countDown(left: boolean, right: boolean): void {
    this.shift.update(left, right, false);
    this.version++;
    if (--this.countdown === 0) this.#spawnNext();
  }

  /** Lock the piece where it is, then keep the undo step. */
  #lock(drop: number): void {
    this.#lockPiece(drop);
    this.history?.record(this);
  }

  /** Lock the piece where it is (scored in `lock.ts`), then the end, the next piece or a delay. */
  #lockPiece(drop: number): void {
    const bottom = this.piece.bottom;
    const { p, r, x, y } = this.piece;
    this.last.finesse = finesseFaults(this.board, p, r, x, y, this.presses, this.handling.rotate180);
    const lock = scoreLock(this, drop);
    const rec = this.last;
    if (rec.over === null && this.drills?.locked(this.board, rec.lines)) {
      rec.over = 'goal';
      if (lock) lock.gameOver = 'goal';
    }
    if (rec.over !== null) return this.end(rec.over);
    if (!this.handling.are) {
      this.#spawnNext();
      // A block out of the next piece belongs to this lock's result (events are not delivered yet).
      rec.over = this.over;
      if (lock) lock.gameOver = this.over;
      return;
    }
    const entry = entryDelay(bottom);
    const n = rec.lines;
    this.phase = n > 0 ? CLEARING : ENTRY;
    this.delay = n > 0 ? LINE_CLEAR_DELAY : entry;
    this.pendingEntry = entry;
  }

  /** Zen's answer to a top out: the whole matrix is emptied and play goes on. */
  emptyMatrix(): void {
    this.board.clear();
    this.version++;
  }

  /** The game ends (a top out, the goal or the time). */
  end(reason: GameEnd): void {
    this.over = reason;
    this.phase = OVER;
    this.piece.clear();
    this.version++;
    if (this.events.has('game-over')) {
      const t = this.tally;
      this.events.emit('game-over', { reason, score: t.score, lines: t.lines, level: t.level, pieces: t.pieces, frame: this.frame });
    }
  }
}
