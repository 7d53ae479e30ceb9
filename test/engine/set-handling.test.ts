/** `Game.setHandling()`: handling changed mid-game (the element's settings panel). */
import { expect } from '@open-wc/testing';
import { DEFAULT_HANDLING, Game } from '../../src/engine/index.js';
import { changes } from './helpers.js';

const RIGHT = { right: true };
const open = () => new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 } });

describe('Game.setHandling', () => {
  it('merges over the handling in effect and exposes the result', () => {
    const game = new Game({ handling: { das: 12 } });
    game.setHandling({ arr: 3 });
    expect(game.handling).to.deep.equal({ ...DEFAULT_HANDLING, das: 12, arr: 3 });
    expect(Object.isFrozen(game.handling)).to.be.true;
  });

  it('new DAS and ARR apply from the next frame', () => {
    const game = open();
    game.setHandling({ das: 10, arr: 2 });
    expect(changes(game, 16, () => game.active!.x, RIGHT)).to.deep.equal([0, 10, 12, 14]);
  });

  it('a direction held across the change shifts again as a new press', () => {
    const game = open();
    changes(game, 5, () => game.active!.x, RIGHT);
    expect(game.active!.x).to.equal(1);
    game.setHandling({ das: 4, arr: 1 });
    expect(changes(game, 6, () => game.active!.x, RIGHT)).to.deep.equal([0, 4, 5]);
  });

  it('soft drop speed and entry delay change too', () => {
    const game = open();
    game.setHandling({ softDrop: 1, are: false });
    const y = game.active!.y;
    for (let f = 0; f < 5; f++) game.tick({ softDrop: true });
    expect(game.active!.y).to.equal(y + 5);
    game.press('hardDrop');
    expect(game.active, 'no entry delay').to.not.equal(null);
  });

  it('fewer lock resets apply to the piece in play', () => {
    const game = new Game({ board: [...Array(19).fill('..........'), 'XXXXXXXXX.'], active: { type: 'O', rotation: '0', x: 3, y: 17 } });
    game.setHandling({ lockResets: 1 });
    game.press('left');
    game.press('right');
    expect(game.active, 'out of resets: locks as soon as it rests').to.equal(null);
  });

  it('rejects bad values and keeps the handling it had', () => {
    const game = new Game();
    expect(() => game.setHandling({ das: -1 })).to.throw(RangeError);
    expect(() => game.setHandling({ arr: 1.5 })).to.throw(RangeError);
    expect(game.handling).to.deep.equal(DEFAULT_HANDLING);
  });
});
