import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/index.js';
import { HANDLING_PRESETS } from '../src/element/attributes.js';

interface Args {
  controls: string;
  keys: string;
  handling: keyof typeof HANDLING_PRESETS;
  das?: number;
  arr?: number;
  softDrop?: number;
  touchButtons: boolean;
  storageKey: string;
}

/**
 * Touch, gamepad, remapped keys and handling. The gear at the top right opens the settings panel:
 * rebind keys by pressing them, set handling, see the controls of the device in use. These stories
 * save nothing (`storage-key=""`) so each shows its own attributes, except **Settings panel**.
 */
const meta: Meta<Args> = {
  title: 'tetris-game/Controls and handling',
  component: 'tetris-game',
  argTypes: {
    controls: { control: 'text' },
    keys: { control: 'text' },
    handling: { control: 'inline-radio', options: Object.keys(HANDLING_PRESETS) },
    das: { control: { type: 'number', min: 1, max: 60 } },
    arr: { control: { type: 'number', min: 0, max: 60 } },
    softDrop: { name: 'soft-drop', control: { type: 'number', min: 0, max: 60 } },
    touchButtons: { name: 'touch-buttons', control: 'boolean' },
    storageKey: { name: 'storage-key', control: 'text' },
  },
  args: { controls: 'keyboard touch gamepad', keys: '', handling: 'nes', touchButtons: false, storageKey: '' },
  render: ({ controls, keys, handling, das, arr, softDrop, touchButtons, storageKey }) => html`
    <tetris-game
      autostart
      seed="8"
      controls=${controls}
      keys=${keys || nothing}
      handling=${handling}
      das=${das ?? nothing}
      arr=${arr ?? nothing}
      soft-drop=${softDrop ?? nothing}
      ?touch-buttons=${touchButtons}
      storage-key=${storageKey}
      style="width: min(380px, 100%)"
    ></tetris-game>
  `,
};
export default meta;
type Story = StoryObj<Args>;

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
    game.shadowRoot!.querySelector<HTMLButtonElement>('.gear')!.click();
  },
};
