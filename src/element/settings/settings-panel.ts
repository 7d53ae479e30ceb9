import { nothing } from 'lit';
import { LazyPart, type LazyParts } from '../lazy-part.js';
import type { Localizer } from '../../ui/strings/strings.js';
import type { SettingsDialog, SettingsHost, SettingsState } from './settings-dialog.js';
import { settingsGear } from './settings-gear.js';
import { applySettings, choice, restoreSettings, saveSettings } from './settings-storage.js';
import { SETTINGS, type PersistedName, type SavedSettings } from './settings.js';

const dialogPart = new LazyPart(() => import('./settings-dialog.js'));

/**
 * The element's settings: what the player saved, restored over the attributes as the element
 * loads; the gear; and the dialog, which loads when the gear is first pressed (or the page is idle).
 */
export class SettingsPanel {
  private dialog?: SettingsDialog;
  /** What the player saved under the storage key, as restored over the attributes. */
  private saved: SavedSettings = {};

  constructor(
    private readonly host: SettingsHost,
    private readonly lazy: LazyParts,
    private readonly state: Omit<SettingsState, 'saved'>,
  ) {}

  /** The dialog is open (it takes every key). */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /**
   * A first visit, as far as handling goes: a storage key with nothing saved under it, the dialog
   * not opened, and the handling the default one, not set by the page. The start screen then
   * offers the presets.
   */
  get firstVisit(): boolean {
    const host = this.host;
    return !this.dialog && host.storageKey !== '' && Object.keys(this.saved).length === 0 && !host.hasAttribute('handling') && host.handling === SETTINGS.handling.default;
  }

  /** The player chose `value` for `name` outside the dialog (the start screen's offer): it applies and is saved as in the dialog. */
  choose(name: PersistedName, value: unknown): void {
    const patch = choice(name, value);
    this.saved = { ...this.saved, ...patch };
    applySettings(this.host, patch);
    saveSettings(this.host.storageKey, this.saved);
  }

  /** The storage key changed: its saved settings go over the attributes. */
  restore(): void {
    this.saved = restoreSettings(this.host);
    this.dialog?.reload();
  }

  prefetch(): void {
    dialogPart.prefetch();
  }

  show(): void {
    this.lazy.use(dialogPart, ({ SettingsDialog }) => {
      this.dialog ??= new SettingsDialog(this.host, { ...this.state, saved: () => this.saved });
      this.dialog.show();
    });
  }

  hide(): void {
    this.dialog?.hide();
  }

  /** The gear (when any input source is on) and the dialog once loaded. */
  render(l: Localizer, sources: number, playing: boolean) {
    return [sources > 0 ? settingsGear(l, playing, () => this.show()) : nothing, this.dialog?.render() ?? nothing];
  }
}
