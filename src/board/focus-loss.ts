import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A board pauses when the focus leaves its element (the player went elsewhere, so the keys no
 * longer reach the game), but not while the focus moves inside the element, nor when the element
 * only moves to another parent (`detaching` tells; that is known once the move has finished).
 */
export class FocusLoss implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly init: { readonly detaching: () => boolean; readonly left: () => void },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusout', this.onFocusOut);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusout', this.onFocusOut);
  }

  private readonly onFocusOut = (event: FocusEvent) => {
    const host = this.host;
    const next = event.relatedTarget as Node | null;
    if (next && (next === host || host.contains(next) || host.shadowRoot?.contains(next))) return;
    if (next) this.init.left();
    // No new focus: the window lost it, or the element left the page, perhaps only for a move.
    else queueMicrotask(() => host.isConnected && !this.init.detaching() && this.init.left());
  };
}
