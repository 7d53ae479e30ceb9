import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InputSink, InputSource } from './input-source.js';
import type { KeyAction } from './keymap.js';
import { isTouchPointer, touchPoint, type TouchPoint } from './touch-point.js';

export interface TouchCallbacks {
  /** The element a finger plays on (the canvas); gestures that start elsewhere are not the game's. */
  surface(): Element | undefined;
  /** One board cell in CSS px: a drag moves one column per cell travelled. */
  cellSize(): number;
}

/** A touch held this long or longer is not a tap. */
export const TAP_MS = 300;
/** A flick is judged on the finger's speed over its last this many ms before lifting. */
export const FLICK_MS = 100;
/** Vertical speed (CSS px per ms) from which lifting a finger is a flick rather than the end of a drag. */
export const FLICK_SPEED = 0.6;

interface Sample {
  x: number;
  y: number;
  t: number;
}

interface Gesture {
  id: number;
  start: Sample;
  /** Recent positions, oldest first, for the flick speed. */
  samples: Sample[];
  /** Decided once the finger leaves the tap slop, so a flick down never drifts a column. */
  axis: 'x' | 'y' | null;
  /** Columns already moved, as a signed count. */
  columns: number;
}

const POINTER_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

/**
 * Touch and pen gestures on the playfield: drag sideways to move a column per cell, tap to rotate
 * (left half: counter-clockwise), drag down to soft drop, flick down to hard drop, flick up to hold.
 * Also drives the on-screen buttons, held from pointerdown to pointerup so the engine's DAS applies.
 *
 * Every timing (tap length, flick speed) comes from the events' `timeStamp`, never from a clock
 * read here, so tests give gestures exact times; every action is stamped with its event's time.
 * It loads when touch is first used: the events of the finger that was down before are played to
 * it ({@link play}), so the tap that loaded it still acts.
 */
export class TouchController implements ReactiveController, InputSource {
  enabled = true;
  private gesture: Gesture | null = null;
  /** Soft drop is down because of a drag. */
  private dragDrop = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly sink: InputSink,
    private readonly callbacks: TouchCallbacks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of POINTER_EVENTS) this.host.addEventListener(type, this.onPointer);
    this.host.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  hostDisconnected(): void {
    for (const type of POINTER_EVENTS) this.host.removeEventListener(type, this.onPointer);
    this.host.removeEventListener('touchmove', this.onTouchMove);
    this.releaseAll();
  }

  /** Plays pointer events that came before touch support was there (their finger is captured already). */
  play(points: readonly TouchPoint[]): void {
    for (const point of points) this.handle(point);
  }

  releaseAll(): void {
    this.gesture = null;
    this.dragDrop = false;
  }

  /** An on-screen button went down at `timeStamp`; it is held until {@link release}. */
  press(action: KeyAction, timeStamp: number): void {
    if (this.enabled) this.sink.input(action, true, timeStamp);
  }

  release(action: KeyAction, timeStamp: number): void {
    if (this.enabled) this.sink.input(action, false, timeStamp);
  }

  /** A one-shot gesture: a press and its release at the same time. */
  private tap(action: KeyAction, timeStamp: number): void {
    this.sink.input(action, true, timeStamp);
    this.sink.input(action, false, timeStamp);
  }

  private softDrop(down: boolean, timeStamp: number): void {
    if (down === this.dragDrop) return;
    this.dragDrop = down;
    this.sink.input('softDrop', down, timeStamp);
  }

  private readonly onPointer = (event: PointerEvent) => {
    const started = this.handle(touchPoint(event));
    // Keep the finger's events when it slides off the canvas (a synthetic event has no pointer to capture).
    if (started && event.isTrusted) this.callbacks.surface()!.setPointerCapture(event.pointerId);
  };

  /** One pointer event; true when it started a gesture. */
  private handle(point: TouchPoint): boolean {
    if (point.type === 'pointerdown') return this.down(point);
    if (point.type === 'pointermove') this.move(point);
    else if (point.type === 'pointerup') this.up(point);
    else this.cancel(point);
    return false;
  }

  /** A finger or pen down on the board starts a gesture; true if it did. */
  private down(event: TouchPoint): boolean {
    const surface = this.callbacks.surface();
    if (!this.enabled || this.gesture || !isTouchPointer(event)) return false;
    if (!surface || event.target !== surface) return false;
    const start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    this.gesture = { id: event.pointerId, start, samples: [start], axis: null, columns: 0 };
    return true;
  }

  private move(event: TouchPoint): void {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.id) return;
    const cell = this.callbacks.cellSize();
    const dx = event.clientX - gesture.start.x;
    const dy = event.clientY - gesture.start.y;
    this.sample(gesture, event);
    if (!gesture.axis && Math.max(Math.abs(dx), Math.abs(dy)) >= cell / 2) gesture.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
    if (gesture.axis === 'x') {
      const columns = Math.trunc(dx / cell);
      for (; gesture.columns < columns; gesture.columns++) this.tap('right', event.timeStamp);
      for (; gesture.columns > columns; gesture.columns--) this.tap('left', event.timeStamp);
    } else if (gesture.axis === 'y') {
      this.softDrop(dy >= cell, event.timeStamp);
    }
  }

  private up(event: TouchPoint): void {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.id) return;
    this.gesture = null;
    this.softDrop(false, event.timeStamp);
    this.sample(gesture, event);
    const from = gesture.samples[0];
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    const speed = Math.abs(dy) / Math.max(1, event.timeStamp - from.t);
    if (speed >= FLICK_SPEED && Math.abs(dy) > Math.abs(dx) && Math.abs(dy) >= this.callbacks.cellSize()) {
      this.tap(dy > 0 ? 'hardDrop' : 'hold', event.timeStamp);
    } else if (!gesture.axis && event.timeStamp - gesture.start.t < TAP_MS) {
      const box = this.callbacks.surface()!.getBoundingClientRect();
      this.tap(event.clientX < box.left + box.width / 2 ? 'ccw' : 'cw', event.timeStamp);
    }
  }

  private cancel(event: TouchPoint): void {
    if (event.pointerId !== this.gesture?.id) return;
    this.gesture = null;
    this.softDrop(false, event.timeStamp);
  }

  /**
   * A finger playing on the board is the game's alone. `touch-action: none` stops the scrolling,
   * but the browser still takes a quick swipe for a fling, and then the next tap anywhere (the
   * gear, an overlay's button) for "stop the fling", with no click. Cancelling the moves ends that.
   */
  private readonly onTouchMove = (event: TouchEvent) => {
    if (this.gesture && event.cancelable) event.preventDefault();
  };

  /** Adds a position and forgets those older than the flick window. */
  private sample(gesture: Gesture, event: TouchPoint): void {
    const samples = gesture.samples;
    samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
    while (samples.length > 1 && event.timeStamp - samples[0].t > FLICK_MS) samples.shift();
  }
}
