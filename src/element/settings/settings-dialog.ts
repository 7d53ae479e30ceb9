import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { isKeyCode, type KeyAction, type KeyBindings } from '../../input/keymap.js';
import type { ControlSource, FrameSetting } from './setting-values.js';
import { addKey, removeKey } from './rebind.js';
import { actionName, keyList, type KeyListActions } from './key-list.js';
import { PERSISTED, attributeValue, type PersistedName, type SavedSettings } from './settings.js';
import { CONTROLS } from './settings-controls.js';
import { SECTIONS, type Section, type SettingsOffer } from './settings-offer.js';
import { applySettings, choice, saveSettings } from './settings-storage.js';
import { isCoarsePointer } from './coarse-pointer.js';
import { addStyles } from '../lazy-part.js';
import { settingsDialogStyles } from './settings-dialog.styles.js';
import type { Localizer, StringKey } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

/** The element the dialog edits: the saved settings it offers as properties, and a game to pause. */
export interface SettingsHost extends ReactiveControllerHost, HTMLElement {
  storageKey: string;
  readonly handling?: unknown;
  pause(): void;
}

/** What the dialog shows: the settings the element offers, values in effect and the devices in use. */
export interface SettingsState {
  /** What the element offers; left out: every setting, as `<tetris-game>` holds them. */
  offer?: SettingsOffer;
  /** The handling frames in effect (the preset's where none is set over it). */
  frames?(): Record<FrameSetting, number>;
  bindings(): KeyBindings;
  sources(): ReadonlySet<ControlSource>;
  hasGamepad(): boolean;
  /** A game is running: Tab then leaves the element (pausing it) instead of stopping on the gear. */
  playing(): boolean;
  /** The element's language. */
  localizer(): Localizer;
  /** What the player saved under the host's storage key, as it was restored. */
  saved(): SavedSettings;
  /** What a tab says about its device (touch gestures, pad buttons), from the element: null for none. */
  deviceHelp(l: Localizer, section: Section): unknown;
}

const SECTION_NAMES: Record<Section, StringKey> = {
  handling: 'settings.handling',
  keys: 'settings.keys',
  touch: 'settings.touch',
  gamepad: 'settings.gamepad',
  sound: 'settings.sound',
};

/** The saved settings in the order the dialog shows them. */
const CONTROLLED = Object.keys(CONTROLS) as PersistedName[];



/**
 * The settings dialog, built from the settings table: a native modal `<dialog>` (focus stays
 * inside, Esc closes it) with one tab per section. What the player changes applies at once and is
 * saved under the host's `storageKey` (what was saved is applied over the page's attributes when
 * the element loads: `restoreSettings`). Loaded when the gear is first pressed (`settings-gear.ts`).
 */
export class SettingsDialog implements ReactiveController {
  open = false;
  private section: Section = 'handling';
  private listening: KeyAction | null = null;
  private confirming = false;
  private notice = '';
  private saved: SavedSettings;

  constructor(
    private readonly host: SettingsHost,
    private readonly state: SettingsState,
  ) {
    this.saved = { ...state.saved() };
    if (host.shadowRoot) addStyles(host.shadowRoot, settingsDialogStyles);
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.open) this.close(false);
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

  /** The storage key changed: what was saved under the new one is what Reset forgets. */
  reload(): void {
    this.saved = { ...this.state.saved() };
  }

  render() {
    return html`<dialog
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
    const l = this.state.localizer();
    const sections = this.sections();
    if (!sections.includes(this.section)) this.section = sections[0];
    return html`<div class="content">
      <h2 id="settings-title">${l.t('settings.title')}</h2>
      <div class="tabs" role="tablist" aria-label=${l.t('settings.sections')} @keydown=${this.onTabKey}>
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
              ${l.t(SECTION_NAMES[section])}
            </button>`,
        )}
      </div>
      ${sections.map(
        (section) =>
          html`<div role="tabpanel" class="section" id="settings-${section}" aria-labelledby="settings-tab-${section}" ?hidden=${section !== this.section}>
            ${this.help(l, section) ? html`<p class="help">${this.help(l, section)}</p>` : nothing}
            ${this.controlled(section).map((name) => this.renderControl(l, name))}
          </div>`,
      )}
      <p class="notice" role="status">${this.notice}</p>
      ${this.confirming
        ? html`<div class="confirm actions" role="group" aria-labelledby="settings-confirm">
            <p id="settings-confirm">${l.t('settings.resetConfirm')}</p>
            <button part="button" class="keep" @click=${() => this.confirm(false)}>${l.t('settings.cancel')}</button>
            <button part="button" class="forget" @click=${() => this.confirm(true)}>${l.t('settings.resetYes')}</button>
          </div>`
        : html`<div class="actions">
            <button part="button" class="reset" @click=${() => this.confirm(null)}>${l.t('settings.reset')}</button>
            <button part="button" class="done" @click=${() => this.hide()}>${l.t('settings.done')}</button>
          </div>`}
    </div>`;
  }

  private renderControl(l: Localizer, name: PersistedName) {
    const control = CONTROLS[name];
    const value = this.value(name);
    switch (control.kind) {
      case 'keys':
        return this.renderKeys(l);
      case 'select':
        return html`<label
          >${l.t(control.label)}
          <select .value=${String(value)} @change=${(e: Event) => this.change(name, (e.target as HTMLSelectElement).value)}>
            ${control.options.map((option) => html`<option value=${option} ?selected=${option === value}>${l.t(control.names[option])}</option>`)}
          </select>
        </label>`;
      case 'range': {
        const shown = control.unit === 'percent' ? l.percent(Number(value)) : l.number(Number(value));
        return html`<label
          >${l.t(control.label)}
          <input
            type="range"
            min=${control.min}
            max=${control.max}
            step=${control.step}
            .value=${String(value)}
            aria-valuetext=${control.unit === 'percent' ? shown : l.t('settings.frames', { frames: Number(value) })}
            @input=${(e: Event) => this.change(name, Number((e.target as HTMLInputElement).value))}
          />
          <output>${shown}</output>
        </label>`;
      }
      case 'checkbox':
        return html`<label class="check"
          ><input type="checkbox" .checked=${value === true} @change=${(e: Event) => this.change(name, (e.target as HTMLInputElement).checked)} />
          ${l.t(control.label)}</label
        >`;
    }
  }

  private renderKeys(l: Localizer) {
    return keyList(l, this.state.bindings(), this.listening, this.keyActions);
  }

  private readonly keyActions: KeyListActions = {
    remove: (action, code) => this.setKeys(removeKey(this.state.bindings(), action, code)),
    listen: (action) => this.listen(action),
  };

  /** The element's sections for the devices in use: keys on a keyboard, gestures on a touch screen, a connected pad. */
  private sections(): Section[] {
    const sources = this.state.sources();
    const coarse = isCoarsePointer();
    const shown: Record<Section, boolean> = {
      handling: true,
      keys: sources.has('keyboard') && !coarse && this.controlled('keys').length > 0,
      touch: sources.has('touch') && coarse,
      gamepad: sources.has('gamepad') && this.state.hasGamepad(),
      sound: true,
    };
    return (this.state.offer?.sections?.() ?? SECTIONS).filter((section) => shown[section]);
  }

  /** The saved settings the element offers. */
  private get offered(): readonly PersistedName[] {
    return this.state.offer?.settings ?? PERSISTED;
  }

  /** The settings the element offers in `section`, in the dialog's order. */
  private controlled(section: Section): PersistedName[] {
    return CONTROLLED.filter((name) => CONTROLS[name].section === section && this.offered.includes(name));
  }

  /** What a section says besides its controls. */
  private help(l: Localizer, section: Section): unknown {
    return section === 'handling' ? l.t('settings.handlingHelp') : this.state.deviceHelp(l, section);
  }

  /** The value in effect: the preset's frames when no value is set over it. */
  private value(name: PersistedName): unknown {
    const offer = this.state.offer;
    if (offer?.value) return offer.value(name);
    const frames = this.state.frames?.() as Partial<Record<string, number>> | undefined;
    return frames?.[name] ?? (this.host as unknown as Record<string, unknown>)[name];
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

  /** Reset: `null` asks first; then `true` forgets what the player saved (of what this element offers), `false` keeps it. */
  private confirm(forget: boolean | null): void {
    this.confirming = forget === null;
    if (forget) {
      const offered = this.offered;
      const offer = this.state.offer;
      this.saved = Object.fromEntries(Object.entries(this.saved).filter(([name]) => !offered.includes(name as PersistedName)));
      saveSettings(this.host.storageKey, this.saved);
      const host = this.host as unknown as Record<string, unknown>;
      for (const name of offered) host[name] = offer?.pageValue ? offer.pageValue(name) : attributeValue(this.host, name);
      this.notice = this.state.localizer().t('settings.resetDone');
    }
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.dialog()?.querySelector<HTMLElement>(forget === null ? '.keep' : '.reset')?.focus());
  }

  private setKeys(keys: KeyBindings): void {
    this.change('keys', keys);
  }

  /** The player changed a setting: apply it now and remember it (with what it clears). */
  private change(name: PersistedName, value: unknown): void {
    const patch = choice(name, value);
    Object.assign(this.saved, patch);
    applySettings(this.host, patch);
    saveSettings(this.host.storageKey, this.saved);
    this.host.requestUpdate();
  }

  private addKey(action: KeyAction, code: string): void {
    const result = addKey(this.state.bindings(), action, code);
    const l = this.state.localizer();
    const key = l.keyLabel(code);
    if (result.kind === 'refused') {
      this.notice = l.t('settings.keyRefused', { key, action: actionName(l, result.from) });
    } else if (result.kind === 'moved') {
      const back = result.regained.length > 0 ? ` ${l.t('settings.keyRegained', { action: actionName(l, result.from), keys: l.or(l.keyNames(result.regained)) })}` : '';
      this.notice = `${l.t('settings.keyMoved', { key, action: actionName(l, action), previous: actionName(l, result.from) })}${back}`;
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
