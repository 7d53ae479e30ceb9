import { fixture } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { boxPixels, fieldBox, fitGeometry, type Box } from '../../../src/render/geometry.js';
import { nextFrame } from '../helpers.js';

/** A rectangle in CSS px of the viewport, named for messages. */
export interface Rect {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const rectOf = (name: string, r: DOMRect | Omit<Rect, 'name'>): Rect => ({ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom });

/** Whether two rectangles share more than `slack` px both ways (touching edges do not overlap). */
export const overlaps = (a: Rect, b: Rect, slack = 0.5) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;

/** `a` grown by `by` px on every side. */
export const grown = (a: Rect, by: number): Rect => ({ ...a, left: a.left - by, top: a.top - by, right: a.right + by, bottom: a.bottom + by });

/**
 * A screen: a touch-screen phone of `width` x `height` CSS px (the usual viewport meta tag, no
 * page margin), or with `touch: false` a desktop window of that size.
 */
export async function screen(width: number, height: number, touch = true): Promise<void> {
  document.querySelector('meta[name="viewport"][data-test]')?.remove();
  document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1" data-test />');
  document.body.style.margin = '0';
  if (touch) {
    await executeServerCommand('emulate-phone', { on: true, width, height, scale: 2 });
  } else {
    await executeServerCommand('emulate-phone', { on: false });
    await setViewport({ width, height });
  }
  await nextFrame();
}

/** Where an element is tried: a screen (see {@link screen}) and the element's attributes on it. */
export interface Place {
  readonly width: number;
  readonly height: number;
  /** A touch-screen phone (else a desktop window). */
  readonly phone: boolean;
  readonly attributes: string;
}

/** The places every screen test tries, side layout and stacked; a test adds its own. */
export const PLACES = {
  'a desktop page, the default size': { width: 1280, height: 800, phone: false, attributes: '' },
  'a desktop page, a 300 px column': { width: 1280, height: 800, phone: false, attributes: 'style="width: 300px"' },
  'a phone in portrait, the element filling it': { width: 390, height: 844, phone: true, attributes: 'style="width: 100vw; height: 100dvh"' },
  'a phone in landscape': { width: 844, height: 390, phone: true, attributes: 'style="width: 100%"' },
  'a phone in landscape with the buttons beside the board': { width: 844, height: 390, phone: true, attributes: 'touch-buttons style="width: 100%"' },
} as const satisfies Record<string, Place>;

/** Switches to the screen of `place`. */
export const screenOf = (place: Place): Promise<void> => screen(place.width, place.height, place.phone);

/** A `<tetris-game>` as `place` sizes it, with `attributes` more, saving nothing, on a stepped clock. */
export async function placedGame(place: Place, attributes = ''): Promise<{ el: TetrisGame; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" ${attributes} ${place.attributes}></tetris-game>`);
  el.scheduler = scheduler;
  return { el, scheduler };
}

/** Back to the test runner's own window. */
export async function desktop(): Promise<void> {
  document.querySelector('meta[name="viewport"][data-test]')?.remove();
  document.body.style.margin = '';
  await executeServerCommand('emulate-phone', { on: false });
  await setViewport({ width: 800, height: 600 });
  await nextFrame();
}

/** Lets the element lay out: its update, then a few display frames (resize observers, the HUD's move). */
export async function settle(el: TetrisGame): Promise<void> {
  await el.updateComplete;
  for (let i = 0; i < 3; i++) await nextFrame();
  await el.updateComplete;
}

/** The board's parts drawn on the canvas, in CSS px: the field (with its shown hidden rows), hold and next. */
export function canvasRects(el: TetrisGame): { field: Rect; hold: Rect; next: Rect; cell: number } {
  const canvas = el.shadowRoot!.querySelector('canvas')!;
  const box = canvas.getBoundingClientRect();
  const g = fitGeometry(canvas.width, canvas.height);
  const scale = box.width / canvas.width;
  const rect = (name: string, b: Box): Rect => {
    const p = boxPixels(g, b);
    return rectOf(name, { left: box.left + p.left * scale, top: box.top + p.top * scale, right: box.left + (p.left + p.width) * scale, bottom: box.top + (p.top + p.height) * scale });
  };
  return { field: rect('field', fieldBox(g.layout)), hold: rect('hold', g.layout.hold), next: rect('next', g.layout.next), cell: g.cell * scale };
}

/** Whether `element` is inside a box clipped to a pixel or less: text kept for screen readers only. */
function clippedAway(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if ((style.overflow !== 'visible' || style.clipPath !== 'none') && node.getBoundingClientRect().width <= 1) return true;
  }
  return false;
}

/** The extent of each piece of visible text under `root` (one rectangle per line box). */
export function textRects(root: ParentNode, name = ''): Rect[] {
  const rects: Rect[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim();
    const parent = node.parentElement!;
    if (!text || clippedAway(parent) || getComputedStyle(parent).visibility !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push(rectOf(`${name}"${text.slice(0, 24)}"`, r));
  }
  return rects;
}

/** The HUD as the player sees it: its text, and the hold and next boxes drawn on the canvas. */
export function hudRects(el: TetrisGame): Rect[] {
  const { hold, next } = canvasRects(el);
  return [...textRects(el.shadowRoot!.querySelector('.hud')!, 'HUD '), hold, next];
}
