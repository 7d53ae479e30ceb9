/**
 * A board pauses when the focus leaves its element (the player went elsewhere, so the keys no
 * longer reach the game), but not while the focus moves inside the element, nor when the element
 * only moves to another parent (`detaching` tells; that is known once the move has finished).
 * The element listens to its own events, so nothing needs removing when it leaves the page.
 */
export function pauseOnFocusLoss(host: HTMLElement, detaching: () => boolean, left: () => void): void {
  host.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && (next === host || host.contains(next) || host.shadowRoot?.contains(next))) return;
    if (next) left();
    // No new focus: the window lost it, or the element left the page, perhaps only for a move.
    else queueMicrotask(() => host.isConnected && !detaching() && left());
  });
}
