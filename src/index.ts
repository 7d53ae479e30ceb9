import { TetrisGame } from './element/tetris-game.js';

export { TetrisGame } from './element/tetris-game.js';
export type { GameStatus, GameSnapshot, StartOptions, WatchOptions, WatchResult } from './element/tetris-game.js';
export type * from './element/events.js';
export type { Puzzle, PuzzleGoal, PuzzleTSpin } from './practice/puzzle.js';
export { ManualScheduler, rafScheduler, type Scheduler } from './clock/scheduler.js';
export { THEMES, type ThemeName } from './themes/themes.js';
export { DEFAULT_KEYS, type KeyAction } from './input/keymap.js';
export type { StringKey, StringOverrides } from './ui/strings/strings.js';

export { DEFAULT_TAG } from './define.js';

// Registered on import. A tag taken by another class is left alone, with one warning that says how
// to register under another name.
TetrisGame.define();

declare global {
  interface HTMLElementTagNameMap {
    'tetris-game': TetrisGame;
  }
}
