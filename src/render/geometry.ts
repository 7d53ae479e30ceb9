/**
 * The board's layout in cell units: hold and stats on the left, the playfield with the two hidden
 * rows where pieces appear, the next queue on the right. Everything scales with one cell size.
 */
export const LAYOUT = {
  width: 21,
  height: 23,
  /** Hidden rows drawn above the visible field, so a new piece is seen at once. */
  shownHiddenRows: 2,
  field: { x: 5.5, y: 2.5 },
  hold: { x: 0.5, y: 2.5, width: 4.5, height: 4 },
  stats: { x: 0.5, y: 7.5, width: 4.5 },
  next: { x: 16, y: 2.5, width: 4.5, height: 15.5 },
  /** Preview blocks are smaller than the field's. */
  previewScale: 0.78,
  nextSpacing: 2.9,
} as const;

export interface Geometry {
  /** Canvas size in device pixels. */
  width: number;
  height: number;
  /** One cell in device pixels (whole, so block edges land on pixel boundaries). */
  cell: number;
  /** Top-left of the layout in device pixels. */
  left: number;
  top: number;
}

/** Fits the layout into a canvas of `width` x `height` device pixels, centred. */
export function fitGeometry(width: number, height: number): Geometry {
  const cell = Math.max(1, Math.floor(Math.min(width / LAYOUT.width, height / LAYOUT.height)));
  return {
    width,
    height,
    cell,
    left: Math.floor((width - cell * LAYOUT.width) / 2),
    top: Math.floor((height - cell * LAYOUT.height) / 2),
  };
}

/** Device-pixel x of a layout x (in cells). */
export const px = (g: Geometry, x: number) => g.left + Math.round(x * g.cell);
/** Device-pixel y of a layout y (in cells). */
export const py = (g: Geometry, y: number) => g.top + Math.round(y * g.cell);

/** Top-left device pixel of board cell (x, y), y = 0 the top visible row, negative = hidden. */
export function cellOrigin(g: Geometry, x: number, y: number): [number, number] {
  return [px(g, LAYOUT.field.x + x), py(g, LAYOUT.field.y + y)];
}
