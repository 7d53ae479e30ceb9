// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run analyze`): edit the element, not this file.
/**
 * Template types for Vue 3, opt-in: `import type {} from 'tetris-game/vue'` once in a project that
 * uses Vue (the main entry does not depend on Vue's types). Vue's language tools then check the
 * props and `@line-clear`-style listeners of the tag, and a template ref is the element.
 *
 * Vue sets a bound value as a property when the element has one; `@line-clear` compiles to the
 * `onLineClear` prop, which listens to `line-clear`.
 */
import type { HTMLAttributes, PublicProps } from 'vue';
import type { TetrisGame, TetrisGameEventMap } from './index.js';
import type { TetrisVersus, TetrisVersusEventMap } from './versus/index.js';
import type { TetrisGameTemplateProps, TetrisVersusTemplateProps } from './template-props.js';

/** What a Vue template can bind on `<tetris-game>`: properties, attributes and `@event` listeners. */
export interface TetrisGameVueProps extends TetrisGameTemplateProps {
  /** The score changed (at most once per frame). Detail: `{ score, delta, level, lines }`. */
  onScore?: (event: TetrisGameEventMap['score']) => void;
  /** Rows were cleared. Detail: `{ lines, rows, tSpin, backToBack, combo, perfectClear, points, totalLines, level }`. */
  onLineClear?: (event: TetrisGameEventMap['line-clear']) => void;
  /** The game ended. Detail: `{ score, lines, level, pieces, time, reason, mode, goal, pps, best, stats }`. */
  onGameOver?: (event: TetrisGameEventMap['game-over']) => void;
  /** A new game started. Detail: `{ level, seed }`. */
  onGameStart?: (event: TetrisGameEventMap['game-start']) => void;
  /** The game paused (by the player, on blur or on a hidden tab). Detail: `{}`. */
  onGamePause?: (event: TetrisGameEventMap['game-pause']) => void;
  /** The game resumed. Detail: `{}`. */
  onGameResume?: (event: TetrisGameEventMap['game-resume']) => void;
  /** The level went up. Detail: `{ level }`. */
  onLevelChange?: (event: TetrisGameEventMap['level-change']) => void;
  /** A piece was put into the hold slot. Detail: `{ piece }`. */
  onHold?: (event: TetrisGameEventMap['hold']) => void;
  /** The lock that met the `puzzle`'s goal. Detail: `{ pieces, lines }`. */
  onPuzzleSolved?: (event: TetrisGameEventMap['puzzle-solved']) => void;
  /** The `puzzle` can no longer be solved in this attempt. Detail: `{ reason, pieces, lines }` (`reason`: `'pieces'`, `'game-over'` or `'unreachable'`). */
  onPuzzleFailed?: (event: TetrisGameEventMap['puzzle-failed']) => void;
  /** A clear of a `versus` game sent garbage: pass each of `chunks` to the opponent's `receiveGarbage()`. Detail: `{ id, lines, sent, cancelled, chunks, clear, frame }`. */
  onAttack?: (event: TetrisGameEventMap['attack']) => void;
  /** Incoming garbage of a `versus` game was queued, cancelled or entered the matrix. Detail: `{ kind, id, lines, column, frame }`. */
  onGarbage?: (event: TetrisGameEventMap['garbage']) => void;
}

/** `<tetris-game>` as Vue's tools see a component: a ref is the element, `$props` what the template binds. */
export type TetrisGameVueComponent = new () => TetrisGame & { $props: HTMLAttributes & PublicProps & TetrisGameVueProps };

/** What a Vue template can bind on `<tetris-versus>`: properties, attributes and `@event` listeners. */
export interface TetrisVersusVueProps extends TetrisVersusTemplateProps {
  /** A match began. Detail: `MatchStartDetail`. */
  onMatchStart?: (event: TetrisVersusEventMap['match-start']) => void;
  /** A clear sent garbage. Detail: `VersusAttackDetail` (`player`, `to`: the seat it went to, null when nothing was sent; `id`, `lines`, `sent`, `chunks`). */
  onAttack?: (event: TetrisVersusEventMap['attack']) => void;
  /** A round was decided. Detail: `RoundOverDetail` (`winner`, `wins`). */
  onRoundOver?: (event: TetrisVersusEventMap['round-over']) => void;
  /** The match was won. Detail: `MatchOverDetail` (`winner`, `rounds`, `stats`, `forfeit`). */
  onMatchOver?: (event: TetrisVersusEventMap['match-over']) => void;
  /** Remote: the player asked for a match. Detail: `{}`. */
  onReady?: (event: TetrisVersusEventMap['ready']) => void;
  /** Remote: this board's round ended. Detail: `RoundEndDetail`. */
  onRoundEnd?: (event: TetrisVersusEventMap['round-end']) => void;
  /** Remote: this board's field changed. Detail: `BoardChangeDetail`. */
  onBoardChange?: (event: TetrisVersusEventMap['board-change']) => void;
  /** Remote: this board's player pressed or released a button. Detail: `VersusInputDetail` (`round`, `frame`, `button`, `down`). */
  onInput?: (event: TetrisVersusEventMap['input']) => void;
}

/** `<tetris-versus>` as Vue's tools see a component: a ref is the element, `$props` what the template binds. */
export type TetrisVersusVueComponent = new () => TetrisVersus & { $props: HTMLAttributes & PublicProps & TetrisVersusVueProps };

declare module 'vue' {
  interface GlobalComponents {
    'tetris-game': TetrisGameVueComponent;
    'tetris-versus': TetrisVersusVueComponent;
  }
}
