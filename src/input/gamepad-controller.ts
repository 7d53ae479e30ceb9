import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HeldButtons } from './held.js';
import type { KeyAction } from './keymap.js';

export interface GamepadCallbacks {
  /** A discrete action: rotate, hard drop, hold, pause or start. */
  action(action: KeyAction): void;
  /** A game is running, so the game loop polls every frame; otherwise this controller polls for Start itself. */
  playing(): boolean;
  /** Runs `callback` on the next display frame (the element's scheduler); returns a canceller. */
  requestFrame(callback: () => void): () => void;
}

/** Standard-mapping buttons that act once per press: A, B, Y, d-pad up, shoulders, Start. */
export const GAMEPAD_BUTTONS: readonly (readonly [number, KeyAction])[] = [
  [0, 'cw'],
  [1, 'ccw'],
  [3, 'hardDrop'],
  [12, 'hardDrop'],
  [4, 'hold'],
  [5, 'hold'],
  [9, 'pause'],
];
const DOWN = 13;
const LEFT = 14;
const RIGHT = 15;
/** How far the left stick must lean before it counts as a held direction. */
export const STICK_DEAD_ZONE = 0.5;

/**
 * Gamepads (standard mapping), polled once per game frame: the d-pad and left stick are held
 * buttons, so the engine's DAS and soft drop apply exactly as for keys; other buttons act on the
 * frame they go down. Pads may come and go at any time.
 */
export class GamepadController implements ReactiveController {
  enabled = true;
  private connected = false;
  /** Buttons down at the last poll, one bit mask per pad index, to find press edges. */
  private readonly previous: number[] = [];
  private cancelIdle?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
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
    this.syncIdlePolling();
  }

  hostUpdated(): void {
    this.syncIdlePolling();
  }

  /** Reads every pad once: held directions are ORed into `into` (null: none wanted), presses fire. */
  poll(into: HeldButtons | null): void {
    // No pad, no poll: getGamepads() makes a new array on every call.
    if (!this.enabled || !this.connected) return;
    const pads = gamepads();
    for (let i = 0; i < Math.max(pads.length, this.previous.length); i++) {
      const pad = pads[i];
      if (!pad?.connected) {
        this.previous[i] = 0;
        continue;
      }
      let down = 0;
      for (let b = 0; b < Math.min(pad.buttons.length, 31); b++) if (pad.buttons[b].pressed) down |= 1 << b;
      const pressed = down & ~(this.previous[i] ?? 0);
      this.previous[i] = down;
      if (into) {
        const [x = 0, y = 0] = pad.axes;
        into.left ||= (down & (1 << LEFT)) !== 0 || x <= -STICK_DEAD_ZONE;
        into.right ||= (down & (1 << RIGHT)) !== 0 || x >= STICK_DEAD_ZONE;
        into.softDrop ||= (down & (1 << DOWN)) !== 0 || y >= STICK_DEAD_ZONE;
      }
      for (const [button, action] of GAMEPAD_BUTTONS) {
        if (!(pressed & (1 << button))) continue;
        // Start pauses a running game and otherwise starts or resumes one.
        this.callbacks.action(action === 'pause' && !this.callbacks.playing() ? 'start' : action);
      }
    }
  }

  private readonly onConnection = () => {
    this.connected = gamepads().some((pad) => pad?.connected);
    // With every pad gone, a button held while unplugged counts as a new press when one returns.
    if (!this.connected) this.previous.length = 0;
    this.syncIdlePolling();
    this.host.requestUpdate();
  };

  /** Without a running game loop, polls on display frames so Start can start or resume a game. */
  private syncIdlePolling(): void {
    const wanted = this.enabled && this.connected && this.host.isConnected && !this.callbacks.playing();
    if (wanted && !this.cancelIdle) {
      this.cancelIdle = this.callbacks.requestFrame(this.idleFrame);
    } else if (!wanted && this.cancelIdle) {
      this.cancelIdle();
      this.cancelIdle = undefined;
    }
  }

  private readonly idleFrame = () => {
    this.cancelIdle = undefined;
    this.poll(null);
    this.syncIdlePolling();
  };
}

function gamepads(): readonly (Gamepad | null)[] {
  try {
    return navigator.getGamepads?.() ?? [];
  } catch {
    // A permissions policy can forbid the Gamepad API in an iframe: then there are no pads.
    return [];
  }
}
