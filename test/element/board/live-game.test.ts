/**
 * Games that need an engine feature (undo, the garbage drills, versus) on `<tetris-game>`: the
 * feature is not in the first frame, so it loads when a game first needs it. Until then a
 * `start()` waits for it (`updateComplete` too); a bad option still throws at once; a replay that
 * needs one plays back once it has loaded. Each test starts from a page where nothing has loaded.
 */
import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { record, type GameOptions } from '../../../src/engine/index.js';
import { loadFeatures, loadedFeatures } from '../../../src/engine/feature-loader.js';

async function element(attributes = '') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="4" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  return { el, scheduler };
}

/** Rows of the visible board holding a garbage cell. */
const garbageRows = (el: TetrisGame) => el.state.board.filter((row) => row.includes('X')).length;

describe('<tetris-game> games that need an engine feature', () => {
  it('nothing of undo, the drills or versus is loaded for a marathon', async () => {
    const { el, scheduler } = await element();
    el.start();
    scheduler.frames(2);
    el.press('hardDrop');
    expect(el.status).to.equal('playing');
    expect(loadedFeatures).to.deep.equal({});
  });

  it('a dig game started in the task that set its mode starts once the drills have loaded', async () => {
    const { el, scheduler } = await element();
    el.mode = 'dig';
    el.goal = 3;
    el.start();
    await el.updateComplete;
    expect(loadedFeatures.drills).to.not.equal(undefined);
    expect(el.status).to.equal('playing');
    scheduler.frames(1);
    expect(garbageRows(el)).to.equal(3);
    expect(el.replay.options).to.deep.include({ mode: 'dig', goal: 3 });
  });

  it('a bad option throws at once, before the feature it needs has loaded, and the game goes on', async () => {
    const { el } = await element();
    el.start();
    expect(loadedFeatures.history).to.equal(undefined);
    expect(() => el.start({ undo: true, level: 0 })).to.throw(RangeError, 'level');
    expect(el.status).to.equal('playing');
    expect(el.replay.options.undo).to.equal(undefined);
  });

  it('a replay of a game that needs a feature plays back once it has loaded, to the same board', async () => {
    const options: GameOptions = { seed: 2, undo: true };
    const recorder = record(options);
    for (let i = 0; i < 4; i++) {
      recorder.press(i % 2 ? 'left' : 'right');
      recorder.press('hardDrop');
      for (let t = 0; t < 40; t++) recorder.tick();
      if (i === 2) recorder.undo();
    }
    const { el, scheduler } = await element();
    expect(loadedFeatures.history).to.equal(undefined);
    const watching = el.watch(recorder.replay, { speed: 4 });
    let done = false;
    void watching.then(() => (done = true));
    await loadFeatures(['history']);
    // The first watch() also loads the replay side: the element is ready once it is there.
    await el.updateComplete;
    for (let frame = 0; frame < 200 && !done; frame++) {
      scheduler.frames(1);
      await Promise.resolve();
    }
    const result = await watching;
    expect(result.board).to.deep.equal(recorder.game.rows());
    expect(result.stopped).to.equal(false);
  });

  it('zen set on the start screen loads undo: a placed piece can be taken back', async () => {
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
