/**
 * `tetris-game/bot`: a Tetris bot that plays like a person, pure and deterministic like the engine
 * (it reads games through the engine's public API only). `suggest()` ranks the moves of a game's
 * piece with their presses; `BotPlayer` plays a game through its buttons at a set pace; the
 * difficulties and weights are tables; `TbpBot` speaks the Tetris Bot Protocol (the worker build
 * runs it off the main thread).
 * @module
 */
export { suggest, suggestPosition, stateOf, searchState, withActions } from './suggest.js';
export type { Position, Suggestion, SuggestOptions } from './suggest.js';
export { DIFFICULTIES, DIFFICULTY_NAMES, pickMove } from './difficulty.js';
export type { Difficulty, DifficultyRules } from './difficulty.js';
export type { Weights } from './evaluate.js';
export type { BotState, RankedMove, SearchLimits, SearchResult } from './search.js';
export { BotPlayer } from './bot-player.js';
export type { BotPlayerOptions, BotPlayerStats, KeyTarget } from './bot-player.js';
export { TbpBot, toLocation, fromLocation, ORIENTATIONS } from './tbp.js';
export type { Orientation, TbpBotOptions, TbpLocation, TbpMove, TbpOutMessage } from './tbp.js';
