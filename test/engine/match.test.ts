/**
 * Matches: options, routing attacks to the opponent's queue, rounds and the match decided,
 * one replay for the match checked by verifyMatch() (forgeries rejected), and the same match
 * whatever the display's refresh rate.
 */
import { expect } from '@open-wc/testing';
import { FrameClock, Match, Rng, verifyMatch } from '../../src/engine/index.js';
import type { Action, EngineEventMap, MatchOptions, MatchReplay } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';

const MOVES: readonly Action[] = ['left', 'left', 'right', 'right', 'cw', 'ccw'];

/**
 * Players driven once per match frame (so they depend on game frames only, never on the
 * display): player 0 is the bot, which clears lines and attacks; the others drop each piece
 * after 0-4 seeded random moves and soon top out.
 */
function scripted(seed: number): (match: Match) => void {
  const rng = new Rng(seed);
  return (match) => {
    match.games.forEach((game, p) => {
      // The bot plays about eight times as fast as the others, so it attacks before they top out.
      if (game.active === null || game.over !== null || rng.nextInt(p === 0 ? 3 : 24) !== 0) return;
      if (p === 0) {
        const best = suggest(game, { difficulty: 'medium', count: 1 })[0];
        for (const action of best?.actions ?? ['hardDrop']) match.press(p, action);
        return;
      }
      for (let m = rng.nextInt(5); m > 0; m--) match.press(p, MOVES[rng.nextInt(MOVES.length)]);
      match.press(p, 'hardDrop');
    });
  };
}

/** Play a whole match with scripted players (next round as soon as one ends). */
function playMatch(options: MatchOptions, seed = 1): Match {
  const match = new Match(options);
  const act = scripted(seed);
  for (let f = 0; f < 200000 && match.state !== 'over'; f++) {
    if (match.state === 'round-over') match.nextRound();
    act(match);
    match.step();
  }
  return match;
}

describe('match: options', () => {
  const bad: [unknown, string, typeof TypeError | typeof RangeError][] = [
    [{ players: 1 }, 'players', RangeError],
    [{ players: 9 }, 'players', RangeError],
    [{ firstTo: 0 }, 'firstTo', RangeError],
    [{ seed: -1 }, 'seed', RangeError],
    [{ versus: { rules: 'x' } }, 'versus.rules', RangeError],
    [{ handling: {} }, 'handling', TypeError],
    [{ handling: [{}, {}, {}] }, 'handling', RangeError],
    [{ speed: 2 }, 'speed', TypeError],
  ];
  for (const [options, field, type] of bad) {
    it(`${JSON.stringify(options)} throws a ${type.name} naming ${field}`, () => {
      expect(() => new Match(options as MatchOptions)).to.throw(type, field);
    });
  }
  it('a bad player index throws', () => {
    const match = new Match();
    expect(() => match.press(2, 'left')).to.throw(RangeError, 'player');
  });
});

describe('match: play', () => {
  it('every game of a round gets the same seed, and each attack goes to the opponent as garbage', () => {
    const match = new Match({ seed: 3, firstTo: 1, are: false });
    const games = match.games;
    expect(games).to.have.length(2);
    expect(games[0].next).to.deep.equal(games[1].next);
    const queued: EngineEventMap['garbage'][][] = [[], []];
    games.forEach((game, i) => game.on('garbage', (g) => g.kind === 'queued' && queued[i].push(g)));
    const attacks: { from: number; to: number | null; id: number; chunks: readonly number[] }[] = [];
    match.on('attack', (a) => attacks.push(a));
    const act = scripted(9);
    while (match.state === 'playing') {
      act(match);
      match.step();
    }
    const routed = attacks.filter((a) => a.to !== null);
    expect(routed.length, 'attacks routed').to.be.greaterThan(0);
    for (const a of routed) {
      expect(a.to).to.equal(1 - a.from);
      const got = queued[a.to!].filter((g) => g.id === a.id).map((g) => g.lines);
      expect(got).to.deep.equal([...a.chunks]);
    }
  });

  it('a round ends when one player is left standing; the match when one has won firstTo rounds', () => {
    const rounds: { round: number; winner: number | null }[] = [];
    const match = new Match({ seed: 4, firstTo: 2, are: false });
    match.on('round-over', ({ round, winner }) => rounds.push({ round, winner }));
    let over: EngineEventMap['game-over'] | null = null;
    for (const game of match.games) game.on('game-over', (g) => (over = g));
    const act = scripted(2);
    while (match.state === 'playing') {
      act(match);
      match.step();
    }
    expect(over, 'the first round ended with a top out').not.to.equal(null);
    expect(match.state).to.equal('round-over');
    const frame = match.frame;
    match.step();
    expect(match.frame, 'no frame steps between rounds').to.equal(frame);
    const first = match.games;
    match.nextRound();
    expect(match.round).to.equal(2);
    expect(match.games).not.to.equal(first);
    while (match.state !== 'over') {
      if (match.state === 'round-over') match.nextRound();
      act(match);
      match.step();
    }
    const winner = match.winner!;
    expect(match.wins[winner]).to.equal(2);
    expect(rounds.filter((r) => r.winner === winner)).to.have.length(2);
    expect(() => match.nextRound()).to.throw(Error, 'over');
    const stats = match.stats;
    expect(stats[0].pieces + stats[1].pieces).to.be.greaterThan(0);
    expect(stats[0].received).to.equal(stats[1].sent);
    expect(stats[1].received).to.equal(stats[0].sent);
  });

  it('three players: attacks go to the others still playing, in turn', () => {
    const match = new Match({ players: 3, firstTo: 1, seed: 8, are: false });
    const targets = new Set<number | null>();
    match.on('attack', (a) => a.from === 0 && targets.add(a.to));
    const act = scripted(5);
    while (match.state === 'playing') {
      act(match);
      match.step();
    }
    targets.delete(null);
    expect([...targets].every((t) => t === 1 || t === 2)).to.equal(true);
  });
});

describe('match: replays', () => {
  const options: MatchOptions = { seed: 6, firstTo: 2, are: false, versus: { rules: 'tetrio' } };

  it('verifyMatch() replays the inputs, routes the garbage again and gives the same result', () => {
    const match = playMatch(options, 3);
    const data = JSON.parse(JSON.stringify(match.replay)) as MatchReplay;
    expect(data.rounds.length).to.be.greaterThan(1);
    const result = verifyMatch(data);
    expect(result.winner).to.equal(match.winner);
    expect(result.wins).to.deep.equal(match.wins);
    expect(result.stats).to.deep.equal(match.stats);
    expect(result.boards, 'both boards exactly').to.deep.equal(match.games.map((game) => game.rows()));
    expect(result.boards.flat().some((row) => row.includes('X')), 'garbage on a board').to.equal(true);
    expect(verifyMatch(JSON.stringify(data)).winner, 'from its JSON text').to.equal(match.winner);
  });

  it('an unfinished match verifies with no winner', () => {
    const match = new Match(options);
    const act = scripted(1);
    for (let f = 0; f < 30; f++) {
      act(match);
      match.step();
    }
    expect(verifyMatch(match.replay)).to.deep.include({ winner: null, wins: [0, 0] });
  });

  describe('forged replays are rejected', () => {
    const match = playMatch(options, 4);
    const good = (): MatchReplay => JSON.parse(JSON.stringify(match.replay)) as MatchReplay;
    const loser = 1 - match.winner!;
    const forgeries: [string, (r: MatchReplay) => void, typeof TypeError | typeof RangeError, string][] = [
      ['another winner', (r) => (r.result.winner = loser), RangeError, 'claims'],
      ['other wins', (r) => (r.result.wins = [2, 2]), RangeError, 'claims'],
      ['a round cut short', (r) => (r.rounds[0] = r.rounds[0].slice(0, r.rounds[0].indexOf(':', r.rounds[0].length >> 1))), RangeError, 'stops before'],
      ['inputs after the round was decided', (r) => (r.rounds[0] += ':0D'), RangeError, 'after the round'],
      ['a round added after the match', (r) => r.rounds.push('t10'), RangeError, 'already over'],
      ['a player that is not in the match', (r) => (r.rounds[0] = ':5D' + r.rounds[0]), RangeError, 'player 5'],
      ['received garbage written into the log', (r) => (r.rounds[0] = '[4]' + r.rounds[0]), TypeError, 'unexpected'],
      ['another seed', (r) => (r.options.seed = 7), RangeError, ''],
      ['no rounds', (r) => (r.rounds = []), RangeError, 'at least one'],
      ['a wrong version', (r) => ((r as { v: number }).v = 2), TypeError, 'replay.v'],
    ];
    for (const [name, forge, type, message] of forgeries) {
      it(name, () => {
        const data = good();
        forge(data);
        expect(() => verifyMatch(data)).to.throw(type, message);
      });
    }
    it('mutated replays throw only TypeError or RangeError (a server answers each with a 400)', () => {
      const text = JSON.stringify(good());
      const rng = new Rng(1);
      const chars = 't:0123456789+-LRCDWSHX[]{},"';
      const kinds = new Set<string>();
      for (let i = 0; i < 300; i++) {
        let s = text;
        for (let k = rng.nextInt(3) + 1; k > 0; k--) {
          const at = rng.nextInt(s.length);
          s = s.slice(0, at) + chars[rng.nextInt(chars.length)] + s.slice(at + rng.nextInt(2));
        }
        try {
          verifyMatch(s);
        } catch (error) {
          kinds.add((error as Error).constructor.name);
        }
      }
      expect([...kinds].sort()).to.deep.equal(['RangeError', 'TypeError']);
    });
    it('more frames than allowed are refused before any play', () => {
      expect(() => verifyMatch(good(), { maxFrames: 100 })).to.throw(RangeError, 'more than 100 frames');
    });
  });
});

describe('match: display refresh rates', () => {
  /** Play the match with a display at `hz`, stepping the frames the clock says are due. */
  function atRate(hz: number): { replay: string; rows: string[][] } {
    const match = new Match({ seed: 12, firstTo: 1 });
    const clock = new FrameClock();
    const act = scripted(7);
    for (let i = 0; match.state === 'playing' && i < 1e6; i++) {
      for (let n = clock.advance((i * 1000) / hz); n > 0 && match.state === 'playing'; n--) {
        act(match);
        match.step();
      }
    }
    return { replay: JSON.stringify(match.replay), rows: match.games.map((g) => g.rows()) };
  }
  it('the same match at 30, 60 and 144 Hz gives the same replay and boards', () => {
    const at60 = atRate(60);
    expect(atRate(30)).to.deep.equal(at60);
    expect(atRate(144)).to.deep.equal(at60);
  });
});
