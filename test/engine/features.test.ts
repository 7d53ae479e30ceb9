/**
 * Features given to a game rather than imported by it (versus, undo, the drills): a game made
 * without one refuses the options that need it with a `MissingFeatureError` (a RangeError naming
 * the option), after every other option is checked; with the feature, loaded on demand, it plays
 * as `Game` from `tetris-game/engine` does.
 */
import { expect } from '@open-wc/testing';
import { Game as FullGame, Recorder as FullRecorder, verify } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';
import { featuresToLoad, loadFeatures, loadedFeatures } from '../../src/engine/feature-loader.js';
import { MissingFeatureError, featuresFor } from '../../src/engine/features.js';
import { Game } from '../../src/engine/game.js';
import { Recorder } from '../../src/engine/recorder.js';

const NEEDS: readonly [GameOptions, string][] = [
  [{ versus: {} }, 'versus'],
  [{ undo: true }, 'history'],
  [{ mode: 'dig' }, 'drills'],
  [{ survival: 60 }, 'drills'],
];

describe('game features', () => {
  it('a game made without a feature refuses the option that needs it, naming it', () => {
    for (const [options, feature] of NEEDS) {
      let error: unknown;
      try {
        new Game(options);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(options)).to.be.instanceOf(MissingFeatureError).and.instanceOf(RangeError);
      expect((error as MissingFeatureError).feature).to.equal(feature);
      expect((error as Error).message).to.contain(feature);
    }
  });

  it('a game made without features plays any other option, with nothing of versus, undo or the drills', () => {
    const game = new Game({ seed: 3, mode: 'sprint', goal: 1, countdown: true, undo: false });
    expect(game.versus).to.equal(null);
    expect(game.incoming).to.deep.equal([]);
    expect(game.canUndo).to.equal(false);
    expect(game.remaining).to.equal(1);
    expect(() => game.undo()).to.throw(Error, 'options.undo');
    expect(() => game.receiveGarbage(1)).to.throw(RangeError, 'without the versus option');
  });

  it('featuresFor reads which features options turn on', () => {
    expect(featuresFor({})).to.deep.equal([]);
    expect(featuresFor({ versus: { rules: 'tetrio' }, mode: 'dig', undo: true })).to.deep.equal(['versus', 'history', 'drills']);
    expect(featuresFor({ undo: false, survival: null as never })).to.deep.equal([]);
  });

  it('featuresToLoad checks every other option first: a bad one throws as new Game() does', () => {
    expect(() => featuresToLoad({ undo: true, level: 0 })).to.throw(RangeError, 'level');
    expect(() => featuresToLoad({ versus: {}, mode: 'blitz' as never })).to.throw(RangeError, 'mode');
    expect(() => featuresToLoad({ versus: {}, undo: true })).to.throw(RangeError, 'single-player');
  });

  it('loaded on demand, the features play the game the full engine plays, and its replay verifies', async () => {
    const options: GameOptions = { seed: 5, mode: 'dig', goal: 3, undo: true };
    expect(featuresToLoad(options)).to.deep.equal(['history', 'drills']);
    const features = await loadFeatures(['versus', 'history', 'drills']);
    expect(features).to.equal(loadedFeatures);
    expect(featuresToLoad(options)).to.deep.equal([]);
    const recorder = new Recorder(options, features);
    const full = new FullRecorder(options);
    for (const r of [recorder, full]) {
      for (let i = 0; i < 6; i++) {
        r.press(i % 2 ? 'left' : 'cw');
        r.press('hardDrop');
        r.tick();
      }
      r.undo();
    }
    expect(recorder.game.rows()).to.deep.equal(full.game.rows());
    expect(recorder.game.remaining).to.equal(full.game.remaining);
    expect(verify(recorder.replay).pieces).to.equal(recorder.game.pieces);
    // The versus option is checked by its feature, with the engine's messages.
    expect(() => new Game({ versus: { rules: 'bogus' as never } }, features)).to.throw(RangeError, 'versus.rules');
  });

  it('Game and Recorder from tetris-game/engine have every feature', () => {
    for (const [options] of NEEDS) {
      expect(() => new FullGame(options), JSON.stringify(options)).to.not.throw();
      expect(new FullRecorder(options).game).to.be.instanceOf(Game);
    }
  });
});
