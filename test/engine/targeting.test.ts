/**
 * Targeting: each strategy on hand-made situations (which seat receives the attack), then in
 * 4-player matches where player 0 attacks, with switches during play and knock-outs.
 */
import { expect } from '@open-wc/testing';
import { Match, TARGETING_RULES, TARGETING_STRATEGIES, chooseTarget, nextInTurn, verifyMatch } from '../../src/engine/index.js';
import type { MatchOptions, TargetSituation } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';

/** A situation of player 0 in a 4-player match (every opponent alive, no danger, nobody attacked it). */
function situation(over: Partial<TargetSituation> = {}): TargetSituation {
  return { from: 0, alive: [1, 2, 3], last: 0, danger: () => 0, attackedBy: () => false, ...over };
}
const noDraw = (): number => {
  throw new Error('no draw expected');
};

describe('targeting: strategies on hand-made situations', () => {
  it('lists TETR.IO strategies in the order of its replay codes', () => {
    expect(TARGETING_STRATEGIES).to.deep.equal(['even', 'eliminations', 'random', 'payback']);
  });

  it('even: the next opponent left after the last one attacked, in seat order, wrapping round', () => {
    const even = TARGETING_RULES.even;
    expect([0, 1, 2, 3].map((last) => even(situation({ last }), noDraw))).to.deep.equal([1, 2, 3, 1]);
    // Player 2 of four starts after itself; a knocked-out seat is skipped.
    expect(even(situation({ from: 2, alive: [0, 1, 3], last: 2 }), noDraw)).to.equal(3);
    expect(even(situation({ from: 2, alive: [0, 1, 3], last: 3 }), noDraw)).to.equal(0);
    expect(even(situation({ alive: [1, 3], last: 1 }), noDraw)).to.equal(3);
    expect(nextInTurn([1, 3], 3)).to.equal(1);
  });

  it('eliminations: the opponent with the highest stack plus incoming; equals in turn', () => {
    const danger = (p: number): number => [0, 5, 12, 12][p];
    const elim = TARGETING_RULES.eliminations;
    expect(elim(situation({ danger }), noDraw)).to.equal(2);
    expect(elim(situation({ danger, last: 2 }), noDraw)).to.equal(3);
    expect(elim(situation({ danger, last: 3 }), noDraw)).to.equal(2);
    expect(elim(situation({ danger: (p) => [0, 9, 3, 4][p], last: 1 }), noDraw)).to.equal(1);
  });

  it('random: the opponent left that the draw picks, drawn over the opponents left', () => {
    const asked: number[] = [];
    const draw = (k: number) => (n: number): number => (asked.push(n), k);
    expect([0, 1, 2].map((k) => TARGETING_RULES.random(situation(), draw(k)))).to.deep.equal([1, 2, 3]);
    expect(TARGETING_RULES.random(situation({ alive: [1, 3] }), draw(1))).to.equal(3);
    expect(asked).to.deep.equal([3, 3, 3, 2]);
  });

  it('payback: the opponents left that attacked, in turn; else as even', () => {
    const payback = TARGETING_RULES.payback;
    const attackedBy = (p: number): boolean => p === 1 || p === 3;
    expect(payback(situation({ attackedBy }), noDraw)).to.equal(1);
    expect(payback(situation({ attackedBy, last: 1 }), noDraw)).to.equal(3);
    expect(payback(situation({ attackedBy, last: 3 }), noDraw)).to.equal(1);
    // Attacker 3 knocked out: only 1 is left to pay back.
    expect(payback(situation({ attackedBy, alive: [1, 2], last: 1 }), noDraw)).to.equal(1);
    // Nobody left that attacked: as even.
    expect(payback(situation({ attackedBy, alive: [2], last: 2 }), noDraw)).to.equal(2);
    expect(payback(situation({ last: 1 }), noDraw)).to.equal(2);
  });

  it('a manual target wins while it is left; then the strategy applies', () => {
    expect(chooseTarget({ strategy: 'even', manual: 3 }, situation(), noDraw)).to.equal(3);
    expect(chooseTarget({ strategy: 'even', manual: 3 }, situation({ alive: [1, 2] }), noDraw)).to.equal(1);
  });
});

/**
 * A 4-player match where player 0 is the bot, placing a piece every frame so it attacks a lot,
 * and the others do what `others` says (nothing by default: their pieces fall and lock).
 * `before` runs before each frame. Returns the targets of player 0's attacks that sent lines.
 */
function attacksOf0(match: Match, frames: number, before: (f: number) => void = () => undefined): number[] {
  const targets: number[] = [];
  match.on('attack', (a) => a.from === 0 && a.to !== null && targets.push(a.to));
  for (let f = 0; f < frames && match.state === 'playing'; f++) {
    before(f);
    const game = match.games[0];
    if (game.active !== null && game.over === null) {
      for (const action of suggest(game, { difficulty: 'medium', count: 1 })[0]?.actions ?? ['hardDrop']) match.press(0, action);
    }
    match.step();
  }
  return targets;
}

const FOUR: MatchOptions = { players: 4, seed: 11, firstTo: 1, are: false, versus: { rules: 'tetrio' } };

describe('targeting: in a 4-player match', () => {
  it('even (the default): 1, 2, 3, 1, 2, 3, ... while all are left', () => {
    const match = new Match(FOUR);
    const targets = attacksOf0(match, 400);
    expect(targets.length).to.be.greaterThan(5);
    expect(targets).to.deep.equal(targets.map((_, i) => (i % 3) + 1));
  });

  it('eliminations: every attack goes to the player with the highest stack', () => {
    const match = new Match({ ...FOUR, targeting: 'eliminations' });
    // Player 2 stacks six pieces at once, player 3 two.
    for (let i = 0; i < 6; i++) match.press(2, 'hardDrop');
    for (let i = 0; i < 2; i++) match.press(3, 'hardDrop');
    const targets = attacksOf0(match, 300);
    expect(targets.length).to.be.greaterThan(3);
    expect(new Set(targets)).to.deep.equal(new Set([2]));
  });

  it('random: drawn from the match seed, so the same match draws the same targets; targetOf() cannot tell', () => {
    const play = (): number[] => attacksOf0(new Match({ ...FOUR, targeting: 'random' }), 400);
    const targets = play();
    expect(new Set(targets).size, 'several opponents hit').to.be.greaterThan(1);
    expect(targets).to.not.deep.equal(targets.map((_, i) => (i % 3) + 1));
    expect(play()).to.deep.equal(targets);
    expect(new Match({ ...FOUR, targeting: 'random' }).targetOf(0)).to.equal(null);
  });

  it('payback: once player 3 attacks player 0, player 0 attacks 3 back', () => {
    const match = new Match({ ...FOUR, targeting: 'payback' });
    const at: number[] = [];
    match.on('attack', (a) => a.from === 3 && a.to === 0 && a.sent > 0 && at.push(match.frame));
    match.setTarget(3, { player: 0 });
    const bot3 = (): void => {
      const game = match.games[3];
      if (game.active === null || game.over !== null || match.frame % 4 !== 0) return;
      for (const action of suggest(game, { difficulty: 'medium', count: 1 })[0]?.actions ?? ['hardDrop']) match.press(3, action);
    };
    // Once player 3 is knocked out, nobody is left to pay back and player 0 targets as even again.
    const targets: { to: number; paid: boolean; payable: boolean }[] = [];
    match.on('attack', (a) => a.from === 0 && a.to !== null && targets.push({ to: a.to, paid: at.length > 0, payable: match.games[3].over === null }));
    attacksOf0(match, 600, bot3);
    const before = targets.filter((t) => !t.paid).map((t) => t.to);
    const after = targets.filter((t) => t.paid && t.payable).map((t) => t.to);
    expect(before, 'as even before').to.deep.equal(before.map((_, i) => (i % 3) + 1));
    expect(after.length).to.be.greaterThan(1);
    expect(new Set(after)).to.deep.equal(new Set([3]));
  });

  it('a manual target receives every attack until it is knocked out, then the strategy applies again', () => {
    const match = new Match(FOUR);
    expect(match.setTarget(0, { player: 2 })).to.equal(true);
    expect(match.targeting(0)).to.deep.equal({ strategy: 'even', manual: 2 });
    expect(match.targetOf(0)).to.equal(2);
    const knockouts: { player: number; place: number }[] = [];
    match.on('knockout', ({ player, place }) => knockouts.push({ player, place }));
    let sentBefore = 0;
    let out = -1;
    match.on('attack', (a) => a.from === 0 && a.to !== null && sentBefore++);
    match.on('knockout', ({ player }) => player === 2 && (out = sentBefore));
    const targets = attacksOf0(match, 3000);
    expect(out, 'player 2 knocked out').to.be.greaterThan(0);
    expect(new Set(targets.slice(0, out))).to.deep.equal(new Set([2]));
    expect(knockouts[0]).to.deep.equal({ player: 2, place: 4 });
    expect(targets.length, 'attacks after the knock-out').to.be.greaterThan(out);
    expect(new Set(targets.slice(out)).has(2)).to.equal(false);
    expect(match.targeting(0).manual).to.equal(null);
  });

  it('setTarget() checks its arguments and returns false when nothing changes', () => {
    const match = new Match(FOUR);
    expect(() => match.setTarget(0, { player: 0 })).to.throw(RangeError, 'target.player');
    expect(() => match.setTarget(0, { player: 4 })).to.throw(RangeError, 'target.player');
    expect(() => match.setTarget(4, { player: 1 })).to.throw(RangeError, 'player');
    expect(() => match.setTarget(0, { strategy: 'kos' } as never)).to.throw(RangeError, 'target.strategy');
    expect(() => match.setTarget(0, { strategy: 'even', player: 1 } as never)).to.throw(TypeError, 'target');
    expect(() => match.setTarget(0, null as never)).to.throw(TypeError, 'target');
    expect(() => new Match({ targeting: 'kos' } as never)).to.throw(RangeError, 'targeting');
    expect(match.setTarget(0, { strategy: 'even' }), 'already even').to.equal(false);
    expect(match.setTarget(1, { strategy: 'payback' })).to.equal(true);
    expect(match.replay.rounds[0]).to.equal(':1@3');
  });

  it('every switch is in the replay, and verifyMatch() routes every attack again', () => {
    const match = new Match(FOUR);
    const routed: string[] = [];
    match.on('attack', (a) => routed.push(`${a.from}>${a.to}`));
    attacksOf0(match, 500, (f) => {
      if (f === 100) match.setTarget(0, { strategy: 'eliminations' });
      if (f === 200) match.setTarget(0, { player: 3 });
      if (f === 300) match.setTarget(0, { strategy: 'random' });
    });
    const replay = match.replay;
    expect(replay.rounds[0]).to.match(/:0@1.*:0>3.*:0@2/);
    const result = verifyMatch(replay);
    expect(result.boards).to.deep.equal(match.games.map((g) => g.rows()));
    expect(result.stats).to.deep.equal(match.stats);
    expect(new Set(routed).size, 'attacks to several players').to.be.greaterThan(2);
  });
});
