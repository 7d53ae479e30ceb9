import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { HeldState, isHeldButton, type HeldButtons } from './held.js';
import type { KeyAction } from './keymap.js';

export interface TouchCallbacks {
  /** A discrete action: move one column, rotate, hard drop or hold. */
  action(action: KeyAction): void;
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
 * Also drives the on-screen buttons, whose directions are held buttons so the engine's DAS applies.
 */
export class TouchController implements ReactiveController {
  enabled = true;
  private readonly held = new HeldState();
  private gesture: Gesture | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly callbacks: TouchCallbacks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onPointerDown);
    this.host.addEventListener('pointermove', this.onPointerMove);
    this.host.addEventListener('pointerup', this.onPointerUp);
    this.host.addEventListener('pointercancel', this.onPointerCancel);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onPointerDown);
    this.host.removeEventListener('pointermove', this.onPointerMove);
    this.host.removeEventListener('pointerup', this.onPointerUp);
    this.host.removeEventListener('pointercancel', this.onPointerCancel);
    this.releaseAll();
  }

  collect(into: HeldButtons): void {
    this.held.collect(into);
  }

  releaseAll(): void {
    this.held.releaseAll();
    this.gesture = null;
  }

  /** An on-screen button went down: directions are held until {@link release}, the rest act at once. */
  press(action: KeyAction): void {
    if (!this.enabled) return;
    if (isHeldButton(action)) this.held.press(action);
    else this.callbacks.action(action);
  }

  release(action: KeyAction): void {
    if (isHeldButton(action)) this.held.release(action);
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
      for (; gesture.columns < columns; gesture.columns++) this.callbacks.action('right');
      for (; gesture.columns > columns; gesture.columns--) this.callbacks.action('left');
    } else if (gesture.axis === 'y') {
      if (dy >= cell) this.held.press('softDrop');
      else this.held.release('softDrop');
    }
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    const gesture = this.gesture;
    if (!gesture || event.pointerId !== gesture.id) return;
    this.gesture = null;
    this.held.release('softDrop');
    this.sample(gesture, event);
    const from = gesture.samples[0];
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    const speed = Math.abs(dy) / Math.max(1, event.timeStamp - from.t);
    if (speed >= FLICK_SPEED && Math.abs(dy) > Math.abs(dx) && Math.abs(dy) >= this.callbacks.cellSize()) {
      this.callbacks.action(dy > 0 ? 'hardDrop' : 'hold');
    } else if (!gesture.axis && event.timeStamp - gesture.start.t < TAP_MS) {
      const box = this.callbacks.surface()!.getBoundingClientRect();
      this.callbacks.action(event.clientX < box.left + box.width / 2 ? 'ccw' : 'cw');
    }
  };

  private readonly onPointerCancel = (event: PointerEvent) => {
    if (event.pointerId !== this.gesture?.id) return;
    this.gesture = null;
    this.held.release('softDrop');
  };

  /** Adds a position and forgets those older than the flick window. */
  private sample(gesture: Gesture, event: PointerEvent): void {
    const samples = gesture.samples;
    samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
    while (samples.length > 1 && event.timeStamp - samples[0].t > FLICK_MS) samples.shift();
  }
}
