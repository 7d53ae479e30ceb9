/**
 * The fewest key presses to each final placement: a breadth-first search over piece states with
 * the moves a person makes (tap, hold a direction to the wall with DAS, rotate either way, hold
 * soft drop to the floor, or soft drop one row, or through open air down to the stack), so a route is finesse-minimal and turns into
 * `game.press()` actions or timed key holds. Tucks and spins fall out of the same search.
 * @module
 */
import type { Action } from '../engine/index.js';
import { BOX_Y_COUNT, BOX_Y_MIN, Field, O, T, cellKey } from './field.js';
import { KICK_COUNT, KICK_X, KICK_Y, tSpinAt } from './placements.js';
import type { Placement, Spin } from './placements.js';

/** A key a person presses for one step of a route. */
export type Move = 'left' | 'right' | 'dasLeft' | 'dasRight' | 'cw' | 'ccw' | 'sonic' | 'down';

/** One step of a route and where the piece is after it (rotation index, box x and y). */
export interface Step {
  readonly move: Move;
  readonly r: number;
  readonly x: number;
  readonly y: number;
}

/** A placement with the steps that reach it (before the hard drop). */
export interface Route {
  readonly placement: Placement;
  readonly steps: readonly Step[];
}

const MOVES: readonly Move[] = ['left', 'right', 'dasLeft', 'dasRight', 'cw', 'ccw', 'sonic', 'down'];
const SHIFT_COUNT = 13;
const NODES = 4 * SHIFT_COUNT * BOX_Y_COUNT * 3;

const fit = new Uint16Array(4 * BOX_Y_COUNT);
const land = new Int8Array(4 * SHIFT_COUNT * BOX_Y_COUNT);
const parent = new Int32Array(NODES);
const via = new Int8Array(NODES);
const queue = new Int32Array(NODES);

const node = (r: number, s: number, i: number, flag: number) => ((r * SHIFT_COUNT + s) * BOX_Y_COUNT + i) * 3 + flag;
const free = (r: number, s: number, i: number) => i >= 0 && i < BOX_Y_COUNT && s >= 0 && s < SHIFT_COUNT && (fit[r * BOX_Y_COUNT + i] & (1 << s)) !== 0;

/**
 * The shortest route to every final placement of piece p from rotation r0, box (x0, y0), keyed
 * by {@link Placement.key}; with `until`, the search stops once that placement is found. Flag 0 = last move not a rotation, 1 = a rotation through kicks 1-4,
 * 2 = through kick 5 (only the T keeps them apart: only its spins score).
 */
export function routes(field: Field, p: number, r0: number, x0: number, y0: number, until?: number): Map<number, Route> {
  for (let r = 0; r < 4; r++) for (let i = 0; i < BOX_Y_COUNT; i++) fit[r * BOX_Y_COUNT + i] = field.fitMask(p * 4 + r, i + BOX_Y_MIN);
  for (let r = 0; r < 4; r++) {
    for (let s = 0; s < SHIFT_COUNT; s++) {
      let floor = BOX_Y_COUNT - 1;
      for (let i = BOX_Y_COUNT - 1; i >= 0; i--) {
        if (!free(r, s, i)) floor = i - 1;
        land[(r * SHIFT_COUNT + s) * BOX_Y_COUNT + i] = floor;
      }
    }
  }
  const found = new Map<number, Route>();
  if (!free(r0, x0 + 2, y0 - BOX_Y_MIN)) return found;
  // Above this box row nothing a piece or its kicks can touch is filled (the stack's top, a
  // 4-row box and a 2-row kick below it): soft drop through that open air in one step, so the
  // search does not walk every row of it.
  const zone = field.top - 6 - BOX_Y_MIN;
  parent.fill(-2);
  let head = 0;
  let tail = 0;
  const start = node(r0, x0 + 2, y0 - BOX_Y_MIN, 0);
  parent[start] = -1;
  queue[tail++] = start;
  const push = (from: number, to: number, move: number) => {
    if (parent[to] !== -2) return;
    parent[to] = from;
    via[to] = move;
    queue[tail++] = to;
  };
  while (head < tail) {
    const n = queue[head++];
    const flag = n % 3;
    const i = Math.floor(n / 3) % BOX_Y_COUNT;
    const s = Math.floor(n / 3 / BOX_Y_COUNT) % SHIFT_COUNT;
    const r = Math.floor(n / 3 / BOX_Y_COUNT / SHIFT_COUNT);
    const floor = land[(r * SHIFT_COUNT + s) * BOX_Y_COUNT + i];
    const spin: Spin = floor === i && flag !== 0 ? tSpinAt(field, r, s - 2, i + BOX_Y_MIN, flag === 2 ? 5 : 1) : 0;
    const key = cellKey(p * 4 + r, s - 2, floor + BOX_Y_MIN) * 3 + spin;
    if (!found.has(key)) {
      const placement: Placement = { p, r, x: s - 2, y: floor + BOX_Y_MIN, spin, key };
      found.set(key, { placement, steps: stepsTo(n) });
      if (key === until) break;
    }
    if (free(r, s - 1, i)) push(n, node(r, s - 1, i, 0), 0);
    if (free(r, s + 1, i)) push(n, node(r, s + 1, i, 0), 1);
    let wall = s;
    while (free(r, wall - 1, i)) wall--;
    if (wall < s - 1) push(n, node(r, wall, i, 0), 2);
    wall = s;
    while (free(r, wall + 1, i)) wall++;
    if (wall > s + 1) push(n, node(r, wall, i, 0), 3);
    for (let d = 0; d < 2 && p !== O; d++) {
      const to = (r + (d === 0 ? 1 : 3)) & 3;
      const base = ((p * 4 + r) * 2 + d) * 5;
      for (let t = 0; t < KICK_COUNT[p]; t++) {
        const dx = KICK_X[base + t];
        const dy = KICK_Y[base + t];
        if (!free(to, s + dx, i + dy)) continue;
        push(n, node(to, s + dx, i + dy, p === T ? (t === 4 ? 2 : 1) : 0), 4 + d);
        break;
      }
    }
    if (floor > i + 1) push(n, node(r, s, floor, 0), 6);
    if (floor > i) push(n, node(r, s, i + 1 < zone ? Math.min(zone, floor) : i + 1, 0), 7);
  }
  return found;
}

function stepsTo(n: number): Step[] {
  const steps: Step[] = [];
  for (let at = n; parent[at] !== -1; at = parent[at]) {
    const i = Math.floor(at / 3) % BOX_Y_COUNT;
    const s = Math.floor(at / 3 / BOX_Y_COUNT) % SHIFT_COUNT;
    const r = Math.floor(at / 3 / BOX_Y_COUNT / SHIFT_COUNT);
    steps.push({ move: MOVES[via[at]], r, x: s - 2, y: i + BOX_Y_MIN });
  }
  return steps.reverse();
}

/** The presses of a route for `game.press()`, from where it starts, ending with the hard drop. */
export function routeActions(steps: readonly Step[], x0: number, y0: number): Action[] {
  const actions: Action[] = [];
  let x = x0;
  let y = y0;
  for (const step of steps) {
    switch (step.move) {
      case 'left':
      case 'right':
      case 'cw':
      case 'ccw':
        actions.push(step.move);
        break;
      case 'dasLeft':
      case 'dasRight':
        for (let c = Math.abs(step.x - x); c > 0; c--) actions.push(step.move === 'dasLeft' ? 'left' : 'right');
        break;
      case 'sonic':
      case 'down':
        for (let c = step.y - y; c > 0; c--) actions.push('softDrop');
        break;
    }
    x = step.x;
    y = step.y;
  }
  actions.push('hardDrop');
  return actions;
}
