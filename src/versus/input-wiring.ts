/**
 * `<tetris-versus>`'s input sources: the left player's keys, pads and touch, the right local
 * player's keys and pad, and the targeting keys and clicks, switched on and bound from the
 * element's attributes. A press reaches the session as its player's button; `start`, `pause` and
 * `restart` are commands to the match instead.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { PageClock } from '../clock/page-clock.js';
import type { HandlingPreset } from '../element/settings/setting-values.js';
import { BoardTouch } from '../board/board-touch.js';
import { GamepadController } from '../input/gamepad-controller.js';
import type { InputSink } from '../input/input-source.js';
import { KeyboardController } from '../input/keyboard-controller.js';
import type { KeyAction, KeyBindings, KeyOverrides } from '../input/keymap.js';
import type { ElementChecks } from './element-checks.js';
import type { PlayerIndex } from './versus-events.js';
import { LOCAL_KEYS, SOLO_KEYS, handlingOf, keysOver, type Opponent } from './versus-options.js';
import { TargetingControl } from './targeting-control.js';
import type { VersusSession } from './versus-session.js';

export interface InputWiringHost {
  session(): VersusSession;
  clock(): PageClock;
  /** The player's canvas, where touch gestures play. */
  surface(): Element | undefined;
  /** One cell of the player's board in CSS px. */
  cellSize(): number;
  /** A target switch was made: show it. */
  changed(): void;
  /** The settings dialog: while open it takes every key; start or pause from a pad closes it. */
  settings(): { readonly open: boolean; hide(): void };
}

/** The element's attributes the input sources follow, as the page set them. */
export interface InputAttributes {
  readonly opponent: Opponent | null;
  readonly controls: string | null;
  readonly keys: string | KeyOverrides | null;
  readonly keys2: string | null;
  readonly handling: HandlingPreset | null;
  getAttribute(name: string): string | null;
}

export class InputWiring {
  private readonly keyboards: readonly [KeyboardController, KeyboardController];
  /** Gestures on the player's board and the on-screen buttons (not with two players on one screen). */
  readonly touch: BoardTouch;
  readonly targets: TargetingControl;
  /** The left player's pads (every pad, or the first against a local player) and the right local player's (the second pad). */
  private readonly gamepads: readonly [GamepadController, GamepadController];
  /** The left player's keys in effect (the player's own, alone on the keyboard), for the settings dialog. */
  bindings: KeyBindings = keysOver(SOLO_KEYS, null, () => {});

  constructor(
    element: ReactiveControllerHost & HTMLElement,
    private readonly host: InputWiringHost,
    private readonly checks: ElementChecks,
  ) {
    const sink = (player: PlayerIndex): InputSink => ({ input: (action, down, time) => this.onInput(player, action, down, time) });
    const playing = () => host.session().phase === 'playing' || host.session().phase === 'countdown';
    this.keyboards = [new KeyboardController(element, sink(0), { playing }), new KeyboardController(element, sink(1), { playing })];
    this.touch = new BoardTouch(element, sink(0), { surface: () => host.surface(), cellSize: () => host.cellSize() });
    this.targets = new TargetingControl(element, { match: () => host.session().matchInPlay, active: playing, changed: () => host.changed() });
    this.gamepads = [new GamepadController(element, sink(0), { playing, clock: () => host.clock() }), new GamepadController(element, sink(1), { playing, clock: () => host.clock() })];
  }

  /** The pads poll on the page's new frame clock. */
  clockChanged(): void {
    for (const pad of this.gamepads) pad.clockChanged();
  }

  /** A pad is connected and switched on for the left player. */
  get hasGamepad(): boolean {
    return this.gamepads[0].enabled && this.gamepads[0].hasGamepad;
  }

  configure(attributes: InputAttributes): void {
    const opponent = this.checks.read('opponent', attributes.opponent);
    const controls = this.checks.read('controls', attributes.controls);
    const local = opponent === 'local';
    const warnKeys = (attribute: string) => (entry: string) =>
      this.checks.warnOnce(`${attribute}:${entry}`, `ignoring ${attribute} entry "${entry}"; write an action, a colon and KeyboardEvent.code names, such as "hardDrop: KeyW Space"`);
    // A table of keys (the player's, saved from the dialog) is for one player alone on the keyboard:
    // in local play it would take the other side's keys, so the page's `keys` attribute applies.
    const keys = local && typeof attributes.keys === 'object' ? attributes.getAttribute('keys') : attributes.keys;
    this.keyboards[0].keys = this.bindings = keysOver(local ? LOCAL_KEYS[0] : SOLO_KEYS, keys, warnKeys('keys'));
    this.keyboards[1].keys = keysOver(LOCAL_KEYS[1], attributes.keys2, warnKeys('keys-2'));
    this.keyboards[0].enabled = controls.has('keyboard');
    this.keyboards[1].enabled = local && controls.has('keyboard');
    // Two local players take the first two pads, one each; otherwise every pad is the player's.
    this.gamepads[0].seat = local ? 0 : undefined;
    this.gamepads[1].seat = 1;
    this.gamepads[0].enabled = controls.has('gamepad');
    this.touch.enabled = !local && controls.has('touch');
    this.targets.enabled = controls.has('keyboard') || controls.has('touch');
    this.targets.secondPlayer = local && controls.has('keyboard');
    this.touch.halfTurn = handlingOf(this.checks.read('handling', attributes.handling)).rotate180 === true;
    this.gamepads[1].enabled = local && controls.has('gamepad');
  }

  private onInput(player: PlayerIndex, action: KeyAction, down: boolean, time: number): void {
    const settings = this.host.settings();
    if (settings.open) {
      if (down && (action === 'start' || action === 'pause')) settings.hide();
      return;
    }
    if (action === 'start' || action === 'pause' || action === 'restart') {
      if (down) this.command(action);
      return;
    }
    this.host.session().input(player, action, down, time);
  }

  private command(action: 'start' | 'pause' | 'restart'): void {
    const session = this.host.session();
    const phase = session.phase;
    if (phase === 'paused') session.resume();
    else if (action === 'pause') session.pause();
    else if (action === 'start' && (phase === 'idle' || phase === 'match-over')) session.start();
  }
}
