/**
 * The garbage queue's hole columns under TETR.IO's rule: each incoming attack that is used up,
 * by entering or by being cancelled, draws the next column with the messiness chance.
 */
import { expect } from '@open-wc/testing';
import { ATTACK_RULES } from '../../src/engine/rules/attack.js';
import { GarbageQueue } from '../../src/engine/state/garbage.js';

/**
 * Share of entering attacks whose hole column differs from the previous one when, before each,
 * a whole attack is cancelled (`rules`' queue, messiness 0.5, `rounds` rounds from `seed`).
 */
function changeRate(rules: 'tetrio' | 'guideline', seed: number, rounds: number): number {
  const queue = new GarbageQueue(seed, 0.5, ATTACK_RULES[rules]);
  let id = 0;
  let last = -1;
  let changed = 0;
  for (let i = 0; i < rounds; i++) {
    queue.receive(++id, 1, -1, 0);
    queue.cancel(1);
    queue.receive(++id, 1, -1, 0);
    const [entered] = queue.take(0, 8);
    if (last >= 0 && entered.column !== last) changed++;
    last = entered.column;
  }
  return changed / (rounds - 1);
}

describe('garbage: hole columns under messiness', () => {
  it('tetrio: a cancelled attack also draws a new column (at 0.5 the column changes about 67% of the time, 1 - 0.5^2 times 9/10)', () => {
    const rate = changeRate('tetrio', 42, 4000);
    expect(rate).to.be.within(0.64, 0.71);
  });
  it('guideline: only attacks that enter draw (about 45%, 0.5 times 9/10)', () => {
    expect(changeRate('guideline', 42, 4000)).to.be.within(0.42, 0.48);
  });
  it('tetrio: the columns are the same from the same seed, and follow each used-up attack in turn', () => {
    const columns = (seed: number) => {
      const queue = new GarbageQueue(seed, 0.5, ATTACK_RULES.tetrio);
      const out: number[] = [];
      for (let id = 1; id <= 40; id++) {
        queue.receive(id, 2, -1, 0);
        if (id % 3 === 0) queue.cancel(2);
        else out.push(...queue.take(0, 8).map((g) => g.column));
      }
      return out;
    };
    expect(columns(7)).to.deep.equal(columns(7));
    expect(columns(7)).not.to.deep.equal(columns(8));
  });
});
