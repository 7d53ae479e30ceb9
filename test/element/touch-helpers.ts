import { executeServerCommand } from '@web/test-runner-commands';
import type { TetrisGame } from '../../src/index.js';
import { cellOrigin, fitGeometry } from '../../src/render/geometry.js';
import { nextFrame } from './helpers.js';

export interface TouchStep {
  type: 'touchStart' | 'touchMove' | 'touchEnd';
  x: number;
  y: number;
  /** ms after the previous step, in the events' own time stamps (nothing waits). */
  after?: number;
}

/**
 * Sends real touch events back to back (through the test runner's `touch` command) and lets the
 * page handle them. Each event's `timeStamp` is set from the steps' `after`, starting now, so
 * gestures have exact timing without sleeping.
 */
export async function touch(...steps: TouchStep[]): Promise<void> {
  let at = performance.timeOrigin + performance.now();
  const timed = steps.map(({ after = 0, ...step }) => ({ ...step, at: (at += after) }));
  await executeServerCommand('touch', { steps: timed });
  // Pointer moves are dispatched with animation frames.
  await nextFrame();
  await nextFrame();
  // The first touch loads touch support, which then plays it.
  await Promise.all([...document.querySelectorAll<TetrisGame>('tetris-game')].map((el) => el.updateComplete));
}

/** Viewport CSS px of the centre of board cell (x, y), and the cell's width in CSS px. */
export function cellCentre(el: TetrisGame, x: number, y: number): { x: number; y: number; cell: number } {
  const canvas = el.shadowRoot!.querySelector('canvas')!;
  const box = canvas.getBoundingClientRect();
  const g = fitGeometry(canvas.width, canvas.height);
  const scale = box.width / canvas.width;
  const [left, top] = cellOrigin(g, x, y);
  return { x: box.left + (left + g.cell / 2) * scale, y: box.top + (top + g.cell / 2) * scale, cell: g.cell * scale };
}

export const tap = (x: number, y: number) => touch({ type: 'touchStart', x, y }, { type: 'touchEnd', x, y, after: 50 });

/**
 * A finger moving from one point to another in `steps` moves `ms` apart (default 8: a quick
 * finger), then lifting `ms` later (`lift: false`: staying down).
 */
export function swipe(from: { x: number; y: number }, to: { x: number; y: number }, { steps = 4, ms = 8, lift = true } = {}) {
  const moves: TouchStep[] = Array.from({ length: steps }, (_, i) => ({
    type: 'touchMove',
    x: from.x + ((to.x - from.x) * (i + 1)) / steps,
    y: from.y + ((to.y - from.y) * (i + 1)) / steps,
    after: ms,
  }));
  return touch({ type: 'touchStart', ...from }, ...moves, ...(lift ? [{ type: 'touchEnd', ...to, after: ms } as TouchStep] : []));
}

/** A 390 x 844 phone with a touch screen (coarse pointer), with the usual viewport meta tag; `false` undoes it. */
export async function phone(on: boolean): Promise<void> {
  document.querySelector('meta[name="viewport"][data-test]')?.remove();
  if (on) document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width, initial-scale=1" data-test />');
  await executeServerCommand('emulate-phone', { on });
  await nextFrame();
}
