/** Property tests of the 7-bag (guideline Random Generator) over many seeds. */
import { expect } from '@open-wc/testing';
import { Game, PIECE_TYPES, Rng, SevenBag } from '../../src/engine/index.js';
import type { PieceType } from '../../src/engine/index.js';

const SEEDS = 300;
const LENGTH = 7 * 100;

function deal(seed: number, n = LENGTH): PieceType[] {
  const bag = new SevenBag(seed);
  return Array.from({ length: n }, () => PIECE_TYPES[bag.next()]);
}

describe('7-bag', () => {
  const sequences = Array.from({ length: SEEDS }, (_, i) => deal(i * 2654435761));

  it('every aligned block of 7 is a permutation of IJLOSTZ', () => {
    for (const seq of sequences) {
      for (let i = 0; i < seq.length; i += 7) {
        expect([...seq.slice(i, i + 7)].sort().join('')).to.equal('IJLOSTZ');
      }
    }
  });

  it('no piece three times in a row', () => {
    for (const seq of sequences) {
      for (let i = 2; i < seq.length; i++) {
        expect(seq[i] === seq[i - 1] && seq[i] === seq[i - 2], `at ${i}`).to.equal(false);
      }
    }
  });

  it('at most 12 other pieces between two of the same type', () => {
    let maxGap = 0;
    for (const seq of sequences) {
      const last = new Map<PieceType, number>();
      seq.forEach((p, i) => {
        if (last.has(p)) maxGap = Math.max(maxGap, i - last.get(p)! - 1);
        last.set(p, i);
      });
    }
    expect(maxGap).to.be.at.most(12);
    expect(maxGap).to.equal(12); // reached over this many seeds
  });

  it('at most 4 S/Z in a row', () => {
    let longest = 0;
    for (const seq of sequences) {
      let run = 0;
      for (const p of seq) {
        run = p === 'S' || p === 'Z' ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
    }
    expect(longest).to.be.at.most(4);
  });

  it('is roughly uniform: each piece first in a bag about 1/7 of the time', () => {
    const first = new Map<PieceType, number>();
    let bags = 0;
    for (const seq of sequences) {
      for (let i = 0; i < seq.length; i += 7) {
        first.set(seq[i], (first.get(seq[i]) ?? 0) + 1);
        bags++;
      }
    }
    for (const p of PIECE_TYPES) expect(first.get(p)! / bags, p).to.be.closeTo(1 / 7, 0.02);
  });

  it('different seeds give different sequences; the same seed the same one', () => {
    const distinct = new Set(sequences.map((s) => s.slice(0, 21).join('')));
    expect(distinct.size).to.equal(SEEDS);
    expect(deal(12345)).to.deep.equal(deal(12345));
  });

  it('the game deals the bag of its seed, after options.queue', () => {
    for (const seed of [0, 1, 99, 0xffffffff]) {
      const expected = deal(seed, 100);
      const fresh = new Game({ seed });
      expect([fresh.active!.type, ...fresh.peek(14)]).to.deep.equal(expected.slice(0, 15));
      // Deal 100 pieces through locks: each dealt piece is swapped for an O that fills the field
      // two rows at a time (5 O's clear two lines), so the game never tops out.
      const game = new Game({ seed, handling: { are: false } });
      game.tick(); // after a tick, setActive replaces the dealt piece instead of undoing the deal
      const dealt: PieceType[] = [];
      for (let i = 0; i < 100; i++) {
        dealt.push(game.active!.type);
        game.setActive({ type: 'O', rotation: '0', x: (i % 5) * 2 - 1, y: 0 });
        game.press('hardDrop');
      }
      expect(dealt).to.deep.equal(expected);
      expect(game.over).to.equal(null);
      const queued = new Game({ seed, queue: ['Z', 'Z'] });
      expect([queued.active!.type, ...queued.peek(9)]).to.deep.equal(['Z', 'Z', ...expected.slice(0, 8)]);
    }
  });

  it('presetQueue: the undealt pieces of options.queue, through holds, locks and undo; null without one', () => {
    expect(new Game({ seed: 3 }).presetQueue).to.equal(null);
    const game = new Game({ seed: 3, queue: ['I', 'O', 'T', 'S'], undo: true, handling: { are: false } });
    expect(game.presetQueue).to.deep.equal(['O', 'T', 'S']);
    game.press('hold'); // the empty hold slot takes the next piece from the queue
    expect(game.presetQueue).to.deep.equal(['T', 'S']);
    game.press('hardDrop');
    expect(game.presetQueue).to.deep.equal(['S']);
    game.press('hardDrop');
    game.press('hardDrop');
    expect(game.presetQueue).to.deep.equal([]);
    expect(game.undo()).to.equal(true);
    expect(game.presetQueue).to.deep.equal([]);
    expect(game.undo()).to.equal(true);
    expect(game.presetQueue).to.deep.equal(['S']);
  });

  it('Rng is a 32-bit generator with uniform-ish integers', () => {
    const rng = new Rng(7);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100000; i++) {
      const u = rng.nextU32();
      expect(u >= 0 && u < 2 ** 32 && Number.isInteger(u)).to.equal(true);
      counts[rng.nextInt(10)]++;
    }
    for (const c of counts) expect(c).to.be.closeTo(10000, 500);
  });
});
