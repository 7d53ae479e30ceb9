/**
 * `canonicalMatchReplay()`: one JSON text per match, whatever encoding or padding of it arrives;
 * the padded copies verify identically, which is why a server keys matches on this text.
 */
import { expect } from '@open-wc/testing';
import { Match, Rng, canonicalMatchOptions, canonicalMatchReplay, canonicalMatchReplayText, verifyMatch } from '../../src/engine/index.js';
import type { Action, MatchOptions, MatchReplay } from '../../src/engine/index.js';

const BUTTONS: Action[] = ['left', 'right', 'softDrop', 'cw', 'ccw', 'hold'];
const OPTIONS: MatchOptions = { seed: 4, firstTo: 1, are: false, handling: [{ das: 9 }] };

/** A 2-player match to its end, both players holding and releasing buttons at seeded random. */
function playedMatch(): MatchReplay {
  const match = new Match(OPTIONS);
  const rng = new Rng(4);
  for (let f = 0; f < 50000 && match.state === 'playing'; f++) {
    for (let p = 0; p < 2; p++) {
      const roll = rng.nextInt(10);
      if (roll === 0) match.down(p, BUTTONS[rng.nextInt(BUTTONS.length)]);
      else if (roll === 1) match.up(p, BUTTONS[rng.nextInt(3)]);
      else if (roll === 2) match.press(p, 'hardDrop');
    }
    match.step();
  }
  expect(match.state).to.equal('over');
  return JSON.parse(JSON.stringify(match.replay)) as MatchReplay;
}

/** Entry starts of a round log (where an entry may be put in without changing when it is played). */
function entryStarts(log: string): number[] {
  return [...log.matchAll(/t|:/g)].map((m) => m.index);
}

/** Insert `entry` before `count` seeded random entries of each round log. */
function pad(replay: MatchReplay, entry: (rng: Rng) => string, count: number, seed: number): MatchReplay {
  const rng = new Rng(seed);
  const rounds = replay.rounds.map((log) => {
    const starts = entryStarts(log);
    const at = new Set(Array.from({ length: count }, () => starts[rng.nextInt(starts.length)]));
    let out = '';
    for (let i = 0; i < log.length; i++) out += (at.has(i) ? entry(rng) : '') + log[i];
    return out;
  });
  return { ...replay, rounds };
}

describe('canonicalMatchReplay()', () => {
  const original = playedMatch();

  it('padded copies verify identically but differ as text; their canonical text is one', () => {
    const padded = pad(original, (rng) => `:${rng.nextInt(2)}-${'CWDH'[rng.nextInt(4)]}`, 20, 1);
    expect(JSON.stringify(padded)).to.not.equal(JSON.stringify(original));
    expect(verifyMatch(padded)).to.deep.equal(verifyMatch(original));
    expect(canonicalMatchReplayText(padded)).to.equal(canonicalMatchReplayText(original));
  });

  it('gives one text for the same match encoded and padded many ways, and it verifies to the same result', () => {
    const encodings: unknown[] = [
      original,
      JSON.stringify(original, null, 1),
      // Runs split and spelled with counts of 1.
      { ...original, rounds: original.rounds.map((log) => log.replace(/t(\d+)/g, (_, n: string) => (Number(n) > 1 ? `t1t${Number(n) - 1}` : 't1'))) },
      // Defaults spelled out, a player's "no entry delay" when the match has none anyway, junk fields.
      { ...original, junk: 'x'.repeat(100), options: { ...OPTIONS, players: 2, targeting: 'even', versus: { rules: 'guideline', delay: 20 }, handling: [{ das: 9, arr: 6 }, { are: false }, {}].slice(0, 2) } },
      // Releases of buttons not held: a rotation, a hold, and left/right/soft drop released twice.
      pad(original, (rng) => `:${rng.nextInt(2)}-${'CWDH'[rng.nextInt(4)]}`, 30, 2),
      { ...original, rounds: original.rounds.map((log) => log.replace(/(:\d-[LRS])/g, '$1$1')) },
      // Switches to the strategy already in use.
      pad(original, (rng) => `:${rng.nextInt(2)}@0`, 10, 3),
    ];
    const texts = encodings.map((replay) => canonicalMatchReplayText(replay));
    expect(new Set(encodings.map((replay) => (typeof replay === 'string' ? replay : JSON.stringify(replay)))).size, 'different encodings').to.equal(encodings.length);
    expect(new Set(texts).size).to.equal(1);
    const canonical = JSON.parse(texts[0]) as MatchReplay;
    expect(Object.keys(canonical)).to.deep.equal(['v', 'options', 'rounds', 'result']);
    expect(canonical.options).to.deep.equal({ seed: 4, firstTo: 1, are: false, handling: [{ das: 9 }] });
    expect(canonical.rounds.join('')).to.not.match(/t1(?!\d)|t\d+t/);
    const verified = verifyMatch(original);
    expect(verifyMatch(canonical)).to.deep.equal(verified);
    for (const replay of encodings) expect(verifyMatch(replay)).to.deep.equal(verified);
  });

  it('keeps a release of a button that is held', () => {
    const canonical = canonicalMatchReplay(original);
    const releases = (r: MatchReplay): number => r.rounds.join('').match(/:\d-[LRS]/g)?.length ?? 0;
    expect(releases(canonical)).to.be.greaterThan(0);
    expect(releases(canonical)).to.be.at.most(releases(original));
  });

  it('drops defaults from the options', () => {
    expect(canonicalMatchOptions({ players: 2, seed: 0, firstTo: 3, are: true, targeting: 'even', versus: { rules: 'guideline', cap: 8 }, handling: [{}, { das: 16 }] })).to.deep.equal({});
    expect(canonicalMatchOptions({ players: 4, targeting: 'payback', versus: { rules: 'tetrio' }, handling: [{}, { arr: 0 }] })).to.deep.equal({
      players: 4,
      versus: { rules: 'tetrio' },
      handling: [{}, { arr: 0 }],
      targeting: 'payback',
    });
  });

  it('refuses what verifyMatch() refuses: forged results, and unranked rules when ranked', () => {
    expect(() => canonicalMatchReplay({ ...original, result: { winner: 1 - original.result.winner!, wins: [1, 1] } })).to.throw(RangeError, 'claims');
    const unfair = { ...original, options: { ...OPTIONS, handling: [{ lockResets: 99 }] } };
    expect(() => canonicalMatchReplay(unfair, { ranked: true })).to.throw(RangeError, 'handling[0].lockResets');
  });
});
