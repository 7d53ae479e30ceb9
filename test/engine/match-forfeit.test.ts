/**
 * A player leaving a match (`match.forfeit(player)`): out of the round in play with its place and
 * out of every later round while the others play on; the last one left wins the match with the
 * rounds won as they stood; recorded, so `verifyMatch()` reproduces every board and the result.
 */
import { expect } from '@open-wc/testing';
import { Match, canonicalMatchReplay, matchRoundReplays, verifyMatch } from '../../src/engine/index.js';
import type { MatchEventMap } from '../../src/engine/index.js';

/** Player `player` hard-drops a piece every 10 frames until its game tops out (or the round ends). */
function topOut(match: Match, player: number): void {
  for (let i = 0; i < 100 && match.state === 'playing' && match.games[player].over === null; i++) {
    match.press(player, 'hardDrop');
    for (let f = 0; f < 10; f++) match.step();
  }
  expect(match.games[player].over).to.not.equal(null);
}

describe('match.forfeit()', () => {
  it('takes a leaving player out of the round with its place while the others play on; the last one left wins the match', () => {
    const match = new Match({ players: 3, seed: 4, firstTo: 2 });
    const knockouts: MatchEventMap['knockout'][] = [];
    const overs: MatchEventMap['match-over'][] = [];
    match.on('knockout', (k) => knockouts.push(k));
    match.on('match-over', (o) => overs.push(o));
    for (let f = 0; f < 100; f++) match.step();
    expect(match.forfeit(1)).to.equal(true);
    expect(match.forfeit(1)).to.equal(false);
    expect(match.forfeited).to.deep.equal([false, true, false]);
    expect(knockouts).to.deep.equal([{ round: 1, player: 1, place: 3, frame: 100 }]);
    expect(match.state).to.equal('playing');
    expect(match.places).to.deep.equal([null, 3, null]);
    // Its game stands still and takes no input; attacks no longer go to it.
    const before = match.games[1].frame;
    match.press(1, 'hardDrop');
    for (let f = 0; f < 30; f++) match.step();
    expect(match.games[1].frame).to.equal(before);
    expect(match.games[1].pieces).to.equal(0);
    expect(match.targetOf(0)).to.equal(2);
    expect(() => match.setTarget(0, { player: 1 })).to.throw(RangeError, /target.player: player 1/);

    // Player 2 tops out: player 0 wins the round; player 1 is out of the next one from its start.
    topOut(match, 2);
    expect(match.state).to.equal('round-over');
    expect(match.wins).to.deep.equal([1, 0, 0]);
    match.nextRound();
    expect(match.places).to.deep.equal([null, 3, null]);
    expect(knockouts.at(-1)).to.deep.equal({ round: 2, player: 1, place: 3, frame: 0 });
    for (let f = 0; f < 50; f++) match.step();
    expect(match.forfeit(2)).to.equal(true);
    expect(match.state).to.equal('over');
    expect(match.winner).to.equal(0);
    expect(overs).to.have.length(1);
    expect(overs[0]).to.include({ winner: 0, rounds: 2, forfeit: true });
    expect(overs[0].wins).to.deep.equal([1, 0, 0]);
    expect(match.forfeit(0)).to.equal(false);

    const verified = verifyMatch(match.replay);
    expect([verified.winner, verified.wins]).to.deep.equal([0, [1, 0, 0]]);
    expect(verified.rounds.map((r) => r.places)).to.deep.equal([[1, 3, 2], [null, 3, 2]]);
    expect(verifyMatch(canonicalMatchReplay(match.replay)).winner).to.equal(0);
    // Each player's game of each round, the one who left included.
    const games = matchRoundReplays(match.replay);
    expect(games.map((round) => round.length)).to.deep.equal([3, 3]);
  });

  it('between rounds: the player who leaves after a round loses the match, recorded in that round', () => {
    const match = new Match({ players: 2, seed: 9, firstTo: 3 });
    topOut(match, 1);
    expect(match.state).to.equal('round-over');
    expect(match.forfeit(1)).to.equal(true);
    expect([match.state, match.winner, match.wins]).to.deep.equal(['over', 0, [1, 0]]);
    expect(match.replay.rounds).to.have.length(1);
    expect(match.replay.rounds[0].endsWith(':1!')).to.equal(true);
    expect(() => match.nextRound()).to.throw(Error, /over/);
    const verified = verifyMatch(match.replay);
    expect([verified.winner, verified.wins]).to.deep.equal([0, [1, 0]]);
  });

  it('refuses a forged result, an entry after the match ended by a forfeit, and a bad player', () => {
    const match = new Match({ players: 2, seed: 3 });
    for (let f = 0; f < 20; f++) match.step();
    match.forfeit(0);
    const replay = match.replay;
    expect(replay.result).to.deep.equal({ winner: 1, wins: [0, 0] });
    expect(() => verifyMatch({ ...replay, result: { winner: 0, wins: [0, 0] } })).to.throw(RangeError, /inputs give winner 1/);
    expect(() => verifyMatch({ ...replay, rounds: [`${replay.rounds[0]}t5`] })).to.throw(RangeError, /after the round was decided/);
    expect(() => match.forfeit(2)).to.throw(RangeError, /player/);
  });
});
