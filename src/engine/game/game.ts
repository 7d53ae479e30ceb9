/**
 * The game: one deterministic Tetris simulation driven by button events (`down()`, `up()`),
 * one-shot presses (`press()`) and frames (`tick()`). This is the public face: it checks every
 * argument, hands readers frozen snapshots (cached until they change, see `snapshots.ts`) and
 * delivers the events of a command once it has finished (see `emitter.ts`). The rules themselves
 * live in `play.ts`.
 *
 * Hot-path rules: `tick()` and the non-locking presses allocate nothing (typed arrays, integer
 * state, shared frozen press results); event payloads are only built when someone listens.
 * @module
 */
import { HIDDEN_ROWS, ROWS } from '../state/board.js';
import { resolveHandling } from '../rules/handling.js';
import { checkOptions, placement } from './options.js';
import { History } from './history.js';
import { FRAMES_PER_SECOND } from '../rules/modes.js';
import { NEXT_COUNT } from '../state/piece-queue.js';
import { PIECE_TYPES, ROTATIONS } from '../rules/pieces.js';
import { LEFT, LEVEL_BITS, RIGHT, SOFT, buttonCode, heldMask } from '../state/buttons.js';
import { CLEARING, COUNTDOWN, ENTRY, FAIL, OVER } from './phases.js';
import { Play } from './play.js';
import { Snapshots } from './snapshots.js';
import type {
  Action, ActivePiece, Cell, EngineEventType, EngineListener, GameEnd, GameOptions, GameStats, Handling, Held,
  IncomingGarbage, LastClear, LockResult, Mode, PieceType, Phase, PiecePlacement, PressResult, ReceiveGarbageOptions,
  VersusSettings,
} from '../types.js';

export { NEXT_COUNT };

const PHASES: readonly Phase[] = ['falling', 'entry', 'clearing', 'over', 'countdown'];

/**
 * A deterministic guideline Tetris game. Time passes only through {@link tick} (one 1/60 s
 * frame); randomness comes only from the seed. Every option works: versus, undo, the drills.
 */
export class Game {
  /** The 7-bag seed (uint32). */
  readonly seed: number;
  readonly #play: Play;
  readonly #snapshots: Snapshots;
  /** Undo and redo steps; null unless `options.undo`. */
  readonly #history: History | null;
  #usedUndo = false;

  /** @throws TypeError or RangeError naming the first bad option and the accepted values. */
  constructor(options: GameOptions = {}) {
    const o = checkOptions(options);
    this.seed = o.seed;
    this.#history = o.undo ? new History() : null;
    this.#play = new Play(o, this.#history);
    this.#snapshots = new Snapshots(this.#play);
  }

  // ---------------------------------------------------------------- read-only state

  /** The mode (see {@link Mode}). */
  get mode(): Mode {
    return this.#play.mode;
  }
  /** The mode's goal: lines (sprint, marathon) or seconds (ultra); null = none. */
  get goal(): number | null {
    return this.#play.goal;
  }
  /** Handling in effect (defaults merged with `options.handling`, then with {@link setHandling}). */
  get handling(): Readonly<Handling> {
    return this.#play.handling;
  }
  /** Starting level: the level never drops below it. */
  get startLevel(): number {
    return this.#play.tally.startLevel;
  }
  /** @internal See `Play.inputState` (the canonical form's test for inputs that change nothing). */
  get inputState(): string {
    return this.#play.inputState();
  }
  /** The piece in play, or null during entry delay, line-clear delay and after game over. A frozen snapshot, cached until something changes. */
  get active(): ActivePiece | null {
    return this.#snapshots.active(this.version);
  }
  /** Cells where the active piece would land (empty when there is none). A frozen snapshot. */
  get ghost(): readonly Cell[] {
    return this.#snapshots.ghost(this.version, this.ghostY);
  }
  /** Box y the active piece would land on (its current y when there is none). */
  get ghostY(): number {
    const piece = this.#play.piece;
    return piece.p < 0 ? piece.y : piece.y + piece.dropDistance;
  }
  /** The 20 visible rows, top first: `.` empty, locked cells as their piece letter (`X` for other filled cells). */
  rows(): string[] {
    return this.rowsBetween(0, ROWS);
  }
  /** Rows from `from` to `to` (exclusive), e.g. `rowsBetween(-20, 20)` for the whole matrix. */
  rowsBetween(from: number, to: number): string[] {
    const out: string[] = [];
    for (let y = Math.max(from, -HIDDEN_ROWS); y < Math.min(to, ROWS); y++) out.push(this.#play.board.rowString(y));
    return out;
  }
  /**
   * Locked cell at (x, y): 0 empty, 1..7 = index + 1 into `PIECE_TYPES`, 8 = filled cell from a
   * `board` character that is not a piece letter. 0 outside the matrix. Cheap: no allocation.
   */
  cell(x: number, y: number): number {
    return this.#play.board.get(x, y);
  }
  /** Score. */
  get score(): number {
    return this.#play.tally.score;
  }
  /**
   * Current level: max(starting level, 1 + floor(lines / 10)); the starting level in sprint and
   * zen; in a versus game, as its `versus.levels` rule says.
   */
  get level(): number {
    return this.#play.tally.level;
  }
  /** Lines cleared (including `options.lines`). */
  get lines(): number {
    return this.#play.tally.lines;
  }
  /**
   * What is left of the goal: lines to clear in sprint (and a marathon with a line goal), garbage
   * rows to clear in dig; null in the other modes.
   */
  get remaining(): number | null {
    const play = this.#play;
    const dig = play.drills?.remaining ?? null;
    if (dig !== null) return dig;
    return play.rules.goal === 'lines' && play.goal !== null ? Math.max(0, play.goal - play.tally.lines) : null;
  }
  /** Combo counter: -1 none, 0 after the first clearing lock of a chain, 1 after the second, ... */
  get combo(): number {
    return this.#play.tally.combo;
  }
  /** The last line clear was difficult: the next difficult clear gets x1.5. */
  get backToBack(): boolean {
    return this.#play.tally.b2b;
  }
  /** Statistics of this game so far (a new snapshot on each read). */
  get stats(): GameStats {
    return this.#play.tally.stats();
  }
  /** The hold slot. */
  get hold(): PieceType | null {
    return this.#play.hold < 0 ? null : PIECE_TYPES[this.#play.hold];
  }
  /** Hold is available (it is used up until the next lock). */
  get canHold(): boolean {
    return this.#play.canHold;
  }
  /** The next {@link NEXT_COUNT} pieces, first to come first. A frozen snapshot. */
  get next(): readonly PieceType[] {
    return this.#snapshots.next();
  }
  /**
   * The pieces of the `queue` option not dealt yet, first to come first (a new array; empty once
   * all are dealt); null when the game was given no `queue`. What a setup writer saves, where
   * {@link next} goes on with the 7-bag.
   */
  get presetQueue(): PieceType[] | null {
    const queue = this.#play.queue;
    return queue.hasPreset ? queue.presetRest() : null;
  }
  /** The next `count` pieces (at most 14), as a new array. */
  peek(count: number): PieceType[] {
    return this.#play.queue.peek(count);
  }
  /** Why the game ended, or null while it runs. */
  get over(): GameEnd | null {
    return this.#play.over;
  }
  /** Frames ticked so far. */
  get frame(): number {
    return this.#play.frame;
  }
  /** Pieces locked so far. */
  get pieces(): number {
    return this.#play.tally.pieces;
  }
  /** What the game is doing: `falling`, `entry` (ARE), `clearing` (line-clear delay), `countdown` or `over`. */
  get phase(): Phase {
    return PHASES[this.#play.phase];
  }
  /** Frames left in the current entry or line-clear delay, or of the countdown (0 while falling). */
  get delay(): number {
    const play = this.#play;
    if (play.phase === COUNTDOWN) return play.countdown;
    return play.phase === ENTRY || play.phase === CLEARING ? play.delay : 0;
  }
  /** The countdown's number (3, 2, 1), or 0 when there is no countdown (any more). */
  get countdown(): number {
    const play = this.#play;
    return play.phase === COUNTDOWN ? Math.ceil(play.countdown / FRAMES_PER_SECOND) : 0;
  }
  /** Rows removed by the latest clearing lock (indices before removal) and its frame, or null. */
  get lastClear(): LastClear | null {
    return this.#snapshots.lastClear();
  }
  /** The latest lock's result, or null before the first lock. */
  get lastLock(): LockResult | null {
    return this.#snapshots.lastLock();
  }
  /** Where the latest lock put its piece (for renderers that flash it). Null before the first lock. */
  get lastLockedPiece(): PiecePlacement | null {
    const { hasLock, last } = this.#play;
    return hasLock ? { type: PIECE_TYPES[last.p], rotation: ROTATIONS[last.r], x: last.x, y: last.y } : null;
  }
  /** Lock timer of the resting piece, 0..1 (0 when no piece rests). For a lock flash. */
  get lockProgress(): number {
    const piece = this.#play.piece;
    return piece.p < 0 || !piece.resting ? 0 : piece.lockDelay.progress;
  }
  /** Increases whenever anything visible changes (board, piece, lock timer, score, queue, hold, phase, line-clear animation). */
  get version(): number {
    return this.#play.version + this.#play.piece.version;
  }

  /** A versus game's settings, or null in a single-player game. */
  get versus(): VersusSettings | null {
    return this.#play.versus?.settings ?? null;
  }
  /** Garbage waiting to enter, oldest first (empty in a single-player game). A new frozen snapshot on each read. */
  get incoming(): readonly IncomingGarbage[] {
    return this.#play.versus?.queue.snapshot() ?? [];
  }
  /** Lines waiting to enter, ready or not (for a garbage meter). */
  get incomingLines(): number {
    return this.#play.versus?.queue.total ?? 0;
  }
  /** Garbage rows this versus game cleared from its matrix (0 in a single-player game): half of the VS score. */
  get garbageCleared(): number {
    return this.#play.versus?.cleared ?? 0;
  }

  /** Listen to an engine event; returns a function that removes the listener. Delivered after the command that caused it. */
  on<K extends EngineEventType>(type: K, listener: EngineListener<K>): () => void {
    return this.#play.events.on(type, listener);
  }

  // ---------------------------------------------------------------- commands

  /**
   * Press one button once, applied at once. `ok` = it changed something; `kick` = the SRS test
   * used by a rotation; `lock` = the press locked the piece (hard drop, or a move after the lock
   * resets ran out while resting). Refused (`ok: false`) when no piece is in play.
   * @throws TypeError for an unknown action.
   */
  press(action: Action): PressResult {
    const code = buttonCode('press(action)', action);
    const play = this.#play;
    if (play.phase !== OVER) play.tally.keys++;
    const result = play.command(code);
    play.events.flush();
    return result;
  }

  /**
   * A button goes down, at the current frame (before the next {@link tick}). Left/right shift
   * at once and start auto-shift; soft drop is held until {@link up}; the others act at once.
   * During the entry or line-clear delay a rotation, hold or sideways tap is buffered and acts
   * as the next piece spawns (`buffered: true`), unless `handling` turns that off.
   * @throws TypeError for an unknown button.
   */
  down(button: Action): PressResult {
    const code = buttonCode('down(button)', button);
    const play = this.#play;
    if (play.phase === OVER) return FAIL;
    play.tally.keys++;
    const result = play.down(code);
    play.events.flush();
    return result;
  }

  /** A button comes up, at the current frame. @throws TypeError for an unknown button. */
  up(button: Action): void {
    this.#play.up(LEVEL_BITS[buttonCode('up(button)', button)]);
    this.#play.events.flush();
  }

  /**
   * Advance one 1/60 s frame. Without an argument the buttons held through {@link down} /
   * {@link up} count; with `held`, those levels count for this frame instead. DAS/ARR, soft drop,
   * gravity, lock delay, entry delay, line-clear delay and mode time all count frames here and
   * nowhere else. No-op after game over.
   * @throws TypeError when `held` is given but not an object.
   */
  tick(held?: Held): void {
    const given = held === undefined ? -1 : heldMask(held);
    const play = this.#play;
    if (play.phase === OVER) return;
    const frame = play.buttons.frame();
    const mask = given < 0 ? frame : given;
    play.tick((mask & LEFT) !== 0, (mask & RIGHT) !== 0, (mask & SOFT) !== 0);
    play.events.flush();
  }

  /**
   * Queue `lines` of garbage received from an opponent (a versus game only). It waits `delay`
   * frames (default: the game's versus `delay`), is cancelled first by this game's own attacks,
   * and enters on a lock that clears no line, with its hole at `column` (default: drawn from the
   * game's seed). `id` is the sender's attack id, echoed in `garbage` events. Ignored after game over.
   * @throws TypeError/RangeError naming a bad argument; RangeError in a single-player game (no `versus` option).
   */
  receiveGarbage(lines: number, options: ReceiveGarbageOptions = {}): void {
    const play = this.#play;
    if (play.versus === null) throw new RangeError('receiveGarbage: this game was created without the versus option');
    const r = play.versus.check(lines, options);
    if (play.phase === OVER) return;
    play.versus.receive(r.lines, r.id, r.column, r.delay, play.frame, play.events);
    play.version++;
    play.events.flush();
  }

  /**
   * Replace the piece in play (puzzles, training, tests): nothing else changes (the queue, hold
   * and score stay). Clears its last-rotation/kick memory and timers. Called during an entry or
   * line-clear delay it ends the delay. To choose the first piece, pass `options.active`.
   * @throws TypeError/RangeError for a bad placement or one that does not fit; Error after game over.
   */
  setActive(piece: PiecePlacement): void {
    const play = this.#play;
    if (play.phase === OVER) throw new Error('setActive: the game is over');
    play.place(placement('setActive(piece)', piece));
    play.buttons.clearBuffered();
    play.events.flush();
  }

  /**
   * Change handling mid-game (a settings menu): `handling` is merged over the handling in effect.
   * A direction held at the change counts as newly pressed.
   * @throws TypeError/RangeError naming a bad field; the handling in effect is then kept.
   */
  setHandling(handling: Partial<Handling>): void {
    this.#play.setHandling(Object.freeze(resolveHandling(handling, this.#play.handling)));
  }

  // ---------------------------------------------------------------- undo

  /** There is a placed piece to take back (`options.undo` on). */
  get canUndo(): boolean {
    return this.#history?.canUndo(this.#play) ?? false;
  }
  /** There is an undone piece to place again. */
  get canRedo(): boolean {
    return this.#history?.canRedo(this.#play) ?? false;
  }
  /** Undo was used in this game: it is not a ranked game. */
  get usedUndo(): boolean {
    return this.#usedUndo;
  }

  /**
   * Take back the last placed piece: the game goes back to the moment the lock before it ended
   * (see `history.ts`), also from game over. Buttons held now are let go. Returns false (nothing
   * changes) when there is nothing to undo.
   * @throws Error when the game was created without `options.undo`.
   */
  undo(): boolean {
    return this.#travel((history, play) => history.undo(play), 'undo');
  }

  /** Place the last undone piece again (until a new lock). Returns false when there is nothing to redo. @throws as {@link undo}. */
  redo(): boolean {
    return this.#travel((history, play) => history.redo(play), 'redo');
  }

  #travel(step: (history: History, play: Play) => boolean, name: string): boolean {
    if (!this.#history) throw new Error(`${name}: this game was created without options.undo`);
    if (!step(this.#history, this.#play)) return false;
    this.#usedUndo = true;
    this.#snapshots.forget();
    return true;
  }
}
