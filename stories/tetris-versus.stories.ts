import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { withActions } from 'storybook/actions/decorator';
import manifest from '../custom-elements.json';
import { eventNames, type Manifest } from '../.storybook/arg-types.js';
import '../src/versus/index.js';
import type { TetrisVersus } from '../src/versus/index.js';

/** Every event the manifest lists, logged in the Actions panel. */
const EVENTS = eventNames(manifest as Manifest, 'tetris-versus');

interface VersusArgs {
  opponent: 'bot' | 'local' | 'remote';
  players: number;
  /** One difficulty for every bot, or one per bot (`easy medium hard`). */
  difficulty: string;
  targeting: 'even' | 'eliminations' | 'random' | 'payback' | 'manual';
  rules: 'guideline' | 'tetrio' | 'jstris';
  levels: 'time' | 'lines' | 'fixed';
  firstTo: number;
  seed?: number;
  theme: 'modern' | 'classic' | 'light' | 'high-contrast';
  handling: 'modern' | 'nes';
}

const renderVersus = (args: VersusArgs) => html`
  <tetris-versus
    opponent=${args.opponent}
    players=${args.players}
    difficulty=${args.difficulty}
    targeting=${args.targeting}
    rules=${args.rules}
    levels=${args.levels}
    first-to=${args.firstTo}
    seed=${ifDefined(args.seed)}
    theme=${args.theme}
    handling=${args.handling}
    style=${args.players > 2 ? 'max-width: 1100px' : 'max-width: 760px'}
  ></tetris-versus>
`;

/**
 * `<tetris-versus>` is a match of two to eight boards: against bots, a friend on the same keyboard
 * (and bots), or a remote player the page connects. Every event it fires is logged in the Actions panel. Press
 * Start match (or focus the element and press Enter).
 */
const meta: Meta<VersusArgs> = {
  title: 'tetris-versus',
  component: 'tetris-versus',
  decorators: [withActions],
  parameters: { actions: { handles: EVENTS } },
  argTypes: {
    opponent: { control: 'inline-radio', options: ['bot', 'local', 'remote'] },
    players: { control: { type: 'number', min: 2, max: 8 } },
    difficulty: { control: 'text' },
    targeting: { control: 'inline-radio', options: ['even', 'eliminations', 'random', 'payback', 'manual'] },
    rules: { control: 'inline-radio', options: ['guideline', 'tetrio', 'jstris'] },
    levels: { control: 'inline-radio', options: ['time', 'lines', 'fixed'] },
    firstTo: { name: 'first-to', control: { type: 'number', min: 1, max: 99 } },
    seed: { control: 'number' },
    theme: { control: 'select', options: ['modern', 'classic', 'light', 'high-contrast'] },
    handling: { control: 'inline-radio', options: ['modern', 'nes'] },
  },
  args: { opponent: 'bot', players: 2, difficulty: 'medium', targeting: 'even', rules: 'guideline', levels: 'time', firstTo: 3, theme: 'modern', handling: 'modern' },
  render: renderVersus,
};
export default meta;
type Story = StoryObj<VersusArgs>;

export const AgainstTheBot: Story = { name: 'opponent="bot"' };

export const FourPlayers: Story = {
  name: 'players="4" (three bots)',
  args: { players: 4, difficulty: 'easy medium hard' },
  parameters: {
    docs: {
      description: {
        story:
          'Four boards: yours large, three bots of rising difficulty beside it. Attacks go by the targeting rule (`even`: each opponent in turn); press 1, 2 or 3 to aim at that bot, T for the next one, 0 to go back to the rule, or click a bot\'s board. A knocked-out board dims with its place; the last one standing wins the round.',
      },
    },
  },
};

export const HardBotTetrioRules: Story = { name: 'difficulty="hard" rules="tetrio"', args: { difficulty: 'hard', rules: 'tetrio' } };

export const TwoLocalPlayers: Story = {
  name: 'opponent="local"',
  args: { opponent: 'local' },
  parameters: {
    docs: {
      description: {
        story: 'Two players on one keyboard: the left one on A D S W with Q E to rotate and left Shift to hold, the right one on the arrows with . and / to rotate and right Shift to hold.',
      },
    },
  },
};

export const OnAPhone: Story = {
  name: 'against the bot on a phone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          "The opponent's board is a strip above the player's. Drag on your board to move a piece a column per cell, tap to rotate, drag down to soft drop, flick down to hard drop, flick up to hold; on a touch screen the row of buttons under the boards does the same and pauses.",
      },
    },
  },
};

/** Sends `lines` of garbage to the story's element, as a page would from its transport. */
const send = (event: Event, lines: number) => (event.target as HTMLElement).closest('div')!.parentElement!.querySelector<TetrisVersus>('tetris-versus')!.receiveGarbage(lines);

export const GarbageMeter: Story = {
  name: 'the garbage meter',
  args: { opponent: 'remote', seed: 7 },
  parameters: {
    docs: {
      description: {
        story:
          'A remote match driven from the page: Start round begins a round with a seed, and the Receive buttons send garbage as an opponent would. The meter beside the field fills; the lines rise on the next lock that clears nothing, and a clear cancels them first.',
      },
    },
  },
  render: (args) => html`
    <div>
      ${renderVersus(args)}
      <div style="display: flex; gap: 4px; margin-top: 8px">
        <button @click=${(e: Event) => (e.target as HTMLElement).closest('div')!.parentElement!.querySelector<TetrisVersus>('tetris-versus')!.startRound(args.seed ?? 7, 1)}>Start round</button>
        ${[1, 2, 4].map((lines) => html`<button @click=${(e: Event) => send(e, lines)}>Receive ${lines}</button>`)}
      </div>
    </div>
  `,
};
