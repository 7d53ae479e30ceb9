import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { Action } from '../src/engine/index.js';
import type { StartOptions, TetrisGame } from '../src/index.js';
import { gameArgTypes, renderGame, type GameArgs } from './support/game.js';

interface Args extends GameArgs {
  /** A position and the presses that make the effect; a number waits that many ms more. */
  scene: { start: StartOptions; presses: (Action | number)[] };
}

const empty = (rows: number) => Array<string>(rows).fill('..........');
const board = (...bottom: string[]) => [...empty(20 - bottom.length), ...bottom];

/**
 * Starts the scene from the button inside the game: its click is the user gesture that lets
 * audio start, and preventing its default keeps the element from starting a plain game.
 */
function play(event: Event, { start, presses }: Args['scene']) {
  event.preventDefault();
  const game = (event.target as HTMLElement).closest('tetris-game') as TetrisGame;
  game.start(start);
  game.focus();
  let at = 500;
  for (const step of presses) {
    if (typeof step === 'number') at += step;
    else setTimeout(() => game.press(step), (at += 80));
  }
}

/**
 * Line-clear animation, lock flash, celebrations, level-up and the game-over fill, with synthesized
 * sound effects and music. Press **Play the effect** inside the game (with sound on, that click
 * lets audio start); **Reset** brings the button back. Keep playing with the keyboard afterwards.
 */
const meta: Meta<Args> = {
  title: 'tetris-game/Effects and sound',
  component: 'tetris-game',
  argTypes: { ...gameArgTypes, scene: { table: { disable: true } } },
  args: { seed: 1, sound: 'effects', volume: 0.5, reducedMotion: false },
  render: ({ scene, ...args }) => html`
    ${renderGame(args, html`<button slot="start" @click=${(event: Event) => play(event, scene)}>Play the effect</button>`)}
    <div style="margin-top: 8px">
      <button @click=${(event: Event) => ((event.target as HTMLElement).parentElement!.previousElementSibling as TetrisGame).reset()}>Reset</button>
    </div>
  `,
};
export default meta;
type Story = StoryObj<Args>;

const DOUBLE = { start: { board: board('X.........', 'XXXX..XXXX', 'XXXX..XXXX'), queue: ['O', 'T'] }, presses: ['hardDrop'] } satisfies Args['scene'];
const TETRIS_ROW = 'XXXXX.XXXX';
const TETRIS = {
  start: { board: board('X........X', TETRIS_ROW, TETRIS_ROW, TETRIS_ROW, TETRIS_ROW), queue: ['I', 'T'] },
  presses: ['cw', 'hardDrop'],
} satisfies Args['scene'];

export const LineClear: Story = { name: 'Line clear', args: { scene: DOUBLE } };

export const LockFlash: Story = { name: 'Lock flash', args: { scene: { start: { queue: ['O', 'T', 'I'] }, presses: ['hardDrop'] } } };

export const Tetris: Story = { args: { scene: TETRIS } };

export const TSpin: Story = {
  name: 'T-spin double',
  args: {
    scene: {
      start: { board: board('XXXX......', 'XXX...XXXX', 'XXXX.XXXXX'), queue: ['T', 'O'] },
      presses: ['cw', ...Array<Action>(19).fill('softDrop'), 'cw', 'hardDrop'],
    },
  },
};

export const BackToBack: Story = {
  name: 'Back-to-back Tetris',
  args: {
    scene: {
      start: { board: board('X........X', ...Array<string>(8).fill(TETRIS_ROW)), queue: ['I', 'I', 'T'] },
      presses: ['cw', 'hardDrop', 700, 'cw', 'hardDrop'],
    },
  },
};

export const PerfectClear: Story = {
  name: 'Perfect clear',
  args: { scene: { start: { board: board('XXXX..XXXX', 'XXXX..XXXX'), queue: ['O', 'T'] }, presses: ['hardDrop'] } },
};

export const LevelUp: Story = { name: 'Level-up', args: { scene: { ...DOUBLE, start: { ...DOUBLE.start, lines: 9 } } } };

export const GameOver: Story = {
  name: 'Game-over fill',
  args: { scene: { start: { board: board(...Array<string>(20).fill('XXXX.XXXXX')), queue: ['T'] }, presses: ['hardDrop'] } },
};

export const ReducedMotion: Story = {
  name: 'reduced-motion',
  args: { reducedMotion: true, scene: TETRIS },
  parameters: { docs: { description: { story: 'No flash, no collapse, no bursts: the names stand still, the game-over field fills at once.' } } },
};

export const SoundOff: Story = { name: 'sound="off"', args: { sound: 'off', scene: TETRIS } };

export const SoundEffects: Story = { name: 'sound="effects"', args: { sound: 'effects', scene: TETRIS } };

export const SoundAll: Story = {
  name: 'sound="all"',
  args: { sound: 'all', scene: { start: { level: 5 }, presses: [] } },
  parameters: { docs: { description: { story: 'Effects and Korobeiniki, faster at every level. Play with the keyboard.' } } },
};
