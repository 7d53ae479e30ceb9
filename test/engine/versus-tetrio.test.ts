/**
 * The `tetrio` rule set against TETR.IO, on the board: perfect clears and the back-to-back
 * chain, the opener phase chunk by chunk, and garbage of different travel delays. Each case is
 * an example from a comparison with a TETR.IO-accurate engine (Triangle.js).
 */
import { expect } from '@open-wc/testing';
import type { EngineEventMap, Game, GameOptions } from '../../src/engine/index.js';
import { board, instant } from './helpers.js';

/** A tetrio versus game with no entry delay; the attacks it makes are collected in `attacks`. */
function tetrio(options: GameOptions): { game: Game; attacks: EngineEventMap['attack'][] } {
  const game = instant({ ...options, versus: { rules: 'tetrio' } });
  const attacks: EngineEventMap['attack'][] = [];
  game.on('attack', (e) => attacks.push(e));
  return { game, attacks };
}

// Rows 18 and 19 full but for columns 8-9: an O dropped into the gap is a double perfect clear.
const DOUBLE_PC = board('ZZZZZZZZ..', 'ZZZZZZZZ..');
// Four rows full but for column 9: an upright I is a quad perfect clear.
const QUAD_PC = board('ZZZZZZZZZ.', 'ZZZZZZZZZ.', 'ZZZZZZZZZ.', 'ZZZZZZZZZ.');

function dropO(game: Game): void {
  game.setActive({ type: 'O', rotation: '0', x: 7, y: 0 });
  game.press('hardDrop');
}

function dropI(game: Game): void {
  game.setActive({ type: 'I', rotation: 'R', x: 7, y: 0 });
  game.press('hardDrop');
}

describe('tetrio rules: a perfect clear adds its back-to-back bonus to the chain', () => {
  it('a double perfect clear without a chain leaves the count at 0', () => {
    const { game, attacks } = tetrio({ board: DOUBLE_PC });
    dropO(game);
    expect(attacks[0].clear).to.deep.include({ lines: 2, perfectClear: true, backToBack: 0 });
  });
  it('a quad perfect clear counts 0 without a chain (the +1 replaces the quad\'s), 1 with one running', () => {
    const fresh = tetrio({ board: QUAD_PC });
    dropI(fresh.game);
    expect(fresh.attacks[0].clear).to.deep.include({ lines: 4, perfectClear: true, backToBack: 0 });
    expect(fresh.attacks[0].lines, 'no back-to-back bonus: 4 + 5').to.equal(9);
    const chained = tetrio({ board: QUAD_PC, backToBack: true });
    dropI(chained.game);
    expect(chained.attacks[0].clear).to.deep.include({ backToBack: 1 });
    expect(chained.attacks[0].chunks, 'the back-to-back quad: 5, then the perfect clear').to.deep.equal([5, 5]);
  });
});

describe('tetrio rules: a plain perfect clear keeps a running chain and gets its bonus', () => {
  it('a double perfect clear with a chain running sends 2 and 5', () => {
    const { game, attacks } = tetrio({ board: DOUBLE_PC, backToBack: true });
    dropO(game);
    expect(attacks[0].chunks).to.deep.equal([2, 5]);
    expect(attacks[0].clear.backToBack).to.equal(1);
  });
});

describe('tetrio rules: the opener phase cancels double chunk by chunk', () => {
  // A J turned into the bottom-left pocket, immobile (a mini under all-mini+): a double that empties the matrix.
  const pocket = board('ZZZ.ZZZZZZ', 'ZZZ...ZZZZ');
  it('a J-spin mini double perfect clear (chunks 1 and 5) against 2 incoming lines sends 5', () => {
    const { game, attacks } = tetrio({ board: pocket, active: { type: 'J', rotation: 'R', x: 2, y: 17 } });
    game.receiveGarbage(2);
    expect(game.press('ccw').kick, 'kick test 3 drops it into the pocket').to.equal(3);
    game.press('hardDrop');
    expect(attacks[0].clear).to.deep.include({ lines: 2, spin: 'mini', perfectClear: true });
    expect(attacks[0]).to.deep.include({ lines: 6, cancelled: 2, sent: 5 });
    expect(attacks[0].chunks).to.deep.equal([5]);
    expect(game.incomingLines).to.equal(0);
  });
});

describe('tetrio rules: garbage enters in the order it became ready', () => {
  it('4 lines due in 60 frames, then 2 due in 10: after 20 frames a lock takes the 2', () => {
    const { game } = tetrio({});
    game.receiveGarbage(4, { delay: 60, column: 0 });
    game.receiveGarbage(2, { delay: 10, column: 1 });
    for (let f = 0; f < 20; f++) game.tick();
    game.setActive({ type: 'O', rotation: '0', x: -1, y: 0 });
    game.press('hardDrop');
    expect(game.rows().filter((row) => row.includes('X')).map((row) => row.indexOf('.'))).to.deep.equal([1, 1]);
    expect(game.incoming).to.deep.equal([{ id: 1, lines: 4, ready: 60 }]);
  });
});
