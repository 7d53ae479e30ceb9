/**
 * SRS: shapes, spawn, rotation with wall kicks (all 8 transitions of JLSTZ and I, every test,
 * failures), O, movement, hold and ghost. Expectations come from the SRS tables copied here,
 * not from the engine's own tables.
 */
import { expect } from '@open-wc/testing';
import { Game, KICKS_I, KICKS_JLSTZ, SHAPES } from '../../src/engine/index.js';
import type { PieceType, Rotation } from '../../src/engine/index.js';
import { EMPTY, board, cellSet, instant } from './helpers.js';

type XY = [number, number];
const ROT: Rotation[] = ['0', 'R', '2', 'L'];

// SRS shapes, (col,row) offsets inside the box, y down.
const SHAPE_TABLE: Record<PieceType, XY[][]> = {
  I: [[[0, 1], [1, 1], [2, 1], [3, 1]], [[2, 0], [2, 1], [2, 2], [2, 3]], [[0, 2], [1, 2], [2, 2], [3, 2]], [[1, 0], [1, 1], [1, 2], [1, 3]]],
  J: [[[0, 0], [0, 1], [1, 1], [2, 1]], [[1, 0], [2, 0], [1, 1], [1, 2]], [[0, 1], [1, 1], [2, 1], [2, 2]], [[1, 0], [1, 1], [0, 2], [1, 2]]],
  L: [[[2, 0], [0, 1], [1, 1], [2, 1]], [[1, 0], [1, 1], [1, 2], [2, 2]], [[0, 1], [1, 1], [2, 1], [0, 2]], [[0, 0], [1, 0], [1, 1], [1, 2]]],
  O: [[[1, 0], [2, 0], [1, 1], [2, 1]], [[1, 0], [2, 0], [1, 1], [2, 1]], [[1, 0], [2, 0], [1, 1], [2, 1]], [[1, 0], [2, 0], [1, 1], [2, 1]]],
  S: [[[1, 0], [2, 0], [0, 1], [1, 1]], [[1, 0], [1, 1], [2, 1], [2, 2]], [[1, 1], [2, 1], [0, 2], [1, 2]], [[0, 0], [0, 1], [1, 1], [1, 2]]],
  T: [[[1, 0], [0, 1], [1, 1], [2, 1]], [[1, 0], [1, 1], [2, 1], [1, 2]], [[0, 1], [1, 1], [2, 1], [1, 2]], [[1, 0], [0, 1], [1, 1], [1, 2]]],
  Z: [[[0, 0], [1, 0], [1, 1], [2, 1]], [[2, 0], [1, 1], [2, 1], [1, 2]], [[0, 1], [1, 1], [1, 2], [2, 2]], [[1, 0], [0, 1], [1, 1], [0, 2]]],
};

// SRS kick tables in the tetris.wiki convention (+y up); the test flips y itself.
const WIKI_JLSTZ: Record<string, XY[]> = {
  '0>R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  'R>0': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  'R>2': [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  '2>R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  '2>L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  'L>2': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  'L>0': [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  '0>L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
};
const WIKI_I: Record<string, XY[]> = {
  '0>R': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  'R>0': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  'R>2': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
  '2>R': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '2>L': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  'L>2': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  'L>0': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '0>L': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
};
const boardKick = (wiki: XY[]): XY[] => wiki.map(([x, y]) => [x, y === 0 ? 0 : -y]);

const TRANSITIONS: { from: number; cw: boolean; name: string }[] = [];
for (let r = 0; r < 4; r++) {
  TRANSITIONS.push({ from: r, cw: true, name: `${ROT[r]}>${ROT[(r + 1) & 3]}` });
  TRANSITIONS.push({ from: r, cw: false, name: `${ROT[r]}>${ROT[(r + 3) & 3]}` });
}

const cellsAt = (type: PieceType, rot: number, x: number, y: number): XY[] =>
  SHAPE_TABLE[type][rot].map(([dx, dy]) => [x + dx, y + dy]);

function rowsWith(filled: XY[]): string[] {
  const rows = Array.from({ length: 20 }, () => EMPTY.split(''));
  for (const [x, y] of filled) rows[y][x] = 'X';
  return rows.map((r) => r.join(''));
}

// For T these tests can never be the first fit (test 1 needs only cells the later test needs too).
const IMPOSSIBLE_T = new Set(['0>R:4', '0>L:4', '2>R:3', '2>L:3']);

describe('shapes and tables', () => {
  it('exports the SRS shapes', () => {
    for (const type of Object.keys(SHAPE_TABLE) as PieceType[]) {
      ROT.forEach((rot, i) => expect(cellSet(SHAPES[type][rot])).to.deep.equal(cellSet(SHAPE_TABLE[type][i])));
    }
  });

  it('exports the SRS kick tables in board convention (+y down)', () => {
    for (const t of TRANSITIONS) {
      expect(KICKS_JLSTZ[t.name as keyof typeof KICKS_JLSTZ]).to.deep.equal(boardKick(WIKI_JLSTZ[t.name]));
      expect(KICKS_I[t.name as keyof typeof KICKS_I]).to.deep.equal(boardKick(WIKI_I[t.name]));
    }
  });
});

describe('spawn', () => {
  const expected: Record<PieceType, XY[]> = {
    I: [[3, -1], [4, -1], [5, -1], [6, -1]],
    O: [[4, -2], [5, -2], [4, -1], [5, -1]],
    T: [[4, -2], [3, -1], [4, -1], [5, -1]],
    J: [[3, -2], [3, -1], [4, -1], [5, -1]],
    L: [[5, -2], [3, -1], [4, -1], [5, -1]],
    S: [[4, -2], [5, -2], [3, -1], [4, -1]],
    Z: [[3, -2], [4, -2], [4, -1], [5, -1]],
  };
  for (const type of Object.keys(expected) as PieceType[]) {
    it(`${type} spawns in state 0 with its box at (3, -2)`, () => {
      const game = new Game({ queue: [type] });
      const a = game.active!;
      expect([a.type, a.rotation, a.x, a.y]).to.deep.equal([type, '0', 3, -2]);
      expect(cellSet(a.cells)).to.deep.equal(cellSet(expected[type]));
      expect(game.phase).to.equal('falling');
    });
  }

  it('deals the queue first, then the bag; next shows at least 5', () => {
    const game = instant({ queue: ['S', 'Z', 'S'], seed: 3 });
    expect(game.active!.type).to.equal('S');
    expect(game.next.slice(0, 2)).to.deep.equal(['Z', 'S']);
    expect(game.next.length).to.be.at.least(5);
    game.press('hardDrop');
    expect(game.active!.type).to.equal('Z');
  });

  it('starts with options.active in play and the queue after it', () => {
    const game = new Game({ active: { type: 'T', rotation: 'R', x: 0, y: 5 }, queue: ['I'] });
    expect(game.active).to.include({ type: 'T', rotation: 'R', x: 0, y: 5 });
    expect(game.next[0]).to.equal('I');
  });
});

describe('SRS rotation', () => {
  for (const type of ['J', 'L', 'S', 'T', 'Z', 'I'] as PieceType[]) {
    const table = type === 'I' ? WIKI_I : WIKI_JLSTZ;
    for (const t of TRANSITIONS) {
      const to = (t.from + (t.cw ? 1 : 3)) & 3;
      const kicks = boardKick(table[t.name]);
      const x0 = 3;
      const y0 = 8;
      const current = cellsAt(type, t.from, x0, y0);
      const currentKeys = new Set(current.map(String));
      const candidates = kicks.map(([dx, dy]) => cellsAt(type, to, x0 + dx, y0 + dy));

      it(`${type} ${t.name}: each of tests 1-5 is used when the earlier ones are blocked`, () => {
        for (let k = 0; k < 5; k++) {
          const target = new Set(candidates[k].map(String));
          // Block every earlier test with one cell that neither the target nor the piece uses.
          const blocks: XY[] = [];
          let possible = true;
          for (let j = 0; j < k; j++) {
            const cell = candidates[j].find((c) => !target.has(String(c)) && !currentKeys.has(String(c)));
            if (!cell) possible = false;
            else blocks.push(cell);
          }
          if (type === 'T' && IMPOSSIBLE_T.has(`${t.name}:${k + 1}`)) {
            expect(possible, `${t.name} test ${k + 1} should be unreachable for T`).to.equal(false);
            continue;
          }
          expect(possible, `${t.name} test ${k + 1} reachable`).to.equal(true);
          const game = instant({ board: rowsWith(blocks), active: { type, rotation: ROT[t.from], x: x0, y: y0 } });
          const res = game.press(t.cw ? 'cw' : 'ccw');
          expect(res.ok, `test ${k + 1}`).to.equal(true);
          expect(res.kick, `test ${k + 1}`).to.equal(k + 1);
          const a = game.active!;
          expect(a.rotation).to.equal(ROT[to]);
          expect([a.x, a.y]).to.deep.equal([x0 + kicks[k][0], y0 + kicks[k][1]]);
          expect(cellSet(a.cells)).to.deep.equal(cellSet(candidates[k]));
        }
      });

      it(`${type} ${t.name}: fails and changes nothing when all five tests are blocked`, () => {
        const blocks = candidates.map((c) => c.find((cell) => !currentKeys.has(String(cell)))!);
        const game = instant({ board: rowsWith(blocks), active: { type, rotation: ROT[t.from], x: x0, y: y0 } });
        const res = game.press(t.cw ? 'cw' : 'ccw');
        expect(res).to.deep.equal({ ok: false });
        expect(game.active).to.include({ rotation: ROT[t.from], x: x0, y: y0 });
      });
    }
  }

  it('a full turn in open space returns to the start (no drift)', () => {
    for (const type of ['I', 'J', 'L', 'O', 'S', 'T', 'Z'] as PieceType[]) {
      const game = instant({ active: { type, rotation: '0', x: 3, y: 5 } });
      for (let i = 0; i < 4; i++) expect(game.press('cw').kick).to.equal(1);
      expect(game.active).to.include({ rotation: '0', x: 3, y: 5 });
      for (let i = 0; i < 4; i++) expect(game.press('ccw').kick).to.equal(1);
      expect(game.active).to.include({ rotation: '0', x: 3, y: 5 });
    }
  });

  it('O rotates in place even when boxed in (test 1, cells unchanged)', () => {
    const game = instant({
      board: board('XXX..XXXXX', 'XXX..XXXXX'),
      active: { type: 'O', rotation: '0', x: 2, y: 18 },
    });
    const before = cellSet(game.active!.cells);
    for (const action of ['cw', 'cw', 'ccw', 'cw', 'cw'] as const) {
      expect(game.press(action)).to.deep.equal({ ok: true, kick: 1 });
      expect(cellSet(game.active!.cells)).to.deep.equal(before);
    }
  });
});

describe('movement', () => {
  it('left/right move one column and stop at walls and blocks', () => {
    const game = instant({ board: board('X.........'), active: { type: 'I', rotation: 'R', x: 0, y: 0 } });
    // I in R occupies column 2 of its box.
    expect(game.press('left').ok).to.equal(true);
    expect(game.press('left').ok).to.equal(true);
    expect(game.press('left')).to.deep.equal({ ok: false });
    expect(game.active!.x).to.equal(-2);
    for (let i = 0; i < 9; i++) expect(game.press('right').ok).to.equal(true);
    expect(game.press('right').ok).to.equal(false);
    expect(game.active!.x).to.equal(7);
  });

  it('softDrop press moves exactly one row for 1 point; fails on the floor for 0', () => {
    const game = instant({ active: { type: 'O', rotation: '0', x: 3, y: 15 } });
    expect(game.press('softDrop').ok).to.equal(true);
    expect([game.active!.y, game.score]).to.deep.equal([16, 1]);
    game.press('softDrop');
    game.press('softDrop');
    expect([game.active!.y, game.score]).to.deep.equal([18, 3]);
    expect(game.press('softDrop')).to.deep.equal({ ok: false });
    expect([game.active!.y, game.score, game.pieces]).to.deep.equal([18, 3, 0]);
  });

  it('hardDrop lands on the ghost, scores 2 per row and locks', () => {
    const game = instant({ board: board('XXXX..XXX.'), active: { type: 'O', rotation: '0', x: 3, y: 0 } });
    const ghost = cellSet(game.ghost);
    expect(ghost).to.deep.equal(cellSet([[4, 18], [5, 18], [4, 19], [5, 19]]));
    const res = game.press('hardDrop');
    expect(res.ok).to.equal(true);
    expect(res.lock!.dropDistance).to.equal(18);
    expect(res.lock!.points).to.equal(36);
    expect(game.score).to.equal(36);
    expect(game.pieces).to.equal(1);
    expect(game.rows().slice(17)).to.deep.equal([EMPTY, '....OO....', 'XXXXOOXXX.']);
  });

  it('the ghost follows moves and rotations, and sits under overhangs correctly', () => {
    const game = instant({ board: board('....X.....', '..........'), active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    expect(cellSet(game.ghost)).to.deep.equal(cellSet([[4, 16], [3, 17], [4, 17], [5, 17]]));
    game.press('right');
    game.press('right');
    game.press('right');
    expect(cellSet(game.ghost)).to.deep.equal(cellSet([[7, 18], [6, 19], [7, 19], [8, 19]]));
    game.press('cw');
    expect(cellSet(game.ghost)).to.deep.equal(cellSet([[7, 17], [7, 18], [8, 18], [7, 19]]));
    expect(game.ghostY).to.equal(17);
  });

  it('setActive rejects a piece that overlaps or leaves the matrix', () => {
    const game = instant({ board: board('XXXXXXXXX.') });
    expect(() => game.setActive({ type: 'O', rotation: '0', x: 3, y: 18 })).to.throw(RangeError);
    expect(() => game.setActive({ type: 'I', rotation: '0', x: 7, y: 0 })).to.throw(RangeError);
    expect(() => game.setActive({ type: 'I', rotation: '0', x: 0, y: -22 })).to.throw(RangeError);
    game.setActive({ type: 'I', rotation: 'R', x: 7, y: 16 });
    expect(game.active).to.include({ type: 'I', rotation: 'R', x: 7, y: 16 });
  });
});

describe('hold', () => {
  it('empty slot takes the next piece; refused until the next lock; then swaps', () => {
    const game = instant({ queue: ['T', 'I', 'O', 'S'] });
    expect(game.canHold).to.equal(true);
    game.press('right');
    game.press('cw');
    expect(game.press('hold').ok).to.equal(true);
    expect([game.hold, game.active!.type, game.canHold]).to.deep.equal(['T', 'I', false]);
    expect(game.press('hold')).to.deep.equal({ ok: false });
    game.press('hardDrop');
    expect([game.active!.type, game.canHold]).to.deep.equal(['O', true]);
    expect(game.press('hold').ok).to.equal(true);
    // The held T comes back in spawn state at the spawn position, not where it was.
    expect(game.active).to.include({ type: 'T', rotation: '0', x: 3, y: -2 });
    expect(game.hold).to.equal('O');
    expect(game.next[0]).to.equal('S');
  });

  it('starts from options.hold', () => {
    const game = instant({ queue: ['Z', 'L'], hold: 'I' });
    expect(game.hold).to.equal('I');
    game.press('hold');
    expect([game.active!.type, game.hold, game.next[0]]).to.deep.equal(['I', 'Z', 'L']);
  });

  it('setActive keeps hold availability', () => {
    const game = instant({ queue: ['Z', 'L'] });
    game.press('hold');
    game.setActive({ type: 'T', rotation: '0', x: 3, y: 3 });
    expect(game.canHold).to.equal(false);
    expect(game.press('hold').ok).to.equal(false);
  });
});
