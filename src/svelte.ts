// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run analyze`): edit the element, not this file.
/**
 * Template types for Svelte 5, opt-in: `import type {} from 'tetris-game/svelte'` once in a project
 * that uses Svelte (the main entry does not depend on Svelte's types). `svelte-check` and the
 * editor then check the tag's attributes and listeners.
 *
 * Svelte sets an attribute as a property when the element has one, and `online-clear={...}` (`on`
 * followed by the exact event name) listens to `line-clear`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { TetrisGame, TetrisGameEventMap } from './index.js';
import type { TetrisVersus, TetrisVersusEventMap } from './versus/index.js';
import type { TetrisGameTemplateProps, TetrisVersusTemplateProps } from './template-props.js';

/** What a Svelte template can set on `<tetris-game>`: properties, attributes and `on` + event name listeners. */
export interface TetrisGameSvelteProps extends TetrisGameTemplateProps {
  /** The score changed (at most once per frame). Detail: `{ score, delta, level, lines }`. */
  onscore?: (event: TetrisGameEventMap['score']) => void;
  /** Rows were cleared. Detail: `{ lines, rows, tSpin, backToBack, combo, perfectClear, points, totalLines, level }`. */
  'online-clear'?: (event: TetrisGameEventMap['line-clear']) => void;
  /** The game ended. Detail: `{ score, lines, level, pieces, time, reason, mode, goal, pps, best, stats }`. */
  'ongame-over'?: (event: TetrisGameEventMap['game-over']) => void;
  /** A new game started. Detail: `{ level, seed }`. */
  'ongame-start'?: (event: TetrisGameEventMap['game-start']) => void;
  /** The game paused (by the player, on blur or on a hidden tab). Detail: `{}`. */
  'ongame-pause'?: (event: TetrisGameEventMap['game-pause']) => void;
  /** The game resumed. Detail: `{}`. */
  'ongame-resume'?: (event: TetrisGameEventMap['game-resume']) => void;
  /** The level went up. Detail: `{ level }`. */
  'onlevel-change'?: (event: TetrisGameEventMap['level-change']) => void;
  /** A piece was put into the hold slot. Detail: `{ piece }`. */
  onhold?: (event: TetrisGameEventMap['hold']) => void;
  /** The lock that met the `puzzle`'s goal. Detail: `{ pieces, lines }`. */
  'onpuzzle-solved'?: (event: TetrisGameEventMap['puzzle-solved']) => void;
  /** The `puzzle` can no longer be solved in this attempt. Detail: `{ reason, pieces, lines }` (`reason`: `'pieces'`, `'game-over'` or `'unreachable'`). */
  'onpuzzle-failed'?: (event: TetrisGameEventMap['puzzle-failed']) => void;
  /** A clear of a `versus` game sent garbage: pass each of `chunks` to the opponent's `receiveGarbage()`. Detail: `{ id, lines, sent, cancelled, chunks, clear, frame }`. */
  onattack?: (event: TetrisGameEventMap['attack']) => void;
  /** Incoming garbage of a `versus` game was queued, cancelled or entered the matrix. Detail: `{ kind, id, lines, column, frame }`. */
  ongarbage?: (event: TetrisGameEventMap['garbage']) => void;
}

/** Everything `<tetris-game>` accepts in a Svelte template: the HTML attributes and its own. */
export type TetrisGameSvelteAttributes = HTMLAttributes<TetrisGame> & TetrisGameSvelteProps;

/** What a Svelte template can set on `<tetris-versus>`: properties, attributes and `on` + event name listeners. */
export interface TetrisVersusSvelteProps extends TetrisVersusTemplateProps {
  /** A match began. Detail: `MatchStartDetail`. */
  'onmatch-start'?: (event: TetrisVersusEventMap['match-start']) => void;
  /** A clear sent garbage. Detail: `VersusAttackDetail` (`player`, `to`: the seat it went to, null when nothing was sent; `id`, `lines`, `sent`, `chunks`). */
  onattack?: (event: TetrisVersusEventMap['attack']) => void;
  /** A round was decided. Detail: `RoundOverDetail` (`winner`, `wins`). */
  'onround-over'?: (event: TetrisVersusEventMap['round-over']) => void;
  /** The match was won. Detail: `MatchOverDetail` (`winner`, `rounds`, `stats`, `forfeit`). */
  'onmatch-over'?: (event: TetrisVersusEventMap['match-over']) => void;
  /** Remote: the player asked for a match. Detail: `{}`. */
  onready?: (event: TetrisVersusEventMap['ready']) => void;
  /** Remote: this board's round ended. Detail: `RoundEndDetail`. */
  'onround-end'?: (event: TetrisVersusEventMap['round-end']) => void;
  /** Remote: this board's field changed. Detail: `BoardChangeDetail`. */
  'onboard-change'?: (event: TetrisVersusEventMap['board-change']) => void;
  /** Remote: this board's player pressed or released a button. Detail: `VersusInputDetail` (`round`, `frame`, `button`, `down`). */
  oninput?: (event: TetrisVersusEventMap['input']) => void;
}

/** Everything `<tetris-versus>` accepts in a Svelte template: the HTML attributes and its own. */
export type TetrisVersusSvelteAttributes = HTMLAttributes<TetrisVersus> & TetrisVersusSvelteProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'tetris-game': TetrisGameSvelteAttributes;
    'tetris-versus': TetrisVersusSvelteAttributes;
  }
}
