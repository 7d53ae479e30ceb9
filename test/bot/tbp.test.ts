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
});
