/**
 * How the settings dialog edits each saved setting: its tab, label and control. Only the dialog
 * reads this, so it loads with the dialog; what reading attributes needs (parser, accepted values,
 * default) stays in the first frame's table, `settings.ts`.
 * @module
 */
import { SOUND_MODES } from '../../audio/sound-modes.js';
import { MODE_NAMES } from '../../engine/index.js';
import type { StringKey } from '../../ui/strings/strings.js';
import { HANDLING_PRESETS, MAX_FRAMES, MIN_FRAMES, type FrameSetting } from './setting-values.js';
import type { PersistedName } from './settings.js';
import type { Section } from './settings-offer.js';


/** How the settings dialog edits a setting. */
export type Control =
  | { kind: 'select'; section: Section; label: StringKey; options: readonly string[]; names: Readonly<Record<string, StringKey>> }
  | { kind: 'range'; section: Section; label: StringKey; min: number; max: number; step: number; unit: 'frames' | 'percent' }
  | { kind: 'checkbox'; section: Section; label: StringKey }
  | { kind: 'keys'; section: Section };

const frames = (setting: FrameSetting, label: StringKey): Control => ({
  kind: 'range',
  section: 'handling',
  label,
  min: MIN_FRAMES[setting],
  max: MAX_FRAMES,
  step: 1,
  unit: 'frames',
});

/** Every saved setting's control, in the order the dialog shows them within a tab. */
export const CONTROLS: Readonly<Record<PersistedName, Control>> = {
  handling: { kind: 'select', section: 'handling', label: 'settings.preset', options: Object.keys(HANDLING_PRESETS), names: { nes: 'settings.preset.nes', modern: 'settings.preset.modern' } },
  das: frames('das', 'settings.das'),
  arr: frames('arr', 'settings.arr'),
  softDrop: frames('softDrop', 'settings.softDrop'),
  dcd: frames('dcd', 'settings.dcd'),
  mode: { kind: 'select', section: 'handling', label: 'mode.label', options: MODE_NAMES, names: { marathon: 'mode.marathon', sprint: 'mode.sprint', ultra: 'mode.ultra', zen: 'mode.zen', dig: 'mode.dig' } },
  keys: { kind: 'keys', section: 'keys' },
  touchButtons: { kind: 'checkbox', section: 'touch', label: 'settings.touchButtons' },
  sound: { kind: 'select', section: 'sound', label: 'settings.sound', options: SOUND_MODES, names: { off: 'settings.sound.off', effects: 'settings.sound.effects', all: 'settings.sound.all' } },
  volume: { kind: 'range', section: 'sound', label: 'settings.volume', min: 0, max: 1, step: 0.05, unit: 'percent' },
};
