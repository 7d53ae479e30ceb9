/**
 * Frame timing: DAS/ARR, soft drop, gravity, lock delay (30 frames, 15 resets, restoration),
 * entry delay (ARE) by height, line-clear delay. Frame numbers below are 0-based tick indices
 * unless a test says otherwise.
 */
import { expect } from '@open-wc/testing';
import { GRAVITY_FRAMES_X1000, Game, entryDelay } from '../../src/engine/index.js';
import { EMPTY, board, changes, instant, tickUntil } from './helpers.js';

const RIGHT = { right: true };
const LEFT = { left: true };
const SOFT = { softDrop: true };

/** Shifts after holding a direction for n frames with NES DAS 16 / ARR 6 (NES DAS). */
const nesShifts = (n: number) => 1 + (n > 16 ? 1 + Math.floor((n - 17) / 6) : 0);

describe('DAS / ARR', () => {
  const open = () => new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 } });

  it('default: shifts on frames 0, 16, 22, 28, 34 while held', () => {
    const game = open();
    expect(changes(game, 40, () => game.active!.x, RIGHT)).to.deep.equal([0, 16, 22, 28, 34]);
    expect(game.active!.x).to.equal(5);
  });

  it('matches the NES shift count formula for every hold length 1..45', () => {
    for (let n = 1; n <= 45; n++) {
      const game = open();
      for (let f = 0; f < n; f++) game.tick(RIGHT);
      expect(game.active!.x, `held ${n} frames`).to.equal(Math.min(7, nesShifts(n)));
    }
  });

  it('custom das/arr: das 10, arr 3', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 7, y: 0 }, handling: { das: 10, arr: 3 } });
    expect(changes(game, 30, () => game.active!.x, LEFT)).to.deep.equal([0, 10, 13, 16, 19, 22, 25]);
    expect(game.active!.x).to.equal(0);
  });

  it('arr 0 shifts to the wall once DAS is charged', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 }, handling: { das: 8, arr: 0 } });
    expect(changes(game, 20, () => game.active!.x, RIGHT)).to.deep.equal([0, 8]);
    expect(game.active!.x).to.equal(7);
  });

  it('releasing and pressing again restarts DAS', () => {
    const game = open();
    const xs: number[] = [];
    for (let f = 0; f < 40; f++) {
      game.tick(f === 10 ? {} : RIGHT);
      xs.push(game.active!.x);
    }
    // Shift at 0; released on 10; new press at 11 shifts at once, then 11 + 16 = 27, 33, 39.
    const moves = xs.map((x, i) => (x !== (i ? xs[i - 1] : 0) ? i : -1)).filter((i) => i >= 0);
    expect(moves).to.deep.equal([0, 11, 27, 33, 39]);
  });

  it('both directions: the last pressed wins; releasing it hands over to the other', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    const log: number[] = [];
    for (let f = 0; f < 40; f++) {
      const held = { left: true, right: f >= 5 && f < 30 };
      const before = game.active!.x;
      game.tick(held);
      log.push(game.active!.x - before);
    }
    const moves = log.map((d, f) => (d ? `${f}:${d}` : '')).filter(Boolean);
    // left at 0; right pressed at 5 (then 21, 27); right released at 30 -> left restarts at 30 (then 46).
    expect(moves).to.deep.equal(['0:-1', '5:1', '21:1', '27:1', '30:-1']);
  });

  it('both directions pressed on the same frame cancel', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    for (let f = 0; f < 30; f++) game.tick({ left: true, right: true });
    expect(game.active!.x).to.equal(3);
  });

  it('a blocked shift keeps DAS charged: the piece shifts on the first free frame, then every ARR', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 } });
    for (let f = 0; f < 3; f++) game.tick(LEFT); // against the wall
    expect(game.active!.x).to.equal(0);
    game.setActive({ type: 'T', rotation: '0', x: 6, y: 0 });
    expect(changes(game, 13, () => game.active!.x, LEFT)).to.deep.equal([0, 6, 12]);
  });

  it('a press during the entry delay shifts the new piece on its first frame', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 17 }, queue: ['O'] });
    game.press('hardDrop'); // lowest cell on row 19: 10 frames of ARE
    expect(game.phase).to.equal('entry');
    const xs: (number | null)[] = [];
    for (let f = 0; f < 23; f++) {
      game.tick(RIGHT);
      xs.push(game.active ? game.active.x : null);
    }
    expect(xs.slice(0, 9)).to.deep.equal(Array(9).fill(null));
    // Spawned at the end of frame 9 at x 3; shifts on 10 (the press of frame 0), then 16, 22.
    expect(xs.slice(9, 23)).to.deep.equal([3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6]);
  });

  it('DAS charge carries across the entry delay', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 }, queue: ['O'] });
    for (let f = 0; f < 20; f++) game.tick(RIGHT); // shifts on 0 and 16
    expect(game.active!.x).to.equal(2);
    game.press('hardDrop'); // T lands on rows 18-19: 10 frames of ARE (frames 20-29)
    const moves = changes(game, 21, () => game.active?.x ?? null, RIGHT).map((f) => f + 20);
    // spawn at the end of 29 (x 3); due shifts on 22 and 28 collapse into 30; then 34, 40.
    expect(moves).to.deep.equal([29, 30, 34, 40]);
    expect(game.active!.x).to.equal(6);
  });
});

describe('soft drop', () => {
  it('held: one row every 2nd frame from the first held frame, 1 point per row', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    expect(changes(game, 10, () => game.active!.y, SOFT)).to.deep.equal([0, 2, 4, 6, 8]);
    expect(game.score).to.equal(5);
  });

  it('custom rate: softDrop 3', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 }, handling: { softDrop: 3 } });
    expect(changes(game, 10, () => game.active!.y, SOFT)).to.deep.equal([0, 3, 6, 9]);
    expect(game.score).to.equal(4);
  });

  it('stops at the floor without locking early and without points', () => {
    const game = new Game({ active: { type: 'O', rotation: '0', x: 3, y: 14 } });
    for (let f = 0; f < 12; f++) game.tick(SOFT);
    expect([game.active!.y, game.score, game.pieces]).to.deep.equal([18, 4, 0]);
  });

  it('level 11 (0.39 G): soft drop is faster and drives the fall', () => {
    const game = new Game({ level: 11, active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    for (let f = 0; f < 10; f++) game.tick(SOFT);
    expect([game.active!.y, game.score]).to.deep.equal([5, 5]);
  });

  it('level 13 (0.92 G): gravity is faster and wins; rows fallen while held score 1 each', () => {
    const soft = new Game({ level: 13, active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    const plain = new Game({ level: 13, active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    for (let f = 0; f < 10; f++) {
      soft.tick(SOFT);
      plain.tick();
    }
    const rows = Math.floor((10 * 1000) / 1089);
    expect([soft.active!.y, plain.active!.y]).to.deep.equal([rows, rows]);
    expect([soft.score, plain.score]).to.deep.equal([rows, 0]);
  });
});

describe('gravity', () => {
  it('the table is the marathon formula, frames per row x 1000, rounded', () => {
    for (let level = 1; level <= 20; level++) {
      const t = (0.8 - (level - 1) * 0.007) ** (level - 1);
      expect(GRAVITY_FRAMES_X1000[level - 1], `level ${level}`).to.equal(Math.round(60000 * t));
    }
  });

  it('level 1 drops exactly on frames 60, 120, 180, ... (1-based)', () => {
    const game = new Game({ active: { type: 'I', rotation: '0', x: 3, y: -2 } });
    const drops = changes(game, 600, () => game.active!.y).map((f) => f + 1);
    expect(drops).to.deep.equal([60, 120, 180, 240, 300, 360, 420, 480, 540, 600]);
  });

  for (let level = 2; level <= 13; level++) {
    it(`level ${level}: row k falls on frame ceil(k * frames/row) (exact, no float drift)`, () => {
      const fpr = GRAVITY_FRAMES_X1000[level - 1];
      const game = new Game({ level, active: { type: 'I', rotation: '0', x: 3, y: -2 } });
      const rows = 15;
      const frames = Math.ceil((rows * fpr) / 1000);
      const drops = changes(game, frames, () => game.active!.y).map((f) => f + 1);
      const expected = Array.from({ length: rows }, (_, k) => Math.ceil(((k + 1) * fpr) / 1000));
      expect(drops).to.deep.equal(expected);
    });
  }

  for (let level = 14; level <= 18; level++) {
    it(`level ${level}: several rows per frame, floor(n * 1000 / frames-per-row) after n frames`, () => {
      const fpr = GRAVITY_FRAMES_X1000[level - 1];
      const game = new Game({ level, active: { type: 'I', rotation: '0', x: 3, y: -2 } });
      for (let n = 1; n <= 6; n++) {
        game.tick();
        expect(game.active!.y, `frame ${n}`).to.equal(Math.min(18, -2 + Math.floor((n * 1000) / fpr)));
      }
    });
  }

  for (const level of [19, 20, 25]) {
    it(`level ${level} (>= 20 G): the piece falls to the ghost row in one frame`, () => {
      const game = new Game({ level, board: board('XXXXX.....'), active: { type: 'O', rotation: '0', x: 3, y: -2 } });
      const ghostY = game.ghostY;
      expect(ghostY).to.equal(17);
      game.tick();
      expect(game.active!.y).to.equal(ghostY);
    });
  }

  it('levels above 20 keep level 20 speed', () => {
    const a = new Game({ level: 20, active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    const b = new Game({ level: 30, active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    a.tick();
    b.tick();
    expect(b.active!.y).to.equal(a.active!.y);
  });

  it('a gravity step cancels a pending T-spin (last action no longer a rotation)', () => {
    // Corners A (3,17), C (3,19), D (5,19) filled: a T in R at (3,17) would be a mini T-spin if
    // rotated there. Here it is rotated two rows higher and 20 G gravity pulls it in.
    const game = new Game({
      level: 19,
      board: board('...X......', EMPTY, 'XXXX.XXXX.'),
      active: { type: 'T', rotation: '0', x: 3, y: 15 },
    });
    expect(game.press('cw').kick).to.equal(1);
    game.tick();
    expect(game.active).to.include({ rotation: 'R', x: 3, y: 17 });
    tickUntil(game, () => game.pieces > 0);
    expect(game.lastLock!.tSpin).to.equal('none');
    expect(game.lastLock!.points).to.equal(0);
  });
});

describe('lock delay', () => {
  const grounded = (extra = {}) =>
    new Game({ active: { type: 'O', rotation: '0', x: 3, y: 18 }, ...extra });

  it('a resting piece locks on its 30th frame', () => {
    const game = grounded();
    for (let f = 0; f < 29; f++) game.tick();
    expect([game.pieces, game.active !== null]).to.deep.equal([0, true]);
    expect(game.lockProgress).to.be.closeTo(29 / 30, 1e-9);
    game.tick();
    expect([game.pieces, game.active]).to.deep.equal([1, null]);
    expect(game.lastLock!.dropDistance).to.equal(0);
  });

  it('a piece that lands by gravity locks 30 frames after landing', () => {
    const game = new Game({ active: { type: 'O', rotation: '0', x: 3, y: 17 } });
    expect(tickUntil(game, () => game.active!.y === 18)).to.equal(60);
    expect(game.lockProgress).to.equal(0);
    for (let f = 0; f < 29; f++) game.tick();
    expect(game.pieces).to.equal(0);
    game.tick();
    expect(game.pieces).to.equal(1);
  });

  it('each successful move or rotation resets the timer; failed ones do not', () => {
    const game = grounded({ board: board('..........', 'X.........', 'X.........') });
    for (const action of ['left', 'right', 'cw', 'ccw'] as const) {
      for (let f = 0; f < 25; f++) game.tick();
      expect(game.press(action).ok).to.equal(true);
    }
    for (let f = 0; f < 25; f++) game.tick();
    expect(game.pieces).to.equal(0);
    game.setActive({ type: 'O', rotation: '0', x: 0, y: 18 }); // O at columns 1-2, wall block at 0
    for (let f = 0; f < 20; f++) game.tick();
    expect(game.press('left').ok).to.equal(false);
    for (let f = 0; f < 9; f++) game.tick();
    expect(game.pieces).to.equal(0);
    game.tick();
    expect(game.pieces).to.equal(1);
  });

  it('15 resets: not locked before the 15th move on the surface, which locks it at once', () => {
    const game = grounded({ handling: { are: false } });
    for (let move = 1; move <= 14; move++) {
      for (let f = 0; f < 20; f++) game.tick();
      const res = game.press(move % 2 ? 'left' : 'right');
      expect(res.ok).to.equal(true);
      expect(res.lock, `move ${move}`).to.equal(undefined);
      expect(game.pieces, `move ${move}`).to.equal(0);
    }
    const res = game.press('left');
    expect(res.ok).to.equal(true);
    expect(res.lock).to.not.equal(undefined);
    expect(game.pieces).to.equal(1);
  });

  it('moves in the air before landing do not use resets', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 5 } });
    for (let i = 0; i < 20; i++) game.press(i % 2 ? 'cw' : 'ccw');
    while (game.press('softDrop').ok);
    for (let i = 0; i < 14; i++) expect(game.press(i % 2 ? 'left' : 'right').lock).to.equal(undefined);
    expect(game.pieces).to.equal(0);
  });

  it('reaching a new lowest row restores the 15 resets', () => {
    // An O on a ledge (row 10, columns 0-4), then off it into the well.
    const ledge = ['XXXXX.....', ...Array<string>(9).fill(EMPTY)];
    const game = new Game({ board: board(...ledge), active: { type: 'O', rotation: '0', x: 1, y: 8 } });
    for (let move = 1; move <= 13; move++) {
      game.tick();
      expect(game.press(move % 2 ? 'right' : 'left').lock).to.equal(undefined);
    }
    expect(game.press('right').lock).to.equal(undefined); // 14th: columns 4-5, still on the ledge
    expect(game.press('right').lock).to.equal(undefined); // 15th: columns 5-6, in the air: no lock
    expect(game.active!.x).to.equal(4);
    expect(game.pieces).to.equal(0);
    while (game.press('softDrop').ok);
    expect(game.active!.y).to.equal(18);
    for (let move = 1; move <= 14; move++) {
      game.tick();
      expect(game.press(move % 2 ? 'right' : 'left').lock, `move ${move}`).to.equal(undefined);
    }
    expect(game.pieces).to.equal(0);
    expect(game.press('right').lock).to.not.equal(undefined);
  });

  it('custom lockDelay and lockResets', () => {
    const game = grounded({ handling: { lockDelay: 10, lockResets: 3 } });
    for (let f = 0; f < 9; f++) game.tick();
    expect(game.press('left').ok).to.equal(true);
    for (let f = 0; f < 9; f++) game.tick();
    expect(game.press('right').ok).to.equal(true);
    expect(game.pieces).to.equal(0);
    expect(game.press('left').lock).to.not.equal(undefined);
    const slow = grounded({ handling: { lockDelay: 10 } });
    for (let f = 0; f < 9; f++) slow.tick();
    expect(slow.pieces).to.equal(0);
    slow.tick();
    expect(slow.pieces).to.equal(1);
  });

  it('soft drop held on the floor does not lock before the timer', () => {
    const game = grounded();
    for (let f = 0; f < 29; f++) game.tick(SOFT);
    expect(game.pieces).to.equal(0);
    game.tick(SOFT);
    expect(game.pieces).to.equal(1);
  });
});

describe('entry delay (ARE) and line-clear delay', () => {
  const expectedByHeight: [number, number][] = [
    [1, 10], [2, 10], [3, 12], [6, 12], [7, 14], [10, 14], [11, 16], [14, 16], [15, 18], [18, 18], [19, 18], [20, 18],
  ];

  it('entryDelay(): 10 frames in the bottom two rows, +2 per 4 rows above, at most 18', () => {
    for (const [height, frames] of expectedByHeight) expect(entryDelay(20 - height), `height ${height}`).to.equal(frames);
  });

  for (const [height, frames] of expectedByHeight) {
    it(`lowest cell at height ${height}: the next piece appears after ${frames} frames`, () => {
      const lowestY = 20 - height;
      const rows = Array<string>(20).fill(EMPTY);
      if (lowestY < 19) rows[lowestY + 1] = '........XX';
      const game = new Game({ board: rows, active: { type: 'O', rotation: '0', x: 7, y: lowestY - 1 }, queue: ['T'] });
      expect(game.press('hardDrop').lock!.dropDistance).to.equal(0);
      expect([game.active, game.phase]).to.deep.equal([null, 'entry']);
      expect(game.delay).to.equal(frames);
      for (let f = 0; f < frames - 1; f++) game.tick();
      expect(game.active).to.equal(null);
      game.tick();
      expect(game.active!.type).to.equal('T');
      expect(game.phase).to.equal('falling');
    });
  }

  it('a clearing lock adds 20 frames of line-clear delay before the entry delay', () => {
    const game = new Game({ board: board('XXXXXXXX..'), active: { type: 'O', rotation: '0', x: 7, y: 17 }, queue: ['T'] });
    game.tick();
    game.press('hardDrop');
    // Rows were removed at lock time; the renderer gets the removed rows for its animation.
    expect(game.rows()[19]).to.equal('........OO');
    expect(game.lastClear).to.deep.equal({ rows: [19], frame: 1 });
    const phases: string[] = [];
    const n = tickUntil(game, () => game.active !== null, 100);
    expect(n).to.equal(20 + 10);
    const replay = new Game({ board: board('XXXXXXXX..'), active: { type: 'O', rotation: '0', x: 7, y: 17 } });
    replay.press('hardDrop');
    for (let f = 0; f < 30; f++) {
      phases.push(replay.phase);
      replay.tick();
    }
    expect(phases.slice(0, 20).every((p) => p === 'clearing')).to.equal(true);
    expect(phases.slice(20).every((p) => p === 'entry')).to.equal(true);
    expect(replay.phase).to.equal('falling');
  });

  it('commands are refused while no piece is in play', () => {
    const game = new Game({ active: { type: 'O', rotation: '0', x: 3, y: 17 } });
    game.press('hardDrop');
    for (const action of ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'] as const) {
      expect(game.press(action)).to.deep.equal({ ok: false });
    }
  });

  it('with are: false the next piece is in play inside the locking call', () => {
    const game = instant({ active: { type: 'O', rotation: '0', x: 3, y: 17 }, queue: ['S'] });
    game.press('hardDrop');
    expect(game.active!.type).to.equal('S');
    expect(game.phase).to.equal('falling');
  });
});
