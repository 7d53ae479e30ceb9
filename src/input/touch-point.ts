/**
 * A pointer event as touch gestures read it, as plain values: a kept event loses its path once
 * dispatched, so the events of a finger that came before touch support had loaded are kept this
 * way and played to it when it is there.
 * @module
 */

export interface TouchPoint {
  readonly type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel';
  readonly pointerId: number;
  readonly pointerType: string;
  readonly clientX: number;
  readonly clientY: number;
  readonly timeStamp: number;
  /** The element the event was dispatched to (inside shadow roots). */
  readonly target: EventTarget | undefined;
}

/** A finger or a pen: the pointers that play by gestures (a mouse clicks). */
export const isTouchPointer = (event: { readonly pointerType: string }): boolean => event.pointerType === 'touch' || event.pointerType === 'pen';

export function touchPoint(event: PointerEvent): TouchPoint {
  const { pointerId, pointerType, clientX, clientY, timeStamp } = event;
  return { type: event.type as TouchPoint['type'], pointerId, pointerType, clientX, clientY, timeStamp, target: event.composedPath()[0] };
}
