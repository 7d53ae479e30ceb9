/**
 * A small deterministic greedy bot for golden replays and benchmarks of whole games. It reads the
 * game through the public API only (cell(), active, SHAPES) and picks the placement with the best
 * classic heuristic (height, lines, holes, bumpiness). It is a test driver, not part of the engine.
 */
import { SHAPES, ROTATIONS } from '../../src/engine/index.js';
import type { Game, PieceType } from '../../src/engine/index.js';

export interface Target {
  /** Clockwise turns from spawn (0..3). */
  turns: number;
  x: number;
}

/** Best placement for `type` on the game's current field (visible rows only). */
export function choose(game: Game, type: PieceType): Target {
  const grid: boolean[][] = Array.from({ length: 20 }, (_, y) => Array.from({ length: 10 }, (_, x) => game.cell(x, y) !== 0));
  const free = (cells: [number, number][]) =>
    cells.every(([cx, cy]) => cx >= 0 && cx < 10 && cy < 20 && (cy < 0 || !grid[cy][cx]));
  let best: Target = { turns: 0, x: 3 };
  let bestScore = -Infinity;
  for (let turns = 0; turns < 4; turns++) {
    const shape = SHAPES[type][ROTATIONS[turns]];
    for (let x = -2; x < 10; x++) {
      const at = (y: number) => shape.map(([dx, dy]) => [x + dx, y + dy] as [number, number]);
      if (!free(at(-2))) continue;
      let y = -2;
      while (free(at(y + 1))) y++;
      const cells = at(y);
      if (cells.some(([, cy]) => cy < 0)) continue;
      const g = grid.map((row) => row.slice());
      for (const [cx, cy] of cells) g[cy][cx] = true;
      const kept = g.filter((row) => !row.every(Boolean));
      const lines = 20 - kept.length;
      const field = [...Array.from({ length: lines }, () => Array<boolean>(10).fill(false)), ...kept];
      const heights = Array.from({ length: 10 }, (_, cx) => {
        const top = field.findIndex((row) => row[cx]);
        return top < 0 ? 0 : 20 - top;
      });
      let holes = 0;
      for (let cx = 0; cx < 10; cx++) for (let cy = 20 - heights[cx]; cy < 20; cy++) if (!field[cy][cx]) holes++;
      let bump = 0;
      for (let cx = 0; cx < 9; cx++) bump += Math.abs(heights[cx] - heights[cx + 1]);
      const total = heights.reduce((a, b) => a + b, 0);
      const score = -0.51 * total + 0.76 * lines - 0.36 * holes - 0.18 * bump;
      if (score > bestScore) {
        bestScore = score;
        best = { turns, x };
      }
    }
  }
  return best;
}
