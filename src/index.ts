import { TetrisGame } from './element/tetris-game.js';

export { TetrisGame } from './element/tetris-game.js';
export type { GameStatus, GameSnapshot, StartOptions } from './element/tetris-game.js';
export type * from './element/events.js';
export { ManualScheduler, rafScheduler, type Scheduler } from './element/scheduler.js';
export { THEMES, type ThemeName } from './themes/themes.js';
export { DEFAULT_KEYS, type KeyAction } from './input/keymap.js';

// Defined once; a page that already registered the tag (or another copy of this file) is left alone.
if (!customElements.get('tetris-game')) customElements.define('tetris-game', TetrisGame);

declare global {
  interface HTMLElementTagNameMap {
    'tetris-game': TetrisGame;
  }
}
