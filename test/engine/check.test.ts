/**
 * Arguments that throw while they are read: a getter, a Proxy trap or a `toJSON` that throws
 * gives a TypeError naming the field (with the exception as its cause), never the exception
 * itself, for game options, handling, match options and replays.
 */
import { expect } from '@open-wc/testing';
import { Game, Match, canonicalReplay, record, replay, verify, verifyMatch } from '../../src/engine/index.js';

const boom = (): never => {
  throw new Error('boom');
};

/** `run()` throws a TypeError (not the plain Error above) whose message names `field` and whose cause is the exception. */
function throwsNaming(run: () => unknown, field: string): void {
  let caught: unknown = null;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'a TypeError').to.be.instanceOf(TypeError);
  expect((caught as TypeError).message).to.include(field);
  expect((caught as TypeError).cause, 'the exception as its cause').to.be.instanceOf(Error);
}

/** An object whose `key` getter throws. */
function throwingGetter(key: string, rest: object = {}): object {
  return Object.defineProperty({ ...rest }, key, { get: boom, enumerable: true });
}

/** A Proxy over `target` whose `trap` throws. */
function throwingTrap(trap: 'get' | 'ownKeys' | 'has' | 'getOwnPropertyDescriptor', target: object): object {
  return new Proxy(target, { [trap]: boom });
}

/** An object whose (inherited, not enumerable) toJSON throws. */
class Unserialisable {
  seed = 3;
  toJSON(): never {
    return boom();
  }
}

describe('check: arguments that throw while read', () => {
  describe('game options', () => {
    it('a getter that throws names the option', () => {
      throwsNaming(() => new Game(throwingGetter('seed')), 'seed');
      throwsNaming(() => new Game({ versus: throwingGetter('delay') }), 'versus.delay');
      throwsNaming(() => new Game({ active: throwingGetter('x', { type: 'T', rotation: '0', y: 0 }) as never }), 'active.x');
    });
    it('a Proxy whose get, ownKeys or getOwnPropertyDescriptor trap throws', () => {
      throwsNaming(() => new Game(throwingTrap('get', { seed: 1 })), 'seed');
      throwsNaming(() => new Game(throwingTrap('ownKeys', { seed: 1 })), 'options');
      throwsNaming(() => new Game(throwingTrap('getOwnPropertyDescriptor', { seed: 1 })), 'options');
      throwsNaming(() => new Game({ queue: throwingTrap('get', ['T', 'I']) as never }), 'queue');
      throwsNaming(() => new Game({ board: throwingTrap('get', []) as never }), 'board');
    });
    it('a Proxy whose has trap throws is read without asking it (its fields are used as given)', () => {
      expect(new Game(throwingTrap('has', { seed: 9 })).seed).to.equal(9);
    });
    it('a revoked Proxy names the option', () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      throwsNaming(() => new Game({ handling: proxy }), 'handling');
    });
    it('a toJSON that throws, when the options are recorded, names the options', () => {
      throwsNaming(() => record(new Unserialisable()), 'options');
      throwsNaming(() => record({ versus: new Unserialisable() as never }), 'options.versus');
    });
    it('each field is read once: a getter that changes its answer is recorded as played', () => {
      let reads = 0;
      const options = Object.defineProperty({}, 'seed', { get: () => ++reads, enumerable: true });
      const rec = record(options);
      expect(reads).to.equal(1);
      expect(rec.replay.options).to.deep.equal({ seed: 1 });
      expect(rec.game.seed).to.equal(1);
    });
  });

  describe('handling', () => {
    it('a getter or Proxy trap that throws names the handling field', () => {
      throwsNaming(() => new Game({ handling: throwingGetter('das') }), 'handling.das');
      throwsNaming(() => new Game().setHandling(throwingGetter('arr')), 'handling.arr');
      throwsNaming(() => new Game().setHandling(throwingTrap('get', { arr: 1 })), 'handling');
      throwsNaming(() => record().setHandling(throwingTrap('ownKeys', { arr: 1 })), 'setHandling(handling)');
    });
  });

  describe('held buttons', () => {
    it('tick(held) with a getter or Proxy trap that throws names held', () => {
      throwsNaming(() => new Game().tick(throwingGetter('left')), 'tick(held)');
      throwsNaming(() => record().tick(throwingTrap('get', {})), 'tick(held)');
    });
  });

  describe('match options', () => {
    it('a getter or Proxy trap that throws names the option', () => {
      throwsNaming(() => new Match(throwingGetter('seed')), 'seed');
      throwsNaming(() => new Match(throwingTrap('get', { players: 2 })), 'players');
      throwsNaming(() => new Match(throwingTrap('ownKeys', {})), 'match options');
      throwsNaming(() => new Match({ versus: throwingGetter('rules') as never }), 'versus.rules');
      throwsNaming(() => new Match({ handling: throwingTrap('get', [{}, {}]) as never }), 'handling');
      throwsNaming(() => new Match({ handling: [throwingGetter('das')] }), 'handling[0].das');
    });
  });

  describe('replay input', () => {
    const good = { v: 2, options: { seed: 4 }, log: 't' };
    it('replay(), verify() and record() name the field whose getter throws', () => {
      throwsNaming(() => replay(throwingGetter('log', { v: 2, options: {} }) as never), 'replay.log');
      throwsNaming(() => verify({ ...good, options: throwingGetter('seed') }), 'replay.options.seed');
      throwsNaming(() => verify(good, throwingGetter('ranked') as never), 'ranked');
      throwsNaming(() => replay(good as never, throwingGetter('maxFrames') as never), 'maxFrames');
    });
    it('a Proxy trap that throws', () => {
      throwsNaming(() => replay(throwingTrap('get', good) as never), 'replay');
      throwsNaming(() => verify(throwingTrap('ownKeys', good)), 'replay');
      throwsNaming(() => verify({ ...good, options: throwingTrap('get', { seed: 1 }) }), 'replay.options');
    });
    it('a toJSON that throws names the field', () => {
      throwsNaming(() => verify({ ...good, options: new Unserialisable() }), 'replay.options');
      throwsNaming(() => verify(new Unserialisable()), 'replay');
    });
    it('a toJSON that works is read as JSON reads it', () => {
      expect(verify({ toJSON: () => good }).frames).to.equal(1);
    });
    it('canonicalReplay() names the limit whose getter throws', () => {
      throwsNaming(() => canonicalReplay(good, throwingGetter('maxBytes') as never), 'maxBytes');
    });
  });

  describe('match replay input', () => {
    const good = { v: 1, options: { seed: 4 }, rounds: ['t'], result: { winner: 0, wins: [1, 0] } };
    it('verifyMatch() names the field whose getter, Proxy trap or toJSON throws', () => {
      throwsNaming(() => verifyMatch({ ...good, options: throwingGetter('seed') }), 'replay.options.seed');
      throwsNaming(() => verifyMatch(throwingTrap('ownKeys', good)), 'replay');
      throwsNaming(() => verifyMatch({ ...good, options: new Unserialisable() }), 'replay.options');
      throwsNaming(() => verifyMatch(good, throwingGetter('ranked') as never), 'ranked');
    });
  });
});
