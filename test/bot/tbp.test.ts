/**
 * TbpBot and the protocol's coordinates: locations are SRS true-rotation centres with y up from
 * the bottom row, the O and I centres as the spec places them; a hold is inferred from the piece
 * played; the queue runs dry and refills with new_piece.
 */
import { expect } from '@open-wc/testing';
import { PIECE_TYPES, ROTATIONS, SHAPES } from '../../src/engine/index.js';
import { TbpBot, fromLocation, toLocation } from '../../src/bot/tbp.js';
import type { TbpLocation, TbpOutMessage } from '../../src/bot/tbp.js';
import { cellsText } from './helpers.js';

const EMPTY = Array.from({ length: 40 }, () => Array<null>(10).fill(null));

/** Cells of a TBP location, in the engine's y-down rows, via the engine placement. */
function cellsOf(location: TbpLocation): string {
  const { p, r, x, y } = fromLocation(location);
  return cellsText({ type: PIECE_TYPES[p], rotation: ROTATIONS[r], x, y });
}

describe('TBP coordinates', () => {
  it('round-trips every piece, rotation and position', () => {
    for (let p = 0; p < 7; p++) {
      for (let r = 0; r < 4; r++) {
        for (const [x, y] of [[0, 17], [3, -2], [5, 10]]) {
          const back = fromLocation(toLocation(p, r, x, y));
          const type = PIECE_TYPES[p];
          expect(cellsText({ type, rotation: ROTATIONS[back.r], x: back.x, y: back.y })).to.equal(cellsText({ type, rotation: ROTATIONS[r], x, y }));
        }
      }
    }
  });

  it('puts the centres where the spec does (y up from the bottom row)', () => {
    // T and I at spawn: centre column 4, one row above the top visible row (row 20 from the bottom).
    expect(toLocation(PIECE_TYPES.indexOf('T'), 0, 3, -2)).to.deep.equal({ type: 'T', orientation: 'north', x: 4, y: 20 });
    expect(toLocation(PIECE_TYPES.indexOf('I'), 0, 3, -2)).to.deep.equal({ type: 'I', orientation: 'north', x: 4, y: 20 });
    // A vertical I in column 4 standing on the floor: east's centre is the second mino from the top.
    expect(toLocation(PIECE_TYPES.indexOf('I'), 1, 2, 16)).to.deep.equal({ type: 'I', orientation: 'east', x: 4, y: 2 });
    expect(cellsOf({ type: 'I', orientation: 'west', x: 4, y: 1 })).to.equal('4,16 4,17 4,18 4,19');
    // The O in columns 4-5 on the floor, named four ways: bottom-left, top-left, top-right, bottom-right.
    expect(toLocation(PIECE_TYPES.indexOf('O'), 0, 3, 18)).to.deep.equal({ type: 'O', orientation: 'north', x: 4, y: 0 });
    const o = [
      { orientation: 'north', x: 4, y: 0 },
      { orientation: 'east', x: 4, y: 1 },
      { orientation: 'south', x: 5, y: 1 },
      { orientation: 'west', x: 5, y: 0 },
    ] as const;
    for (const at of o) expect(cellsOf({ type: 'O', ...at }), at.orientation).to.equal('4,18 5,18 4,19 5,19');
    expect(SHAPES.O['0'].length).to.equal(4);
  });
});

describe('TbpBot', () => {
  const answers = (bot: TbpBot, ...messages: unknown[]): TbpOutMessage[] => messages.flatMap((m) => bot.handle(m));

  it('infers a hold from the piece played, waits for new_piece when the queue runs dry', () => {
    const bot = new TbpBot({ difficulty: 'medium' });
    answers(bot, { type: 'rules' }, { type: 'start', hold: null, queue: ['I', 'T'], combo: 0, back_to_back: false, board: EMPTY });
    // The T is placed: hold took the I, and nothing is left to place.
    expect(answers(bot, { type: 'play', move: { location: { type: 'T', orientation: 'north', x: 4, y: 0 }, spin: 'none' } })).to.deep.equal([]);
    const dry = answers(bot, { type: 'suggest' })[0];
    expect(dry.type === 'suggestion' && dry.moves).to.deep.equal([]);
    answers(bot, { type: 'new_piece', piece: 'O' });
    const next = answers(bot, { type: 'suggest' })[0];
    expect(next.type === 'suggestion' && [...new Set(next.moves.map((m) => m.location.type))].sort()).to.deep.equal(['I', 'O']);
  });

  it('keeps its answers to the protocol: ready for any randomizer, unknown types ignored', () => {
    const bot = new TbpBot();
    expect(bot.info().type).to.equal('info');
    expect(answers(bot, { type: 'rules', randomizer: 'general_bag' })).to.deep.equal([{ type: 'ready' }]);
    expect(answers(bot, { type: 'mystery' })).to.deep.equal([]);
    expect(() => new TbpBot({ difficulty: 'impossible' as never })).to.throw(RangeError, 'difficulty');
  });

  it('takes its difficulty from the tetris_game extension of rules; an unknown one is unsupported_rules', () => {
    const start = { type: 'start', hold: null, queue: ['T', 'I'], combo: 0, back_to_back: false, board: EMPTY };
    const bot = new TbpBot();
    expect(answers(bot, { type: 'rules', randomizer: 'seven_bag', tetris_game: { difficulty: 'easy' } })).to.deep.equal([{ type: 'ready' }]);
    expect(bot.difficulty).to.equal('easy');
    const [suggestion] = answers(bot, start, { type: 'suggest' });
    expect(suggestion.type === 'suggestion' && suggestion.move_info.extra).to.match(/^easy,/);
    const refused = new TbpBot({ difficulty: 'hard' });
    const [error] = answers(refused, { type: 'rules', tetris_game: { difficulty: 'impossible' } });
    expect(error).to.include({ type: 'error', reason: 'unsupported_rules' });
    expect(refused.difficulty).to.equal('hard');
  });
});

describe('TbpBot in versus', () => {
  const answers = (bot: TbpBot, ...messages: unknown[]): TbpOutMessage[] => messages.flatMap((m) => bot.handle(m));
  const start = (board: unknown[][]) => ({ type: 'start', hold: null, queue: ['T', 'I', 'O', 'L', 'J'], combo: 0, back_to_back: false, board });
  const cellsOfMove = (answer: TbpOutMessage) => {
    if (answer.type !== 'suggestion') throw new Error(`no suggestion: ${JSON.stringify(answer)}`);
    return cellsOf(answer.moves[0].location).split(' ').map((c) => c.split(',').map(Number));
  };

  it('advertises the garbage extension and places nothing on garbage it was told about', () => {
    const bot = new TbpBot({ difficulty: 'expert' });
    expect((bot.info() as { features: string[] }).features).to.include('garbage');
    answers(bot, { type: 'rules' }, start(EMPTY));
    const hole = 4;
    const row = Array.from({ length: 10 }, (_, x) => (x === hole ? null : 'G'));
    expect(answers(bot, { type: 'garbage', rows: [row, row, row] })).to.deep.equal([]);
    // Engine rows 17-19 are garbage now, but for column 4.
    for (const [x, y] of cellsOfMove(answers(bot, { type: 'suggest' })[0])) expect(y < 17 || x === hole, `${x},${y}`).to.equal(true);
  });

  it('rejects a garbage row that is full or malformed', () => {
    const bot = new TbpBot();
    answers(bot, { type: 'rules' }, start(EMPTY));
    expect(answers(bot, { type: 'garbage', rows: [Array<string>(10).fill('G')] })[0].type).to.equal('error');
    expect(answers(bot, { type: 'garbage', rows: 3 })[0].type).to.equal('error');
  });

  it('plays a legal move with the stack in the row its pieces spawn in', () => {
    // TBP row 20 (the 21st from the bottom) filled over the spawn columns, columns 0-1 free below.
    const board = Array.from({ length: 40 }, (_, i) => Array.from({ length: 10 }, (_, x) => ((i < 20 && x > 1) || (i === 20 && x >= 3 && x <= 5) ? 'G' : null)));
    const bot = new TbpBot({ difficulty: 'expert' });
    answers(bot, { type: 'rules' }, start(board));
    const cells = cellsOfMove(answers(bot, { type: 'suggest' })[0]);
    for (const [x, y] of cells) expect(board[19 - y][x], `${x},${y}`).to.equal(null);
  });

  it('keeps a bounded queue: new_piece beyond the bound is refused', () => {
    const bot = new TbpBot({ difficulty: 'easy' });
    answers(bot, { type: 'rules' }, start(EMPTY));
    let refused = 0;
    for (let i = 0; i < 5000; i++) if (answers(bot, { type: 'new_piece', piece: 'O' }).length > 0) refused++;
    expect(refused).to.be.greaterThan(3000);
    expect(bot.queued).to.be.at.most(TbpBot.MAX_QUEUE);
    expect(answers(bot, { type: 'suggest' })[0].type).to.equal('suggestion');
  });
});

describe('TbpBot thinking time', () => {
  const suggestion = (bot: TbpBot) => {
    bot.handle({ type: 'rules' });
    bot.handle({ type: 'start', hold: null, queue: ['T', 'I', 'O', 'L', 'J', 'S'], combo: 0, back_to_back: false, board: EMPTY });
    const answer = bot.handle({ type: 'suggest' })[0];
    if (answer.type !== 'suggestion') throw new Error('no suggestion');
    return answer;
  };

  it('with thinkingTime, the search stops at the difficulty\'s time on the clock given', () => {
    // Each reading of the clock is 40 ms later: expert's 150 ms run out after a few layers.
    let now = 0;
    const clock = () => (now += 40);
    const timed = suggestion(new TbpBot({ difficulty: 'expert', clock, thinkingTime: true }));
    const untimed = suggestion(new TbpBot({ difficulty: 'expert', clock }));
    expect(timed.move_info.depth).to.be.lessThan(untimed.move_info.depth);
    expect(timed.moves.length).to.equal(untimed.moves.length);
  });
});
