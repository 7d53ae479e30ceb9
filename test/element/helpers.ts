import { fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import type { PieceType } from '../../src/engine/index.js';
import { cellOrigin, fitGeometry, LAYOUT, px, py } from '../../src/render/geometry.js';

/** The 20 visible rows with `lines` rows at the bottom, each `row` (10 chars). */
export function board(bottom: string[]): string[] {
  return [...Array.from({ length: 20 - bottom.length }, () => '..........'), ...bottom];
}

/** RGBA of one canvas pixel (device pixels). */
export function pixel(el: TetrisGame, x: number, y: number): [number, number, number, number] {
  const canvas = el.shadowRoot!.querySelector('canvas')!;
  const data = canvas.getContext('2d')!.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [data[0], data[1], data[2], data[3]];
}

function geometryOf(el: TetrisGame) {
  const canvas = el.shadowRoot!.querySelector('canvas')!;
  return fitGeometry(canvas.width, canvas.height);
}

/** Colour at the centre of board cell (x, y). */
export function cellPixel(el: TetrisGame, x: number, y: number) {
  const g = geometryOf(el);
  const [left, top] = cellOrigin(g, x, y);
  return pixel(el, left + g.cell / 2, top + g.cell / 2);
}

/** Colour at a point given in layout cells (for the hold and next boxes). */
export function layoutPixel(el: TetrisGame, x: number, y: number) {
  const g = geometryOf(el);
  return pixel(el, px(g, x), py(g, y));
}

/** Centre of the first preview in the next box, in layout cells. */
export const FIRST_NEXT = { x: LAYOUT.next.x + LAYOUT.next.width / 2, y: LAYOUT.next.y + 2.4 };

/** `#rrggbb` to [r, g, b]. */
export function hex(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.trim().slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function near(actual: readonly number[], expected: readonly number[], tolerance = 3): boolean {
  return expected.every((v, i) => Math.abs(actual[i] - v) <= tolerance);
}

/** A custom property as the element's shadow content sees it (the page's value, else the theme's). */
export function cssVar(el: Element, name: string): string {
  return getComputedStyle(el.shadowRoot?.querySelector('canvas') ?? el).getPropertyValue(name).trim();
}

/** Collects every event of the given types that `el` dispatches. */
export function record(el: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of types) el.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  return seen;
}

/** Tells the page its tab was hidden: `visibilitychange`, while `document.visibilityState` reads `hidden`. */
export function hideTab(): void {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
    Object.defineProperty(Document.prototype, 'visibilityState', descriptor);
  }
}

/** Waits for the next animation frame (ResizeObserver and palette refreshes run there). */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Collects `console.warn` calls made during each test of the calling `describe` (and keeps them
 * out of the log). Returns the live list.
 */
export function captureWarnings(): unknown[][] {
  const warnings: unknown[][] = [];
  const originalWarn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = originalWarn;
  });
  return warnings;
}

/**
 * A focused `<tetris-game ${attributes}>` on a stepped clock, playing a game that deals `queue`
 * first, one frame in.
 */
export async function playingFixture(attributes: string, queue: PieceType[]) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  el.focus();
  el.start({ queue });
  scheduler.frames(1);
  return { el, scheduler };
}
