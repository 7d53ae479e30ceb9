import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { withActions } from 'storybook/actions/decorator';
import manifest from '../custom-elements.json';
import { eventNames, type Manifest } from '../.storybook/arg-types.js';
import type { TetrisGame } from '../src/index.js';
import { gameArgTypes, renderGame, type GameArgs } from './support/game.js';

/** Every event the manifest lists, logged in the Actions panel. */
const EVENTS = eventNames(manifest as Manifest, 'tetris-game');

/**
 * `<tetris-game>` is a whole game in one tag. Every event it fires is logged in the Actions panel.
 * Click the board (or focus it and press Enter) to play.
 */
const meta: Meta<GameArgs> = {
  title: 'tetris-game',
  component: 'tetris-game',
  decorators: [withActions],
  parameters: { actions: { handles: EVENTS } },
  argTypes: gameArgTypes,
  args: { level: 1, theme: 'modern', controls: 'keyboard', autostart: false },
  render: (args) => renderGame(args),
};
export default meta;
type Story = StoryObj<GameArgs>;

export const Default: Story = {};

export const StartAtLevel10: Story = { name: 'level="10"', args: { level: 10, autostart: true } };

export const Seeded: Story = { name: 'seed="2024"', args: { seed: 2024 } };

export const Autostart: Story = { name: 'autostart', args: { autostart: true } };

export const HostDriven: Story = {
  name: 'controls="none"',
  args: { controls: 'none', autostart: true, seed: 1 },
  parameters: { docs: { description: { story: 'The page drives the game through `press()`: here, buttons.' } } },
  render: (args) => html`
    ${renderGame(args)}
    <div style="display: flex; gap: 4px; margin-top: 8px">
      ${(['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'] as const).map(
        (action) =>
          html`<button @click=${(e: Event) => ((e.target as HTMLElement).closest('div')!.previousElementSibling as TetrisGame).press(action)}>
            ${action}
          </button>`,
      )}
    </div>
  `,
};

export const Modern: Story = { name: 'theme="modern"', args: { theme: 'modern', autostart: true, seed: 3 } };
export const Classic: Story = { name: 'theme="classic"', args: { theme: 'classic', autostart: true, seed: 3 } };
export const Light: Story = { name: 'theme="light"', args: { theme: 'light', autostart: true, seed: 3 } };
export const HighContrast: Story = { name: 'theme="high-contrast"', args: { theme: 'high-contrast', autostart: true, seed: 3 } };

export const CustomColours: Story = {
  name: 'CSS custom properties',
  args: { autostart: true, seed: 5 },
  render: (args) => renderGame(args, undefined, '--tetris-background: #2b1330; --tetris-field: #1a0b1d; --tetris-piece-t: #ff5fd2; --tetris-accent: #ff5fd2'),
};

/** The board plays itself with the `bot` attribute, at each difficulty; a key or tap takes over. */
const selfPlaying = (difficulty: 'easy' | 'medium' | 'hard' | 'expert'): Story => ({
  name: `bot="${difficulty}"`,
  args: { seed: 7 },
  render: (args) => html`<tetris-game bot=${difficulty} seed=${args.seed ?? 7} style="width: 380px"></tetris-game>`,
});
export const BotEasy = selfPlaying('easy');
export const BotMedium = selfPlaying('medium');
export const BotHard = selfPlaying('hard');
export const BotExpert = selfPlaying('expert');
