import { html, nothing, type ReactiveControllerHost } from 'lit';
import { SOUND_MODES, type SoundMode } from '../audio/sound-controller.js';
import { KEY_ACTIONS, isKeyCode, keyLabels, parseKeys, type KeyAction, type KeyBindings, type KeyOverrides } from '../input/keymap.js';
import { DEFAULT_HANDLING_PRESET, HANDLING_PRESETS, MAX_FRAMES, MIN_FRAMES, type ControlSource, type FrameSetting } from './attributes.js';
import { loadSettings, saveSettings, type StoredSettings } from './settings-storage.js';

/** The element's settings the panel changes, as properties. */
export interface SettingsHost extends ReactiveControllerHost, HTMLElement {
  keys: KeyOverrides | string;
  handling: string;
  das?: number;
  arr?: number;
  softDrop?: number;
  touchButtons: boolean;
  sound: SoundMode;
  volume: number;
  storageKey: string;
  pause(): void;
}

/** What the panel shows: values in effect and the devices in use. */
export interface SettingsView {
  bindings(): KeyBindings;
  frames(): Record<FrameSetting, number>;
  sources(): ReadonlySet<ControlSource>;
  hasGamepad(): boolean;
}

const ACTION_NAMES: Record<KeyAction, string> = {
  left: 'Move left',
  right: 'Move right',
  softDrop: 'Soft drop',
  hardDrop: 'Hard drop',
  cw: 'Rotate clockwise',
  ccw: 'Rotate counter-clockwise',
  hold: 'Hold',
  pause: 'Pause',
  start: 'Start, resume',
};

const FRAME_NAMES: Record<FrameSetting, string> = {
  das: 'Auto-shift delay (DAS)',
  arr: 'Auto-repeat rate (ARR)',
  softDrop: 'Soft drop, frames per row',
};

const SOUND_NAMES: Record<SoundMode, string> = { off: 'Off', effects: 'Effects', all: 'Effects and music' };

/** A phone or tablet: touch is the main input. */
export const isCoarsePointer = () => matchMedia('(pointer: coarse)').matches;

/** The start screen's how-to-play lines for the device in use. */
export function startHint(keys: KeyBindings, touch: boolean) {
  if (touch) {
    return html`<p>Tap to play</p>
      <p class="hint">Drag to move · tap to rotate (left half: back)<br />drag down to soft drop · flick down to drop, up to hold</p>`;
  }
  const k = (action: KeyAction) => keyLabels(keys[action]);
  return html`<p>Click or press ${k('start')} to play</p>
    <p class="hint">
      ${k('left')} ${k('right')} move · ${k('softDrop')} soft drop · ${k('hardDrop')} hard drop<br />${k('cw')} rotate ·
      ${k('ccw')} rotate back · ${k('hold')} hold · ${k('pause')} pause
    </p>`;
}

/**
 * The gear button and the settings panel: rebinding keys, handling, and the controls of the device
 * in use. What the player changes is saved under the host's `storageKey` and applied over the
 * page's attributes when the element loads.
 */
export class SettingsPanel {
  open = false;
  private listening: KeyAction | null = null;
  private saved: StoredSettings = {};

  constructor(
    private readonly host: SettingsHost,
    private readonly view: SettingsView,
  ) {}

  /** Applies what the player saved under the host's storage key. */
  restore(): void {
    this.saved = loadSettings(this.host.storageKey);
    this.apply(this.saved);
  }

  show(): void {
    this.host.pause();
    this.open = true;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')?.focus());
  }

  hide(): void {
    this.open = false;
    this.listening = null;
    this.host.focus();
    this.host.requestUpdate();
  }

  render() {
    if (this.view.sources().size === 0) return nothing;
    return html`<button
        class="gear"
        part="settings-button"
        aria-label="Settings"
        aria-haspopup="dialog"
        @click=${(event: Event) => {
          // The host's own click handler would start a game.
          event.stopPropagation();
          if (this.open) this.hide();
          else this.show();
        }}
      >
        ⚙&#xFE0E;
      </button>
      ${this.open ? this.renderPanel() : nothing}`;
  }

  private renderPanel() {
    const sources = this.view.sources();
    const coarse = isCoarsePointer();
    const frames = this.view.frames();
    const keys = this.view.bindings();
    return html`<div
      class="settings"
      role="dialog"
      aria-modal="true"
      aria-labelledby="settings-title"
      tabindex="-1"
      @keydown=${this.onKeyDown}
      @click=${(event: Event) => event.stopPropagation()}
    >
      <h2 id="settings-title">Settings</h2>
      <fieldset>
        <legend>Handling (frames at 60 Hz)</legend>
        <label
          >Preset
          <select @change=${(e: Event) => this.change({ handling: (e.target as HTMLSelectElement).value, das: null, arr: null, softDrop: null })}>
            ${Object.keys(HANDLING_PRESETS).map((name) => html`<option value=${name} ?selected=${name === this.host.handling}>${name.toUpperCase()}</option>`)}
          </select>
        </label>
        ${(['das', 'arr', 'softDrop'] as const).map(
          (setting) =>
            html`<label
              >${FRAME_NAMES[setting]}
              <input
                type="range"
                min=${MIN_FRAMES[setting]}
                max=${MAX_FRAMES}
                .value=${String(frames[setting])}
                aria-valuetext="${frames[setting]} frames"
                @input=${(e: Event) => this.change({ [setting]: Number((e.target as HTMLInputElement).value) })}
              />
              <output>${frames[setting]}</output>
            </label>`,
        )}
      </fieldset>
      ${sources.has('keyboard') && !coarse
        ? html`<fieldset>
            <legend>Keys</legend>
            ${KEY_ACTIONS.map(
              (action) =>
                html`<label
                  >${ACTION_NAMES[action]}
                  <button class="key" data-action=${action} @click=${() => this.listen(action)}>
                    ${this.listening === action ? 'Press a key…' : keyLabels(keys[action]) || '—'}
                  </button>
                </label>`,
            )}
          </fieldset>`
        : nothing}
      ${sources.has('touch') && coarse
        ? html`<fieldset>
            <legend>Touch</legend>
            <p>Drag sideways: move · tap: rotate (left half: back) · drag down: soft drop · flick down: hard drop · flick up: hold</p>
            <label class="check"
              ><input
                type="checkbox"
                .checked=${this.host.touchButtons}
                @change=${(e: Event) => this.change({ touchButtons: (e.target as HTMLInputElement).checked })}
              />
              On-screen buttons</label
            >
          </fieldset>`
        : nothing}
      ${sources.has('gamepad') && this.view.hasGamepad()
        ? html`<fieldset>
            <legend>Gamepad</legend>
            <p>D-pad or left stick: move, soft drop · A: rotate · B: rotate back · Y or d-pad up: hard drop · LB RB: hold · Start: pause</p>
          </fieldset>`
        : nothing}
      <fieldset>
        <legend>Sound</legend>
        <label
          >Sound
          <select @change=${(e: Event) => this.change({ sound: (e.target as HTMLSelectElement).value as SoundMode })}>
            ${SOUND_MODES.map((mode) => html`<option value=${mode} ?selected=${mode === this.host.sound}>${SOUND_NAMES[mode]}</option>`)}
          </select>
        </label>
        <label
          >Volume
          <input
            type="range"
            min="0"
            max="1"
            step="0.05"
            .value=${String(this.host.volume)}
            aria-valuetext="${Math.round(this.host.volume * 100)}%"
            @input=${(e: Event) => this.change({ volume: Number((e.target as HTMLInputElement).value) })}
          />
        </label>
      </fieldset>
      <div class="actions">
        <button part="button" @click=${this.reset}>Reset</button>
        <button part="button" @click=${() => this.hide()}>Done</button>
      </div>
    </div>`;
  }

  private listen(action: KeyAction | null): void {
    this.listening = action;
    this.host.requestUpdate();
  }

  /** Keys typed in the panel are the panel's: rebinding, Escape to close; the game never sees them. */
  private readonly onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    const action = this.listening;
    if (!action) {
      if (event.code === 'Escape') this.hide();
      return;
    }
    if (event.code === 'Tab' || event.code === 'Escape' || !isKeyCode(event.code)) {
      // Tab still moves focus, so the panel never traps a keyboard user.
      if (event.code !== 'Tab') event.preventDefault();
      this.listen(null);
      return;
    }
    event.preventDefault();
    const keys = this.view.bindings();
    for (const other of KEY_ACTIONS) keys[other] = keys[other].filter((code) => code !== event.code);
    keys[action] = [event.code];
    this.listening = null;
    this.change({ keys });
  };

  /** The player changed something: apply it now and remember it. */
  private change(patch: StoredSettings): void {
    Object.assign(this.saved, patch);
    this.apply(patch);
    saveSettings(this.host.storageKey, this.saved);
    this.host.requestUpdate();
  }

  private apply(settings: StoredSettings): void {
    const host = this.host;
    if (settings.keys !== undefined) host.keys = settings.keys;
    if (settings.handling !== undefined) host.handling = settings.handling;
    if (settings.das !== undefined) host.das = settings.das ?? undefined;
    if (settings.arr !== undefined) host.arr = settings.arr ?? undefined;
    if (settings.softDrop !== undefined) host.softDrop = settings.softDrop ?? undefined;
    if (settings.touchButtons !== undefined) host.touchButtons = settings.touchButtons;
    if (settings.sound !== undefined) host.sound = settings.sound;
    if (settings.volume !== undefined) host.volume = settings.volume;
  }

  /** Forgets what the player saved and goes back to the page's attributes. */
  private readonly reset = () => {
    const host = this.host;
    const frames = (name: string) => (host.hasAttribute(name) ? Number(host.getAttribute(name)) : undefined);
    this.saved = {};
    saveSettings(host.storageKey, this.saved);
    host.keys = parseKeys(host.getAttribute('keys'));
    host.handling = host.getAttribute('handling') ?? DEFAULT_HANDLING_PRESET;
    host.das = frames('das');
    host.arr = frames('arr');
    host.softDrop = frames('soft-drop');
    host.touchButtons = host.hasAttribute('touch-buttons');
    host.sound = (host.getAttribute('sound') ?? 'off') as SoundMode;
    host.volume = host.hasAttribute('volume') ? Number(host.getAttribute('volume')) : 0.5;
  };
}
