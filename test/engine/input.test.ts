/**
 * Input as events: `down()`/`up()` apply at once at the current frame, `tick()` without an
 * argument plays the buttons held through them, and inputs pressed during the entry or
 * line-clear delay act as the next piece spawns (initial rotation, initial hold, a tapped shift).
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import type { Action, GameOptions } from '../../src/engine/index.js';
import { EMPTY, board, changes, tickUntil } from './helpers.js';

const open = (options: GameOptions = {}) => new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 }, ...options });
/** A game in its entry delay: a T hard-dropped onto the floor (10 frames of ARE); `queue` comes next. */
function inEntryDelay(options: GameOptions = {}): Game {
  const game = new Game({ active: { type: 'T', rotation: '0', x: 0, y: 17 }, queue: ['J', 'O'], ...options });
  game.press('hardDrop');
  expect(game.phase).to.equal('entry');
  return game;
}
/** A game in its line-clear delay. */
function inClearDelay(options: GameOptions = {}): Game {
  const game = new Game({ board: board('XXXXXXXX..'), active: { type: 'O', rotation: '0', x: 7, y: 17 }, queue: ['J', 'O'], ...options });
  game.press('hardDrop');
  expect(game.phase).to.equal('clearing');
  return game;
}
const spawn = (game: Game) => tickUntil(game, () => game.active !== null, 100);

describe('down / up: buttons as events', () => {
  it('a direction moves at once on down, before any tick', () => {
    const game = open();
    expect(game.down('left').ok).to.equal(true);
    expect([game.active!.x, game.frame]).to.deep.equal([2, 0]);
  });

  it('two taps in one frame are two moves; three taps are three', () => {
    const game = open();
    for (let i = 0; i < 3; i++) {
      game.down('right');
      game.up('right');
    }
    game.tick();
    expect(game.active!.x).to.equal(6);
  });

  it('held from down to up, auto-shift runs on the NES timing (the press frame is frame 0)', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 } });
    game.down('right');
    expect(game.active!.x).to.equal(1);
    expect(changes(game, 40, () => game.active!.x)).to.deep.equal([16, 22, 28, 34]);
    game.up('right');
    expect(changes(game, 20, () => game.active!.x)).to.deep.equal([]);
  });

  it('the last direction pressed wins; releasing it hands over to the other as a fresh press', () => {
    const game = open();
    game.down('left');
    game.tick();
    game.down('right');
    expect(game.active!.x).to.equal(3);
    game.tick();
    game.up('right');
    expect(game.active!.x, 'left moves again at once').to.equal(2);
  });

  it('soft drop is held from down to up, and a tap within one frame still drops a row', () => {
    const game = open();
    game.down('softDrop');
    expect(changes(game, 6, () => game.active!.y)).to.deep.equal([0, 2, 4]);
    game.up('softDrop');
    expect(changes(game, 6, () => game.active!.y)).to.deep.equal([]);
    game.down('softDrop');
    game.up('softDrop');
    game.tick();
    expect([game.active!.y, game.score]).to.deep.equal([4, 4]);
  });

  it('rotations, hold and hard drop act on down; up does nothing for them', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 }, queue: ['I', 'O'] });
    expect(game.down('cw')).to.deep.equal({ ok: true, kick: 1 });
    game.up('cw');
    expect(game.active!.rotation).to.equal('R');
    expect(game.down('hold').ok).to.equal(true);
    expect([game.hold, game.active!.type]).to.deep.equal(['T', 'I']);
    const res = game.down('hardDrop');
    expect(res.lock).to.include({ dropDistance: 20 });
  });

  it('tick(held) levels still work and override the event state for their frame', () => {
    const game = open();
    game.tick({ left: true });
    expect(game.active!.x).to.equal(2);
  });

  it('rejects unknown buttons with a TypeError naming the accepted ones', () => {
    const game = open();
    expect(() => game.down('jump' as Action)).to.throw(TypeError, 'accepted: left, right');
    expect(() => game.up('jump' as Action)).to.throw(TypeError);
  });

  it('after game over, down is refused', () => {
    const game = new Game({ hiddenRows: ['....X.....', EMPTY], queue: ['T'] });
    expect(game.down('left').ok).to.equal(false);
  });
});

describe('inputs during the entry and line-clear delay', () => {
  for (const [name, make] of [['entry', inEntryDelay], ['line-clear', inClearDelay]] as const) {
    describe(`during the ${name} delay`, () => {
      it('a rotation applies as the next piece spawns (initial rotation), even once released', () => {
        const game = make();
        expect(game.down('cw')).to.deep.equal({ ok: true, buffered: true });
        game.up('cw');
        spawn(game);
        expect([game.active!.type, game.active!.rotation]).to.deep.equal(['J', 'R']);
      });

      it('ccw turns the other way', () => {
        const game = make();
        game.down('ccw');
        spawn(game);
        expect(game.active!.rotation).to.equal('L');
      });

      it('hold applies as the next piece spawns (initial hold)', () => {
        const game = make();
        expect(game.down('hold').buffered).to.equal(true);
        spawn(game);
        expect([game.hold, game.active!.type, game.canHold]).to.deep.equal(['J', 'O', false]);
      });

      it('a tapped direction shifts the next piece by one at spawn', () => {
        const game = make();
        game.down('left');
        game.up('left');
        spawn(game);
        expect(game.active!.x).to.equal(2);
        game.tick();
        expect(game.active!.x, 'no second shift').to.equal(2);
      });

      it('hard drop does nothing', () => {
        const game = make();
        expect(game.down('hardDrop').ok).to.equal(false);
        spawn(game);
        expect([game.pieces, game.active!.y]).to.deep.equal([1, -2]);
      });
    });
  }

  it('a held direction keeps its charge: one shift at spawn, then auto-repeat on time', () => {
    const game = inEntryDelay();
    game.down('right'); // frame 0 of the charge; ARE ends after 10 frames
    const moves = changes(game, 30, () => game.active?.x ?? null);
    // spawn (x 3) and the tapped shift (x 4) on frame 9, then DAS 16 and ARR 6 from the press.
    expect(moves).to.deep.equal([9, 16, 22, 28]);
    expect(game.active!.x).to.equal(7);
  });

  it('initial hold then initial rotation, with the held piece', () => {
    const game = inEntryDelay({ hold: 'I' });
    game.down('hold');
    game.down('ccw');
    spawn(game);
    expect([game.hold, game.active!.type, game.active!.rotation]).to.deep.equal(['J', 'I', 'L']);
  });

  it('handling initialRotation / initialHold false turns them off', () => {
    const game = inEntryDelay({ handling: { initialRotation: false, initialHold: false } });
    expect(game.down('cw').ok).to.equal(false);
    expect(game.down('hold').ok).to.equal(false);
    spawn(game);
    expect([game.active!.type, game.active!.rotation, game.hold]).to.deep.equal(['J', '0', null]);
  });

  it('block out is checked after the initial rotation', () => {
    // (3, -1) filled: T blocks out in state 0 but fits turned to R.
    const options: GameOptions = { hiddenRows: ['...X......'], active: { type: 'O', rotation: '0', x: 6, y: 18 }, queue: ['T'] };
    const turned = new Game(options);
    turned.press('hardDrop');
    turned.down('cw');
    spawn(turned);
    expect([turned.over, turned.active!.type, turned.active!.rotation]).to.deep.equal([null, 'T', 'R']);
    const plain = new Game(options);
    plain.press('hardDrop');
    tickUntil(plain, () => plain.over !== null, 100);
    expect(plain.over).to.equal('blockOut');
  });

  it('an initial rotation never puts a piece where it does not fit (O at a blocked spawn)', () => {
    const game = new Game({ hiddenRows: ['....X.....'], active: { type: 'T', rotation: '0', x: 6, y: 18 }, queue: ['O'] });
    game.press('hardDrop');
    game.down('cw');
    tickUntil(game, () => game.over !== null, 100);
    expect([game.over, game.active]).to.deep.equal(['blockOut', null]);
  });

  it('block out is checked after the initial hold', () => {
    const options: GameOptions = { hiddenRows: ['...X......'], active: { type: 'O', rotation: '0', x: 6, y: 18 }, queue: ['T'], hold: 'O' };
    const held = new Game(options);
    held.press('hardDrop');
    held.down('hold');
    spawn(held);
    expect([held.over, held.active!.type, held.hold]).to.deep.equal([null, 'O', 'T']);
  });
});

describe('determinism of events', () => {
  /** The same events at the same frames, from a seeded script. */
  function play(game: Game): string {
    const buttons: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
    let s = 12345;
    const rand = (n: number) => ((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % n;
    for (let f = 0; f < 3000 && !game.over; f++) {
      const events = rand(4) === 0 ? 1 + rand(3) : 0;
      for (let e = 0; e < events; e++) {
        const b = buttons[rand(buttons.length)];
        if (rand(2) === 0) game.down(b);
        else game.up(b);
      }
      game.tick();
    }
    return JSON.stringify([game.rows(), game.active, game.score, game.frame, game.next, game.hold]);
  }

  it('the same events at the same frames give the same game', () => {
    const a = play(new Game({ seed: 9 }));
    const b = play(new Game({ seed: 9 }));
    expect(a).to.equal(b);
    expect(play(new Game({ seed: 10 }))).to.not.equal(a);
  });
});
