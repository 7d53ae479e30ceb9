/**
 * Ranked match replays: `verifyMatch(replay, { ranked: true })` refuses a match whose players
 * did not play by the same rules, or by rules other than a named rule set.
 */
import { expect } from '@open-wc/testing';
import { Match, verifyMatch } from '../../src/engine/index.js';
import type { MatchOptions, MatchReplay } from '../../src/engine/index.js';

/** A short match (each player drops a piece every 20 frames), as JSON data. */
function played(options: MatchOptions, frames = 400): MatchReplay {
  const match = new Match(options);
  for (let f = 0; f < frames && match.state === 'playing'; f++) {
    if (f % 20 === 0) match.games.forEach((_, p) => match.press(p, 'hardDrop'));
    match.step();
  }
  return JSON.parse(JSON.stringify(match.replay)) as MatchReplay;
}

describe('verifyMatch(replay, { ranked: true })', () => {
  it('refuses a match where player 0 had a 600-frame lock delay, 600 lock resets and no entry delay (it verifies unranked)', () => {
    const forged = played({ seed: 3, versus: { rules: 'tetrio' }, handling: [{ lockDelay: 600, lockResets: 600, are: false }] });
    expect(() => verifyMatch(forged), 'verifies unranked').to.not.throw();
    // The first rule broken, in handling's field order.
    expect(() => verifyMatch(forged, { ranked: true })).to.throw(RangeError, 'replay.options.handling[0].are');
  });

  it('accepts the same match when every player keeps the rules and changes only preferences', () => {
    const fair = played({ seed: 3, versus: { rules: 'tetrio' }, handling: [{ das: 8, arr: 0 }, { softDrop: 1, rotate180: true }] });
    expect(verifyMatch(fair, { ranked: true })).to.deep.equal(verifyMatch(fair));
  });

  const refused: [string, MatchOptions, string][] = [
    ['a longer lock delay for one player', { handling: [{ lockDelay: 600 }] }, 'replay.options.handling[0].lockDelay'],
    ['more lock resets for one player', { handling: [{}, { lockResets: 16 }] }, 'replay.options.handling[1].lockResets'],
    ['no entry delay for one player', { handling: [{}, { are: false }] }, 'replay.options.handling[1].are'],
    ['a garbage delay other than the rule set', { versus: { rules: 'tetrio', delay: 5 } }, 'replay.options.versus.delay'],
    ['a garbage cap other than the rule set', { versus: { cap: 40 } }, 'replay.options.versus.cap'],
    ['cleaner garbage than the rule set', { versus: { messiness: 0 } }, 'replay.options.versus.messiness'],
  ];
  it('with rules, refuses another named rule set', () => {
    const replay = played({ seed: 5, versus: { rules: 'guideline' } }, 60);
    expect(verifyMatch(replay, { ranked: true, rules: 'guideline' }).wins).to.deep.equal([0, 0]);
    expect(() => verifyMatch(replay, { ranked: true, rules: 'tetrio' })).to.throw(RangeError, 'replay.options.versus.rules');
  });
  for (const [name, options, field] of refused) {
    it(`refuses ${name}, naming ${field}`, () => {
      const replay = played({ seed: 5, ...options }, 60);
      expect(() => verifyMatch(replay)).to.not.throw();
      expect(() => verifyMatch(replay, { ranked: true })).to.throw(RangeError, field);
    });
  }

  it('accepts a match without entry delay for everyone (the same rule for all players)', () => {
    const replay = played({ seed: 5, are: false }, 60);
    expect(verifyMatch(replay, { ranked: true }).wins).to.deep.equal([0, 0]);
  });

  it('checks the rules before playing anything', () => {
    const forged = played({ handling: [{ lockDelay: 600 }] }, 60);
    forged.rounds[0] += 't99999999';
    expect(() => verifyMatch(forged, { ranked: true, maxFrames: 1e12 })).to.throw(RangeError, 'lockDelay');
  });

  it('a bad ranked option throws a TypeError naming it', () => {
    expect(() => verifyMatch(played({}, 10), { ranked: 'yes' as unknown as boolean })).to.throw(TypeError, 'ranked');
  });
});
