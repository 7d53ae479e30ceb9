import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Whether a board is on a visible page. A hidden tab, or an element off the page at the end of
 * the task that removed it, calls `away` (the board pauses); an element moved to another parent
 * within one task is never away, and the focus loss that comes with the move is no reason to
 * pause ({@link detaching}).
 */
export class PagePresence implements ReactiveController {
  private detachTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly away: () => void,
  ) {
    host.addController(this);
  }

  /** Taken off the page during this task, perhaps only to move to another parent. */
  get detaching(): boolean {
    return this.detachTimer !== undefined;
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    if (this.detachTimer !== undefined) return;
    // The end of this task (not game time): a move to another parent has finished by then.
    this.detachTimer = setTimeout(() => {
      this.detachTimer = undefined;
      if (!this.host.isConnected) this.away();
    });
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') this.away();
  };
}
