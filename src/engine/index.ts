/**
 * `tetris-game/engine`: the pure, deterministic guideline Tetris engine. This file is the
 * engine's only public surface. Nothing here touches the DOM, a clock or global randomness:
 * time passes through `Game.tick()` and randomness comes from the seed.
 * @module
 */
export { Game, NEXT_COUNT } from './game.js';
export { record, replay, Recorder, ReplayPlayer } from './replay.js';
export type { ReplayData } from './replay.js';
export { COLS, ROWS, HIDDEN_ROWS, TOTAL_ROWS, GARBAGE_CELL, GARBAGE_CHAR } from './board.js';
export { PIECE_TYPES, ROTATIONS, SHAPES, SPAWN_X, SPAWN_Y } from './pieces.js';
export { KICKS_JLSTZ, KICKS_I, KICKS_O, transition } from './kicks.js';
export type { Transition, KickTests } from './kicks.js';
export {
  GRAVITY_FRAMES_X1000,
  GRAVITY_SCALE,
  MAX_GRAVITY_LEVEL,
  TWENTY_G_FRAMES_X1000,
  gravityFramesX1000,
  isTwentyG,
} from './gravity.js';
export {
  CLEAR_POINTS,
  PERFECT_CLEAR_POINTS,
  B2B_TETRIS_PERFECT_CLEAR_POINTS,
  COMBO_POINTS,
  SOFT_DROP_POINTS,
  HARD_DROP_POINTS,
  LINES_PER_LEVEL,
  clearPoints,
  comboPoints,
  perfectClearPoints,
  isDifficult,
  levelFor,
} from './scoring.js';
export { DEFAULT_HANDLING, LINE_CLEAR_DELAY, MIN_ENTRY_DELAY, MAX_ENTRY_DELAY, entryDelay } from './handling.js';
export { Rng, SevenBag } from './rng.js';
export type {
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
  Phase,
  PiecePlacement,
  PieceType,
  PressResult,
  Rotation,
  TopOut,
  TSpin,
} from './types.js';
