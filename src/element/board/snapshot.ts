import type { Game, PieceType, Rotation } from '../../engine/index.js';
import type { GameStatus } from '../../board/board-states.js';

/** A plain snapshot of the game, for a host's own HUD, tests or analytics. */
export interface GameSnapshot {
  status: GameStatus;
  /** The 20 visible rows, top first: '.' empty, locked cells as their piece letter. */
  board: string[];
  active: { type: PieceType; rotation: Rotation; x: number; y: number; cells: [number, number][] } | null;
  ghost: [number, number][];
  hold: PieceType | null;
  canHold: boolean;
  next: PieceType[];
  score: number;
  level: number;
  lines: number;
}

/** `game` as plain data (copies: the snapshot never changes with the game). */
export function snapshotOf(game: Game, status: GameStatus): GameSnapshot {
  const active = game.active;
  return {
    status,
    board: game.rows(),
    active: active ? { type: active.type, rotation: active.rotation, x: active.x, y: active.y, cells: active.cells.map(([x, y]) => [x, y]) } : null,
    ghost: game.ghost.map(([x, y]) => [x, y]),
    hold: game.hold,
    canHold: game.canHold,
    next: [...game.next],
    score: game.score,
    level: game.level,
    lines: game.lines,
  };
}
