/**
 * `<tetris-versus>`'s gear and settings dialog: `<tetris-game>`'s (`element/settings/`), offering
 * what a versus player sets for themself: the handling preset and its frame fields, the keys of
 * the player alone on the keyboard, and sound. What the player chooses applies from the next match
 * and is saved under the element's `storage-key` (by default its own, not `<tetris-game>`'s: see
 * {@link VERSUS_STORAGE_KEY}), then restored over the attributes as the element loads.
 * @module
 */
import type { ReactiveController } from 'lit';
import type { KeyBindings } from '../input/keymap.js';
import type { ControlSource, HandlingPreset } from '../element/settings/setting-values.js';
import { LazyParts } from '../element/lazy-part.js';
import { deviceHelp } from '../element/screens/device-help.js';
import { SettingsPanel } from '../element/settings/settings-panel.js';
import type { SettingsHost } from '../element/settings/settings-dialog.js';
import { SECTIONS, type SettingsOffer } from '../element/settings/settings-offer.js';
import { SETTINGS, type PersistedName } from '../element/settings/settings.js';
import type { Localizer } from '../ui/strings/strings.js';
import type { ElementChecks } from './element-checks.js';
import type { Opponent } from './versus-options.js';
import { playerHandling } from './session-settings.js';
import type { VersusPhase } from './versus-session.js';

/**
 * Where `<tetris-versus>` saves the player's settings unless `storage-key` says otherwise. Not
 * `<tetris-game>`'s key: the two elements' defaults differ (versus plays the `modern` preset, a
 * game the `nes` one) and a solo game's key table would clash with two players on one keyboard.
 */
export const VERSUS_STORAGE_KEY = 'tetris-versus-settings';

/** The saved settings the versus dialog edits, restores and resets (no mode, no touch-buttons setting). */
export const VERSUS_OFFER: readonly PersistedName[] = ['handling', 'das', 'arr', 'softDrop', 'dcd', 'keys', 'sound', 'volume'];

/** What the dialog reads of the element: its properties and the attributes the page set. */
export interface VersusSettingsHost extends SettingsHost {
  readonly opponent: Opponent | null;
  readonly handling: HandlingPreset | null;
  readonly das: string | number | null;
  readonly arr: string | number | null;
  readonly softDrop: string | number | null;
  readonly dcd: string | number | null;
  readonly sound: string | null;
  readonly volume: string | number | null;
  readonly controls: string | null;
}

/** What the dialog reads of the element's match, input and words. */
export interface VersusSettingsState {
  phase(): VersusPhase;
  bindings(): KeyBindings;
  hasGamepad(): boolean;
  localizer(): Localizer;
}

export { settingsGearStyles } from '../element/settings/settings-gear.js';

export class VersusSettings implements ReactiveController {
  /** The dialog's loading, which the element's `updateComplete` waits for. */
  readonly lazy: LazyParts;
  private readonly panel: SettingsPanel;

  constructor(
    private readonly host: VersusSettingsHost,
    private readonly checks: ElementChecks,
    private readonly state: VersusSettingsState,
  ) {
    this.lazy = new LazyParts(host);
    const offer: SettingsOffer = {
      settings: VERSUS_OFFER,
      // Two players on one keyboard keep their sides' keys (`keys`, `keys-2`): no keys tab then.
      sections: () => (this.local ? SECTIONS.filter((section) => section !== 'keys') : SECTIONS),
      value: (name) => this.value(name),
      pageValue: (name) => host.getAttribute(SETTINGS[name].attribute),
    };
    this.panel = new SettingsPanel(host, this.lazy, {
      offer,
      bindings: () => structuredClone(state.bindings()),
      sources: () => this.sources,
      hasGamepad: () => state.hasGamepad(),
      playing: () => this.playing,
      localizer: () => state.localizer(),
      // The gestures and buttons are the board unit's, the same as on <tetris-game>.
      deviceHelp,
    });
    host.addController(this);
  }

  /** Loads the dialog when the page is idle, so the gear opens it at once. */
  hostConnected(): void {
    this.panel.prefetch();
  }

  /** The dialog is open (it takes every key). */
  get open(): boolean {
    return this.panel.open;
  }

  hide(): void {
    this.panel.hide();
  }

  /**
   * Before each render: a new storage key's settings go over the attributes (before the match
   * reads them); a remote round that began closes the dialog, as a remote match never pauses.
   */
  willUpdate(storageKeyChanged: boolean): void {
    if (storageKeyChanged) this.panel.restore();
    if (this.remoteRound && this.panel.open) this.panel.hide();
  }

  /** The gear (unless a remote round runs: it never pauses) and the dialog once loaded. */
  render() {
    const [gear, dialog] = this.panel.render(this.state.localizer(), this.sources.size, this.playing);
    return [this.remoteRound ? null : gear, dialog];
  }

  private get local(): boolean {
    return this.checks.read('opponent', this.host.opponent) === 'local';
  }

  private get sources(): ReadonlySet<ControlSource> {
    return this.checks.read('controls', this.host.controls);
  }

  /** A round is being played: the gear is then out of the Tab order, which leaves the element. */
  private get playing(): boolean {
    const phase = this.state.phase();
    return phase === 'playing' || phase === 'countdown';
  }

  private get remoteRound(): boolean {
    const phase = this.state.phase();
    return this.checks.read('opponent', this.host.opponent) === 'remote' && phase !== 'idle' && phase !== 'match-over';
  }

  /** The value in effect, as the next match reads it (a frame field: the preset's unless one is set over it). */
  private value(name: PersistedName): unknown {
    const { checks, host } = this;
    if (name === 'handling') return checks.read('handling', host.handling);
    if (name === 'sound' || name === 'volume') return checks.read(name, host[name]);
    return (playerHandling(host, checks) as Record<string, unknown>)[name];
  }
}
