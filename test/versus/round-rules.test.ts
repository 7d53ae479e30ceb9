import { expect } from '@open-wc/testing';
import { LEFT_FRAME, placesOf, roundWinner, statsOf } from '../../src/versus/round-rules.js';

describe('round rules', () => {
  it('the side that survived the other knock-out wins the round, on either side', () => {
    expect(roundWinner([{ frame: 900, survived: true }, { frame: 899, survived: false }])).to.equal(0);
    expect(roundWinner([{ frame: 899, survived: false }, { frame: 900, survived: true }])).to.equal(1);
  });

  it('of two knock-outs the later one wins, and the same frame is a draw', () => {
    expect(roundWinner([{ frame: 1200, survived: false }, { frame: 1100, survived: false }])).to.equal(0);
    expect(roundWinner([{ frame: 1100, survived: false }, { frame: 1200, survived: false }])).to.equal(1);
    expect(roundWinner([{ frame: 1100, survived: false }, { frame: 1100, survived: false }])).to.equal(null);
  });

  it('both sides decide the same round alike (each sees itself as player 0)', () => {
    const ends = [
      [{ frame: 10, survived: false }, { frame: 20, survived: false }],
      [{ frame: 30, survived: true }, { frame: 29, survived: false }],
      [{ frame: 5, survived: false }, { frame: 5, survived: false }],
    ] as const;
    for (const [a, b] of ends) {
      const here = roundWinner([a, b]);
      const there = roundWinner([b, a]);
      expect(here === null ? null : 1 - here).to.equal(there);
    }
  });

  it('with more seats: the survivor wins, else the one latest knock-out; places as far as the ends tell', () => {
    const out = (frame: number) => ({ frame, survived: false });
    expect(roundWinner([out(50), { frame: 80, survived: true }, out(70), out(60)])).to.equal(1);
    expect(roundWinner([out(50), out(90), out(70)])).to.equal(1);
    expect(roundWinner([out(90), out(90), out(70)])).to.equal(null);
    // Seats knocked out on the same frame share a place; one still playing counts as ahead.
    expect(placesOf([out(50), null, out(70), out(50)])).to.deep.equal([3, null, 2, 3]);
    expect(placesOf([out(50), { frame: 80, survived: true }, out(70), out(LEFT_FRAME)])).to.deep.equal([3, 1, 2, 4]);
  });

  it('sums a player: attack per minute, pieces per second and VS score to two decimals, no division by zero', () => {
    expect(statsOf({ attack: 40, sent: 30, received: 12, cleared: 5, pieces: 150, frames: 7200 })).to.deep.equal({ apm: 20, pps: 1.25, vs: 37.5, sent: 30, received: 12 });
    expect(statsOf({ attack: 7, sent: 7, received: 0, cleared: 0, pieces: 10, frames: 3000 })).to.deep.equal({ apm: 8.4, pps: 0.2, vs: 14, sent: 7, received: 0 });
    expect(statsOf({ attack: 0, sent: 0, received: 3, cleared: 0, pieces: 0, frames: 0 })).to.deep.equal({ apm: 0, pps: 0, vs: 0, sent: 0, received: 3 });
  });
});
