/**
 * Games with undo, the garbage drills or versus on `<tetris-game>`: the engine has every option at
 * once, so `start()` starts the game in the same task (nothing to wait for), a bad option throws
 * at once, and a replay that uses one plays back to the same board.
 */
import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { record, type GameOptions } from '../../../src/engine/index.js';

async function element(attributes = '') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="4" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  return { el, scheduler };
}

/** Rows of the visible board holding a garbage cell. */
const garbageRows = (el: TetrisGame) => el.state.board.filter((row) => row.includes('X')).length;

describe('<tetris-game> games with undo, the drills or versus', () => {
  it('a dig game starts in the task that set its mode, with its garbage on the next frame', async () => {
    const { el, scheduler } = await element();
    el.mode = 'dig';
    el.goal = 3;
    el.start();
    expect(el.status).to.equal('playing');
    expect(el.replay.options).to.deep.include({ mode: 'dig', goal: 3 });
    scheduler.frames(1);
    expect(garbageRows(el)).to.equal(3);
  });

  it('a bad option throws at once and the game goes on', async () => {
    const { el } = await element();
    el.start();
    expect(() => el.start({ undo: true, level: 0 })).to.throw(RangeError, 'level');
    expect(el.status).to.equal('playing');
    expect(el.replay.options.undo).to.equal(undefined);
  });

  it('a replay of a game with undo plays back to the same board', async () => {
    const options: GameOptions = { seed: 2, undo: true };
    const recorder = record(options);
    for (let i = 0; i < 4; i++) {
      recorder.press(i % 2 ? 'left' : 'right');
      recorder.press('hardDrop');
      for (let t = 0; t < 40; t++) recorder.tick();
      if (i === 2) recorder.undo();
    }
    const { el, scheduler } = await element();
    const watching = el.watch(recorder.replay, { speed: 4 });
    let done = false;
    void watching.then(() => (done = true));
    // The first watch() loads the replay side: the element is ready once it is there.
    await el.updateComplete;
    for (let frame = 0; frame < 200 && !done; frame++) {
      scheduler.frames(1);
      await Promise.resolve();
    }
    const result = await watching;
    expect(result.board).to.deep.equal(recorder.game.rows());
    expect(result.stopped).to.equal(false);
  });

  it('zen set on the start screen has undo: a placed piece can be taken back', async () => {
    const { el, scheduler } = await element('mode="zen"');
    el.start();
    expect(el.status).to.equal('playing');
    scheduler.frames(1);
    el.press('hardDrop');
    scheduler.frames(30);
    expect(el.undo()).to.equal(true);
    expect(el.state.board.every((row) => row === '..........')).to.equal(true);
  });
});
