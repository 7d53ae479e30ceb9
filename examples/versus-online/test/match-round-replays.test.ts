/**
 * A match replay as each player's game replay, round by round: what the history's Watch button
 * plays on the page. Each replay must play its player's round back as the room played it, the
 * garbage it received included.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchRoundReplays, replay, verifyMatch } from '../../../src/engine/index.js';
import { RefereeHarness } from './referee-harness.js';

describe('matchRoundReplays()', () => {
  it('gives each player\'s game of every round, garbage included, ending as the room\'s did', () => {
    const h = new RefereeHarness({ firstTo: 2, latency: 4, bots: [{ difficulty: 'expert' }, 25] });
    const boards: string[][][] = [];
    h.referee.match.on('round-over', () => boards.push(h.referee.match.games.map((game) => game.rows())));
    h.until(() => h.of(0, 'match-over').length > 0);
    const verified = verifyMatch(h.referee.replay);

    const rounds = matchRoundReplays(JSON.stringify(h.referee.replay));
    assert.equal(rounds.length, verified.rounds.length);
    rounds.forEach((players, round) => {
      assert.equal(players.length, 2);
      const games = players.map((data) => replay(data));
      assert.deepEqual(games.map((game) => game.rows()), boards[round], `round ${round + 1}'s boards`);
      const loser = verified.rounds[round].winner === 0 ? 1 : 0;
      assert.notEqual(games[loser].over, null, `round ${round + 1}'s loser tops out in its replay`);
    });
    assert.ok(rounds.flat().some((data) => data.log.includes('[')), 'garbage is in the players\' replays');
  });

  it('refuses a forged match replay as verifyMatch() does', () => {
    const h = new RefereeHarness({ bots: [25] });
    h.until(() => h.of(0, 'match-over').length > 0);
    const forged = { ...h.referee.replay, result: { winner: 1 - h.referee.match.winner!, wins: [1, 1] } };
    assert.throws(() => matchRoundReplays(forged), RangeError);
  });
});
