/**
 * Option and argument checks: every bad value throws a TypeError/RangeError naming the field and
 * what is accepted, and a fuzz of option sets finds no accepted set that breaks an invariant.
 */
import { expect } from '@open-wc/testing';
import { Game, Rng } from '../../src/engine/index.js';
import type { Action, GameOptions, Held } from '../../src/engine/index.js';
import { EMPTY, board } from './helpers.js';

const make = (options: unknown) => () => new Game(options as GameOptions);

describe('options are checked, naming the field and the accepted values', () => {
  it('a board row that is already full is refused (it would never clear)', () => {
    expect(make({ board: [...Array<string>(19).fill(EMPTY), 'XXXXXXXXXX'] })).to.throw(RangeError, 'board[19] is a full row');
    expect(make({ hiddenRows: ['IIIIIIIIII'] })).to.throw(RangeError, 'hiddenRows[0]');
  });

  it('board rows: 20 strings of 10 characters', () => {
    expect(make({ board: [EMPTY] })).to.throw(RangeError, 'board needs 20 rows');
    expect(make({ board: board('XXXXXXXXXXX') })).to.throw(RangeError, 'board[19] must be 10 characters');
    expect(make({ board: [...Array<string>(19).fill(EMPTY), 7] })).to.throw(TypeError, 'board[19] must be a string');
    expect(make({ board: 'XXXX' })).to.throw(TypeError, 'board must be an array');
  });

  it('level and lines: whole numbers in a sane range (no Infinity score, no frozen line count)', () => {
    expect(make({ level: 1e308 })).to.throw(RangeError, 'level must be a whole number from 1 to 99');
    expect(make({ level: 0 })).to.throw(RangeError, 'level');
    expect(make({ level: '3' })).to.throw(TypeError, 'level');
    expect(make({ lines: 1e308 })).to.throw(RangeError, 'lines must be a whole number from 0 to 9999');
    expect(make({ lines: -1 })).to.throw(RangeError, 'lines');
    expect(make({ combo: 2.5 })).to.throw(RangeError, 'combo');
  });

  it('seed: a 32-bit whole number, never coerced', () => {
    expect(make({ seed: 'abc' })).to.throw(TypeError, 'seed');
    expect(make({ seed: -1 })).to.throw(RangeError, 'seed must be a whole number from 0 to 4294967295');
    expect(make({ seed: 1.9 })).to.throw(RangeError, 'seed');
    expect(make({ seed: 2 ** 32 })).to.throw(RangeError, 'seed');
    expect(new Game({ seed: 2 ** 32 - 1 }).seed).to.equal(2 ** 32 - 1);
  });

  it('handling values are typed: switches are booleans, frame counts whole numbers', () => {
    expect(make({ handling: { are: 'no' } })).to.throw(TypeError, 'handling.are must be true or false');
    expect(make({ handling: { das: '16' } })).to.throw(TypeError, 'handling.das');
    expect(make({ handling: { arr: 1e9 } })).to.throw(RangeError, 'handling.arr must be a whole number from 0 to 600');
    expect(make({ handling: { initialHold: 1 } })).to.throw(TypeError, 'handling.initialHold');
    expect(make({ handling: { dass: 3 } })).to.throw(TypeError, 'unknown handling field "dass"');
    expect(make({ handling: 5 })).to.throw(TypeError, 'handling must be an object');
    expect(() => new Game().setHandling({ are: 'yes' } as unknown as { are: boolean })).to.throw(TypeError, 'handling.are');
  });

  it('pieces, placements, flags, modes and unknown options', () => {
    expect(make({ queue: ['T', 'Q'] })).to.throw(RangeError, 'queue[1] must be one of I, J, L, O, S, T, Z');
    expect(make({ queue: 'TIO' })).to.throw(TypeError, 'queue must be an array');
    expect(make({ hold: 'x' })).to.throw(RangeError, 'hold');
    expect(make({ backToBack: 'yes' })).to.throw(TypeError, 'backToBack must be true or false');
    expect(make({ active: { type: 'T', rotation: '3', x: 3, y: 0 } })).to.throw(RangeError, 'active.rotation');
    expect(make({ active: { type: 'T', rotation: '0', x: 3.5, y: 0 } })).to.throw(RangeError, 'active.x');
    expect(make({ active: { type: 'T', rotation: '0', x: 3, y: 19 } })).to.throw(RangeError, 'does not fit');
    expect(make({ mode: 'blitz' })).to.throw(RangeError, 'mode must be one of marathon, sprint, ultra, zen');
    expect(make({ mode: 'zen', goal: 40 })).to.throw(RangeError, 'goal');
    expect(make({ mode: 'sprint', goal: 0 })).to.throw(RangeError, 'goal (lines)');
    expect(make({ mode: 'ultra', goal: 1e9 })).to.throw(RangeError, 'goal (seconds)');
    expect(make({ sede: 1 })).to.throw(TypeError, 'unknown option field "sede"');
    expect(make(null)).to.not.throw();
    expect(make(7)).to.throw(TypeError, 'options must be an object');
  });

  it('commands check their arguments', () => {
    const game = new Game();
    expect(() => game.tick(null as unknown as Held)).to.throw(TypeError, 'tick(held): held must be an object');
    expect(() => game.tick(1 as unknown as Held)).to.throw(TypeError, 'tick(held)');
    expect(() => game.press('jump' as Action)).to.throw(TypeError, 'press(action): unknown button "jump"');
    expect(() => game.setActive({ type: 'T', rotation: '0', x: 3 } as never)).to.throw(TypeError, 'setActive(piece).y');
    expect(() => game.on('lock', 'nope' as never)).to.throw(TypeError, 'listener');
  });

  it('frozen snapshots are typed readonly', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    // @ts-expect-error `next` is a readonly array
    expect(() => game.next.push('I')).to.throw(TypeError);
    // @ts-expect-error a cell is a readonly tuple
    expect(() => (game.active!.cells[0][0] = 9)).to.throw(TypeError);
    // @ts-expect-error `ghost` is a readonly array
    expect(() => game.ghost.pop()).to.throw(TypeError);
    // @ts-expect-error a placement is readonly
    expect(() => (game.active!.x = 0)).to.throw(TypeError);
  });
});

describe('option fuzz: no accepted option set breaks an invariant', () => {
  const TYPES = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];
  const BUTTONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
  // Values that look plausible (mostly) and values that are garbage, for every kind of field.
  const GOOD_NUMBERS = [0, 1, 2, 5, 19, 20, 99, 100, 9999, 2 ** 32 - 1];
  const BAD_NUMBERS = [10000, -1, 1.5, 1e308, -0, NaN, Infinity, 2 ** 32, '3', null, true, [], {}];
  const GOOD_ROWS = ['..........', '..........', 'X.........', 'XXXXXXXXX.', 'TTTT.TTTTT'];
  const BAD_ROWS = ['XXXXXXXXXX', 'IIIIIIIIII', '...', 5, null];

  function pick<T>(rng: Rng, list: readonly T[]): T {
    return list[rng.nextInt(list.length)];
  }
  const row = (rng: Rng) => (rng.nextInt(60) === 0 ? pick<unknown>(rng, BAD_ROWS) : pick(rng, GOOD_ROWS));
  const number = (rng: Rng) => (rng.nextInt(4) === 0 ? pick<unknown>(rng, BAD_NUMBERS) : pick(rng, GOOD_NUMBERS));

  function randomOptions(rng: Rng): Record<string, unknown> {
    const o: Record<string, unknown> = {};
    const maybe = (key: string, value: () => unknown) => {
      if (rng.nextInt(3) === 0) o[key] = value();
    };
    maybe('seed', () => rng.nextInt(5) === 0 ? 'abc' : number(rng));
    maybe('level', () => number(rng));
    maybe('lines', () => number(rng));
    maybe('combo', () => number(rng));
    maybe('backToBack', () => pick(rng, [true, false, 0, 'yes']));
    maybe('board', () => Array.from({ length: pick(rng, [20, 20, 20, 19, 21]) }, () => row(rng)));
    maybe('hiddenRows', () => Array.from({ length: rng.nextInt(22) }, () => row(rng)));
    maybe('queue', () => Array.from({ length: rng.nextInt(8) }, () => pick(rng, [...TYPES, 'Q', 3])));
    maybe('hold', () => pick(rng, [...TYPES, null, 'Q', 1]));
    maybe('active', () => ({ type: pick(rng, [...TYPES, 'Q']), rotation: pick(rng, ['0', 'R', '2', 'L', '3']), x: rng.nextInt(14) - 3, y: rng.nextInt(44) - 23 }));
    maybe('mode', () => pick(rng, ['marathon', 'sprint', 'ultra', 'zen', 'blitz', 1]));
    maybe('goal', () => rng.nextInt(2) === 0 ? pick(rng, [40, 120]) : number(rng));
    maybe('handling', () => {
      const h: Record<string, unknown> = {};
      for (const key of ['das', 'arr', 'softDrop', 'lockDelay', 'lockResets']) if (rng.nextInt(3) === 0) h[key] = number(rng);
      for (const key of ['are', 'initialRotation', 'initialHold']) if (rng.nextInt(3) === 0) h[key] = pick(rng, [true, false, 'no', 0]);
      return h;
    });
    if (rng.nextInt(50) === 0) o.surprise = 1;
    return o;
  }

  it('20,000 option sets: each is refused with a named TypeError/RangeError, or plays 30 frames keeping every invariant', () => {
    const rng = new Rng(2026);
    let accepted = 0;
    for (let i = 0; i < 20000; i++) {
      const options = randomOptions(rng);
      let game: Game;
      try {
        game = new Game(options as GameOptions);
      } catch (error) {
        if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
        // Every message names what was wrong.
        expect(error.message, JSON.stringify(options)).to.match(/options|option field|seed|level|lines|combo|backToBack|board|hiddenRows|queue|hold|active|mode|goal|handling|piece/);
        continue;
      }
      accepted++;
      for (let f = 0; f < 30 && !game.over; f++) {
        if (rng.nextInt(3) === 0) game.down(pick(rng, BUTTONS));
        if (rng.nextInt(3) === 0) game.up(pick(rng, BUTTONS));
        game.tick();
        const where = `${JSON.stringify(options)} frame ${game.frame}`;
        for (const n of [game.score, game.lines, game.level, game.pieces]) {
          if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${where}: counter ${n}`);
        }
        for (const row of game.rowsBetween(-20, 20)) if (!row.includes('.')) throw new Error(`${where}: a full row stays`);
        const a = game.active;
        if (a) for (const [x, y] of a.cells) if (game.cell(x, y) !== 0 || x < 0 || x > 9 || y < -20 || y > 19) throw new Error(`${where}: piece overlaps`);
        if (game.next.length !== 5) throw new Error(`${where}: next`);
      }
    }
    expect(accepted, 'a real share of the sets is accepted and played').to.be.greaterThan(2000);
  });
});
