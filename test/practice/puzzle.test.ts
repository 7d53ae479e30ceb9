/**
 * Puzzles as logic: reading a puzzle, judging an attempt lock by lock, and the built-in set (each
 * fumen decodes, and its answer played on the engine meets its goal within its pieces, not before).
 */
import { expect } from '@open-wc/testing';
import { decoder } from 'tetris-fumen';
import { Game, HIDDEN_ROWS, ROWS } from '../../src/engine/index.js';
import { PuzzleJudge, checkPuzzle, perfectClearFits, pieceLimit, type JudgedLock, type PuzzleVerdict } from '../../src/practice/puzzle.js';
import { BUILT_IN_PUZZLES, builtInPuzzle } from '../../src/practice/puzzles.js';
import { solutionOf } from './solutions.js';

const PLAIN: JudgedLock = { lines: 0, tSpin: 'none', perfectClear: false, gameOver: null };
const EMPTY_ROWS: string[] = [];

/** `rows` (top first) as the matrix after a lock. */
const rowsOf = (...rows: string[]) => rows;

describe('checkPuzzle', () => {
  it('keeps the fields a puzzle has', () => {
    expect(checkPuzzle({ setup: 'GGGG_GGGGG?I', lines: 1, pieces: 2, extra: 1 })).to.deep.equal({ setup: 'GGGG_GGGGG?I', lines: 1, pieces: 2 });
    expect(checkPuzzle({ setup: 'x', perfectClear: true, name: 'PC' })).to.deep.equal({ setup: 'x', perfectClear: true, name: 'PC' });
    expect(checkPuzzle({ setup: 'x', tSpin: 'triple' })).to.deep.equal({ setup: 'x', tSpin: 'triple' });
  });

  const bad: [unknown, ErrorConstructor, string][] = [
    [null, TypeError, 'puzzle must be an object'],
    ['tki', TypeError, 'puzzle must be an object'],
    [[], TypeError, 'puzzle must be an object'],
    [{ lines: 1 }, TypeError, 'puzzle.setup'],
    [{ setup: ' ', lines: 1 }, TypeError, 'puzzle.setup'],
    [{ setup: 'x', lines: 1.5 }, TypeError, 'puzzle.lines'],
    [{ setup: 'x', lines: 0 }, RangeError, 'puzzle.lines'],
    [{ setup: 'x', lines: 1, pieces: 1001 }, RangeError, 'puzzle.pieces'],
    [{ setup: 'x', perfectClear: 'yes' }, TypeError, 'puzzle.perfectClear'],
    [{ setup: 'x', tSpin: 'quad' }, TypeError, 'puzzle.tSpin'],
    [{ setup: 'x', name: 3, lines: 1 }, TypeError, 'puzzle.name'],
    [{ setup: 'x', pieces: 3 }, TypeError, 'needs a goal'],
    [{ setup: 'x', perfectClear: false }, TypeError, 'needs a goal'],
  ];
  for (const [value, kind, words] of bad) {
    it(`refuses ${JSON.stringify(value)} with a ${kind.name} naming ${words}`, () => {
      expect(() => checkPuzzle(value)).to.throw(kind, words);
    });
  }
});

describe('pieceLimit', () => {
  it('is the goal\'s pieces, else the queue and hold dealt, else none', () => {
    expect(pieceLimit({ pieces: 3 }, { queue: ['I', 'O'], hold: 'T' })).to.equal(3);
    expect(pieceLimit({}, { queue: ['I', 'O'], hold: 'T' })).to.equal(3);
    expect(pieceLimit({}, { queue: ['I', 'O'], hold: null })).to.equal(2);
    expect(pieceLimit({}, { queue: [], hold: null })).to.equal(null);
  });
});

describe('PuzzleJudge', () => {
  it('solves a lines goal at the lock that reaches it, and says nothing after', () => {
    const judge = new PuzzleJudge({ lines: 3 }, null);
    expect(judge.lock({ ...PLAIN, lines: 2 }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock(PLAIN, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock({ ...PLAIN, lines: 1 }, EMPTY_ROWS)).to.deep.equal({ solved: true, pieces: 3, lines: 3 });
    expect(judge.lock({ ...PLAIN, lines: 4 }, EMPTY_ROWS)).to.equal(null);
    expect(judge.verdict).to.deep.equal({ solved: true, pieces: 3, lines: 3 });
  });

  it('fails when the pieces run out first', () => {
    const judge = new PuzzleJudge({ lines: 2 }, 2);
    expect(judge.lock({ ...PLAIN, lines: 1 }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock(PLAIN, EMPTY_ROWS)).to.deep.equal({ solved: false, reason: 'pieces', pieces: 2, lines: 1 });
  });

  it('a goal met on the last piece is solved, not failed', () => {
    const judge = new PuzzleJudge({ lines: 1 }, 1);
    expect(judge.lock({ ...PLAIN, lines: 1 }, EMPTY_ROWS)?.solved).to.equal(true);
  });

  it('fails when a lock ends the game: a top out, or a mode\'s goal', () => {
    const judge = new PuzzleJudge({ lines: 1 }, null);
    expect(judge.lock({ ...PLAIN, gameOver: 'lockOut' }, EMPTY_ROWS)).to.deep.equal({ solved: false, reason: 'game-over', pieces: 1, lines: 0 });
    const sprint = new PuzzleJudge({ tSpin: 'single' }, null);
    expect(sprint.lock({ ...PLAIN, lines: 1, gameOver: 'goal' }, EMPTY_ROWS)).to.deep.equal({ solved: false, reason: 'game-over', pieces: 1, lines: 1 });
  });

  it('fails when the game ends without a lock (time up), once', () => {
    const judge = new PuzzleJudge({ lines: 4 }, null);
    judge.lock({ ...PLAIN, lines: 1 }, EMPTY_ROWS);
    expect(judge.gameOver()).to.deep.equal({ solved: false, reason: 'game-over', pieces: 1, lines: 1 });
    expect(judge.gameOver()).to.equal(null);
    const solved = new PuzzleJudge({ lines: 1 }, null);
    solved.lock({ ...PLAIN, lines: 1 }, EMPTY_ROWS);
    expect(solved.gameOver()).to.equal(null);
  });

  it('a T-spin goal counts only a full T-spin of that many lines', () => {
    const judge = new PuzzleJudge({ tSpin: 'double' }, null);
    expect(judge.lock({ ...PLAIN, lines: 2, tSpin: 'mini' }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock({ ...PLAIN, lines: 1, tSpin: 'full' }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock({ ...PLAIN, lines: 2 }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock({ ...PLAIN, lines: 2, tSpin: 'full' }, EMPTY_ROWS)).to.deep.equal({ solved: true, pieces: 4, lines: 7 });
  });

  it('every goal given must hold at once: a T-spin made earlier and the lines reached later', () => {
    const judge = new PuzzleJudge({ tSpin: 'single', lines: 3 }, null);
    expect(judge.lock({ ...PLAIN, lines: 1, tSpin: 'full' }, EMPTY_ROWS)).to.equal(null);
    expect(judge.lock({ ...PLAIN, lines: 2 }, EMPTY_ROWS)?.solved).to.equal(true);
  });

  it('a perfect-clear goal is solved by the perfect clear, and fails as soon as none fits in the pieces left', () => {
    const solved = new PuzzleJudge({ perfectClear: true }, 3);
    expect(solved.lock({ ...PLAIN, lines: 1, perfectClear: true }, EMPTY_ROWS)?.solved).to.equal(true);
    // 4 cells and 2 pieces left: 8 or 12 cells, no whole row (it takes 4 more pieces: 20 cells).
    const judge = new PuzzleJudge({ perfectClear: true }, 3);
    expect(judge.lock(PLAIN, rowsOf('XXXX......'))).to.deep.equal({ solved: false, reason: 'unreachable', pieces: 1, lines: 0 });
  });

  it('a perfect clear that could still fit goes on', () => {
    const judge = new PuzzleJudge({ perfectClear: true }, 4);
    expect(judge.lock(PLAIN, rowsOf('XXXXXX....', 'XXXXXX....'))).to.equal(null);
  });
});

describe('perfectClearFits', () => {
  it('needs the cells to make whole rows, as many as the stack is high', () => {
    expect(perfectClearFits([], 0)).to.equal(true);
    expect(perfectClearFits(['XXXXXX....'], 1)).to.equal(true);
    expect(perfectClearFits(['XXXXXX....'], 0)).to.equal(false);
    // 2 cells: 2 + 4 * 2 = 10, a row, but the stack is 2 rows high; 2 + 4 * 7 = 30 is 3 rows.
    expect(perfectClearFits(['X.........', '.........X'], 2)).to.equal(false);
    expect(perfectClearFits(['X.........', '.........X'], 7)).to.equal(true);
    // An odd number of cells never makes whole rows.
    expect(perfectClearFits(['X........X', 'X.........'], Infinity)).to.equal(false);
  });
});

describe('the built-in puzzles', () => {
  it('have unique ids and each is a valid puzzle', () => {
    expect(new Set(BUILT_IN_PUZZLES.map((puzzle) => puzzle.id)).size).to.equal(BUILT_IN_PUZZLES.length);
    for (const puzzle of BUILT_IN_PUZZLES) expect(checkPuzzle(puzzle)).to.include({ setup: puzzle.setup });
    expect(builtInPuzzle('pco')?.name).to.equal('PCO');
    expect(builtInPuzzle('nope')).to.equal(undefined);
  });

  for (const puzzle of BUILT_IN_PUZZLES) {
    it(`${puzzle.name}: the fumen decodes, and its answer meets the goal at its last piece`, async () => {
      const pages = decoder.decode(puzzle.setup);
      expect(pages[0].comment).to.match(/^#Q=/);
      const { setup, steps } = await solutionOf(puzzle.setup);
      const game = new Game({ ...setup, seed: 1, handling: { are: false } });
      const judge = new PuzzleJudge(puzzle, pieceLimit(puzzle, setup));
      const verdicts: PuzzleVerdict[] = [];
      game.on('lock', (lock) => {
        const verdict = judge.lock(lock, game.rowsBetween(-HIDDEN_ROWS, ROWS));
        if (verdict) verdicts.push(verdict);
      });
      for (const { hold, actions } of steps) {
        if (hold) game.press('hold');
        for (const action of actions) game.press(action);
      }
      expect(verdicts).to.deep.equal([{ solved: true, pieces: steps.length, lines: game.lines }]);
      expect(steps.length).to.be.at.most(judge.limit ?? Infinity);
    });
  }
});
