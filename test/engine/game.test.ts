/**
 * Top out, events and their payloads, reader state (version, cell, rows, counters), option
 * checks, and determinism (same seed + same inputs = same game, frame for frame).
 */
import { expect } from '@open-wc/testing';
import { Game, PIECE_TYPES, Rng } from '../../src/engine/index.js';
import type { Action, EngineEventMap, EngineEventType, Held } from '../../src/engine/index.js';
import { EMPTY, board, instant, tickUntil } from './helpers.js';

describe('top out', () => {
  it('block out at the start: the first piece cannot spawn', () => {
    const game = new Game({ hiddenRows: ['....X.....', EMPTY], queue: ['T'] });
    expect([game.over, game.phase, game.active]).to.deep.equal(['blockOut', 'over', null]);
  });

  it('block out after the entry delay', () => {
    const game = new Game({
      hiddenRows: ['...X......'],
      active: { type: 'O', rotation: '0', x: 7, y: 18 },
      queue: ['T'],
    });
    const events: EngineEventMap['game-over'][] = [];
    game.on('game-over', (e) => events.push(e));
    const lock = game.press('hardDrop').lock!;
    expect(lock.gameOver).to.equal(null); // the lock itself was fine
    const frames = tickUntil(game, () => game.over !== null, 100);
    expect(frames).to.equal(10);
    expect(game.over).to.equal('blockOut');
    expect(events).to.deep.equal([{ reason: 'blockOut', score: 0, lines: 0, level: 1, pieces: 1, frame: 10 }]);
  });

  it('block out when hold brings in a piece that cannot spawn', () => {
    const game = instant({ hiddenRows: ['.....X....', EMPTY], queue: ['T', 'O'] });
    expect(game.active!.type).to.equal('T');
    expect(game.press('hold').ok).to.equal(true);
    expect([game.over, game.active, game.hold]).to.deep.equal(['blockOut', null, 'T']);
  });

  it('lock out: a piece locks with all four cells above the field', () => {
    const game = instant({ hiddenRows: ['........XX', EMPTY], active: { type: 'O', rotation: '0', x: 7, y: -5 }, queue: ['T'] });
    const lock = game.press('hardDrop').lock!;
    expect(lock.gameOver).to.equal('lockOut');
    expect([game.over, game.active, game.pieces]).to.deep.equal(['lockOut', null, 1]);
  });

  it('a piece locking partly above the field is legal', () => {
    const rows = board(...Array<string>(19).fill('........XX'));
    const game = instant({ board: rows, active: { type: 'O', rotation: '0', x: 7, y: -3 }, queue: ['T'] });
    const lock = game.press('hardDrop').lock!;
    expect(game.active!.type).to.equal('T');
    expect([lock.gameOver, game.over]).to.deep.equal([null, null]);
    expect(game.cell(8, -1)).to.equal(PIECE_TYPES.indexOf('O') + 1);
  });

  it('after game over: presses refused, ticks do nothing, setActive throws', () => {
    const game = new Game({ hiddenRows: ['....X.....', EMPTY], queue: ['T'] });
    for (const a of ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'] as Action[]) {
      expect(game.press(a).ok).to.equal(false);
    }
    const version = game.version;
    game.tick({ left: true });
    expect([game.frame, game.version]).to.deep.equal([0, version]);
    expect(() => game.setActive({ type: 'T', rotation: '0', x: 3, y: 5 })).to.throw();
  });
});

describe('setActive: one meaning, whenever it is called', () => {
  it('replaces the piece in play and nothing else: the dealt piece is gone, the queue goes on', () => {
    for (const tickFirst of [false, true]) {
      const game = instant({ queue: ['I', 'O', 'S'] });
      expect(game.active!.type).to.equal('I');
      if (tickFirst) game.tick();
      game.setActive({ type: 'T', rotation: 'R', x: 3, y: 5 });
      expect(game.next.slice(0, 2), `tick first: ${tickFirst}`).to.deep.equal(['O', 'S']);
      game.press('hold');
      expect([game.hold, game.active!.type]).to.deep.equal(['T', 'O']);
    }
  });

  it('options.active chooses the first piece: the queue comes after it', () => {
    const game = instant({ queue: ['I', 'O', 'S'], active: { type: 'T', rotation: 'R', x: 3, y: 5 } });
    expect(game.next.slice(0, 3)).to.deep.equal(['I', 'O', 'S']);
  });

  it('never undoes a block out of the constructor: the game is over', () => {
    const game = instant({ board: board(...Array<string>(20).fill('...X......')), hiddenRows: ['...X......'], queue: ['T'] });
    expect(game.over).to.equal('blockOut');
    expect(() => game.setActive({ type: 'O', rotation: '0', x: -1, y: 18 })).to.throw(Error, 'over');
    expect([game.over, game.phase]).to.deep.equal(['blockOut', 'over']);
  });

  it('during the entry delay it ends the delay with that piece; the queue is untouched', () => {
    const game = new Game({ queue: ['I', 'O'], active: { type: 'T', rotation: '0', x: 3, y: 17 } });
    game.press('hardDrop');
    expect(game.phase).to.equal('entry');
    game.setActive({ type: 'L', rotation: '0', x: 3, y: 0 });
    expect([game.phase, game.active!.type, game.next[0]]).to.deep.equal(['falling', 'L', 'I']);
  });
});

describe('events', () => {
  function listenAll(game: Game) {
    const log: [EngineEventType, unknown][] = [];
    const types: EngineEventType[] = ['lock', 'line-clear', 'score', 'level', 'hold', 'spawn', 'game-over'];
    const offs = types.map((t) => game.on(t, (p) => log.push([t, p])));
    return { log, off: () => offs.forEach((f) => f()) };
  }

  it('a clearing hard drop emits lock, line-clear, score, level, spawn in that order with full payloads', () => {
    const game = instant({
      board: board('XXXX......', 'XXX...XXXX', 'XXXX.XXXXX'),
      lines: 9,
      active: { type: 'T', rotation: 'R', x: 3, y: 17 },
      queue: ['S'],
    });
    const { log } = listenAll(game);
    game.press('cw');
    const res = game.press('hardDrop');
    expect(log.map(([t]) => t)).to.deep.equal(['lock', 'line-clear', 'score', 'level', 'spawn']);
    expect(log[0][1]).to.deep.equal({
      ...res.lock,
      type: 'T',
      cells: [[3, 18], [4, 18], [5, 18], [4, 19]],
    });
    expect(res.lock).to.deep.equal({
      lines: 2, tSpin: 'full', points: 1200, backToBack: false, combo: 0, perfectClear: false, dropDistance: 0, gameOver: null, finesseFaults: 0,
    });
    expect(log[1][1]).to.deep.equal({
      lines: 2, rows: [18, 19], cells: ['XXXTTTXXXX', 'XXXXTXXXXX'], tSpin: 'full', backToBack: false, combo: 0, perfectClear: false, points: 1200, totalLines: 11, level: 2,
    });
    expect(log[2][1]).to.deep.equal({ score: 1200, delta: 1200 });
    expect(log[3][1]).to.deep.equal({ level: 2 });
    expect(log[4][1]).to.deep.equal({ type: 'S' });
  });

  it('score for soft drop steps, hold, spawn after the entry delay, unsubscribe', () => {
    const game = new Game({ queue: ['T', 'I', 'O'] });
    const { log, off } = listenAll(game);
    game.press('softDrop');
    game.tick({ softDrop: true });
    expect(log).to.deep.equal([
      ['score', { score: 1, delta: 1 }],
      ['score', { score: 2, delta: 1 }],
    ]);
    log.length = 0;
    game.press('hold');
    expect(log).to.deep.equal([
      ['hold', { piece: 'T' }],
      ['spawn', { type: 'I' }],
    ]);
    log.length = 0;
    game.press('hardDrop');
    expect(log.map(([t]) => t)).to.deep.equal(['lock', 'score']);
    log.length = 0;
    tickUntil(game, () => game.active !== null);
    expect(log).to.deep.equal([['spawn', { type: 'O' }]]);
    off();
    log.length = 0;
    game.press('hardDrop');
    tickUntil(game, () => game.active !== null);
    expect(log).to.deep.equal([]);
  });

  it('a tick-driven lock emits lock with dropDistance 0', () => {
    const game = new Game({ active: { type: 'O', rotation: '0', x: 3, y: 18 } });
    const locks: EngineEventMap['lock'][] = [];
    game.on('lock', (e) => locks.push(e));
    for (let f = 0; f < 30; f++) game.tick();
    expect(locks.length).to.equal(1);
    expect(locks[0]).to.include({ type: 'O', dropDistance: 0, lines: 0, points: 0 });
  });
});

describe('reader state', () => {
  it('rows(), cell() and letters for pieces and other characters', () => {
    const game = instant({ board: board('#.T.......'), hiddenRows: ['Z.........'], active: { type: 'I', rotation: '0', x: 5, y: 17 } });
    expect(game.rows()[19]).to.equal('X.T.......');
    expect([game.cell(0, 19), game.cell(1, 19), game.cell(2, 19), game.cell(0, -1)]).to.deep.equal([8, 0, 6, 7]);
    expect([game.cell(-1, 0), game.cell(10, 0), game.cell(0, 20), game.cell(0, -21)]).to.deep.equal([0, 0, 0, 0]);
    game.press('hardDrop');
    expect(game.rows()[19]).to.equal('X.T..IIII.');
    expect(game.rowsBetween(-1, 0)).to.deep.equal(['Z.........']);
  });

  it('version moves with visible changes only; counters count', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    let v = game.version;
    game.tick(); // in the air, nothing visible changed
    expect(game.version).to.equal(v);
    game.press('left');
    expect(game.version).to.be.greaterThan(v);
    v = game.version;
    expect(game.press('hold').ok).to.equal(true);
    expect(game.version).to.be.greaterThan(v);
    expect([game.frame, game.pieces, game.phase]).to.deep.equal([1, 0, 'falling']);
    expect([game.lastLock, game.lastClear]).to.deep.equal([null, null]);
    expect(game.lockProgress).to.equal(0);
  });

  it('version advances every frame of the line-clear delay (animation)', () => {
    const game = new Game({ board: board('XXXXXXXX..'), active: { type: 'O', rotation: '0', x: 7, y: 17 } });
    game.press('hardDrop');
    for (let f = 0; f < 20; f++) {
      const v = game.version;
      game.tick();
      expect(game.version).to.be.greaterThan(v);
    }
  });

  it('active and ghost are cached between changes', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    expect(game.active).to.equal(game.active);
    expect(game.ghost).to.equal(game.ghost);
    const before = game.active;
    game.press('right');
    expect(game.active).to.not.equal(before);
    expect(game.active!.x).to.equal(4);
  });

  it('peek() and next follow the bag', () => {
    const game = new Game({ seed: 42 });
    expect(game.peek(12).slice(0, 5)).to.deep.equal(game.next);
    expect(game.peek(14).length).to.equal(14);
  });

  it('rejects bad options', () => {
    expect(() => new Game({ board: [EMPTY] })).to.throw(RangeError);
    expect(() => new Game({ board: board('XXXXXXXXXXX') })).to.throw(RangeError);
    expect(() => new Game({ queue: ['Q' as 'T'] })).to.throw(RangeError);
    expect(() => new Game({ level: 0 })).to.throw(RangeError);
    expect(() => new Game({ handling: { das: -1 } })).to.throw(RangeError);
    expect(() => new Game({ hiddenRows: Array<string>(21).fill(EMPTY) })).to.throw(RangeError);
    expect(() => new Game().press('jump' as Action)).to.throw(TypeError);
  });
});

describe('determinism', () => {
  const HELD: Held[] = Array.from({ length: 8 }, (_, m) => ({ left: !!(m & 1), right: !!(m & 2), softDrop: !!(m & 4) }));
  const ACTIONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];

  function drive(game: Game, inputSeed: number, frames: number, each: (f: number) => void) {
    const rng = new Rng(inputSeed);
    let held = HELD[0];
    for (let f = 0; f < frames && !game.over; f++) {
      if (rng.nextInt(8) === 0) held = HELD[rng.nextInt(8)];
      if (rng.nextInt(10) === 0) game.press(ACTIONS[rng.nextInt(ACTIONS.length)]);
      game.tick(held);
      each(f);
    }
  }

  it('same seed + same inputs = same rows, piece and score on every frame', () => {
    for (const seed of [1, 77, 0xdeadbeef]) {
      const a = new Game({ seed, level: 8 });
      const b = new Game({ seed, level: 8 });
      const trace: string[] = [];
      drive(a, seed, 6000, () => trace.push(`${a.rows().join('')}|${JSON.stringify(a.active)}|${a.score}|${a.next.join('')}`));
      let f = 0;
      drive(b, seed, 6000, () => {
        expect(`${b.rows().join('')}|${JSON.stringify(b.active)}|${b.score}|${b.next.join('')}`, `seed ${seed} frame ${f}`).to.equal(trace[f]);
        f++;
      });
      expect(f).to.equal(trace.length);
      expect(a.pieces).to.be.greaterThan(10);
    }
  });

  it('different seeds deal different pieces', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++) seen.add(new Game({ seed }).peek(14).join(''));
    expect(seen.size).to.equal(50);
  });
});
