/**
 * A match's `countdown` option: every round begins with the engine's countdown, a direction held
 * meanwhile is charged and a rotation pressed meanwhile acts on the first piece, and the replay
 * carries the option so verifyMatch() plays the same frames.
 */
import { expect } from '@open-wc/testing';
import { COUNTDOWN_FRAMES, Match, canonicalMatchOptions, verifyMatch } from '../../src/engine/index.js';

describe('match countdown', () => {
  it('each game counts down before play; the clock and the figures start on Go', () => {
    const match = new Match({ seed: 2, countdown: true });
    for (let f = 0; f < COUNTDOWN_FRAMES; f++) {
      expect(match.games.map((game) => game.phase)).to.deep.equal(['countdown', 'countdown']);
      match.step();
    }
    expect(match.games.map((game) => game.phase)).to.deep.equal(['falling', 'falling']);
    expect(match.stats.map((s) => s.frames), 'countdown frames are not play').to.deep.equal([0, 0]);
    expect(new Match({ seed: 2 }).games[0].phase, 'off by default').to.equal('falling');
  });

  it('a direction held through it shifts at once on Go; a rotation acts on the first piece', () => {
    const match = new Match({ seed: 2, countdown: true, handling: [{ das: 10, arr: 0 }] });
    match.down(0, 'left');
    expect(match.down(1, 'cw')).to.deep.equal({ ok: true, buffered: true });
    for (let f = 0; f < COUNTDOWN_FRAMES; f++) match.step();
    match.step();
    // Charged with ARR 0: the piece is at the wall on the first frame, with no 10-frame DAS wait.
    const piece = match.games[0].active!;
    expect(Math.min(...piece.cells.map(([x]) => x))).to.equal(0);
    expect(match.games[1].active!.rotation).to.equal('R');
  });

  it('the replay carries it: verifyMatch() plays the countdown again, and canonical options keep it', () => {
    const match = new Match({ seed: 4, countdown: true, firstTo: 1 });
    match.down(0, 'right');
    for (let f = 0; f < COUNTDOWN_FRAMES + 5; f++) match.step();
    match.press(0, 'hardDrop');
    for (let f = 0; f < 30; f++) match.step();
    const replay = match.replay;
    expect(replay.options.countdown).to.equal(true);
    expect(verifyMatch(replay).boards).to.deep.equal(match.games.map((game) => game.rows()));
    expect(canonicalMatchOptions(replay.options).countdown).to.equal(true);
    expect(new Match({ seed: 4 }).replay.options).to.not.have.property('countdown');
  });

  it('every round begins with it', () => {
    const match = new Match({ seed: 6, countdown: true, firstTo: 2, are: false });
    for (let f = 0; f < 20000 && match.state === 'playing'; f++) {
      if (match.games[0].active) match.press(0, 'hardDrop');
      match.step();
    }
    expect(match.state).to.equal('round-over');
    match.nextRound();
    expect(match.games.map((game) => game.phase)).to.deep.equal(['countdown', 'countdown']);
  });

  it('a bad value throws a TypeError naming countdown', () => {
    expect(() => new Match({ countdown: 'yes' as unknown as boolean })).to.throw(TypeError, 'countdown');
  });
});
