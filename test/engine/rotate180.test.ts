/**
 * Half turns (`rotate180`): TETR.IO's SRS+ 180-degree kick table, every test on hand-made boards;
 * the handling switch, initial rotation, replays, and the DAS cut delay (`dcd`).
 * Expected offsets are the table as written in the rule notes (board convention, +y down).
 */
import { expect } from '@open-wc/testing';
import { Game, KICKS_180_I, KICKS_180_JLSTZ, SHAPES, record, replay } from '../../src/engine/index.js';
import type { PieceType, Rotation } from '../../src/engine/index.js';
import { EMPTY, board, instant, placement, tickUntil } from './helpers.js';

type XY = [number, number];
const ROT: Rotation[] = ['0', 'R', '2', 'L'];

// From the notes: the basic turn first, then these in order.
const NOTES_JLSTZ: Record<string, XY[]> = {
  '0>2': [[0, -1], [1, -1], [-1, -1], [1, 0], [-1, 0]],
  'R>L': [[1, 0], [1, -2], [1, -1], [0, -2], [0, -1]],
  '2>0': [[0, 1], [-1, 1], [1, 1], [-1, 0], [1, 0]],
  'L>R': [[-1, 0], [-1, -2], [-1, -1], [0, -2], [0, -1]],
};
const NOTES_I: Record<string, XY[]> = { '0>2': [[0, -1]], 'R>L': [[1, 0]], '2>0': [[0, 1]], 'L>R': [[-1, 0]] };

const cellsAt = (type: PieceType, rot: number, x: number, y: number): XY[] =>
  SHAPES[type][ROT[rot]].map(([dx, dy]) => [x + dx, y + dy]);

function rowsWith(filled: XY[]): string[] {
  const rows = Array.from({ length: 20 }, () => EMPTY.split(''));
  for (const [x, y] of filled) rows[y][x] = 'X';
  return rows.map((r) => r.join(''));
}

const HALF = { rotate180: true };

// Tests that can never be the first fit in open space: an earlier test needs only cells that this
// one or the piece itself uses. S and Z turned half round by test 2 cover their own cells, so
// test 2 always fits; so does I's test 2.
const NEVER_FIRST = new Set([
  'J 0>2:3', 'J 2>0:3', 'J L>R:4', 'L 0>2:4', 'L R>L:4', 'L 2>0:4',
  ...['S', 'Z'].flatMap((t) => ['0>2', 'R>L', '2>0', 'L>R'].flatMap((n) => [3, 4, 5, 6].map((k) => `${t} ${n}:${k}`))),
]);
const ALWAYS_FITS = new Set(['S', 'Z', 'I']);

describe('SRS+ half-turn kick table', () => {
  it('exports the table of the notes, basic turn first', () => {
    for (const name of Object.keys(NOTES_JLSTZ) as (keyof typeof KICKS_180_JLSTZ)[]) {
      expect(KICKS_180_JLSTZ[name]).to.deep.equal([[0, 0], ...NOTES_JLSTZ[name]]);
      expect(KICKS_180_I[name]).to.deep.equal([[0, 0], ...NOTES_I[name]]);
    }
  });

  for (const type of ['J', 'L', 'S', 'T', 'Z', 'I'] as PieceType[]) {
    const notes = type === 'I' ? NOTES_I : NOTES_JLSTZ;
    for (let from = 0; from < 4; from++) {
      const name = `${ROT[from]}>${ROT[(from + 2) & 3]}`;
      const kicks: XY[] = [[0, 0], ...notes[name]];
      const to = (from + 2) & 3;
      const [x0, y0] = [3, 8];
      const current = new Set(cellsAt(type, from, x0, y0).map(String));
      const candidates = kicks.map(([dx, dy]) => cellsAt(type, to, x0 + dx, y0 + dy));

      it(`${type} ${name}: each test is used when the earlier ones are blocked, and none fits when all are`, () => {
        for (let k = 0; k < kicks.length; k++) {
          const target = new Set(candidates[k].map(String));
          const blocks: XY[] = [];
          for (let j = 0; j < k; j++) {
            const cell = candidates[j].find((c) => !target.has(String(c)) && !current.has(String(c)));
            if (cell) blocks.push(cell);
          }
          expect(blocks.length < k, `test ${k + 1} can be made the first fit`).to.equal(NEVER_FIRST.has(`${type} ${name}:${k + 1}`));
          if (blocks.length < k) continue;
          const game = new Game({ board: rowsWith(blocks), active: { type, rotation: ROT[from], x: x0, y: y0 }, handling: HALF });
          const result = game.press('rotate180');
          expect(result.ok, `test ${k + 1}`).to.equal(true);
          expect(result.kick, `test ${k + 1}`).to.equal(k + 1);
          expect(placement(game), `test ${k + 1}`).to.deep.equal({ type, rotation: ROT[to], x: x0 + kicks[k][0], y: y0 + kicks[k][1] });
        }
        if (ALWAYS_FITS.has(type)) return;
        // Every test blocked: the piece stays.
        const blockAll = candidates.map((cells) => cells.find((c) => !current.has(String(c)))!);
        const game = new Game({ board: rowsWith(blockAll), active: { type, rotation: ROT[from], x: x0, y: y0 }, handling: HALF });
        expect(game.press('rotate180').ok).to.equal(false);
        expect(placement(game)).to.deep.equal({ type, rotation: ROT[from], x: x0, y: y0 });
      });
    }
  }

  it('turns O without moving it', () => {
    const game = new Game({ queue: ['O'], handling: HALF });
    expect(game.press('rotate180')).to.deep.equal({ ok: true, kick: 1 });
    expect(placement(game)).to.deep.equal({ type: 'O', rotation: '2', x: 3, y: -2 });
  });

  it('kicks a T up out of the floor (0>2, test 2)', () => {
    const game = new Game({ board: board(), active: { type: 'T', rotation: '0', x: 3, y: 18 }, handling: HALF });
    expect(game.press('rotate180')).to.deep.equal({ ok: true, kick: 2 });
    expect(placement(game)).to.deep.equal({ type: 'T', rotation: '2', x: 3, y: 17 });
  });
});

describe('the rotate180 button', () => {
  it('does nothing unless handling.rotate180 is on (the default is off)', () => {
    const game = new Game({ queue: ['T'] });
    expect(game.handling.rotate180).to.equal(false);
    expect(game.press('rotate180').ok).to.equal(false);
    expect(game.down('rotate180').ok).to.equal(false);
    expect(game.active!.rotation).to.equal('0');
    game.setHandling({ rotate180: true });
    expect(game.press('rotate180').ok).to.equal(true);
    expect(game.active!.rotation).to.equal('2');
  });

  it('emits a rotate event marked half', () => {
    const game = new Game({ queue: ['T'], handling: HALF });
    const seen: unknown[] = [];
    game.on('rotate', (e) => seen.push(e));
    game.press('rotate180');
    expect(seen).to.deep.equal([{ cw: true, kick: 1, half: true }]);
  });

  it('buffers a half turn during the entry delay (initial rotation)', () => {
    const game = new Game({ queue: ['T', 'T'], handling: HALF });
    game.press('hardDrop');
    expect(game.phase).to.equal('entry');
    expect(game.down('rotate180')).to.deep.equal({ ok: true, buffered: true });
    tickUntil(game, () => game.phase === 'falling');
    expect(game.active!.rotation).to.equal('2');
  });

  it('is recorded and replayed', () => {
    const rec = record({ seed: 5, handling: HALF });
    rec.press('rotate180');
    rec.press('hardDrop');
    rec.tick();
    expect(rec.log).to.contain('F');
    const again = replay(rec.replay);
    expect(again.rows()).to.deep.equal(rec.game.rows());
  });

  it('rejects a bad handling.rotate180', () => {
    expect(() => new Game({ handling: { rotate180: 1 as unknown as boolean } })).to.throw(TypeError, 'handling.rotate180');
  });
});

describe('DAS cut delay (dcd)', () => {
  /** Frames (from the rotation) on which the piece moved while right is held, DAS charged. */
  function shiftsAfterRotation(dcd: number): number[] {
    const game = instant({ queue: ['T'], board: board(), handling: { das: 10, arr: 2, dcd } });
    game.down('right');
    for (let f = 0; f < 12; f++) game.tick();
    // Charged and repeating: back to the middle, then rotate.
    game.setActive({ type: 'T', rotation: '0', x: 0, y: 0 });
    game.press('cw');
    const moves: number[] = [];
    let x = game.active!.x;
    for (let f = 0; f < 8; f++) {
      game.tick();
      if (game.active!.x !== x) moves.push(f);
      x = game.active!.x;
    }
    return moves;
  }

  it('0 (off): a charged auto-shift goes on right after a rotation', () => {
    expect(shiftsAfterRotation(0)[0]).to.be.at.most(1);
  });

  it('a rotation holds a charged auto-shift back for dcd frames', () => {
    expect(shiftsAfterRotation(4)[0]).to.equal(3);
    expect(shiftsAfterRotation(6)[0]).to.equal(5);
  });

  it('leaves an uncharged auto-shift alone', () => {
    const cut = instant({ queue: ['T'], board: board(), handling: { das: 10, arr: 2, dcd: 2 } });
    const plain = instant({ queue: ['T'], board: board(), handling: { das: 10, arr: 2 } });
    for (const game of [cut, plain]) {
      game.down('right');
      game.tick();
      game.press('cw');
      for (let f = 0; f < 12; f++) game.tick();
    }
    expect(placement(cut)).to.deep.equal(placement(plain));
  });

  it('is checked like the other frame counts', () => {
    expect(() => new Game({ handling: { dcd: -1 } })).to.throw(RangeError, 'handling.dcd');
  });
});
