import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PageClock } from '../clock/page-clock.js';
import type { InputSink, InputSource } from './input-source.js';
import type { KeyAction } from './keymap.js';

export interface GamepadCallbacks {
  /** A game is running: Start then pauses it (otherwise it starts or resumes one). */
  playing(): boolean;
  /** The page's frame clock: pads are polled in its input phase, before any board steps. */
  clock(): Pick<PageClock, 'add'>;
}

/** How far the left stick must lean before it counts as a held direction. */
export const STICK_DEAD_ZONE = 0.5;
// The stick's directions count as three more buttons, after the standard mapping's 17.
const STICK_LEFT = 28;
const STICK_RIGHT = 29;
const STICK_DOWN = 30;

/**
 * Standard-mapping buttons (and the left stick's directions) to actions: A, B, X, Y, d-pad up,
 * shoulders, Select (Back), Start, and the d-pad and stick directions.
 */
export const GAMEPAD_BUTTONS: readonly (readonly [number, KeyAction])[] = [
  [0, 'cw'],
  [1, 'ccw'],
  // A half turn, when the handling has them (the modern preset).
  [2, 'rotate180'],
  [3, 'hardDrop'],
  [12, 'hardDrop'],
  [4, 'hold'],
  [5, 'hold'],
  [8, 'restart'],
  [9, 'pause'],
  [13, 'softDrop'],
  [14, 'left'],
  [15, 'right'],
  [STICK_LEFT, 'left'],
  [STICK_RIGHT, 'right'],
  [STICK_DOWN, 'softDrop'],
];

/**
 * Gamepads (standard mapping), polled once per display frame: every button that goes down or up
 * since the last poll is reported, stamped with the frame's time, so held directions get the
 * engine's DAS exactly as keys do. Pads may come and go at any time; a pad that goes away
 * releases what it held.
 */
export class GamepadController implements ReactiveController, InputSource {
  enabled = true;
  /**
   * Which pad reports: the `seat`-th connected one in index order (0 the first), so two players
   * each take one of the first two pads whatever indices the browser gave them; undefined: every
   * pad reports (one player).
   */
  seat?: number;
  private connected = false;
  /** Buttons down at the last poll, one bit mask per pad index. */
  private readonly previous: number[] = [];
  private stopPolling?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly sink: InputSink,
    private readonly callbacks: GamepadCallbacks,
  ) {
    host.addController(this);
  }

  /** At least one pad is connected. */
  get hasGamepad(): boolean {
    return this.connected;
  }

  hostConnected(): void {
    addEventListener('gamepadconnected', this.onConnection);
    addEventListener('gamepaddisconnected', this.onConnection);
    this.onConnection();
  }

  hostDisconnected(): void {
    removeEventListener('gamepadconnected', this.onConnection);
    removeEventListener('gamepaddisconnected', this.onConnection);
    this.syncPolling();
  }

  hostUpdated(): void {
    this.syncPolling();
  }

  /** Reads every pad once and reports each change since the last poll at `timeStamp`. */
  poll(timeStamp: number): void {
    // No pad, no poll: getGamepads() makes a new array on every call.
    if (!this.enabled || !this.connected) return;
    const pads = gamepads();
    if (this.seat !== undefined) {
      // One pad, kept under index 0: a seat taken by another pad releases what the last one held.
      const pad = pads.filter((p) => p?.connected)[this.seat];
      this.report(0, pad ? buttonsDown(pad) : 0, timeStamp);
      return;
    }
    for (let i = 0; i < Math.max(pads.length, this.previous.length); i++) {
      const pad = pads[i];
      this.report(i, pad?.connected ? buttonsDown(pad) : 0, timeStamp);
    }
  }

  /** Reports the presses and releases that turn pad `index`'s last buttons (seated: the seat's) into `down`. */
  private report(index: number, down: number, timeStamp: number): void {
    const before = this.previous[index] ?? 0;
    this.previous[index] = down;
    const changed = down ^ before;
    if (!changed) return;
    for (const [button, action] of GAMEPAD_BUTTONS) {
      if (!(changed & (1 << button))) continue;
      const pressed = (down & (1 << button)) !== 0;
      // Start pauses a running game and otherwise starts or resumes one.
      this.sink.input(action === 'pause' && !this.callbacks.playing() ? 'start' : action, pressed, timeStamp);
    }
  }

  private readonly onConnection = (event?: Event) => {
    this.connected = gamepads().some((pad) => pad?.connected);
    // With every pad gone, release what they held; a button still down when one returns is a new press.
    if (!this.connected) {
      for (let i = 0; i < this.previous.length; i++) this.report(i, 0, event?.timeStamp ?? 0);
      this.previous.length = 0;
    }
    this.syncPolling();
    this.host.requestUpdate();
  };

  /** Polls once per display frame while a pad is connected and on (Start works with no game running). */
  private syncPolling(): void {
    const wanted = this.enabled && this.connected && this.host.isConnected;
    if (wanted && !this.stopPolling) {
      this.stopPolling = this.callbacks.clock().add('input', ({ now }) => this.poll(now));
    } else if (!wanted && this.stopPolling) {
      this.stopPolling();
      this.stopPolling = undefined;
    }
  }

  /** The page's clock changed (a new scheduler): polling moves to it. */
  clockChanged(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
    this.syncPolling();
  }
}

/** Pad buttons down as a bit mask, with the stick's directions as the STICK_* bits. */
function buttonsDown(pad: Gamepad): number {
  let down = 0;
  for (let b = 0; b < Math.min(pad.buttons.length, STICK_LEFT); b++) if (pad.buttons[b].pressed) down |= 1 << b;
  const [x = 0, y = 0] = pad.axes;
  if (x <= -STICK_DEAD_ZONE) down |= 1 << STICK_LEFT;
  if (x >= STICK_DEAD_ZONE) down |= 1 << STICK_RIGHT;
  if (y >= STICK_DEAD_ZONE) down |= 1 << STICK_DOWN;
  return down;
}

function gamepads(): readonly (Gamepad | null)[] {
  try {
    return navigator.getGamepads?.() ?? [];
  } catch {
    // A permissions policy can forbid the Gamepad API in an iframe: then there are no pads.
    return [];
  }
}
