/**
 * Versus games: the `versus` option, `receiveGarbage()`, the garbage queue (delay, cancelling
 * oldest first, cap, entry only on a lock that clears no line, hole columns from the seed), the
 * `attack` and `garbage` events, and versus replays.
 */
import { expect } from '@open-wc/testing';
import { Game, record, replay, verify } from '../../src/engine/index.js';
import type { EngineEventMap, GameOptions } from '../../src/engine/index.js';
import { board, instant } from './helpers.js';

// Four rows ready for a quad above a row that stays (so the quad is no perfect clear).
const QUAD_READY = board('IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIII.I');
const SINGLE_READY = board('IIIIIIIII.', 'IIIIIIII.I');

/** A versus game with no entry delay. */
function versusGame(options: GameOptions = {}): Game {
  return instant({ versus: {}, ...options });
}

/** Drop an I upright into column 9 (clears the ready rows of the boards above). */
function dropIntoWell(game: Game): void {
  game.setActive({ type: 'I', rotation: 'R', x: 7, y: 0 });
  game.press('hardDrop');
}

/** Drop a flat piece at the left (clears nothing on these boards). */
function dropLeft(game: Game): void {
  game.setActive({ type: 'O', rotation: '0', x: -1, y: 0 });
  game.press('hardDrop');
}

function events<K extends keyof EngineEventMap>(game: Game, type: K): EngineEventMap[K][] {
  const out: EngineEventMap[K][] = [];
  game.on(type, (e) => out.push(e));
  return out;
}

/** The garbage rows at the bottom: the hole column of each, bottom row last. */
function holes(game: Game): number[] {
  return game.rows().filter((row) => row.includes('X')).map((row) => row.indexOf('.'));
}

describe('versus: options', () => {
  const bad: [unknown, string, typeof TypeError | typeof RangeError][] = [
    [5, 'versus', TypeError],
    [{ rules: 'tetris99' }, 'versus.rules', RangeError],
    [{ rules: 3 }, 'versus.rules', TypeError],
    [{ delay: -1 }, 'versus.delay', RangeError],
    [{ delay: 3601 }, 'versus.delay', RangeError],
    [{ cap: 0 }, 'versus.cap', RangeError],
    [{ cap: 2.5 }, 'versus.cap', RangeError],
    [{ messiness: 1.5 }, 'versus.messiness', RangeError],
    [{ messiness: '1' }, 'versus.messiness', TypeError],
    [{ speed: 1 }, 'speed', TypeError],
  ];
  for (const [value, field, type] of bad) {
    it(`${JSON.stringify(value)} throws a ${type.name} naming ${field}`, () => {
      expect(() => new Game({ versus: value as GameOptions['versus'] })).to.throw(type, field);
    });
  }
  it('defaults: guideline rules, 20 frames of delay, cap 8, a new column per attack, levels by lines', () => {
    expect(new Game({ versus: {} }).versus).to.deep.equal({ rules: 'guideline', delay: 20, cap: 8, messiness: 1, levels: 'lines' });
  });
  it('without versus a game is single-player: it sends nothing and refuses garbage', () => {
    const game = instant({ board: QUAD_READY });
    const attacks = events(game, 'attack');
    dropIntoWell(game);
    expect(game.lines).to.equal(4);
    expect(attacks).to.deep.equal([]);
    expect(game.versus).to.equal(null);
    expect(() => game.receiveGarbage(2)).to.throw(RangeError, 'versus');
    expect(new Game({ versus: null as unknown as undefined }).versus, 'null is the same as leaving it out').to.equal(null);
  });
});

describe('versus: receiveGarbage arguments', () => {
  const bad: [unknown, unknown, string, typeof TypeError | typeof RangeError][] = [
    [0, undefined, 'receiveGarbage(lines)', RangeError],
    [1.5, undefined, 'receiveGarbage(lines)', RangeError],
    ['3', undefined, 'receiveGarbage(lines)', TypeError],
    [101, undefined, 'receiveGarbage(lines)', RangeError],
    [2, 'fast', 'receiveGarbage(lines, options)', TypeError],
    [2, { column: 10 }, 'options.column', RangeError],
    [2, { column: -1 }, 'options.column', RangeError],
    [2, { delay: -5 }, 'options.delay', RangeError],
    [2, { id: 'a' }, 'options.id', TypeError],
    [2, { hole: 3 }, 'hole', TypeError],
  ];
  for (const [lines, options, field, type] of bad) {
    it(`receiveGarbage(${JSON.stringify(lines)}, ${JSON.stringify(options)}) throws a ${type.name} naming ${field}`, () => {
      const game = versusGame();
      expect(() => game.receiveGarbage(lines as number, options as object)).to.throw(type, field);
      expect(game.incomingLines).to.equal(0);
    });
  }
});

describe('versus: the garbage queue', () => {
  it('garbage waits its travel delay (20 frames by default) before a lock lets it in', () => {
    const game = versusGame();
    const log = events(game, 'garbage');
    game.receiveGarbage(3, { id: 7 });
    expect(log).to.deep.equal([{ kind: 'queued', id: 7, lines: 3, column: null, frame: 0 }]);
    for (let f = 0; f < 19; f++) game.tick();
    dropLeft(game);
    expect(game.incomingLines).to.equal(3);
    expect(holes(game)).to.deep.equal([]);
    game.tick();
    dropLeft(game);
    expect(game.incomingLines).to.equal(0);
    expect(holes(game)).to.have.length(3);
    expect(log[1]).to.deep.include({ kind: 'entered', id: 7, lines: 3, frame: 20 });
  });

  it('at most `cap` rows enter on one lock (8 by default), oldest first', () => {
    const game = versusGame();
    game.receiveGarbage(5, { delay: 0, column: 0 });
    game.receiveGarbage(6, { delay: 0, column: 1 });
    dropLeft(game);
    expect(holes(game), 'top to bottom').to.deep.equal([0, 0, 0, 0, 0, 1, 1, 1]);
    expect(game.incomingLines).to.equal(3);
    dropLeft(game);
    expect(holes(game).filter((c) => c === 1)).to.have.length(6);
    const capped = versusGame({ versus: { cap: 2 } });
    capped.receiveGarbage(5, { delay: 0 });
    dropLeft(capped);
    expect(holes(capped)).to.have.length(2);
  });

  it('a lock that clears a line lets no garbage in (a single that sends nothing leaves it queued)', () => {
    const game = versusGame({ board: SINGLE_READY });
    game.receiveGarbage(2, { delay: 0 });
    dropIntoWell(game);
    expect(game.lines).to.equal(1);
    expect(game.incomingLines).to.equal(2);
    expect(holes(game)).to.deep.equal([]);
    dropLeft(game);
    expect(holes(game)).to.have.length(2);
  });

  it("the receiver's attack cancels incoming garbage oldest first and sends only the rest", () => {
    const game = versusGame({ board: QUAD_READY });
    const attacks = events(game, 'attack');
    const garbage = events(game, 'garbage');
    game.receiveGarbage(2, { id: 1 });
    game.receiveGarbage(3, { id: 2 });
    dropIntoWell(game);
    expect(attacks).to.have.length(1);
    expect(attacks[0]).to.deep.include({ id: 1, lines: 4, sent: 0, cancelled: 4, chunks: [] });
    expect(attacks[0].clear).to.deep.include({ lines: 4, spin: 'none', backToBack: 0, combo: 0, perfectClear: false });
    expect(garbage.filter((g) => g.kind === 'cancelled')).to.deep.equal([
      { kind: 'cancelled', id: 1, lines: 2, column: null, frame: 0 },
      { kind: 'cancelled', id: 2, lines: 2, column: null, frame: 0 },
    ]);
    expect(game.incoming).to.deep.equal([{ id: 2, lines: 1, ready: 20 }]);
  });

  it('an attack bigger than the queue sends the rest', () => {
    const game = versusGame({ board: QUAD_READY });
    const attacks = events(game, 'attack');
    game.receiveGarbage(1);
    dropIntoWell(game);
    expect(attacks[0]).to.deep.include({ lines: 4, sent: 3, cancelled: 1, chunks: [3] });
  });

  it('tetrio opener phase: while incoming is at least what was sent, an attack cancels double', () => {
    const game = versusGame({ board: QUAD_READY, versus: { rules: 'tetrio' } });
    const attacks = events(game, 'attack');
    game.receiveGarbage(7);
    dropIntoWell(game);
    expect(attacks[0]).to.deep.include({ lines: 4, sent: 0, cancelled: 7 });
    expect(game.incomingLines).to.equal(0);
  });

  it('hole columns come from the seed: the same seed gives the same columns, messiness 0 keeps one column', () => {
    const columns = (options: GameOptions) => {
      const game = versusGame(options);
      for (let i = 0; i < 8; i++) game.receiveGarbage(1, { delay: 0 });
      dropLeft(game);
      return holes(game);
    };
    const a = columns({ seed: 11 });
    expect(columns({ seed: 11 })).to.deep.equal(a);
    expect(new Set(a).size, 'a new column for each attack').to.be.greaterThan(1);
    expect(columns({ seed: 12 })).not.to.deep.equal(a);
    expect(new Set(columns({ seed: 11, versus: { messiness: 0 } })).size).to.equal(1);
  });

  it('a column given by the sender is kept', () => {
    const game = versusGame();
    game.receiveGarbage(2, { column: 4, delay: 0 });
    dropLeft(game);
    expect(holes(game)).to.deep.equal([4, 4]);
  });

  it('garbage that pushes the stack past the top ends the game with a block out', () => {
    const game = versusGame();
    for (let i = 0; i < 6; i++) game.receiveGarbage(8, { delay: 0, column: 0 });
    for (let i = 0; i < 6 && game.over === null; i++) game.press('hardDrop');
    expect(game.over).to.equal('blockOut');
  });
});

describe('versus: spins of other pieces (tetrio all-mini+)', () => {
  // An L turned into a slot where it cannot move left, right or up, clearing one garbage row.
  const slot = board('..........', '.XXX..X..X', 'XXXXX.XXXX', 'XX....X.XX', 'XXX.XXXXX.', 'X.XXXXXXXX');
  function lSpin(rules: 'tetrio' | 'guideline'): EngineEventMap['attack'][] {
    const game = versusGame({ board: slot, active: { type: 'L', rotation: 'L', x: 4, y: 15 }, versus: { rules } });
    const attacks = events(game, 'attack');
    expect(game.press('cw').kick).to.equal(3);
    game.press('hardDrop');
    expect(game.lines).to.equal(1);
    return attacks;
  }
  it('tetrio: the immobile L counts as a mini spin (and a spin clearing garbage gets +1)', () => {
    const [attack] = lSpin('tetrio');
    expect(attack.clear).to.deep.include({ spin: 'mini', lines: 1, backToBack: 0 });
    expect(attack.lines).to.equal(1);
  });
  it('guideline: only T-spins count, so the same single sends nothing', () => {
    expect(lSpin('guideline')).to.deep.equal([]);
  });
});

describe('versus: replays', () => {
  it('received garbage is logged at its frame: the replay reproduces the board and verify() checks it', () => {
    const rec = record({ seed: 5, versus: { rules: 'tetrio' }, handling: { are: false } });
    const garbage = events(rec.game, 'garbage');
    for (let i = 0; i < 16; i++) {
      if (i % 4 === 0) rec.receiveGarbage(1 + (i % 3), i % 8 === 0 ? { id: i, delay: 0 } : {});
      rec.tick();
      rec.press(i % 2 === 0 ? 'left' : 'cw');
      rec.press('hardDrop');
    }
    const data = rec.replay;
    expect(data.log).to.match(/\[\d/);
    const again = replay(JSON.parse(JSON.stringify(data)));
    expect(again.rows()).to.deep.equal(rec.game.rows());
    expect(garbage.filter((g) => g.kind === 'entered').length, 'garbage entered').to.be.greaterThan(0);
    expect(verify(data)).to.deep.include({ pieces: rec.game.pieces, frames: rec.game.frame });
  });
  it('a bad garbage entry in a log is rejected', () => {
    const data = { v: 2 as const, options: { versus: {} }, log: 't[4,x]t' };
    expect(() => replay(data)).to.throw(TypeError, 'receiveGarbage');
    expect(() => verify(data)).to.throw(TypeError, 'receiveGarbage');
  });
  it('garbage in the log of a single-player game is a RangeError for verify()', () => {
    expect(() => verify({ v: 2, options: {}, log: 't[4]t' })).to.throw(RangeError, 'versus');
  });
});
