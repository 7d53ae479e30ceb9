/**
 * Guideline scoring and T-spin detection: line clears by level,
 * T-spin no-lines / mini / full, back-to-back, combos, perfect clears, drop points, levels.
 */
import { expect } from '@open-wc/testing';
import { CLEAR_POINTS, PIECE_TYPES, ROTATIONS, Rng, clearPoints, comboPoints, levelFor, perfectClearPoints } from '../../src/engine/index.js';
import type { GameOptions, LockResult, Rotation } from '../../src/engine/index.js';
import { EMPTY, board, instant } from './helpers.js';

const PREV: Record<Rotation, Rotation> = { '0': 'L', R: '0', '2': 'R', L: '2' };

/**
 * Put a T one counter-clockwise turn before `rotation` at box (x, y), turn it clockwise there
 * (test 1, so the last action is a rotation) and hard-drop it (0 rows).
 */
function spin(rows: string[], rotation: Rotation, x: number, y: number, options: GameOptions = {}): LockResult {
  const game = instant({ board: rows, active: { type: 'T', rotation: PREV[rotation], x, y }, ...options });
  const res = game.press('cw');
  expect(res.kick, 'rotation into place').to.equal(1);
  const lock = game.press('hardDrop').lock!;
  expect(lock.dropDistance, 'already resting').to.equal(0);
  return lock;
}

// A T in state 2 at box (3,17) has corners A (3,17), B (5,17), C (3,19), D (5,19); front C, D.
const TSPIN_ZERO = board('...X......', 'XXX...XXX.', 'XXXX.XXXX.');
const TSS = board('...X......', 'XXX...XXXX', 'XXXX.XXXX.');
const TSD = board('...X......', 'XXX...XXXX', 'XXXX.XXXXX');
// A T in state 0 at box (3,17): front corners A, B; only A filled -> mini.
const MINI_ZERO = board('...X......', 'XXX...XXX.', 'XXXX.XXXX.');
const MINI_SINGLE = board('...X......', 'XXX...XXXX', 'XXXX.XXXX.');

describe('scoring tables', () => {
  it('line clear and T-spin points per level', () => {
    expect(CLEAR_POINTS.none.slice(1)).to.deep.equal([100, 300, 500, 800]);
    expect(CLEAR_POINTS.mini.slice(0, 3)).to.deep.equal([100, 200, 400]);
    expect(CLEAR_POINTS.full.slice(0, 4)).to.deep.equal([400, 800, 1200, 1600]);
    expect(clearPoints('mini', 2, 3, false)).to.equal(1200);
    expect(clearPoints('full', 3, 2, true)).to.equal(4800);
    expect(clearPoints('none', 4, 1, true)).to.equal(1200);
  });

  it('combo, perfect clear and level helpers', () => {
    expect([comboPoints(-1, 3), comboPoints(0, 3), comboPoints(1, 3), comboPoints(4, 2)]).to.deep.equal([0, 0, 150, 400]);
    expect([1, 2, 3, 4].map((n) => perfectClearPoints(n, 2, false))).to.deep.equal([1600, 2400, 3600, 4000]);
    expect(perfectClearPoints(4, 2, true)).to.equal(6400);
    expect([levelFor(1, 0), levelFor(1, 9), levelFor(1, 10), levelFor(5, 49), levelFor(5, 50), levelFor(1, 125)]).to.deep.equal([
      1, 1, 2, 5, 6, 13,
    ]);
  });
});

describe('line clears', () => {
  for (const level of [1, 3, 7]) {
    [100, 300, 500, 800].forEach((base, i) => {
      const n = i + 1;
      it(`${n} line(s) at level ${level} = ${base * level}`, () => {
        const rows = board('X.........', ...Array<string>(4 - n).fill(EMPTY), ...Array<string>(n).fill('XXXXXXXXX.'));
        const game = instant({ board: rows, level, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
        const lock = game.press('hardDrop').lock!;
        expect(lock).to.include({ lines: n, tSpin: 'none', points: base * level, perfectClear: false, combo: 0 });
        expect(lock.backToBack).to.equal(false);
        expect([game.score, game.lines]).to.deep.equal([base * level, n]);
        // Left: the garbage cell and the I cells in rows that did not clear, shifted down n rows.
        expect(game.rows().slice(15 + n)).to.deep.equal(['X.........', ...Array<string>(4 - n).fill('.........I')]);
      });
    });
  }

  it('removes the cleared rows and drops the rows above', () => {
    const rows = board('..Z.......', 'XXXXXXXXX.', '.X.X.X.X..', 'XXXXXXXXX.');
    const game = instant({ board: rows, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    const lock = game.press('hardDrop').lock!;
    expect(lock.lines).to.equal(2);
    expect(game.rows().slice(17)).to.deep.equal([EMPTY, '..Z......I', '.X.X.X.X.I']);
    expect(game.lastClear!.rows).to.deep.equal([17, 19]);
  });
});

describe('T-spins', () => {
  it('full T-spin, no lines: 400 x level', () => {
    expect(spin(TSPIN_ZERO, '2', 3, 17)).to.include({ tSpin: 'full', lines: 0, points: 400 });
    expect(spin(TSPIN_ZERO, '2', 3, 17, { level: 4 })).to.include({ tSpin: 'full', points: 1600 });
  });

  it('full T-spin single / double: 800 / 1200 x level', () => {
    expect(spin(TSS, '2', 3, 17)).to.include({ tSpin: 'full', lines: 1, points: 800 });
    expect(spin(TSD, '2', 3, 17, { level: 2 })).to.include({ tSpin: 'full', lines: 2, points: 2400 });
  });

  it('mini T-spin, no lines / single: 100 / 200 x level', () => {
    expect(spin(MINI_ZERO, '0', 3, 17)).to.include({ tSpin: 'mini', lines: 0, points: 100 });
    expect(spin(MINI_SINGLE, '0', 3, 17, { level: 3 })).to.include({ tSpin: 'mini', lines: 1, points: 600 });
  });

  it('fewer than 3 corners is no T-spin', () => {
    const two = board('..........', 'XXX...XXXX', 'XXXX.XXXX.');
    expect(spin(two, '2', 3, 17)).to.include({ tSpin: 'none', lines: 1, points: 100 });
  });

  it('failed inputs after the rotation keep the T-spin; a successful move cancels it', () => {
    const game = instant({ board: TSPIN_ZERO, active: { type: 'T', rotation: 'R', x: 3, y: 17 } });
    game.press('cw');
    for (const action of ['left', 'right', 'softDrop'] as const) expect(game.press(action).ok).to.equal(false);
    expect(game.press('hardDrop').lock).to.include({ tSpin: 'full', points: 400 });

    const moved = instant({ board: board('...X......', 'XXX.......', 'XXXX.XXXX.'), active: { type: 'T', rotation: 'L', x: 3, y: 17 } });
    moved.press('cw');
    expect(moved.press('right').ok).to.equal(true);
    expect(moved.press('left').ok).to.equal(true);
    expect(moved.active).to.include({ rotation: '0', x: 3, y: 17 });
    expect(moved.press('hardDrop').lock).to.include({ tSpin: 'none', points: 0 });
  });

  it('a hard drop that moves the T cancels the T-spin; one that does not move keeps it', () => {
    const rows = board('...X......', EMPTY, 'XXXX.XXXX.');
    const game = instant({ board: rows, active: { type: 'T', rotation: '0', x: 3, y: 15 } });
    game.press('cw');
    const lock = game.press('hardDrop').lock!;
    expect(lock.dropDistance).to.equal(2);
    expect(lock.tSpin).to.equal('none');
    expect(lock.points).to.equal(4);
  });

  it('classification matches an independent 3-corner reference on random boards (walls and floor filled)', () => {
    const rng = new Rng(2024);
    const counts = { none: 0, mini: 0, full: 0, edge: 0, nonT: 0 };
    for (let trial = 0; trial < 20000; trial++) {
      const rows = Array.from({ length: 20 }, (_, y) => {
        if (y < 12) return EMPTY;
        const cells = Array.from({ length: 10 }, () => (rng.nextInt(100) < 45 ? 'X' : '.'));
        if (!cells.includes('.')) cells[rng.nextInt(10)] = '.';
        return cells.join('');
      });
      const type = rng.nextInt(4) === 0 ? PIECE_TYPES[rng.nextInt(7)] : 'T';
      const rotation = ROTATIONS[rng.nextInt(4)];
      const x = rng.nextInt(11) - 1;
      const y = 9 + rng.nextInt(10);
      let game;
      try {
        game = instant({ board: rows, active: { type, rotation, x, y } });
      } catch {
        continue; // does not fit there
      }
      let kick = 0;
      const turns = 1 + rng.nextInt(2);
      for (let i = 0; i < turns; i++) {
        const res = game.press(rng.nextInt(2) ? 'cw' : 'ccw');
        if (res.ok) kick = res.kick!;
      }
      if (!kick) continue;
      const a = game.active!;
      const drop = game.ghostY - a.y;
      const lock = game.press('hardDrop').lock!;
      if (type !== 'T') {
        counts.nonT++;
        expect(lock.tSpin).to.equal('none');
        continue;
      }
      const expected = drop > 0 ? 'none' : referenceTSpin(rows, a.rotation, a.x, a.y, kick);
      expect(lock.tSpin, `${a.rotation} at ${a.x},${a.y} kick ${kick}\n${rows.join('\n')}`).to.equal(expected);
      counts[expected]++;
      if (expected !== 'none' && (a.x === -1 || a.x === 8 || a.y === 18)) counts.edge++;
    }
    expect(counts.full).to.be.greaterThan(20);
    expect(counts.mini).to.be.greaterThan(20);
    expect(counts.none).to.be.greaterThan(20);
    expect(counts.edge).to.be.greaterThan(5);
    expect(counts.nonT).to.be.greaterThan(20);
  });
});

/** The guideline 3-corner rule with the test-5 upgrade, written independently of the engine. */
function referenceTSpin(rows: string[], rotation: Rotation, x: number, y: number, kick: number): 'none' | 'mini' | 'full' {
  const solid = (cx: number, cy: number) => cx < 0 || cx > 9 || cy > 19 || (cy >= 0 && rows[cy][cx] !== '.');
  const [cx, cy] = [x + 1, y + 1];
  const A = solid(cx - 1, cy - 1);
  const B = solid(cx + 1, cy - 1);
  const C = solid(cx - 1, cy + 1);
  const D = solid(cx + 1, cy + 1);
  if ([A, B, C, D].filter(Boolean).length < 3) return 'none';
  const front = { '0': [A, B], R: [B, D], '2': [C, D], L: [A, C] }[rotation];
  return (front[0] && front[1]) || kick === 5 ? 'full' : 'mini';
}

describe('back-to-back, combos, perfect clears', () => {
  const tetrisBoard = () => board('X.........', ...Array<string>(8).fill('XXXXXXXXX.'));

  it('Tetris after Tetris gets x1.5; a non-clearing lock between keeps B2B but ends the combo', () => {
    const game = instant({ board: tetrisBoard(), active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    let lock = game.press('hardDrop').lock!;
    expect(lock).to.include({ lines: 4, points: 800, backToBack: false, combo: 0 });
    expect(game.backToBack).to.equal(true);
    game.setActive({ type: 'O', rotation: '0', x: 0, y: 0 });
    lock = game.press('hardDrop').lock!;
    expect(lock).to.include({ lines: 0, combo: -1 });
    expect(game.backToBack).to.equal(true);
    game.setActive({ type: 'I', rotation: 'R', x: 7, y: 16 });
    const before = game.score;
    lock = game.press('hardDrop').lock!;
    expect(lock).to.include({ lines: 4, backToBack: true, combo: 0, points: 1200 });
    expect(game.score - before).to.equal(1200);
  });

  it('a single, double or triple breaks B2B; a T-spin with no lines neither keeps nor breaks it', () => {
    const game = instant({ board: TSPIN_ZERO, backToBack: true, active: { type: 'T', rotation: 'R', x: 3, y: 17 } });
    game.press('cw');
    expect(game.press('hardDrop').lock).to.include({ tSpin: 'full', lines: 0, points: 400, backToBack: false });
    expect(game.backToBack).to.equal(true);
    const single = instant({ board: board('X.........', 'XXXXXXXXX.'), backToBack: true, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    expect(single.press('hardDrop').lock).to.include({ lines: 1, points: 100, backToBack: false });
    expect(single.backToBack).to.equal(false);
  });

  it('a mini T-spin single is difficult: B2B x1.5 and continues the chain', () => {
    const game = instant({ board: MINI_SINGLE, backToBack: true, active: { type: 'T', rotation: 'L', x: 3, y: 17 } });
    game.press('cw');
    expect(game.press('hardDrop').lock).to.include({ tSpin: 'mini', lines: 1, points: 300, backToBack: true });
    expect(game.backToBack).to.equal(true);
  });

  it('combo: 50 x combo x level on each consecutive clear; a non-clearing lock resets it', () => {
    const rows = board('X.........', 'XXXXXX....', 'XXXXXX....', 'XXXXXX....');
    const game = instant({ board: rows, level: 2 });
    const points: number[] = [];
    for (let i = 0; i < 3; i++) {
      game.setActive({ type: 'I', rotation: '0', x: 6, y: 0 });
      const lock = game.press('hardDrop').lock!;
      expect(lock.lines).to.equal(1);
      expect(lock.combo).to.equal(i);
      points.push(lock.points - 2 * lock.dropDistance);
    }
    expect(points).to.deep.equal([200, 200 + 100, 200 + 200]);
    expect(game.combo).to.equal(2);
    game.setActive({ type: 'O', rotation: '0', x: 3, y: 0 });
    expect(game.press('hardDrop').lock!.combo).to.equal(-1);
    expect(game.combo).to.equal(-1);
  });

  it('options.combo continues a chain', () => {
    const game = instant({ board: board('X.........', 'XXXXXXXXX.'), combo: 3, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    expect(game.press('hardDrop').lock).to.include({ combo: 4, points: 100 + 200 });
  });

  it('perfect clears: single 800, double 1200, triple 1800, Tetris 2000, B2B Tetris 3200 (x level, on top)', () => {
    const single = instant({ board: board('XXXXXX....'), active: { type: 'I', rotation: '0', x: 6, y: 18 } });
    expect(single.press('hardDrop').lock).to.include({ lines: 1, perfectClear: true, points: 100 + 800 });
    const double = instant({ board: board('XXXXXXXX..', 'XXXXXXXX..'), level: 2, active: { type: 'O', rotation: '0', x: 7, y: 18 } });
    expect(double.press('hardDrop').lock).to.include({ lines: 2, perfectClear: true, points: (300 + 1200) * 2 });
    const triple = instant({ board: board('XXXXXXXXX.', 'XXXXXXXXX.', 'XXXXXXXX..'), active: { type: 'J', rotation: 'L', x: 8, y: 17 } });
    expect(triple.press('hardDrop').lock).to.include({ lines: 3, perfectClear: true, points: 500 + 1800 });
    const rows = board(...Array<string>(4).fill('XXXXXXXXX.'));
    const tetris = instant({ board: rows, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    expect(tetris.press('hardDrop').lock).to.include({ lines: 4, perfectClear: true, points: 800 + 2000, backToBack: false });
    const b2b = instant({ board: rows, backToBack: true, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    expect(b2b.press('hardDrop').lock).to.include({ lines: 4, perfectClear: true, backToBack: true, points: 1200 + 3200 });
  });

  it('cells left in the hidden rows prevent a perfect clear', () => {
    const game = instant({ board: board('XXXXXX....'), hiddenRows: ['X.........'], active: { type: 'I', rotation: '0', x: 6, y: 18 } });
    expect(game.press('hardDrop').lock).to.include({ lines: 1, perfectClear: false, points: 100 });
  });
});

describe('levels', () => {
  it('level up every 10 lines; points use the level before the clear', () => {
    const game = instant({ board: board('X.........', 'XXXXXXXXX.', 'XXXXXXXXX.'), lines: 8, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    expect(game.level).to.equal(1);
    const lock = game.press('hardDrop').lock!;
    expect(lock.points).to.equal(300);
    expect([game.lines, game.level]).to.deep.equal([10, 2]);
  });

  it('a starting level holds until 10 x level lines', () => {
    const game = instant({ board: board('X.........', 'XXXXXXXXX.'), level: 5, lines: 48, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    game.press('hardDrop');
    expect([game.lines, game.level]).to.deep.equal([49, 5]);
    const next = instant({ board: board('X.........', 'XXXXXXXXX.', 'XXXXXXXXX.'), level: 5, lines: 48, active: { type: 'I', rotation: 'R', x: 7, y: 16 } });
    next.press('hardDrop');
    expect([next.lines, next.level]).to.deep.equal([50, 6]);
  });

  it('starting lines above the starting level set the level', () => {
    expect(instant({ lines: 25 }).level).to.equal(3);
    expect(instant({ level: 7, lines: 25 }).level).to.equal(7);
  });
});
