/**
 * JSX types of `<tetris-game>` and `<tetris-versus>` for React 19, opt-in: `import type {} from 'tetris-game/react'` once
 * in a TypeScript project that uses React (the main entry does not depend on React's types).
 *
 * React 19 sets a prop as a property when the element has one (`level={3}`, `scheduler={...}`)
 * and adds a listener for a prop named `on` + the exact event name: `online-clear`, `ongame-over`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TetrisGameEventMap } from './element/events.js';
import type { TetrisGame } from './element/tetris-game.js';
import type { TetrisVersus } from './versus/tetris-versus.js';
import type { TetrisVersusEventMap } from './versus/versus-events.js';

/** The element's writable properties. */
export type TetrisGameProperties = Partial<
  Pick<
    TetrisGame,
    | 'level'
    | 'theme'
    | 'controls'
    | 'seed'
    | 'autostart'
    | 'keys'
    | 'handling'
    | 'das'
    | 'arr'
    | 'softDrop'
    | 'dcd'
    | 'mode'
    | 'goal'
    | 'touchButtons'
    | 'storageKey'
    | 'sound'
    | 'volume'
    | 'reducedMotion'
    | 'setup'
    | 'bot'
    | 'puzzle'
    | 'versus'
    | 'strings'
    | 'audioContextFactory'
    | 'scheduler'
  >
>;

/** `onscore`, `online-clear`, `ongame-over`...: one listener prop per event, with its detail type. */
export type TetrisGameEventProps = {
  [K in keyof TetrisGameEventMap as `on${K}`]?: (event: TetrisGameEventMap[K]) => void;
};

/** Everything `<tetris-game>` accepts in JSX. */
export type TetrisGameJSXProps = DetailedHTMLProps<HTMLAttributes<TetrisGame>, TetrisGame> &
  TetrisGameProperties &
  TetrisGameEventProps;

/** `<tetris-versus>`'s writable properties. */
export type TetrisVersusProperties = Partial<
  Pick<TetrisVersus, 'opponent' | 'difficulty' | 'rules' | 'firstTo' | 'seed' | 'theme' | 'handling' | 'controls' | 'keys' | 'keys2' | 'botWorker' | 'scheduler'>
>;

/** `onmatch-start`, `onround-over`...: one listener prop per event of `<tetris-versus>`. */
export type TetrisVersusEventProps = {
  [K in keyof TetrisVersusEventMap as `on${K}`]?: (event: TetrisVersusEventMap[K]) => void;
};

/** Everything `<tetris-versus>` accepts in JSX. */
export type TetrisVersusJSXProps = DetailedHTMLProps<HTMLAttributes<TetrisVersus>, TetrisVersus> &
  TetrisVersusProperties &
  TetrisVersusEventProps;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'tetris-game': TetrisGameJSXProps;
      'tetris-versus': TetrisVersusJSXProps;
    }
  }
}
