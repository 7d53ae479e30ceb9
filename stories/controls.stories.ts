import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { gameArgTypes, renderGame, type GameArgs } from './support/game.js';

/**
 * Touch, gamepad, remapped keys and handling. The gear at the top right opens the settings panel:
 * rebind keys by pressing them, set handling, see the controls of the device in use. These stories
 * save nothing (`storage-key=""`) so each shows its own attributes, except **Settings panel**.
 */
const meta: Meta<GameArgs> = {
  title: 'tetris-game/Controls and handling',
  component: 'tetris-game',
  argTypes: gameArgTypes,
  args: { autostart: true, seed: 8, controls: 'keyboard touch gamepad', keys: '', handling: 'nes', touchButtons: false, storageKey: '' },
  render: (args) => renderGame(args),
};
export default meta;
type Story = StoryObj<GameArgs>;

export const Touch: Story = {
  name: 'controls="touch" on a phone',
  args: { controls: 'touch', touchButtons: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'Drag sideways to move a column per cell, tap to rotate (left half: counter-clockwise), drag down to soft drop, flick down to hard drop, flick up to hold. `touch-buttons` adds buttons under the board on touch screens.',
      },
    },
  },
};

export const Gamepad: Story = {
  name: 'controls="gamepad"',
  args: { controls: 'gamepad keyboard' },
  parameters: {
    docs: {
      description: {
        story:
          'Connect a gamepad and press a button: d-pad or left stick to move and soft drop, A/B rotate, Y or d-pad up hard drop, shoulders hold, Start pause.',
      },
    },
  },
};

export const RemappedKeys: Story = {
  name: 'keys="…" (WASD)',
  args: { controls: 'keyboard', keys: 'left: KeyA; right: KeyD; softDrop: KeyS; hardDrop: KeyW Space; cw: KeyK; ccw: KeyJ; hold: KeyL' },
};

export const Nes: Story = { name: 'handling="nes"', args: { handling: 'nes' } };

export const Modern: Story = { name: 'handling="modern"', args: { handling: 'modern' } };

export const Custom: Story = {
  name: 'das="8" arr="0" soft-drop="0"',
  args: { handling: 'modern', das: 8, arr: 0, softDrop: 0 },
  parameters: { docs: { description: { story: 'Frame attributes override the preset: here, instant auto-repeat and instant soft drop.' } } },
};

export const Settings: Story = {
  name: 'Settings panel, saved',
  args: { storageKey: 'storybook-controls' },
  parameters: {
    docs: {
      description: {
        story:
          'Settings changed in the panel are saved under `storage-key` and win over the attributes when the game loads again; **Reset** forgets them.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const game = canvasElement.querySelector('tetris-game')!;
    await game.updateComplete;
    game.shadowRoot!.querySelector<HTMLButtonElement>('[part~="settings-button"]')!.click();
  },
};
