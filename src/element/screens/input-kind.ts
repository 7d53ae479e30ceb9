import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InputKind } from './hints.js';

/**
 * Follows the kind of input the player used last (keys, taps, or a gamepad's buttons) so the
 * overlays speak of it. Before any input: taps on a touch-first device, keys elsewhere. A mouse
 * counts as the keyboard's companion: its hints are about keys and clicks.
 */
export class InputKindController implements ReactiveController {
  private kind: InputKind | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  get current(): InputKind {
    // No matchMedia where the element is rendered on a server: keys until the player says otherwise.
    const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
    return this.kind ?? (coarse ? 'touch' : 'keyboard');
  }

  /** The player just used `kind` (the gamepad reports here: pads send no DOM events). */
  use(kind: InputKind): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown, { capture: true });
    this.host.addEventListener('pointerdown', this.onPointerDown, { capture: true });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown, { capture: true });
    this.host.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
  }

  private readonly onKeyDown = () => this.use('keyboard');

  private readonly onPointerDown = (event: PointerEvent) => this.use(event.pointerType === 'mouse' ? 'keyboard' : 'touch');
}
