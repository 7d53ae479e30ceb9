import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { KEY_ACTIONS, isKeyCode, keyLabels, type KeyAction, type KeyBindings } from '../input/keymap.js';
import type { ControlSource, FrameSetting } from './attributes.js';
import { addKey, removeKey } from './rebind.js';
import { PERSISTED, SETTINGS, SECTIONS, attributeValue, type PersistedName, type SavedSettings, type Section, type Setting } from './settings.js';
import { loadSettings, saveSettings } from './settings-storage.js';
import { isCoarsePointer } from './start-hint.js';

/** The element the dialog edits: the saved settings as properties. */
export interface SettingsHost extends ReactiveControllerHost, HTMLElement {
  storageKey: string;
  pause(): void;
}

/** What the dialog shows: values in effect and the devices in use. */
export interface SettingsView {
  bindings(): KeyBindings;
  frames(): Record<FrameSetting, number>;
  sources(): ReadonlySet<ControlSource>;
  hasGamepad(): boolean;
  /** A game is running: Tab then leaves the element (pausing it) instead of stopping on the gear. */
  playing(): boolean;
}

const SECTION_NAMES: Record<Section, string> = { handling: 'Handling', keys: 'Keys', touch: 'Touch', gamepad: 'Gamepad', sound: 'Sound' };

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
  restart: 'Restart',
};

/** What a section says besides its controls. */
const SECTION_HELP: Partial<Record<Section, string>> = {
  handling: 'Frames at 60 Hz.',
  touch: 'Drag sideways: move · tap: rotate (left half: back) · drag down: soft drop · flick down: hard drop · flick up: hold',
  gamepad: 'D-pad or left stick: move, soft drop · A: rotate · B: rotate back · Y or d-pad up: hard drop · LB RB: hold · Start: pause',
};

/**
 * The gear button and the settings dialog, built from the settings table: a native modal
 * `<dialog>` (focus stays inside, Esc closes it) with one tab per section. What the player changes
 * applies at once and is saved under the host's `storageKey`; saved settings are applied over the
 * page's attributes when the element loads.
 */
export class SettingsDialog implements ReactiveController {
  open = false;
  private section: Section = 'handling';
  private listening: KeyAction | null = null;
  private confirming = false;
  private notice = '';
  private saved: SavedSettings = {};

  constructor(
    private readonly host: SettingsHost,
    private readonly view: SettingsView,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.open) this.close(false);
  }

  /** Applies what the player saved under the host's storage key (bad saved values are dropped). */
  restore(): void {
    this.saved = loadSettings(this.host.storageKey);
    this.apply(this.saved);
  }

  show(): void {
    this.host.pause();
    this.open = true;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const dialog = this.dialog();
      if (!dialog?.isConnected || !this.open) return;
      if (!dialog.open) dialog.showModal();
      dialog.focus();
    });
  }

  hide(): void {
    this.close(true);
  }

  render() {
    if (this.view.sources().size === 0) return nothing;
    return html`<button
        class="gear"
        part="settings-button"
        aria-label="Settings"
        aria-haspopup="dialog"
        tabindex=${this.view.playing() ? -1 : 0}
        @click=${(event: Event) => {
          // The host's own click handler would start a game.
          event.stopPropagation();
          this.show();
        }}
      >
        ⚙&#xFE0E;
      </button>
      <dialog
        class="settings"
        aria-labelledby="settings-title"
        tabindex="-1"
        @keydown=${this.onKeyDown}
        @click=${this.onClick}
        @cancel=${this.onCancel}
        @close=${() => this.close(true)}
      >
        ${this.open ? this.renderContent() : nothing}
      </dialog>`;
  }

  private renderContent() {
    const sections = this.sections();
    if (!sections.includes(this.section)) this.section = sections[0];
    return html`<div class="content">
      <h2 id="settings-title">Settings</h2>
      <div class="tabs" role="tablist" aria-label="Sections" @keydown=${this.onTabKey}>
        ${sections.map(
          (section) =>
            html`<button
              role="tab"
              id="settings-tab-${section}"
              aria-controls="settings-${section}"
              aria-selected=${section === this.section ? 'true' : 'false'}
              tabindex=${section === this.section ? 0 : -1}
              data-section=${section}
              @click=${() => this.select(section)}
            >
              ${SECTION_NAMES[section]}
            </button>`,
        )}
      </div>
      ${sections.map(
        (section) =>
          html`<div role="tabpanel" class="section" id="settings-${section}" aria-labelledby="settings-tab-${section}" ?hidden=${section !== this.section}>
            ${SECTION_HELP[section] ? html`<p class="help">${SECTION_HELP[section]}</p>` : nothing}
            ${PERSISTED.filter((name) => (SETTINGS[name] as Setting).control?.section === section).map((name) => this.renderControl(name))}
          </div>`,
      )}
      <p class="notice" role="status">${this.notice}</p>
      ${this.confirming
        ? html`<div class="confirm actions" role="group" aria-labelledby="settings-confirm">
            <p id="settings-confirm">Forget your settings and go back to the page's?</p>
            <button part="button" class="keep" @click=${() => this.confirm(false)}>Cancel</button>
            <button part="button" class="forget" @click=${() => this.confirm(true)}>Forget my settings</button>
          </div>`
        : html`<div class="actions">
            <button part="button" class="reset" @click=${() => this.confirm(null)}>Reset…</button>
            <button part="button" class="done" @click=${() => this.hide()}>Done</button>
          </div>`}
    </div>`;
  }

  private renderControl(name: PersistedName) {
    const control = (SETTINGS[name] as Setting).control!;
    const value = this.value(name);
    switch (control.kind) {
      case 'keys':
        return this.renderKeys();
      case 'select':
        return html`<label
          >${control.label}
          <select .value=${String(value)} @change=${(e: Event) => this.change(name, (e.target as HTMLSelectElement).value)}>
            ${control.options.map((option) => html`<option value=${option} ?selected=${option === value}>${control.names[option]}</option>`)}
          </select>
        </label>`;
      case 'range': {
        const shown = control.unit === 'percent' ? `${Math.round(Number(value) * 100)}%` : String(value);
        return html`<label
          >${control.label}
          <input
            type="range"
            min=${control.min}
            max=${control.max}
            step=${control.step}
            .value=${String(value)}
            aria-valuetext=${control.unit === 'percent' ? shown : `${shown} frames`}
            @input=${(e: Event) => this.change(name, Number((e.target as HTMLInputElement).value))}
          />
          <output>${shown}</output>
        </label>`;
      }
      case 'checkbox':
        return html`<label class="check"
          ><input type="checkbox" .checked=${value === true} @change=${(e: Event) => this.change(name, (e.target as HTMLInputElement).checked)} />
          ${control.label}</label
        >`;
    }
  }

  private renderKeys() {
    const keys = this.view.bindings();
    return html`<ul class="bindings">
      ${KEY_ACTIONS.map((action) => {
        const name = ACTION_NAMES[action];
        const listening = this.listening === action;
        return html`<li class="binding" data-action=${action}>
          <span class="action">${name}</span>
          <span class="chips">
            ${keys[action].map((code) => {
              const label = keyLabels([code]);
              return html`<span class="chip" data-code=${code}
                >${label}<button
                  class="remove"
                  aria-label="Remove ${label} from ${name}"
                  title=${keys[action].length > 1 ? `Remove ${label}` : `${name} needs a key`}
                  ?disabled=${keys[action].length === 1}
                  @click=${() => this.setKeys(removeKey(keys, action, code))}
                >
                  ×
                </button></span
              >`;
            })}
          </span>
          <button
            class="add ${listening ? 'listening' : ''}"
            data-action=${action}
            aria-label=${listening ? `Press a key for ${name}` : `Add a key for ${name}`}
            @click=${() => this.listen(listening ? null : action)}
          >
            ${listening ? 'Press a key…' : '+'}
          </button>
        </li>`;
      })}
    </ul>`;
  }

  /** The sections for the devices in use: keys on a keyboard, gestures on a touch screen, a connected pad. */
  private sections(): Section[] {
    const sources = this.view.sources();
    const coarse = isCoarsePointer();
    const shown: Record<Section, boolean> = {
      handling: true,
      keys: sources.has('keyboard') && !coarse,
      touch: sources.has('touch') && coarse,
      gamepad: sources.has('gamepad') && this.view.hasGamepad(),
      sound: true,
    };
    return SECTIONS.filter((section) => shown[section]);
  }

  /** The value in effect: the preset's frames when no value is set over it. */
  private value(name: PersistedName): unknown {
    const frames = this.view.frames() as Partial<Record<string, number>>;
    return frames[name] ?? (this.host as unknown as Record<string, unknown>)[name];
  }

  private dialog(): HTMLDialogElement | null {
    return this.host.shadowRoot?.querySelector('dialog.settings') ?? null;
  }

  private close(focusHost: boolean): void {
    if (!this.open) return;
    this.open = false;
    this.listening = null;
    this.confirming = false;
    this.notice = '';
    const dialog = this.dialog();
    if (dialog?.open) dialog.close();
    if (focusHost) this.host.focus();
    this.host.requestUpdate();
  }

  private select(section: Section, focus = false): void {
    this.section = section;
    this.listening = null;
    this.host.requestUpdate();
    if (focus) void this.host.updateComplete.then(() => this.dialog()?.querySelector<HTMLElement>(`[data-section="${section}"]`)?.focus());
  }

  private listen(action: KeyAction | null): void {
    this.listening = action;
    this.notice = '';
    this.host.requestUpdate();
  }

  /** Reset: `null` asks first; then `true` forgets what the player saved, `false` keeps it. */
  private confirm(forget: boolean | null): void {
    this.confirming = forget === null;
    if (forget) {
      this.saved = {};
      saveSettings(this.host.storageKey, this.saved);
      const host = this.host as unknown as Record<string, unknown>;
      for (const name of PERSISTED) host[name] = attributeValue(this.host, name);
      this.notice = 'Settings reset.';
    }
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.dialog()?.querySelector<HTMLElement>(forget === null ? '.keep' : '.reset')?.focus());
  }

  private setKeys(keys: KeyBindings): void {
    this.change('keys', keys);
  }

  /** The player changed a setting: apply it now and remember it (with what it clears). */
  private change(name: PersistedName, value: unknown): void {
    const patch: SavedSettings = { [name]: value };
    for (const cleared of (SETTINGS[name] as Setting).clears ?? []) patch[cleared as PersistedName] = null;
    Object.assign(this.saved, patch);
    this.apply(patch);
    saveSettings(this.host.storageKey, this.saved);
    this.host.requestUpdate();
  }

  private apply(settings: SavedSettings): void {
    const host = this.host as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(settings)) host[name] = value ?? undefined;
  }

  private addKey(action: KeyAction, code: string): void {
    const result = addKey(this.view.bindings(), action, code);
    const key = keyLabels([code]);
    if (result.kind === 'refused') {
      this.notice = `${key} is the only key for ${ACTION_NAMES[result.from]}: give it another key first.`;
    } else if (result.kind === 'moved') {
      const back = result.regained.length > 0 ? ` ${ACTION_NAMES[result.from]} is back on ${keyLabels(result.regained)}.` : '';
      this.notice = `${key} now does ${ACTION_NAMES[action]} instead of ${ACTION_NAMES[result.from]}.${back}`;
    } else {
      this.notice = '';
    }
    this.listening = null;
    if (result.kind === 'added' || result.kind === 'moved') this.setKeys(result.keys);
    else this.host.requestUpdate();
  }

  /** Keys typed in the dialog are the dialog's (a key for an action, Esc): the game never sees them. */
  private readonly onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.code === 'Tab') {
      // Tab still moves focus (and stops waiting for a key), round the dialog only.
      if (this.listening) this.listen(null);
      this.wrapFocus(event);
      return;
    }
    const action = this.listening;
    if (!action) return;
    event.preventDefault();
    if (event.code === 'Escape' || !isKeyCode(event.code)) this.listen(null);
    else this.addKey(action, event.code);
  };

  /**
   * A modal dialog keeps focus off the page, but past its last control the browser would move it
   * out of the page (to its own toolbar): Tab from the last control goes to the first, and back.
   */
  private wrapFocus(event: KeyboardEvent): void {
    const dialog = this.dialog();
    if (!dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button, select, input, [tabindex="0"]')].filter(
      (element) => !element.matches(':disabled, [tabindex="-1"]') && element.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = this.host.shadowRoot?.activeElement;
    const wrapTo = event.shiftKey ? (active === first || active === dialog ? last : null) : active === last ? first : null;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  }

  /** Esc while waiting for a key or for Reset's answer cancels that, not the dialog. */
  private readonly onCancel = (event: Event) => {
    if (!this.listening && !this.confirming) return;
    event.preventDefault();
    if (this.listening) this.listen(null);
    else this.confirm(false);
  };

  private readonly onClick = (event: MouseEvent) => {
    // The host's own click handler would start a game.
    event.stopPropagation();
    // The dialog itself is only hit outside its content: on the backdrop.
    if (event.target === event.currentTarget && event.detail > 0) this.hide();
  };

  /** Arrow keys, Home and End move between the tabs. */
  private readonly onTabKey = (event: KeyboardEvent) => {
    const sections = this.sections();
    const index = sections.indexOf(this.section);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sections.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(sections[(next + sections.length) % sections.length], true);
  };
}
