/**
 * `tetris-game/versus`: `<tetris-versus>`, a versus match of two boards against the bot, a second
 * player on the same keyboard, or a remote player. Registered on import; its own entry, so
 * nothing of it loads with `<tetris-game>`.
 * @module
 */
import { TetrisVersus } from './tetris-versus.js';

export { TetrisVersus } from './tetris-versus.js';
export type * from './versus-events.js';
export type { RoundSoFar, RoundSoFarEvent } from './remote-round.js';
export { OPPONENTS, LOCAL_KEYS, type Opponent } from './versus-options.js';
export { KO_FRAMES, type VersusPhase } from './versus-session.js';
export { COUNTDOWN_FRAMES } from '../engine/index.js';
export { botWorkerFactory, TRUSTED_TYPES_POLICY, type BotWorkerFactory, type BotWorkerOptions, type ScriptUrlPolicy } from './bot-worker-start.js';
export { ManualScheduler, rafScheduler, type Scheduler } from '../clock/scheduler.js';

TetrisVersus.define();

declare global {
  interface HTMLElementTagNameMap {
    'tetris-versus': TetrisVersus;
  }
}
