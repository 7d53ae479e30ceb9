/**
 * A versus player's figures (attack per minute, pieces per second, TETR.IO's VS score), counted
 * in frames from the match's counters, and the garbage rows cleared that the VS score adds.
 */
import { expect } from '@open-wc/testing';
import { Game, Match, matchFigures, verifyMatch } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';
import { board, instant } from './helpers.js';

describe('matchFigures', () => {
  it('APM, PPS and VS from the counters, timed in frames, to two decimals', () => {
    // One minute: 30 lines of attack, 120 pieces, 10 garbage rows cleared.
    const figures = matchFigures({ attack: 30, sent: 20, received: 14, cleared: 10, pieces: 120, frames: 3600 });
    expect(figures).to.deep.equal({ apm: 30, pps: 2, vs: 66.67, sent: 20, received: 14 });
  });
  it('rates are 0 before the first frame', () => {
    expect(matchFigures({ attack: 0, sent: 0, received: 0, cleared: 0, pieces: 0, frames: 0 })).to.deep.equal({ apm: 0, pps: 0, vs: 0, sent: 0, received: 0 });
  });
});

describe('garbage cleared', () => {
  it('a versus game counts the garbage rows its clears remove, not its own rows', () => {
    const game = instant({ versus: {}, board: board('XXXXXXXXX.', 'XXXXXXXXX.', 'IIIIIIIII.', 'XXXXXXXX.X') });
    expect(game.garbageCleared).to.equal(0);
    game.setActive({ type: 'I', rotation: 'R', x: 7, y: 0 });
    game.press('hardDrop');
    expect(game.lines).to.equal(3);
    expect(game.garbageCleared).to.equal(2);
    expect(new Game().garbageCleared, 'a single-player game').to.equal(0);
  });

  it("a match's counters sum every round's, and verifyMatch() counts the same", () => {
    const match = new Match({ seed: 11, firstTo: 2, are: false });
    const perRound: number[][] = [];
    match.on('round-over', () => perRound.push(match.games.map((game) => game.garbageCleared)));
    for (let f = 0; f < 60000 && match.state !== 'over'; f++) {
      if (match.state === 'round-over') match.nextRound();
      match.games.forEach((game, p) => {
        // Both players by the bot, one piece every 8 frames: they attack and dig out.
        if (game.active === null || game.over !== null || (f + p) % 8 !== 0) return;
        const best = suggest(game, { difficulty: 'medium', count: 1 })[0];
        for (const action of best?.actions ?? ['hardDrop']) match.press(p, action);
      });
      match.step();
    }
    const cleared = [0, 1].map((p) => perRound.reduce((sum, round) => sum + round[p], 0));
    expect(cleared[0] + cleared[1], 'the bots dug out some garbage').to.be.greaterThan(0);
    expect(match.stats.map((s) => s.cleared)).to.deep.equal(cleared);
    const figures = match.stats.map(matchFigures);
    expect(verifyMatch(match.replay).stats.map(matchFigures)).to.deep.equal(figures);
    expect(figures[0].vs).to.equal(Math.round(((match.stats[0].attack + cleared[0]) * 100 * 60 * 100) / match.stats[0].frames) / 100);
  });
});
