/** Buttons the engine reads every frame while they are held (DAS and soft drop). */
export type HeldButton = 'left' | 'right' | 'softDrop';

/** Whether an input action is one of the held buttons (the others act once per press). */
export const isHeldButton = (action: string): action is HeldButton =>
  action === 'left' || action === 'right' || action === 'softDrop';

export interface HeldButtons {
  left: boolean;
  right: boolean;
  softDrop: boolean;
}

/**
 * Held state for one input source. A press that is released before the next game frame still
 * counts as held for that one frame, so a quick tap is never lost between frames.
 */
export class HeldState {
  private readonly down: HeldButtons = { left: false, right: false, softDrop: false };
  private readonly tapped: HeldButtons = { left: false, right: false, softDrop: false };

  press(button: HeldButton): void {
    this.down[button] = true;
    this.tapped[button] = true;
  }

  release(button: HeldButton): void {
    this.down[button] = false;
  }

  releaseAll(): void {
    this.down.left = this.down.right = this.down.softDrop = false;
    this.tapped.left = this.tapped.right = this.tapped.softDrop = false;
  }

  /** ORs this frame's state into `into` and forgets taps that have now been seen. */
  collect(into: HeldButtons): void {
    into.left ||= this.down.left || this.tapped.left;
    into.right ||= this.down.right || this.tapped.right;
    into.softDrop ||= this.down.softDrop || this.tapped.softDrop;
    this.tapped.left = this.tapped.right = this.tapped.softDrop = false;
  }
}
