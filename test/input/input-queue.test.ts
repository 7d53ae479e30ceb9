import { expect } from '@open-wc/testing';
import type { Action } from '../../src/engine/index.js';
import { InputQueue, type ButtonTarget } from '../../src/input/input-queue.js';

/** A target that logs `+button` / `-button`. */
function target(): ButtonTarget & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    down: (button: Action) => log.push(`+${button}`),
    up: (button: Action) => log.push(`-${button}`),
  };
}

describe('InputQueue', () => {
  it('delivers in order only what the frame has reached, and keeps the rest', () => {
    const queue = new InputQueue();
    const game = target();
    queue.push('left', true, 10);
    queue.push('left', false, 12);
    queue.push('left', true, 20);
    queue.push('left', false, 25);
    queue.deliver(game, (time) => time < 16);
    expect(game.log).to.deep.equal(['+left', '-left']);
    expect(queue.size).to.equal(2);
    queue.deliver(game, (time) => time < 33);
    expect(game.log).to.deep.equal(['+left', '-left', '+left', '-left']);
    expect(queue.size).to.equal(0);
  });

  it('never lets a later arrival overtake: an earlier time stamp counts as the time before it', () => {
    const queue = new InputQueue();
    const game = target();
    queue.push('cw', true, 30);
    queue.push('hardDrop', true, 5); // stamped earlier by another source
    queue.deliver(game, (time) => time < 16);
    expect(game.log).to.deep.equal([]);
    queue.deliver(game, (time) => time < 33);
    expect(game.log).to.deep.equal(['+cw', '+hardDrop']);
  });

  it('a button held by two sources goes up when the last lets go; a stray release does nothing', () => {
    const queue = new InputQueue();
    const game = target();
    const all = () => true;
    queue.push('right', false, 0);
    queue.push('right', true, 1);
    queue.push('right', true, 2);
    queue.push('right', false, 3);
    queue.deliver(game, all);
    expect(game.log).to.deep.equal(['+right', '+right']);
    queue.push('right', false, 4);
    queue.deliver(game, all);
    expect(game.log).to.deep.equal(['+right', '+right', '-right']);
  });

  it('releaseAll releases what is held; clear forgets everything', () => {
    const queue = new InputQueue();
    const game = target();
    queue.push('softDrop', true, 0);
    queue.push('left', true, 0);
    queue.push('cw', true, 100);
    queue.deliver(game, (time) => time < 16);
    queue.releaseAll(game);
    expect(game.log).to.deep.equal(['+softDrop', '+left', '-softDrop', '-left']);
    queue.clear();
    expect(queue.size).to.equal(0);
    queue.push('left', false, 0);
    queue.deliver(game, () => true);
    expect(game.log).to.have.length(4);
  });

  it('a clock that jumped back delays nothing once the queue is empty', () => {
    const queue = new InputQueue();
    const game = target();
    queue.push('left', true, 5000);
    queue.deliver(game, () => true);
    queue.push('right', true, 10);
    queue.deliver(game, (time) => time < 16);
    expect(game.log).to.deep.equal(['+left', '+right']);
  });
});
