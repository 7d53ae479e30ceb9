/**
 * Test helpers for the bot: a brute force over `game.press()` that finds every final placement a
 * piece can reach (the oracle the bot's search is checked against), random boards with overhangs,
 * and a placement's cells.
 */
import { Game, Rng, SHAPES } from '../../src/engine/index.js';
import type { Action, GameOptions, PieceType, PiecePlacement, TSpin } from '../../src/engine/index.js';

const MOVES: readonly Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop'];
const TYPES: readonly PieceType[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

/** The four cells of a placement as a sorted text, equal for placements that cover the same cells. */
export function cellsText(p: PiecePlacement): string {
  return SHAPES[p.type][p.rotation]
    .map(([dx, dy]) => [p.x + dx, p.y + dy])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
}

/**
 * Every final placement (cells and T-spin) reachable with presses from a game built with
 * `options`, after `prefix` (e.g. `['hold']`): a breadth-first search over real games, keyed on
 * the piece's place plus what decides a T-spin (the last successful press was a rotation, through
 * which kick test), all read from press results.
 */
export function bruteForce(options: GameOptions, prefix: readonly Action[] = []): Set<string> {
  const play = (path: readonly Action[]) => {
    const game = new Game(options);
    for (const action of prefix) game.press(action);
    let flag = 'n';
    for (const action of path) {
      const result = game.press(action);
      if (result.ok) flag = result.kick ? (result.kick === 5 ? 'k5' : 'k') : 'n';
    }
    return { game, flag };
  };
  const seen = new Set<string>();
  const finals = new Set<string>();
  const queue: Action[][] = [[]];
  const keyOf = (path: readonly Action[]) => {
    const { game, flag } = play(path);
    const a = game.active;
    return a ? `${a.rotation} ${a.x} ${a.y} ${a.type === 'T' ? flag : ''}` : null;
  };
  seen.add(keyOf([]) ?? '');
  while (queue.length > 0) {
    const path = queue.shift()!;
    const { game } = play([...path, 'hardDrop']);
    const lock = game.lastLock;
    const piece = game.lastLockedPiece;
    if (lock && piece) finals.add(`${cellsText(piece)} ${lock.tSpin}`);
    for (const move of MOVES) {
      const next = [...path, move];
      const key = keyOf(next);
      if (key === null || seen.has(key)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return finals;
}

/** A suggestion's cells and spin, as {@link bruteForce} names a final placement. */
export function finalText(p: PiecePlacement & { spin: TSpin }): string {
  return `${cellsText(p)} ${p.spin}`;
}

/**
 * A random board of `height` rows with holes and overhangs (cells dropped column by column with
 * gaps, then a few overhanging cells), no full row.
 */
export function randomBoard(rng: Rng, height: number): string[] {
  const rows: string[][] = Array.from({ length: 20 }, () => Array<string>(10).fill('.'));
  for (let x = 0; x < 10; x++) {
    const h = rng.nextInt(height + 1);
    for (let y = 19; y > 19 - h; y--) if (rng.nextInt(5) !== 0) rows[y][x] = 'X';
  }
  for (let i = 0; i < 3; i++) {
    const x = rng.nextInt(10);
    const y = 20 - height + rng.nextInt(height);
    rows[y][x] = 'X';
  }
  for (const row of rows) if (!row.includes('.')) row[rng.nextInt(10)] = '.';
  return rows.map((row) => row.join(''));
}

/** A random piece type. */
export function randomType(rng: Rng): PieceType {
  return TYPES[rng.nextInt(7)];
}
