/**
 * Public types of the engine. Pure data shapes only: no behaviour lives here.
 *
 * Coordinates everywhere: `x` = column 0-9 from the left, `y` = row counted down from the top
 * visible row (0..19); negative `y` are the 20 hidden rows above the field. A piece position is
 * the top-left corner of its SRS bounding box (3x3 for J L S T Z O, 4x4 for I).
 * @module
 */

/** The seven tetrominoes. */
export type PieceType = 'I' | 'J' | 'L' | 'O' | 'S' | 'T' | 'Z';

/** SRS rotation states: `0` spawn, `R` one clockwise turn, `2` two turns, `L` one counter-clockwise turn. */
export type Rotation = '0' | 'R' | '2' | 'L';

/**
 * One button of the game: pressed once with `press()`, or held from `down()` to `up()`.
 * `rotate180` is a half turn (TETR.IO's SRS+ kicks); it acts only when `handling.rotate180` is on.
 */
export type Action = 'left' | 'right' | 'cw' | 'ccw' | 'softDrop' | 'hardDrop' | 'hold' | 'rotate180';

/** T-spin kind of a lock. */
export type TSpin = 'none' | 'mini' | 'full';

/** Why the game ended: a piece could not spawn (block out) or locked wholly above the field (lock out). */
export type TopOut = 'blockOut' | 'lockOut';

/** Why the game ended: a top out, the line goal reached (`goal`) or the time run out (`time`). */
export type GameEnd = TopOut | 'goal' | 'time';

/**
 * Game modes: `marathon` (levels rise every 10 lines; endless unless a line goal is set),
 * `sprint` (clear `goal` lines), `ultra` (score in `goal` seconds), `zen` (no speed-up, no top out),
 * `dig` (clear `goal` rows of garbage that fill the bottom of the board).
 */
export type Mode = 'marathon' | 'sprint' | 'ultra' | 'zen' | 'dig';

/** Counters of one game, for a result screen. */
export interface GameStats {
  /** Locks that cleared four lines. */
  readonly tetrises: number;
  /** Locks that were T-spins (mini or full, with or without lines). */
  readonly tSpins: number;
  /** Highest combo counter reached (0 = no two clearing locks in a row). */
  readonly maxCombo: number;
  /** Locks that left the whole matrix empty. */
  readonly perfectClears: number;
  /** Finesse faults: presses beyond the fewest that reach each placement (see {@link LockResult.finesseFaults}). */
  readonly finesseFaults: number;
  /** Button presses: every `down()` and every `press()`. */
  readonly keys: number;
  /** Pieces locked. */
  readonly pieces: number;
}

/**
 * What the game is doing this frame.
 * - `falling`: a piece is in play.
 * - `entry`: entry delay (ARE) before the next piece appears.
 * - `clearing`: line-clear delay (20 frames) after a clearing lock, before the entry delay.
 * - `over`: topped out.
 * - `countdown`: 3, 2, 1 before play (`options.countdown`); the clock has not started.
 */
export type Phase = 'falling' | 'entry' | 'clearing' | 'over' | 'countdown';

/** A cell as `[x, y]`. */
export type Cell = readonly [number, number];

/** A piece placement: type, rotation state and bounding-box top-left. */
export interface PiecePlacement {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly x: number;
  readonly y: number;
}

/** The piece in play, with its four board cells. */
export interface ActivePiece extends PiecePlacement {
  readonly cells: readonly Cell[];
}

/** Buttons held during one `tick()`. Missing = not held. */
export interface Held {
  left?: boolean;
  right?: boolean;
  softDrop?: boolean;
}

/** Frame-based handling settings. All values are frames at 60 Hz. */
export interface Handling {
  /**
   * Delayed auto shift: frames between the first shift of a held direction and the second.
   * Default 16 (0 acts as 1).
   */
  das: number;
  /** Auto repeat rate: frames between later shifts. 0 = shift to the wall at once. Default 6. */
  arr: number;
  /** Held soft drop moves one row every `softDrop` frames (2 = 1/2 G). 0 = straight to the floor. Default 2. */
  softDrop: number;
  /** Entry delay (ARE, 10-18 frames by lock height) and 20-frame line-clear delay. Default true. */
  are: boolean;
  /** Frames a resting piece waits before it locks. Default 30. */
  lockDelay: number;
  /** Successful moves/rotations that reset the lock timer before the piece locks at once. Default 15. */
  lockResets: number;
  /** A rotation pressed during the entry or line-clear delay turns the next piece as it spawns. Default true. */
  initialRotation: boolean;
  /** Hold pressed during the entry or line-clear delay holds the next piece as it spawns. Default true. */
  initialHold: boolean;
  /** The `rotate180` button turns the piece half round (TETR.IO's SRS+ 180-degree kicks). Default false. */
  rotate180: boolean;
  /**
   * DAS cut delay (TETR.IO's DCD): after a rotation or a spawn, a charged auto-shift waits at least
   * this many frames before its next shift. 0 = off (default).
   */
  dcd: number;
}

/** Options of `new Game()`. Every field is optional; an unknown field or a bad value throws. */
export interface GameOptions {
  /** Game mode (see {@link Mode}). Default `marathon`. */
  mode?: Mode;
  /**
   * The mode's target: lines for `sprint` (default 40) and `marathon` (default none: endless),
   * seconds for `ultra` (default 120). `zen` has none.
   */
  goal?: number | null;
  /** 32-bit seed of the 7-bag. Same seed + same inputs = same game. Default 0. */
  seed?: number;
  /** Starting level (1 or more). Default 1. */
  level?: number;
  /** Lines already cleared. Default 0. */
  lines?: number;
  /** The previous line clear was difficult, so the next difficult clear gets x1.5. Default false. */
  backToBack?: boolean;
  /** Guideline combo counter: -1 = none (default), 0 after the first clearing lock of a chain, ... */
  combo?: number;
  /** 20 rows of 10 chars, top row first. `.` empty, a piece letter = that piece, any other char = filled. */
  board?: readonly string[];
  /** Rows above the field, top first; the last is directly above row 0 (at most 20). */
  hiddenRows?: readonly string[];
  /** Pieces dealt first, before the seeded 7-bag continues. */
  queue?: readonly PieceType[];
  /** Initial hold slot. */
  hold?: PieceType | null;
  /** Start with this piece in play (the queue then holds the pieces after it). */
  active?: PiecePlacement;
  /** Handling overrides; see {@link Handling}. */
  handling?: Partial<Handling>;
  /**
   * Keep every placed piece's state, so `undo()` and `redo()` work (one step per piece, as many
   * as were played). A game that used undo is not a ranked game. Default false.
   */
  undo?: boolean;
  /**
   * Count down 3, 2, 1 (three seconds) before the first piece: the clock starts on Go; a direction
   * held meanwhile charges auto-shift, and a rotation or hold pressed meanwhile acts as the
   * first piece spawns. Default false.
   */
  countdown?: boolean;
  /** Survival: a garbage row every this many frames, entering on a lock that clears no line. Default none. */
  survival?: number | null;
  /** Play a versus game: clears send attacks and received garbage enters the matrix. Omitted: a single-player game that sends nothing. */
  versus?: VersusOptions;
}

/** Attack rule sets of a versus game (see `ATTACK_RULES`). */
export type AttackRuleName = 'guideline' | 'tetrio' | 'jstris';

/** Options of a versus game (`new Game({ versus })`). */
export interface VersusOptions {
  /** What clears send and how garbage is cancelled. Default `guideline`. */
  rules?: AttackRuleName;
  /** Frames received garbage waits before it may enter (0-3600). Default 20. */
  delay?: number;
  /** Most garbage rows entering on one lock (1-40). Default 8. */
  cap?: number;
  /** Chance (0-1) of a new hole column for each attack that starts to enter (`tetrio`: each attack used up, cancelled ones too). Default 1. */
  messiness?: number;
  /**
   * How the level (and so gravity) changes in a versus game: `lines` rises a level every 10 lines
   * as in marathon (the default, as games before this option played), `fixed` keeps the starting
   * level, `time` rises a level every 30 seconds of play (`VERSUS_LEVEL_FRAMES`), whatever is cleared.
   */
  levels?: VersusLevels;
}

/** How a versus game's level changes: see {@link VersusOptions.levels}. */
export type VersusLevels = 'lines' | 'fixed' | 'time';

/** A versus game's settings, defaults filled in. */
export interface VersusSettings {
  readonly rules: AttackRuleName;
  readonly delay: number;
  readonly cap: number;
  readonly messiness: number;
  readonly levels: VersusLevels;
}

/** What a clear that attacked did (`attack` event). */
export interface AttackClear {
  /** Lines cleared. */
  readonly lines: number;
  /** Spin kind (T-spins; under `tetrio`, other pieces' spins count as minis). */
  readonly spin: TSpin;
  /** Back-to-back count after the clear: -1 none, 0 the first difficult clear, 1 the first back-to-back, ... */
  readonly backToBack: number;
  /** Combo count after the clear: 0 the first clear, 1 the second in a row, ... */
  readonly combo: number;
  readonly perfectClear: boolean;
  /** Lines of a back-to-back surge in the attack (`tetrio`), 0 for none. */
  readonly surge: number;
}

/** Options of `game.receiveGarbage()`. */
export interface ReceiveGarbageOptions {
  /** The attack's id (the sender's `attack` event id), for `garbage` events. Default: counted by the receiver. */
  id?: number;
  /** Hole column 0-9. Default: drawn from the game's seed. */
  column?: number;
  /** Frames before it may enter (0-3600). Default: the versus `delay`. */
  delay?: number;
}

/** Garbage waiting to enter (`game.incoming`). */
export interface IncomingGarbage {
  readonly id: number;
  readonly lines: number;
  /** First frame on which it may enter. */
  readonly ready: number;
}

/** Result of one lock. */
export interface LockResult {
  /** Lines cleared by this lock. */
  lines: number;
  /** T-spin kind (3-corner rule; a test-5 kick upgrades a mini to full). */
  tSpin: TSpin;
  /** Score added by this lock: hard-drop points + line clear/T-spin (x1.5 if B2B) + combo + perfect clear. */
  points: number;
  /** The x1.5 back-to-back bonus was applied. */
  backToBack: boolean;
  /** Combo counter after the lock (-1 = none). */
  combo: number;
  /** The whole matrix, hidden rows included, is empty after the clear. */
  perfectClear: boolean;
  /** Rows moved by the hard drop that locked the piece (0 for a lock-delay lock). */
  dropDistance: number;
  /** Set when this lock ended the game (lock out, block out of the next piece, or the line goal). */
  gameOver: GameEnd | null;
  /**
   * Finesse faults of this piece: left/right and rotation presses beyond the fewest that bring it
   * from spawn over this placement (a hold starts the count again). Tucks and spins under an
   * overhang are not judged (0).
   */
  finesseFaults: number;
}

/** Result of `press()`. */
export interface PressResult {
  /** The press changed something. */
  readonly ok: boolean;
  /** For rotations: the kick test that fitted (1-5 for a quarter turn, 1-6 for a half turn). */
  readonly kick?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Set when this press locked the piece. */
  readonly lock?: LockResult;
  /** A `down()` during the entry or line-clear delay that will act as the next piece spawns. */
  readonly buffered?: true;
}

/** The rows removed by the latest clearing lock. */
export interface LastClear {
  /** Board row indices (y) before removal, top first. */
  readonly rows: readonly number[];
  /** The frame (`game.frame`) it happened on. */
  readonly frame: number;
}

/** Payloads of the events of `game.on()`. */
export interface EngineEventMap {
  /** A piece locked. */
  lock: LockResult & { type: PieceType; cells: readonly Cell[] };
  /**
   * A lock cleared lines. `level` and `totalLines` are after the clear; `points` as in
   * {@link LockResult}; `cells` are the cleared rows as they were, top first, as in `rows()`.
   */
  'line-clear': {
    lines: number;
    rows: number[];
    cells: string[];
    tSpin: TSpin;
    backToBack: boolean;
    combo: number;
    perfectClear: boolean;
    points: number;
    totalLines: number;
    level: number;
  };
  /** The score changed. */
  score: { score: number; delta: number };
  /** The level changed. */
  level: { level: number };
  /** Hold was used; `piece` is the piece now in the hold slot. */
  hold: { piece: PieceType };
  /** A new piece entered play (from the queue or from hold). */
  spawn: { type: PieceType };
  /** The piece moved sideways by `dx` columns; `auto` = moved by auto-shift (not by the press itself). */
  move: { dx: number; auto: boolean };
  /** The piece rotated; `kick` = the kick test that fitted; `half` = a half turn (then `cw` is true). */
  rotate: { cw: boolean; kick: number; half: boolean };
  /** Soft drop moved the piece down `rows` rows (1 point each). */
  'soft-drop': { rows: number };
  /**
   * A clearing lock of a versus game attacked: `lines` before cancelling incoming garbage, `sent`
   * after (in `chunks`, each queued by a receiver as one attack); `id` counts this game's attacks.
   */
  attack: { id: number; lines: number; sent: number; cancelled: number; chunks: readonly number[]; clear: AttackClear; frame: number };
  /**
   * Incoming garbage changed: `queued` (received), `cancelled` (by this game's attack) or
   * `entered` (rows rose into the matrix with their hole at `column`; null otherwise).
   */
  garbage: { kind: 'queued' | 'cancelled' | 'entered'; id: number; lines: number; column: number | null; frame: number };
  /** The game ended. */
  'game-over': { reason: GameEnd; score: number; lines: number; level: number; pieces: number; frame: number };
}

/** Name of an engine event. */
export type EngineEventType = keyof EngineEventMap;

/** Listener of one engine event. */
export type EngineListener<K extends EngineEventType> = (payload: EngineEventMap[K]) => void;
