import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/index.js';
import type { TetrisGame } from '../src/index.js';

interface VersusGameArgs {
  versus: 'guideline' | 'tetrio' | 'jstris';
  bot: 'easy' | 'medium' | 'hard' | 'expert';
}

/** Each board's attacks to the other's `receiveGarbage()`, as the README's example does. */
function wire(event: Event): void {
  const [left, right] = (event.currentTarget as HTMLElement).querySelectorAll('tetris-game');
  for (const [from, to] of [[left, right], [right, left]]) {
    if (from.dataset.wired) continue;
    from.dataset.wired = 'yes';
    from.addEventListener('attack', (e) => e.detail.chunks.forEach((lines) => to.receiveGarbage(lines, { id: e.detail.id })));
  }
}

/**
 * `<tetris-game versus>`: the element's own versus games, its `attack` and `garbage` events,
 * `receiveGarbage()` and the garbage meter beside the field. These stories save nothing.
 */
const meta: Meta<VersusGameArgs> = {
  title: 'tetris-game/Versus',
  component: 'tetris-game',
  argTypes: {
    versus: { control: 'inline-radio', options: ['guideline', 'tetrio', 'jstris'] },
    bot: { control: 'inline-radio', options: ['easy', 'medium', 'hard', 'expert'] },
  },
  args: { versus: 'tetrio', bot: 'medium' },
};
export default meta;
type Story = StoryObj<VersusGameArgs>;

export const TwoBoards: Story = {
  name: 'two boards wired together',
  parameters: {
    docs: {
      description: {
        story:
          'Two `<tetris-game versus>` on one page, each attack sent to the other with `receiveGarbage()`. The left board is yours (click it, then Enter); the right one plays itself (`bot`). Garbage waits on the meter beside the field and rises on a lock that clears nothing.',
      },
    },
  },
  render: (args) => html`
    <div style="display: flex; gap: 12px; flex-wrap: wrap" @game-start=${wire}>
      <tetris-game versus=${args.versus} storage-key="" handling="modern" style="width: 360px"></tetris-game>
      <tetris-game versus=${args.versus} bot=${args.bot} controls="none" storage-key="" style="width: 360px"></tetris-game>
    </div>
  `,
};

/** Sends `lines` to the story's board, as an opponent's attack would. */
const send = (event: Event, lines: number) => (event.target as HTMLElement).closest('div')!.previousElementSibling!.querySelector<TetrisGame>('tetris-game')!.receiveGarbage(lines);

export const GarbageMeter: Story = {
  name: 'the garbage meter',
  parameters: {
    docs: {
      description: {
        story: 'The Receive buttons queue garbage as an opponent would: the meter beside the field fills, the lines rise on the next lock that clears nothing, and a clear cancels them first.',
      },
    },
  },
  render: (args) => html`
    <div><tetris-game versus=${args.versus} autostart storage-key="" handling="modern" style="width: 380px; max-width: 100%"></tetris-game></div>
    <div style="display: flex; gap: 4px; margin-top: 8px">${[1, 2, 4].map((lines) => html`<button @click=${(e: Event) => send(e, lines)}>Receive ${lines}</button>`)}</div>
  `,
};
