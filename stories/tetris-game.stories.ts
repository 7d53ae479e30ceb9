import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { withActions } from 'storybook/actions/decorator';
import '../src/index.js';
import type { TetrisGame } from '../src/index.js';
import { THEMES } from '../src/themes/themes.js';
import { nextAction } from './support/autoplay.js';

const EVENTS = ['score', 'line-clear', 'game-over', 'game-start', 'pause', 'resume', 'level-change', 'hold'];

interface Args {
  level: number;
  theme: (typeof THEMES)[number];
  controls: string;
  seed?: number;
  autostart: boolean;
}

/**
 * `<tetris-game>` is a whole game in one tag. Every event it fires is logged in the Actions panel.
 * Click the board (or focus it and press Enter) to play.
 */
const meta: Meta<Args> = {
  title: 'tetris-game',
  component: 'tetris-game',
  decorators: [withActions],
  parameters: { actions: { handles: EVENTS } },
  argTypes: {
    level: { control: { type: 'number', min: 1, max: 20 } },
    theme: { control: 'select', options: THEMES },
    controls: { control: 'text' },
    seed: { control: 'number' },
    autostart: { control: 'boolean' },
  },
  args: { level: 1, theme: 'modern', controls: 'keyboard', autostart: false },
  render: ({ level, theme, controls, seed, autostart }) => html`
    <tetris-game
      level=${level}
      theme=${theme}
      controls=${controls}
      seed=${seed ?? nothing}
      ?autostart=${autostart}
      style="width: 380px"
    ></tetris-game>
  `,
};
export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {};

export const StartAtLevel10: Story = { name: 'level="10"', args: { level: 10, autostart: true } };

export const Seeded: Story = { name: 'seed="2024"', args: { seed: 2024 } };

export const Autostart: Story = { name: 'autostart', args: { autostart: true } };

export const HostDriven: Story = {
  name: 'controls="none"',
  args: { controls: 'none', autostart: true, seed: 1 },
  parameters: { docs: { description: { story: 'The page drives the game through `press()`: here, buttons.' } } },
  render: (args) => html`
    ${meta.render!(args, {} as never)}
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
  render: () => html`
    <tetris-game
      autostart
      seed="5"
      style="width: 380px; --tetris-background: #2b1330; --tetris-field: #1a0b1d; --tetris-piece-t: #ff5fd2; --tetris-accent: #ff5fd2"
    ></tetris-game>
  `,
};

/** A seeded game that plays itself with a small placement bot, logging every event. */
export const SelfPlaying: Story = {
  name: 'Self-playing seeded game',
  args: { seed: 7, controls: 'none', autostart: true, level: 5 },
  play: async ({ canvasElement }) => {
    const game = canvasElement.querySelector('tetris-game')!;
    const timer = setInterval(() => {
      if (!game.isConnected) return clearInterval(timer);
      if (game.status === 'over') game.start();
      if (game.status !== 'playing') return;
      const { active, board } = game.state;
      const action = nextAction({ active, filled: (x, y) => y >= 0 && board[y][x] !== '.' });
      if (action) game.press(action);
    }, 70);
  },
};
