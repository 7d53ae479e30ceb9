import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InputSink, InputSource } from './input-source.js';
import type { KeyAction } from './keymap.js';

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

/**
 * Touch and pen gestures on the playfield: drag sideways to move a column per cell, tap to rotate
 * (left half: counter-clockwise), drag down to soft drop, flick down to hard drop, flick up to hold.
 * Also drives the on-screen buttons, held from pointerdown to pointerup so the engine's DAS applies.
 *
 * Every timing (tap length, flick speed) comes from the events' `timeStamp`, never from a clock
 * read here, so tests give gestures exact times; every action is stamped with its event's time.
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
    this.host.addEventListener('pointerdown', this.onPointerDown);
    this.host.addEventListener('pointermove', this.onPointerMove);
    this.host.addEventListener('pointerup', this.onPointerUp);
    this.host.addEventListener('pointercancel', this.onPointerCancel);
    this.host.addEventListener('touchmove', this.onTouchMove, { passive: false });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onPointerDown);
    this.host.removeEventListener('pointermove', this.onPointerMove);
    this.host.removeEventListener('pointerup', this.onPointerUp);
    this.host.removeEventListener('pointercancel', this.onPointerCancel);
    this.host.removeEventListener('touchmove', this.onTouchMove);
    this.releaseAll();
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

  private readonly onPointerDown = (event: PointerEvent) => {
    const surface = this.callbacks.surface();
    if (!this.enabled || this.gesture || (event.pointerType !== 'touch' && event.pointerType !== 'pen')) return;
    if (!surface || event.composedPath()[0] !== surface) return;
    // Keep the finger's events when it slides off the canvas (a synthetic event has no pointer to capture).
    if (event.isTrusted) surface.setPointerCapture(event.pointerId);
    const start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    this.gesture = { id: event.pointerId, start, samples: [start], axis: null, columns: 0 };
  };

  private readonly onPointerMove = (event: PointerEvent) => {
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
  };

  private readonly onPointerUp = (event: PointerEvent) => {
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
  };

  private readonly onPointerCancel = (event: PointerEvent) => {
    if (event.pointerId !== this.gesture?.id) return;
    this.gesture = null;
    this.softDrop(false, event.timeStamp);
  };

  /**
   * A finger playing on the board is the game's alone. `touch-action: none` stops the scrolling,
   * but the browser still takes a quick swipe for a fling, and then the next tap anywhere (the
   * gear, an overlay's button) for "stop the fling", with no click. Cancelling the moves ends that.
   */
  private readonly onTouchMove = (event: TouchEvent) => {
    if (this.gesture && event.cancelable) event.preventDefault();
  };

  /** Adds a position and forgets those older than the flick window. */
  private sample(gesture: Gesture, event: PointerEvent): void {
    const samples = gesture.samples;
    samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
    while (samples.length > 1 && event.timeStamp - samples[0].t > FLICK_MS) samples.shift();
  }
}
