/**
 * Touch support is not in the first frame: this asks for it at the first touch or pen on the
 * element, and keeps that finger's events until it is there, so the tap that loaded it still
 * plays (`TouchController.play`). It captures the finger on the board as touch support would, and
 * keeps a swipe from scrolling the page meanwhile.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isTouchPointer, touchPoint, type TouchPoint } from '../../input/touch-point.js';

const POINTER_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

export interface TouchLoaderOptions {
  /** The canvas a finger plays on. */
  readonly surface: () => Element | undefined;
  /** Touch is one of the element's input sources. */
  readonly wanted: () => boolean;
  /** Asks for touch support (once). */
  readonly load: () => void;
}

export class TouchLoader implements ReactiveController {
  private points: TouchPoint[] = [];
  /** A finger that went down before touch support was there is still down. */
  private held = false;
  private done = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: TouchLoaderOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.done) return;
    for (const type of POINTER_EVENTS) this.host.addEventListener(type, this.onPointer);
    this.host.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  hostDisconnected(): void {
    for (const type of POINTER_EVENTS) this.host.removeEventListener(type, this.onPointer);
    this.host.removeEventListener('touchmove', this.onTouchMove);
    this.points = [];
    this.held = false;
  }

  /** Touch support is here and listens from now on: the events kept for it, in order. */
  handOver(): TouchPoint[] {
    const points = this.points;
    this.hostDisconnected();
    this.done = true;
    return points;
  }

  private readonly onPointer = (event: PointerEvent) => {
    if (!isTouchPointer(event) || !this.options.wanted()) return;
    const first = this.points.length === 0;
    if (event.type === 'pointerdown') {
      const surface = this.options.surface();
      // The finger's later events come to the element even off the canvas (a synthetic event has no pointer to capture).
      if (event.isTrusted && surface && event.composedPath()[0] === surface) surface.setPointerCapture(event.pointerId);
      this.held = true;
    } else if (!this.held) {
      return;
    } else if (event.type !== 'pointermove') {
      this.held = false;
    }
    this.points.push(touchPoint(event));
    // Asked once; when it is here already, it takes this event at once.
    if (first) this.options.load();
  };

  /** A finger on the board plays (see `TouchController`): the page does not scroll under it. */
  private readonly onTouchMove = (event: TouchEvent) => {
    if (this.held && event.cancelable) event.preventDefault();
  };
}
