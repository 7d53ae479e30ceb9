import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import { gameArgTypes, renderGame, type GameArgs } from './support/game.js';

/**
 * What shows over the field while playing, and the first visit's question: the countdown of sprint
 * and ultra (3, 2, 1, Go: hold an arrow meanwhile to charge auto-shift, press a rotation or hold to
 * have it on the first piece), the finesse cue after a placement that took extra presses, and the
 * offer of the Classic and Modern presets on the start screen.
 */
const meta: Meta<GameArgs> = {
  title: 'tetris-game/Countdown and cues',
  component: 'tetris-game',
  argTypes: gameArgTypes,
  args: { seed: 5, handling: 'modern', storageKey: '' },
  render: (args) => renderGame(args),
};
export default meta;
type Story = StoryObj<GameArgs>;

export const SprintCountdown: Story = {
  name: 'sprint countdown',
  args: { mode: 'sprint', goal: 40, autostart: true },
  parameters: { docs: { description: { story: 'Every sprint and ultra starts with 3, 2, 1 and Go; the lines left show beside the board. R starts again, with a new countdown.' } } },
};

export const UltraCountdown: Story = {
  name: 'ultra countdown',
  args: { mode: 'ultra', goal: 120, autostart: true },
  parameters: { docs: { description: { story: 'The two minutes start on Go.' } } },
};

export const FinesseCue: Story = {
  name: 'finesse cue',
  args: { mode: 'zen', autostart: true },
  parameters: { docs: { description: { story: 'Tap an arrow more often than the placement needs (right, right, left), then drop: "Finesse +2" shows for a second.' } } },
};

/** A storage key of its own, emptied each time the story shows, so it is always a first visit. */
const FIRST_VISIT_KEY = 'tetris-game-story-first-visit';

export const FirstVisit: Story = {
  name: 'first visit: the preset offer',
  args: { handling: undefined, storageKey: FIRST_VISIT_KEY },
  parameters: { docs: { description: { story: 'Nothing saved yet: the start screen asks for Classic (NES) or Modern (TETR.IO-like). The choice is saved, and the question goes.' } } },
  render: (args) => {
    localStorage.removeItem(FIRST_VISIT_KEY);
    return renderGame(args);
  },
};
