/**
 * Four players: a match played by simple placement programs to a winner, with targeting
 * switches during play, finishing places, and its replay through verifyMatch() and
 * canonicalMatchReplay(); forged targeting logs are refused or reproduce what they say.
 */
import { expect } from '@open-wc/testing';
import { Match, Rng, TARGETING_STRATEGIES, canonicalMatchReplay, matchRoundReplays, replay as replayGame, verifyMatch } from '../../src/engine/index.js';
import type { Action, MatchEventMap, MatchReplay } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';

const MOVES: readonly Action[] = ['left', 'right', 'cw', 'ccw'];

/**
 * Play a 4-player match to its end: player 0 is the bot (a piece every third frame), the others
 * place each piece after a few seeded random moves; every player switches its targeting now
 * and then (a strategy, or a manual target among the players left). Next round at once.
 */
function fourPlayers(seed: number): { match: Match; rounds: MatchEventMap['round-over'][]; over: MatchEventMap['match-over'] | null } {
  const match = new Match({ players: 4, seed, firstTo: 2, are: false, versus: { rules: 'tetrio' } });
  const rounds: MatchEventMap['round-over'][] = [];
  let over: MatchEventMap['match-over'] | null = null;
  match.on('round-over', (r) => rounds.push(r));
  match.on('match-over', (m) => (over = m));
  const rng = new Rng(seed);
  for (let f = 0; f < 100000 && match.state !== 'over'; f++) {
    if (match.state === 'round-over') match.nextRound();
    match.games.forEach((game, p) => {
      if (rng.nextInt(150) === 0) {
        const left = match.games.map((g, i) => (g.over === null && i !== p ? i : -1)).filter((i) => i >= 0);
        if (rng.nextInt(2) === 0 && left.length > 0) match.setTarget(p, { player: left[rng.nextInt(left.length)] });
        else match.setTarget(p, { strategy: TARGETING_STRATEGIES[rng.nextInt(4)] });
      }
      if (game.active === null || game.over !== null || rng.nextInt(p === 0 ? 3 : 20) !== 0) return;
      if (p === 0) {
        for (const action of suggest(game, { difficulty: 'medium', count: 1 })[0]?.actions ?? ['hardDrop']) match.press(p, action);
        return;
      }
      for (let m = rng.nextInt(4); m > 0; m--) match.press(p, MOVES[rng.nextInt(MOVES.length)]);
      match.press(p, 'hardDrop');
    });
    match.step();
  }
  return { match, rounds, over };
}

describe('match: four players', () => {
  const { match, rounds, over } = fourPlayers(2);
  const replay = (): MatchReplay => JSON.parse(JSON.stringify(match.replay)) as MatchReplay;

  it('is played to a winner; each round gives every player its finishing place', () => {
    expect(match.state).to.equal('over');
    expect(match.wins[match.winner!]).to.equal(2);
    expect(over?.winner).to.equal(match.winner);
    expect(rounds.length).to.equal(match.round);
    for (const round of rounds) {
      expect(round.places.length).to.equal(4);
      if (round.winner !== null) expect(round.places[round.winner]).to.equal(1);
      // Place n: n - 1 players lasted longer (players out together share a place).
      round.places.forEach((place, p) => expect(round.places.filter((q, i) => i !== p && q < place).length).to.equal(place - 1));
    }
    expect(over?.places).to.deep.equal(rounds[rounds.length - 1].places);
    expect(match.places).to.deep.equal(rounds[rounds.length - 1].places);
  });

  it('its replay holds the targeting switches, and verifyMatch() reproduces every board', () => {
    const data = replay();
    const switches = data.rounds.join('').match(/:\d[@>]\d/g) ?? [];
    expect(switches.length).to.be.greaterThan(3);
    const result = verifyMatch(data);
    expect(result.winner).to.equal(match.winner);
    expect(result.wins).to.deep.equal(match.wins);
    expect(result.rounds.map((r) => r.winner)).to.deep.equal(rounds.map((r) => r.winner));
    expect(result.rounds.map((r) => r.places)).to.deep.equal(rounds.map((r) => r.places));
    expect(result.stats).to.deep.equal(match.stats);
    expect(result.boards).to.deep.equal(match.games.map((game) => game.rows()));
  });

  it('matchRoundReplays() gives every player\'s game of every round, with the garbage routed to it', () => {
    const games = matchRoundReplays(replay());
    expect(games.length).to.equal(rounds.length);
    games.forEach((players, i) => {
      expect(players.length).to.equal(4);
      // Each game replayed alone ends as the match's did: out in its place, or the winner still in.
      players.forEach((data, p) => expect(replayGame(data).over === null, `round ${i + 1} player ${p}`).to.equal(rounds[i].places[p] === 1));
    });
    expect(games[games.length - 1].map((data) => replayGame(data).rows())).to.deep.equal(match.games.map((game) => game.rows()));
    expect(games.flat().filter((data) => data.log.includes('[')).length).to.be.greaterThan(4);
  });

  it('without its targeting switches the same inputs route garbage elsewhere: the switches matter', () => {
    const data = replay();
    data.rounds = data.rounds.map((log) => log.replace(/:\d[@>]\d/g, ''));
    let boards: string[][] | null = null;
    try {
      boards = verifyMatch({ ...data, result: { winner: null, wins: [0, 0, 0, 0] } }).boards;
    } catch (error) {
      expect(error).to.be.instanceOf(RangeError); // the rounds now end elsewhere
    }
    expect(boards).to.not.deep.equal(match.games.map((game) => game.rows()));
  });

  describe('forged targeting logs', () => {
    it('a target on a knocked-out player, on itself, or an unknown strategy is refused', () => {
      const data = replay();
      const last = data.rounds.length - 1;
      const out = match.places.findIndex((place) => place === 4);
      const forge = (log: string): MatchReplay => ({ ...data, rounds: data.rounds.map((r, i) => (i === last ? log : r)) });
      // Just before the round's last frames every loser but one is out.
      const end = data.rounds[last].lastIndexOf('t');
      const late = (entry: string): MatchReplay => forge(data.rounds[last].slice(0, end) + entry + data.rounds[last].slice(end));
      const winner = match.winner!;
      expect(() => verifyMatch(late(`:${winner}>${out}`))).to.throw(RangeError, 'knocked out');
      expect(() => verifyMatch(forge(`:1>1${data.rounds[last]}`))).to.throw(RangeError, 'target.player');
      expect(() => verifyMatch(forge(`:1>7${data.rounds[last]}`))).to.throw(RangeError, 'target.player');
      expect(() => verifyMatch(forge(`:1@7${data.rounds[last]}`))).to.throw(TypeError, 'targeting code');
    });

    it('an added switch is refused when the result no longer matches, or reproduces exactly what it says', () => {
      const data = replay();
      const rng = new Rng(9);
      let refused = 0;
      let reproduced = 0;
      for (let k = 0; k < 12; k++) {
        const round = rng.nextInt(data.rounds.length);
        const log = data.rounds[round];
        const at = log.indexOf(':', rng.nextInt(log.length));
        if (at < 0) continue;
        const entry = `:${rng.nextInt(4)}@${rng.nextInt(4)}`;
        const forged = { ...data, rounds: data.rounds.map((r, i) => (i === round ? r.slice(0, at) + entry + r.slice(at) : r)) };
        try {
          const result = verifyMatch(forged);
          // It verified: playing the canonical form (which keeps the switch if it changed anything) gives the same boards.
          expect(verifyMatch(canonicalMatchReplay(forged))).to.deep.equal(result);
          reproduced++;
        } catch (error) {
          expect(error).to.be.instanceOf(RangeError);
          refused++;
        }
      }
      expect(refused + reproduced).to.be.greaterThan(5);
      expect(reproduced, 'some verified').to.be.greaterThan(0);
    });
  });
});
