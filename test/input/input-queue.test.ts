import { expect } from '@open-wc/testing';
import { Recorder, Rng, replay, type Action } from '../../src/engine/index.js';
import { InputQueue, type ButtonTarget } from '../../src/input/input-queue.js';

const FRAME_MS = 1000 / 60;
const BUTTONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];

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

  it('fuzz: random time-stamped input from three sources over 200 seeds reaches the game once each, in order, at its frame', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = new Rng(seed);
      const recorder = new Recorder({ seed });
      const queue = new InputQueue();
      let frame = 0;
      /** Per source, the buttons it holds: a source never releases what it does not hold. */
      const holds = [new Set<Action>(), new Set<Action>(), new Set<Action>()];
      // The frame each press must reach the game: its own, never before the press pushed before it,
      // never before the frame it arrived in.
      const due: number[] = [];
      let previous = 0;
      const reached: number[] = [];
      const target: ButtonTarget = {
        down: (button) => {
          reached.push(frame);
          return recorder.down(button);
        },
        up: (button) => recorder.up(button),
      };
      while (frame < 600 && !recorder.game.over) {
        for (let n = rng.nextInt(4) === 0 ? 1 + rng.nextInt(4) : 0; n > 0; n--) {
          const source = holds[rng.nextInt(3)];
          const button = BUTTONS[rng.nextInt(BUTTONS.length)];
          // Mostly later in this frame, sometimes a little in the past (a late event from another source).
          const time = (frame + rng.nextInt(1000) / 1000) * FRAME_MS - (rng.nextInt(5) === 0 ? rng.nextInt(40) : 0);
          const down = !source.has(button);
          if (down) source.add(button);
          else source.delete(button);
          queue.push(button, down, time);
          previous = Math.max(previous, frame, Math.floor(time / FRAME_MS));
          if (down) due.push(previous);
        }
        queue.deliver(target, (time) => Math.floor(time / FRAME_MS) <= frame);
        recorder.tick();
        frame++;
      }
      expect(reached, `seed ${seed}: every press once, at its frame`).to.deep.equal(due.slice(0, reached.length));
      expect(due.length - reached.length, `seed ${seed}: only presses of frames not reached wait`).to.be.at.most(queue.size);
      const game = replay(recorder.replay);
      expect(game.rows(), `seed ${seed}: the recorded game replays`).to.deep.equal(recorder.game.rows());
      expect(game.score).to.equal(recorder.game.score);
    }
  });
});
