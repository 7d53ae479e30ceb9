/**
 * JSX types of `<tetris-game>` for React 19, opt-in: `import type {} from 'tetris-game/react'` once
 * in a TypeScript project that uses React (the main entry does not depend on React's types).
 *
 * React 19 sets a prop as a property when the element has one (`level={3}`, `scheduler={...}`)
 * and adds a listener for a prop named `on` + the exact event name: `online-clear`, `ongame-over`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TetrisGameEventMap } from './element/events.js';
import type { TetrisGame } from './element/tetris-game.js';

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

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'tetris-game': TetrisGameJSXProps;
    }
  }
}
