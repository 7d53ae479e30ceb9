/**
 * `tetris-game/engine`: the pure, deterministic guideline Tetris engine. This file is the
 * engine's only public surface. Nothing here touches the DOM, a clock or global randomness:
 * time passes through `Game.tick()` and randomness comes from the seed.
 * @module
 */
export { Game, NEXT_COUNT } from './game/game.js';
export { Recorder, record } from './replay/recorder.js';
export { ReplayPlayer, replay, readReplay, MAX_REPLAY_FRAMES, MAX_REPLAY_BYTES } from './replay/replay.js';
export { loggedFrames } from './replay/replay-log-reader.js';
export type { ReplayData, ReplayLimits } from './replay/replay.js';
export { verify } from './replay/verify.js';
export type { VerifiedResult, VerifyOptions } from './replay/verify.js';
export { canonicalReplay, canonicalReplayText } from './replay/canonical.js';
export type { CanonicalLimits } from './replay/canonical.js';
export { RANKED_OPTIONS, RANKED_HANDLING, RANKED_FRAMES_PER_LINE, RANKED_SLACK_FRAMES, rankedFrameLimit, unrankedField } from './replay/ranked.js';
export {
  END_REASONS,
  RESULT_RULES,
  counts,
  endReason,
  gameTime,
  isBetter,
  piecesPerSecond,
  rankOf,
  rankValue,
  resultOf,
} from './replay/results.js';
export type { EndReason, GameResult, RankBy, RankedFields, ResultRule } from './replay/results.js';
export { ATTACK_RULES, ATTACK_RULE_NAMES } from './rules/attack.js';
export type { AttackRules } from './rules/attack.js';
export { DEFAULT_VERSUS, checkVersus, MAX_GARBAGE_CAP, MAX_GARBAGE_DELAY, MAX_GARBAGE_LINES, VERSUS_LEVELS, VERSUS_LEVEL_FRAMES } from './rules/versus.js';
export { Match, MAX_FIRST_TO, MAX_PLAYERS, roundSeed } from './match/match.js';
export type { MatchEventMap, MatchOptions, MatchPlayerStats, MatchReplay, MatchSettings, MatchState } from './match/match.js';
export { verifyMatch, MAX_MATCH_REPLAY_BYTES } from './match/match-replay.js';
export { matchFigures } from './match/match-figures.js';
export type { FigureCounters, MatchFigures } from './match/match-figures.js';
export { matchRoundReplays } from './match/match-round-replays.js';
export type { VerifiedMatch, VerifyMatchOptions } from './match/match-replay.js';
export { RANKED_MATCH_HANDLING, unrankedMatchField } from './match/match-ranked.js';
export { canonicalMatchOptions, canonicalMatchReplay, canonicalMatchReplayText } from './match/match-canonical.js';
export type { CanonicalMatchLimits } from './match/match-canonical.js';
export { DEFAULT_TARGETING, TARGETING_RULES, TARGETING_STRATEGIES, chooseTarget, nextInTurn } from './rules/targeting.js';
export type { Draw, TargetChoice, TargetRule, TargetSituation, Targeting, TargetingStrategy } from './rules/targeting.js';
export { FrameClock, MAX_CATCH_UP_FRAMES } from './frame-clock.js';
export { MODES, MODE_NAMES, resolveGoal, MAX_GOAL_LINES, MAX_GOAL_SECONDS, FRAMES_PER_SECOND, DIG_DEFAULT_GOAL } from './rules/modes.js';
export type { ModeRules } from './rules/modes.js';
export { MAX_LEVEL, MAX_LINES, MAX_QUEUE, MAX_SURVIVAL_FRAMES } from './game/options.js';
export { COLS, ROWS, HIDDEN_ROWS, TOTAL_ROWS, GARBAGE_CELL, GARBAGE_CHAR } from './state/board.js';
export { PIECE_TYPES, ROTATIONS, SHAPES, SPAWN_X, SPAWN_Y } from './rules/pieces.js';
export { detectTSpin } from './rules/t-spin.js';
export { KICKS_JLSTZ, KICKS_I, KICKS_O, KICKS_180_JLSTZ, KICKS_180_I, transition } from './rules/kicks.js';
export type { Transition, HalfTransition, KickTests } from './rules/kicks.js';
export {
  GRAVITY_FRAMES_X1000,
  GRAVITY_SCALE,
  MAX_GRAVITY_LEVEL,
  TWENTY_G_FRAMES_X1000,
  gravityFramesX1000,
  isTwentyG,
} from './rules/gravity.js';
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
} from './rules/scoring.js';
export { DEFAULT_HANDLING, MAX_HANDLING_FRAMES, LINE_CLEAR_DELAY, MIN_ENTRY_DELAY, MAX_ENTRY_DELAY, entryDelay } from './rules/handling.js';
export { Rng, SevenBag } from './state/rng.js';
export { ACTIONS } from './state/buttons.js';
export { finesseMinimum } from './game/finesse.js';
export { DIG_ROWS } from './game/drills.js';
export { COUNTDOWN_FRAMES } from './game/phases.js';
export type {
  Action,
  ActivePiece,
  AttackClear,
  AttackRuleName,
  Cell,
  EngineEventMap,
  EngineEventType,
  EngineListener,
  GameEnd,
  GameOptions,
  GameStats,
  Handling,
  Held,
  IncomingGarbage,
  LastClear,
  LockResult,
  Mode,
  Phase,
  PiecePlacement,
  PieceType,
  PressResult,
  ReceiveGarbageOptions,
  Rotation,
  TopOut,
  TSpin,
  VersusLevels,
  VersusOptions,
  VersusSettings,
} from './types.js';
