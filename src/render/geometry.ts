import { COLS, ROWS } from '../engine/index.js';

/** A rectangle in layout cells. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Names of the layouts; the one that gives the largest cells for the canvas's shape is used. */
export type LayoutName = 'side' | 'stacked';

/**
 * Where everything sits, in cell units. One cell size scales it all, so each layout keeps its
 * proportions at any size.
 */
export interface Layout {
  readonly name: LayoutName;
  readonly width: number;
  readonly height: number;
  /** Top-left of the visible field's row 0; the hidden rows are drawn above it. */
  readonly field: { readonly x: number; readonly y: number };
  readonly hold: Box;
  readonly next: Box;
  /** Where the text HUD (score, level, lines) goes; `row`: side by side, else one under another. */
  readonly stats: Box & { readonly row: boolean; readonly font: number };
  /** Previews shown in the next box. */
  readonly previews: number;
  /** Preview blocks are smaller than the field's: their size in cells. */
  readonly previewScale: number;
  /** Centre of the hold preview and of the first next preview, relative to their box's top-left. */
  readonly previewAt: { readonly x: number; readonly y: number };
  /** From one next preview's centre to the following one's. */
  readonly nextStep: { readonly x: number; readonly y: number };
  /** Size of the HOLD and NEXT labels, and the distance of their middle from the box top. */
  readonly label: { readonly size: number; readonly y: number };
}

/** Hidden rows drawn above the visible field, so a new piece is seen at once. */
export const SHOWN_HIDDEN_ROWS = 2;

/**
 * `side`: hold and stats left of the field, the next queue right of it (desktops, landscape,
 * anything about as wide as tall). `stacked`: stats, hold and next in a strip above the field, so
 * the field takes nearly the whole width (phones in portrait, tall narrow columns).
 */
export const LAYOUTS: { readonly [name in LayoutName]: Layout } = {
  side: {
    name: 'side',
    width: 21,
    height: 23,
    field: { x: 5.5, y: 2.5 },
    hold: { x: 0.5, y: 2.5, width: 4.5, height: 4 },
    stats: { x: 0.5, y: 7.5, width: 4.5, height: 6, row: false, font: 0.78 },
    next: { x: 16, y: 2.5, width: 4.5, height: 15.5 },
    previews: 5,
    previewScale: 0.78,
    previewAt: { x: 2.25, y: 2.4 },
    nextStep: { x: 0, y: 2.9 },
    label: { size: 0.62, y: 0.7 },
  },
  stacked: {
    name: 'stacked',
    width: 10.5,
    height: 26.3,
    // The gear sits at the top right, beside the stats.
    stats: { x: 0.25, y: 0.15, width: 8.4, height: 1.3, row: true, font: 0.5 },
    hold: { x: 0.25, y: 1.55, width: 2.6, height: 2.6 },
    next: { x: 3.05, y: 1.55, width: 7.2, height: 2.6 },
    field: { x: 0.25, y: 4.2 + SHOWN_HIDDEN_ROWS },
    previews: 3,
    previewScale: 0.55,
    previewAt: { x: 1.3, y: 1.6 },
    nextStep: { x: 2.3, y: 0 },
    label: { size: 0.45, y: 0.5 },
  },
};

/** The side layout, the default shape (21:23). */
export const LAYOUT = LAYOUTS.side;

/** A layout as drawn, and the CSS pixels per canvas pixel: where to put things over the canvas. */
export interface Placement {
  readonly geometry: Geometry;
  readonly scale: number;
}

export interface Geometry {
  readonly layout: Layout;
  /** Canvas size in device pixels. */
  readonly width: number;
  readonly height: number;
  /** One cell in device pixels (whole, so block edges land on pixel boundaries). */
  readonly cell: number;
  /** Top-left of the layout in device pixels. */
  readonly left: number;
  readonly top: number;
}

const cellFor = (layout: Layout, width: number, height: number) =>
  Math.max(1, Math.floor(Math.min(width / layout.width, height / layout.height)));

/**
 * Fits the layout that gives the largest cells into a canvas of `width` x `height` device pixels,
 * centred (letterboxed); `side` on a tie. Chosen from the canvas's own size, never the screen's.
 */
export function fitGeometry(width: number, height: number): Geometry {
  const side = cellFor(LAYOUTS.side, width, height);
  const stacked = cellFor(LAYOUTS.stacked, width, height);
  const layout = stacked > side ? LAYOUTS.stacked : LAYOUTS.side;
  const cell = Math.max(side, stacked);
  return {
    layout,
    width,
    height,
    cell,
    left: Math.floor((width - cell * layout.width) / 2),
    top: Math.floor((height - cell * layout.height) / 2),
  };
}

/** Device-pixel x of a layout x (in cells). */
export const px = (g: Geometry, x: number) => g.left + Math.round(x * g.cell);
/** Device-pixel y of a layout y (in cells). */
export const py = (g: Geometry, y: number) => g.top + Math.round(y * g.cell);

/** A layout box in device pixels, edges on whole pixels. */
export function boxPixels(g: Geometry, box: Box): { left: number; top: number; width: number; height: number } {
  const left = px(g, box.x);
  const top = py(g, box.y);
  return { left, top, width: px(g, box.x + box.width) - left, height: py(g, box.y + box.height) - top };
}

/** The field with its shown hidden rows, in layout cells. */
export function fieldBox(layout: Layout): Box {
  return { x: layout.field.x, y: layout.field.y - SHOWN_HIDDEN_ROWS, width: COLS, height: ROWS + SHOWN_HIDDEN_ROWS };
}

/** Centre of next preview `i` (0 = the next piece), in layout cells. */
export function nextCentre(layout: Layout, i: number): [number, number] {
  const { next, previewAt, nextStep } = layout;
  return [next.x + previewAt.x + i * nextStep.x, next.y + previewAt.y + i * nextStep.y];
}

/** Top-left device pixel of board cell (x, y), y = 0 the top visible row, negative = hidden. */
export function cellOrigin(g: Geometry, x: number, y: number): [number, number] {
  return [px(g, g.layout.field.x + x), py(g, g.layout.field.y + y)];
}
