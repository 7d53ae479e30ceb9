/** A pad shaped like the Gamepad API's, with the standard mapping. */
export interface FakePad {
  index: number;
  id: string;
  connected: boolean;
  mapping: 'standard';
  buttons: { pressed: boolean; touched: boolean; value: number }[];
  axes: number[];
}

/**
 * Replaces `navigator.getGamepads` with pads the test sets, and fires the connection events a
 * browser would. `restore()` puts the real API back.
 */
export class FakeGamepads {
  readonly pads: (FakePad | null)[] = [null, null, null, null];

  constructor() {
    // Like Chrome, every call returns fresh snapshots, so nothing can rely on object identity.
    Object.defineProperty(navigator, 'getGamepads', {
      configurable: true,
      value: () => this.pads.map((pad) => pad && { ...pad, buttons: pad.buttons.map((b) => ({ ...b })), axes: [...pad.axes] }),
    });
  }

  connect(index = 0): FakePad {
    const pad: FakePad = {
      index,
      id: 'Fake pad (STANDARD GAMEPAD)',
      connected: true,
      mapping: 'standard',
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
      axes: [0, 0, 0, 0],
    };
    this.pads[index] = pad;
    dispatchEvent(Object.assign(new Event('gamepadconnected'), { gamepad: pad }));
    return pad;
  }

  disconnect(index = 0): void {
    const pad = this.pads[index];
    this.pads[index] = null;
    dispatchEvent(Object.assign(new Event('gamepaddisconnected'), { gamepad: pad }));
  }

  press(button: number, index = 0): void {
    Object.assign(this.pads[index]!.buttons[button], { pressed: true, touched: true, value: 1 });
  }

  release(button: number, index = 0): void {
    Object.assign(this.pads[index]!.buttons[button], { pressed: false, touched: false, value: 0 });
  }

  stick(x: number, y: number, index = 0): void {
    this.pads[index]!.axes.splice(0, 2, x, y);
  }

  restore(): void {
    delete (navigator as { getGamepads?: unknown }).getGamepads;
  }
}

export const BUTTON = { A: 0, B: 1, X: 2, Y: 3, LB: 4, RB: 5, SELECT: 8, START: 9, UP: 12, DOWN: 13, LEFT: 14, RIGHT: 15 } as const;
