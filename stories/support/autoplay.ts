import { COLS, ROTATIONS, ROWS, SHAPES, type Action, type PieceType, type Rotation } from '../../src/engine/index.js';

/** What the autoplayer needs to see: the piece in play and which cells are filled. */
export interface PlayView {
  active: { type: PieceType; rotation: Rotation; x: number } | null;
  filled(x: number, y: number): boolean;
}

const TOP = -2;

/**
 * A small placement bot for demos and benchmarks: tries every rotation and column, scores the
 * result (height, holes, bumpiness, lines) and returns the next button to press towards the best.
 */
export function nextAction(view: PlayView, target = bestPlacement(view)): Action | null {
  const active = view.active;
  if (!active || !target) return null;
  if (active.rotation !== target.rotation) return 'cw';
  if (active.x < target.x) return 'right';
  if (active.x > target.x) return 'left';
  return 'hardDrop';
}

export function bestPlacement(view: PlayView): { rotation: Rotation; x: number } | null {
  const active = view.active;
  if (!active) return null;
  let best: { rotation: Rotation; x: number } | null = null;
  let bestScore = -Infinity;
  for (const rotation of active.type === 'O' ? (['0'] as Rotation[]) : ROTATIONS) {
    const shape = SHAPES[active.type][rotation];
    for (let x = -3; x < COLS; x++) {
      if (shape.some(([dx]) => x + dx < 0 || x + dx >= COLS)) continue;
      const fits = (y: number) => shape.every(([dx, dy]) => y + dy < ROWS && !view.filled(x + dx, y + dy));
      let y = TOP;
      if (!fits(y)) continue;
      while (fits(y + 1)) y++;
      const score = evaluate(view, shape.map(([dx, dy]) => [x + dx, y + dy] as const));
      if (score > bestScore) {
        bestScore = score;
        best = { rotation, x };
      }
    }
  }
  return best;
}

function evaluate(view: PlayView, placed: readonly (readonly [number, number])[]): number {
  const filled = (x: number, y: number) => view.filled(x, y) || placed.some(([px, py]) => px === x && py === y);
  let lines = 0;
  for (let y = TOP; y < ROWS; y++) {
    let full = true;
    for (let x = 0; x < COLS && full; x++) full = filled(x, y);
    if (full) lines++;
  }
  const heights: number[] = [];
  let holes = 0;
  for (let x = 0; x < COLS; x++) {
    let top = ROWS;
    for (let y = TOP; y < ROWS; y++) {
      if (filled(x, y)) {
        top = Math.min(top, y);
      } else if (top < y) {
        holes++;
      }
    }
    heights.push(ROWS - top);
  }
  const aggregate = heights.reduce((a, b) => a + b, 0);
  let bumpiness = 0;
  for (let x = 1; x < COLS; x++) bumpiness += Math.abs(heights[x] - heights[x - 1]);
  return -0.51 * aggregate + 0.76 * lines - 0.36 * holes - 0.18 * bumpiness;
}
