import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/index.js';
import type { TetrisGame } from '../src/index.js';
import { BUILT_IN_PUZZLES } from '../src/practice/puzzles.js';
import { gameArgTypes, renderGame, type GameArgs } from './support/game.js';

/**
 * Practice: a position from a fumen or a `board?queue` map (`setup`), undo and redo, the half turn
 * of the `modern` preset (A), a puzzle, and the dig drill. These stories save nothing (`storage-key=""`).
 */
const meta: Meta<GameArgs> = {
  title: 'tetris-game/Practice',
  component: 'tetris-game',
  argTypes: gameArgTypes,
  args: { seed: 5, handling: 'modern', storageKey: '' },
  render: (args) => renderGame(args),
};
export default meta;
type Story = StoryObj<GameArgs>;

/** The opening of tetris-fumen's README (7 pages: I Z L S O J T, then a T-spin double). */
const OPENING = 'v115@vhGRQYHAvItJEJmhCAUGJKJJvMJTNJGBJFKYPAUEzP?EJG98AQmqhECDdCA';

/** `<tetris-game setup=…>` with undo and redo buttons, and one that copies the board as a fumen. */
const practice = (args: GameArgs, setup: string) => {
  const game = (event: Event) => (event.target as HTMLElement).closest('div')!.previousElementSibling as TetrisGame;
  const copy = async (event: Event) => {
    const button = event.target as HTMLButtonElement;
    button.title = await game(event).toFumen();
    await navigator.clipboard?.writeText(button.title).catch(() => undefined);
  };
  return html`
    <tetris-game setup=${setup} seed=${args.seed ?? 5} handling=${args.handling ?? 'modern'} storage-key="" style="width: 380px; max-width: 100%"></tetris-game>
    <div style="display: flex; gap: 4px; margin-top: 8px">
      <button @click=${(e: Event) => game(e).undo()}>undo</button>
      <button @click=${(e: Event) => game(e).redo()}>redo</button>
      <button @click=${copy}>copy as fumen</button>
    </div>
  `;
};

export const FromFumen: Story = {
  name: 'setup from a fumen',
  parameters: { docs: { description: { story: 'The pages\' pieces become the queue: build the opening, undo a piece with the button, copy the board back as a fumen.' } } },
  render: (args) => practice(args, OPENING),
};

export const FromMap: Story = {
  name: 'setup from a board?queue map',
  parameters: { docs: { description: { story: 'A TETR.IO-style map: the board row after row (`_` empty, `G` garbage), then the queue.' } } },
  render: (args) => practice(args, `${'GGGG__GGGG'.repeat(4)}?O,O,I,T`),
};

export const Dig: Story = {
  name: 'mode="dig"',
  args: { mode: 'dig', goal: 10, autostart: true },
  parameters: { docs: { description: { story: 'Clear 10 rows of garbage, one hole each, as fast as you can. A (modern preset) turns the piece half round.' } } },
};

/** `<tetris-game puzzle=…>` with a picker of the built-in puzzles and the verdicts as they come. */
const puzzle = (args: GameArgs) => {
  const game = (event: Event) => (event.target as HTMLElement).closest('div')!.previousElementSibling as TetrisGame;
  const pick = (event: Event) => {
    const el = game(event);
    el.puzzle = (event.target as HTMLSelectElement).value;
    el.focus();
  };
  const verdict = (event: Event) => {
    const output = (event.target as HTMLElement).nextElementSibling!.querySelector('output')!;
    output.value = `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`;
  };
  return html`
    <tetris-game puzzle="pco" seed=${args.seed ?? 5} handling=${args.handling ?? 'modern'} storage-key="" style="width: 380px; max-width: 100%" @puzzle-solved=${verdict} @puzzle-failed=${verdict}></tetris-game>
    <div style="display: flex; gap: 8px; margin-top: 8px; align-items: center">
      <select @change=${pick}>${BUILT_IN_PUZZLES.map(({ id, name }) => html`<option value=${id} ?selected=${id === 'pco'}>${name}</option>`)}</select>
      <output></output>
    </div>
  `;
};

export const Puzzle: Story = {
  name: 'puzzle',
  parameters: {
    docs: {
      description: {
        story: 'A built-in puzzle: its goal beside the field, `puzzle-solved` or `puzzle-failed` once decided, R to retry. PCO: a perfect clear in 10 pieces; TKI: a T-spin double; Grace System: a perfect clear in 4; TST: a T-spin triple.',
      },
    },
  },
  render: (args) => puzzle(args),
};
