import { ROWS } from '../engine/index.js';
import type { LayoutName, Placement } from '../render/geometry.js';
import type { CssProperties } from '../ui/css-properties.js';

/**
 * Where the garbage meter goes, in layout cells left of the field: `gap` from the field's edge,
 * `width` wide. The side layout has half a cell between the hold column and the field, the
 * stacked one a quarter cell of margin.
 */
const METER_PLACE: Readonly<Record<LayoutName, { readonly gap: number; readonly width: number }>> = {
  side: { gap: 0.1, width: 0.3 },
  stacked: { gap: 0.03, width: 0.19 },
};

/**
 * The meter's box beside the field as the canvas draws it (`placed`: the canvas view's
 * placement), in CSS px of the canvas's offset parent, as CSS properties set through the CSSOM
 * (both elements' meters; no `style` attribute, which a strict `style-src` refuses).
 */
export function meterPlace(canvas: HTMLElement, placed: Placement): CssProperties {
  const { geometry: g, scale } = placed;
  const place = METER_PLACE[g.layout.name];
  const cell = g.cell * scale;
  // At least 3 px wide, measured from its right edge so a tiny board's meter never covers the field.
  const width = Math.max(3, place.width * cell);
  const right = canvas.offsetLeft + (g.left + (g.layout.field.x - place.gap) * g.cell) * scale;
  const top = canvas.offsetTop + (g.top + g.layout.field.y * g.cell) * scale;
  return {
    position: 'absolute',
    'pointer-events': 'none',
    left: `${right - width}px`,
    top: `${top}px`,
    width: `${width}px`,
    height: `${ROWS * cell}px`,
  };
}
