import { nothing } from 'lit';
import { LazyPart, type LazyParts } from '../lazy-part.js';
import type { Localizer } from '../strings/strings.js';
import type { SettingsDialog, SettingsHost, SettingsState } from './settings-dialog.js';
import { settingsGear } from './settings-gear.js';
import { restoreSettings } from './settings-storage.js';
import type { SavedSettings } from './settings.js';

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
