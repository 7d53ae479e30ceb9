/** Reading what the screen shows: the contrast of a text against what is behind it, the colours of a drawn field. */
import { boxPixels, fieldBox, fitGeometry } from '../../src/render/geometry.js';

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The contrast of `text` on screen: the colour behind it is the commonest in the box its words
 * fill, its colour the one most unlike that (the glyphs' cores). `shoot` returns the box's pixels
 * as a base64 PNG (the test runner's `screenshot` command).
 */
export async function contrastOnScreen(text: Element, shoot: (box: Box) => Promise<unknown>): Promise<number> {
  const range = document.createRange();
  range.selectNodeContents(text);
  const r = range.getBoundingClientRect();
  const box = { x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
  const png = (await shoot(box)) as string;
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rgb = (key: number) => [key >> 16, (key >> 8) & 255, key & 255];
  const behind = rgb([...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  let best = 1;
  for (const key of counts.keys()) best = Math.max(best, contrast(rgb(key), behind));
  return best;
}

/** The distinct colours inside the field's box of `canvas`, as drawn. */
export function fieldColours(canvas: HTMLCanvasElement): number {
  const g = fitGeometry(canvas.width, canvas.height);
  const box = boxPixels(g, fieldBox(g.layout));
  const data = canvas.getContext('2d', { alpha: false })!.getImageData(Math.round(box.left), Math.round(box.top), Math.round(box.width), Math.round(box.height)).data;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  return colours.size;
}
