import type { ArgTypes } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../../src/index.js';
import type { TetrisGame } from '../../src/index.js';

/** Every attribute of `<tetris-game>` as a story arg, by property name (`softDrop` is `soft-drop`). */
export type GameArgs = Partial<
  Pick<
    TetrisGame,
    | 'level'
    | 'theme'
    | 'controls'
    | 'seed'
    | 'autostart'
    | 'handling'
    | 'das'
    | 'arr'
    | 'softDrop'
    | 'mode'
    | 'goal'
    | 'touchButtons'
    | 'storageKey'
    | 'sound'
    | 'volume'
    | 'reducedMotion'
  > & { keys: string }
>;

/**
 * A control for every attribute; the rows, their descriptions and a select's options come from
 * the manifest (`.storybook/arg-types.ts`). Storybook names a row after its key unless the story
 * names it, hence the attribute names here.
 */
export const gameArgTypes: Partial<ArgTypes<GameArgs>> = {
  level: { control: { type: 'number', min: 1, max: 20 } },
  theme: { control: 'select' },
  controls: { control: 'text' },
  seed: { control: 'number' },
  autostart: { control: 'boolean' },
  keys: { control: 'text' },
  handling: { control: 'inline-radio' },
  das: { control: { type: 'number', min: 1, max: 60 } },
  arr: { control: { type: 'number', min: 0, max: 60 } },
  softDrop: { name: 'soft-drop', control: { type: 'number', min: 0, max: 60 } },
  mode: { control: 'inline-radio' },
  goal: { control: { type: 'number', min: 1 } },
  touchButtons: { name: 'touch-buttons', control: 'boolean' },
  storageKey: { name: 'storage-key', control: 'text' },
  sound: { control: 'inline-radio' },
  volume: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
  reducedMotion: { name: 'reduced-motion', control: 'boolean' },
};

/**
 * `<tetris-game>` with every arg as its attribute (unset args leave the attribute out), 380 px
 * wide at most, so it has a size in any layout. `content` goes inside (slotted screens).
 */
export function renderGame(args: GameArgs, content: unknown = nothing, style = '') {
  return html`
    <tetris-game
      level=${args.level ?? nothing}
      theme=${args.theme ?? nothing}
      controls=${args.controls ?? nothing}
      seed=${args.seed ?? nothing}
      ?autostart=${args.autostart}
      keys=${args.keys || nothing}
      handling=${args.handling ?? nothing}
      das=${args.das ?? nothing}
      arr=${args.arr ?? nothing}
      soft-drop=${args.softDrop ?? nothing}
      mode=${args.mode ?? nothing}
      goal=${args.goal ?? nothing}
      ?touch-buttons=${args.touchButtons}
      storage-key=${args.storageKey ?? nothing}
      sound=${args.sound ?? nothing}
      volume=${args.volume ?? nothing}
      ?reduced-motion=${args.reducedMotion}
      style="width: 380px; max-width: 100%; ${style}"
      >${content}</tetris-game
    >
  `;
}
