/**
 * Runs one conformance vector (format and conventions: test/engine/vectors/public.json) through the engine's public API only, and returns every mismatch as a message.
 * No DOM here, so the same harness can run under Node as well as in the browser.
 */
import { Game } from '../../src/engine/index.js';
import type { Cell, LockResult, PieceType, PressResult, Rotation } from '../../src/engine/index.js';

type XY = [number, number];

export interface VectorPlacement {
  type: PieceType;
  rotation: Rotation;
  origin: XY;
  cells: XY[];
  expect?: { ghostCells?: XY[] };
}

export interface VectorExpect {
  moved?: boolean;
  rotated?: boolean;
  held?: boolean;
  kickTest?: number;
  rotation?: Rotation;
  cells?: XY[];
  origin?: XY;
  activeType?: PieceType;
  holdPiece?: PieceType | null;
  ghostCells?: XY[];
  dropDistance?: number;
  linesCleared?: number;
  tSpin?: 'none' | 'mini' | 'full';
  scoreDelta?: number;
  backToBackBonus?: boolean;
  combo?: number;
  perfectClear?: boolean;
  rowsAfter?: string[];
  levelAfter?: number;
  linesAfter?: number;
  activeTypeAfter?: PieceType | null;
  gameOver?: null | 'blockOut' | 'lockOut';
  locked?: boolean;
}

export interface VectorStep {
  setActive?: VectorPlacement;
  command?: 'left' | 'right' | 'cw' | 'ccw' | 'softDrop' | 'hardDrop' | 'hold' | 'wait';
  frames?: number;
  expect?: VectorExpect;
  spawnCells?: Record<PieceType, XY[]>;
}

export interface Vector {
  id: string;
  category: string;
  title: string;
  rows: string[];
  hiddenRows?: string[];
  state?: { level?: number; lines?: number; backToBack?: boolean; combo?: number };
  queue?: PieceType[];
  hold?: PieceType | null;
  requires?: string;
  steps: VectorStep[];
}

/** Every field of an `expect` the harness checks; a field outside this list is reported, never ignored. */
export const CHECKED_FIELDS = [
  'moved', 'rotated', 'held', 'kickTest', 'rotation', 'cells', 'origin', 'activeType', 'holdPiece',
  'ghostCells', 'dropDistance', 'linesCleared', 'tSpin', 'scoreDelta', 'backToBackBonus', 'combo',
  'perfectClear', 'rowsAfter', 'levelAfter', 'linesAfter', 'activeTypeAfter', 'gameOver', 'locked',
];

const key = (c: readonly number[]) => `${c[0]},${c[1]}`;

/** Two cell lists hold the same cells (order ignored). */
export function sameCells(a: readonly (readonly number[])[] | undefined, b: readonly (readonly number[])[]): boolean {
  if (!a || a.length !== b.length) return false;
  const set = new Set(a.map(key));
  return set.size === b.length && b.every((c) => set.has(key(c)));
}

const occupancy = (rows: readonly string[]) => rows.map((r) => r.replace(/[^.]/g, '#'));

/**
 * Run a vector; returns the list of mismatches (empty = pass). By default the first `setActive`
 * becomes `options.active`; with `firstViaSetActive` the game deals the first placement's piece
 * from the front of its queue and the harness moves it with `setActive()` (which replaces the
 * piece in play and nothing else), so the vector's queue still comes after it.
 */
export function runVector(v: Vector, firstViaSetActive = false): string[] {
  const errors: string[] = [];
  const fail = (step: number, msg: string) => errors.push(`step ${step}: ${msg}`);
  const frames = v.requires === 'frames';
  const first = firstViaSetActive ? undefined : v.steps[0]?.setActive;
  const game = new Game({
    board: v.rows,
    hiddenRows: v.hiddenRows,
    level: v.state?.level,
    lines: v.state?.lines,
    backToBack: v.state?.backToBack,
    combo: v.state?.combo,
    queue: firstViaSetActive && v.steps[0]?.setActive ? [v.steps[0].setActive.type, ...(v.queue ?? [])] : v.queue,
    hold: v.hold ?? null,
    // Without frames no time may pass, so the next piece must spawn inside the locking press.
    handling: { are: false },
    active: first ? { type: first.type, rotation: first.rotation, x: first.origin[0], y: first.origin[1] } : undefined,
  });
  const queueLength = v.queue?.length ?? 0;
  let drawn = 0; // pieces taken from the vector's queue so far
  let locksAtPlacement = game.pieces;

  v.steps.forEach((step, i) => {
    if (step.setActive) {
      const s = step.setActive;
      if (i > 0 || !first) game.setActive({ type: s.type, rotation: s.rotation, x: s.origin[0], y: s.origin[1] });
      locksAtPlacement = game.pieces;
      const a = game.active;
      if (!a || a.type !== s.type || a.rotation !== s.rotation) fail(i, `setActive gave ${JSON.stringify(a)}`);
      else if (!sameCells(a.cells, s.cells)) fail(i, `setActive cells ${JSON.stringify(a.cells)} != ${JSON.stringify(s.cells)}`);
      if (s.expect?.ghostCells && !sameCells(game.ghost, s.expect.ghostCells)) {
        fail(i, `ghostCells ${JSON.stringify(game.ghost)} != ${JSON.stringify(s.expect.ghostCells)}`);
      }
      return;
    }
    if (step.spawnCells) {
      for (const [type, cells] of Object.entries(step.spawnCells) as [PieceType, XY[]][]) {
        const g = new Game({ queue: [type], handling: { are: false } });
        const a = g.active;
        if (!a || a.type !== type || a.rotation !== '0' || !sameCells(a.cells, cells)) {
          fail(i, `spawn of ${type}: ${JSON.stringify(a)} != ${JSON.stringify(cells)}`);
        }
      }
      return;
    }
    if (!step.command) {
      fail(i, `unknown step ${JSON.stringify(step)}`);
      return;
    }
    const scoreBefore = game.score;
    const locksBefore = game.pieces;
    const holdBefore = game.hold;
    let res: PressResult | undefined;
    let lock: LockResult | undefined;
    if (step.command === 'wait') {
      if (!frames) fail(i, 'wait in a vector without requires: "frames"');
      for (let f = 0; f < (step.frames ?? 0); f++) game.tick();
      if (game.pieces > locksBefore) lock = game.lastLock ?? undefined;
    } else {
      res = game.press(step.command);
      lock = res.lock;
      if (step.command === 'hold' && res.ok && holdBefore === null) drawn++;
    }
    if (game.pieces > locksBefore) drawn += game.pieces - locksBefore;

    const e = step.expect ?? {};
    for (const field of Object.keys(e)) if (!CHECKED_FIELDS.includes(field)) fail(i, `unchecked expectation ${field}`);
    const check = (field: keyof VectorExpect, actual: unknown) => {
      if (!(field in e)) return;
      const expected = e[field];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        fail(i, `${step.command}: ${field} = ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
      }
    };
    const a = game.active;
    for (const f of ['moved', 'rotated', 'held'] as const) check(f, res?.ok);
    check('kickTest', res?.kick);
    check('rotation', a?.rotation);
    check('origin', a ? [a.x, a.y] : null);
    check('activeType', a?.type ?? null);
    if ('cells' in e && !sameCells(a?.cells as Cell[] | undefined, e.cells!)) {
      fail(i, `${step.command}: cells = ${JSON.stringify(a?.cells)}, expected ${JSON.stringify(e.cells)}`);
    }
    if ('ghostCells' in e && !sameCells(game.ghost, e.ghostCells!)) {
      fail(i, `${step.command}: ghostCells = ${JSON.stringify(game.ghost)}, expected ${JSON.stringify(e.ghostCells)}`);
    }
    check('holdPiece', game.hold);
    check('dropDistance', lock?.dropDistance);
    check('linesCleared', lock?.lines);
    check('tSpin', lock?.tSpin);
    check('scoreDelta', game.score - scoreBefore);
    check('backToBackBonus', lock?.backToBack);
    if ('combo' in e) {
      check('combo', lock?.combo);
      if (game.combo !== e.combo) fail(i, `game.combo = ${game.combo}, expected ${e.combo}`);
    }
    check('perfectClear', lock?.perfectClear);
    if ('rowsAfter' in e) {
      const actual = occupancy(game.rows());
      const expected = occupancy(e.rowsAfter!);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        fail(i, `rowsAfter:\n${game.rows().join('\n')}\nexpected\n${e.rowsAfter!.join('\n')}`);
      }
    }
    check('levelAfter', game.level);
    check('linesAfter', game.lines);
    if ('activeTypeAfter' in e) {
      if (e.activeTypeAfter === null) {
        // This engine continues with the seeded bag once the queue runs out; "null" means exactly that.
        if (drawn <= queueLength) fail(i, `activeTypeAfter: the queue still had pieces (${game.active?.type})`);
      } else check('activeTypeAfter', game.active?.type ?? null);
    }
    if ('gameOver' in e) {
      check('gameOver', game.over);
      if (lock && lock.gameOver !== e.gameOver) fail(i, `lock.gameOver = ${lock.gameOver}, expected ${e.gameOver}`);
    }
    check('locked', game.pieces > locksAtPlacement);
  });
  return errors;
}
