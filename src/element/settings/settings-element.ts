import { LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { Handling, Mode } from '../../engine/index.js';
import type { SoundMode } from '../../audio/sound-modes.js';
import type { KeyOverrides } from '../../input/keymap.js';
import type { ThemeName } from '../../themes/themes.js';
import { HANDLING_PRESETS, type FrameSetting, type HandlingPreset } from './setting-values.js';
import { SETTINGS, SETTING_NAMES, attributeConverter, checkSetting, validOrDefault } from './settings.js';
import type { StringOverrides } from '../../ui/strings/strings.js';

/**
 * The element's settings as lit properties and attributes, each checked against the settings table
 * (`settings.ts`) whenever it changes: a bad value, of any type, becomes its default with one
 * warning. `TetrisGame` builds on it; this layer holds no game.
 */
export abstract class TetrisGameSettings extends LitElement {
  /** Starting level, 1-20. Applies when a game starts or is reset; the current level is in `state` and events. */
  @property({ converter: attributeConverter('level') }) level: number = SETTINGS.level.default;

  /** Built-in look: `modern`, `classic`, `light` or `high-contrast`. */
  @property({ reflect: true }) theme: ThemeName = SETTINGS.theme.default;

  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none` when the page drives the game through methods. */
  @property() controls: string = SETTINGS.controls.default;

  /** Makes the piece sequence reproducible: the same seed deals the same pieces. Unset: a new sequence each game. */
  @property({ converter: attributeConverter('seed') }) seed?: number;

  /** Start at once instead of showing the start screen. */
  @property({ type: Boolean }) autostart: boolean = SETTINGS.autostart.default;

  /**
   * Key bindings over `DEFAULT_KEYS`, by `KeyboardEvent.code`: `"hardDrop: KeyW Space; hold: KeyQ"`
   * or `{ hardDrop: ['KeyW', 'Space'] }`. Actions: left right softDrop hardDrop cw ccw hold pause start restart.
   */
  @property({ converter: attributeConverter('keys') }) keys: KeyOverrides | string = SETTINGS.keys.default;

  /** Handling preset: `nes` (DAS 16, ARR 6, 1/2 G soft drop, entry delay) or `modern` (DAS 10, ARR 2, fast soft drop, no entry delay, 180-degree rotation). */
  @property() handling: HandlingPreset = SETTINGS.handling.default;

  /** Delayed auto-shift in frames (1-60), over the preset. */
  @property({ converter: attributeConverter('das') }) das?: number;

  /** Auto-repeat rate in frames (0-60, 0 = to the wall at once), over the preset. */
  @property({ converter: attributeConverter('arr') }) arr?: number;

  /** Soft drop speed in frames per row (0-60, 0 = to the floor at once), over the preset. */
  @property({ attribute: 'soft-drop', converter: attributeConverter('softDrop') }) softDrop?: number;

  /** DAS cut delay in frames (0-60, 0 = off): a charged auto-shift waits this long after a rotation or spawn (TETR.IO's DCD). */
  @property({ converter: attributeConverter('dcd') }) dcd?: number;

  /** On-screen buttons under the board, on touch-first (coarse pointer) devices. */
  @property({ type: Boolean, attribute: 'touch-buttons' }) touchButtons: boolean = SETTINGS.touchButtons.default;

  /** `marathon` (endless unless `goal` lines), `sprint` (clear `goal` lines, default 40, against the clock), `ultra` (score in `goal` seconds, default 120) or `zen` (no speed-up, never over). */
  @property() mode: Mode = SETTINGS.mode.default;

  /** The mode's target: lines for sprint and marathon, seconds for ultra. Unset: the mode's default. */
  @property({ converter: attributeConverter('goal') }) goal?: number;

  /** `localStorage` key of the player's settings and bests; empty: nothing is saved. */
  @property({ attribute: 'storage-key' }) storageKey: string = SETTINGS.storageKey.default;

  /**
   * `off` (no audio at all), `effects` (sound effects) or `all` (effects and music). Audio starts at
   * the first key press, tap or click on the game, as browsers require.
   */
  @property() sound: SoundMode = SETTINGS.sound.default;

  /** Loudness of sound effects and music, 0-1. */
  @property({ converter: attributeConverter('volume') }) volume: number = SETTINGS.volume.default;

  /** Keeps canvas effects to a minimum (no flashing or moving effects), as `prefers-reduced-motion: reduce` does. */
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion: boolean = SETTINGS.reducedMotion.default;

  /**
   * Texts to use instead of the built-in ones, by key, in any language: `{ 'hud.score': 'Points' }`.
   * The keys and English texts are in `src/ui/strings/en.ts`. The language is the element's
   * `lang` or the nearest ancestor's.
   */
  @property({ attribute: false }) strings: StringOverrides = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    const settings = this as unknown as Record<string, unknown>;
    for (const name of SETTING_NAMES) if (changed.has(name)) settings[name] = checkSetting(this, name, settings[name]);
  }

  /** Handling in effect: the preset, with the frame attributes that are valid over it. */
  protected handlingOptions(): Record<FrameSetting, number> & Pick<Handling, 'are' | 'rotate180'> {
    const preset = HANDLING_PRESETS[validOrDefault('handling', this.handling)];
    const frames = (setting: FrameSetting) => validOrDefault(setting, this[setting]) ?? preset[setting];
    return { are: preset.are, rotate180: preset.rotate180, das: frames('das'), arr: frames('arr'), softDrop: frames('softDrop'), dcd: frames('dcd') };
  }
}
