/**
 * Attack rule sets, line by line from the shared versus rules (lines sent per clear, combo
 * tables, TETR.IO's combo multiplier, back-to-back charging and surge, perfect clears).
 */
import { expect } from '@open-wc/testing';
import { ATTACK_RULES, ATTACK_RULE_NAMES } from '../../src/engine/index.js';
import type { AttackRuleName } from '../../src/engine/index.js';
import { AttackCounter, AttackRamp } from '../../src/engine/rules/attack.js';

const NONE = 0;
const MINI = 1;
const FULL = 2;

/** Total lines of one lock on a fresh counter (no combo, no back-to-back). */
function sends(rules: AttackRuleName, lines: number, spin = NONE, perfectClear = false): number {
  return new AttackCounter(ATTACK_RULES[rules]).lock(lines, spin, perfectClear, 0, 0).reduce((a, b) => a + b, 0);
}

describe('attack: lines sent per clear (table 1.1)', () => {
  const rows: [string, number, number, Record<AttackRuleName, number>][] = [
    ['single', 1, NONE, { tetrio: 0, jstris: 0, guideline: 0 }],
    ['double', 2, NONE, { tetrio: 1, jstris: 1, guideline: 1 }],
    ['triple', 3, NONE, { tetrio: 2, jstris: 2, guideline: 2 }],
    ['quad', 4, NONE, { tetrio: 4, jstris: 4, guideline: 4 }],
    ['T-spin single', 1, FULL, { tetrio: 2, jstris: 2, guideline: 2 }],
    ['T-spin double', 2, FULL, { tetrio: 4, jstris: 4, guideline: 4 }],
    ['T-spin triple', 3, FULL, { tetrio: 6, jstris: 6, guideline: 6 }],
    ['mini single', 1, MINI, { tetrio: 0, jstris: 0, guideline: 0 }],
    ['mini double', 2, MINI, { tetrio: 1, jstris: 1, guideline: 1 }],
  ];
  for (const [name, lines, spin, expected] of rows) {
    for (const rules of ATTACK_RULE_NAMES) {
      it(`${rules}: ${name} sends ${expected[rules]}`, () => {
        expect(sends(rules, lines, spin)).to.equal(expected[rules]);
      });
    }
  }
  it('tetrio: mini triple sends 2 and a spin quad 10', () => {
    expect(sends('tetrio', 3, MINI)).to.equal(2);
    expect(sends('tetrio', 4, MINI)).to.equal(10);
  });
  it('spins without lines send nothing (they only keep combo and back-to-back counts)', () => {
    for (const rules of ATTACK_RULE_NAMES) expect(sends(rules, 0, FULL)).to.equal(0);
  });
});

describe('attack: back-to-back and perfect clears', () => {
  for (const rules of ATTACK_RULE_NAMES) {
    it(`${rules}: a back-to-back quad sends +1 (flat)`, () => {
      const c = new AttackCounter(ATTACK_RULES[rules]);
      c.lock(4, NONE, false, 0, 0);
      c.lock(0, NONE, false, 0, 0); // a lock without lines breaks the combo, not the back-to-back
      expect(c.lock(4, NONE, false, 0, 0)).to.deep.equal([5]);
      expect(c.clear?.backToBack).to.equal(1);
    });
  }
  it('a plain clear breaks back-to-back', () => {
    const c = new AttackCounter(ATTACK_RULES.guideline);
    c.lock(4, NONE, false, 0, 0);
    c.lock(1, NONE, false, 0, 0);
    c.lock(0, NONE, false, 0, 0);
    expect(c.lock(4, NONE, false, 0, 0)).to.deep.equal([4]);
  });
  it('perfect clear: guideline +4, jstris 10 (added as their own chunk)', () => {
    expect(new AttackCounter(ATTACK_RULES.guideline).lock(2, NONE, true, 0, 0)).to.deep.equal([1, 4]);
    expect(new AttackCounter(ATTACK_RULES.jstris).lock(2, NONE, true, 0, 0)).to.deep.equal([1, 10]);
  });
  it('tetrio: a perfect clear sends 5 and adds 1 to the back-to-back chain, counting from where it was, instead of breaking it', () => {
    const c = new AttackCounter(ATTACK_RULES.tetrio);
    expect(c.lock(2, NONE, true, 0, 0)).to.deep.equal([1, 5]);
    expect(c.backToBack).to.equal(0);
    expect(c.lock(2, NONE, true, 0, 0), 'the chain now runs: +1 on the double').to.deep.equal([2, 5]);
    expect(c.backToBack).to.equal(1);
  });
});

describe('attack: combo tables (table 1.2)', () => {
  // c = 1 .. 13 (13+ repeats).
  const tables: Record<'guideline' | 'jstris', number[]> = {
    guideline: [0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5],
    jstris: [0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5],
  };
  for (const rules of ['guideline', 'jstris'] as const) {
    tables[rules].forEach((bonus, i) => {
      const c = i + 1;
      it(`${rules}: a single at combo ${c} sends ${bonus}`, () => {
        const counter = new AttackCounter(ATTACK_RULES[rules], c - 1);
        expect(counter.lock(1, NONE, false, 0, 0).reduce((a, b) => a + b, 0)).to.equal(bonus);
        expect(counter.combo).to.equal(c);
      });
    });
    it(`${rules}: combo 20 sends the last entry`, () => {
      expect(new AttackCounter(ATTACK_RULES[rules], 19).lock(1, NONE, false, 0, 0)).to.deep.equal([5]);
    });
  }

  // TETR.IO multiplier with round down and no back-to-back (derived table).
  const multiplier: [number, number, number, number][] = [
    // c, singles, doubles, quads or TSDs
    [0, 0, 1, 4], [1, 0, 1, 5], [2, 1, 1, 6], [3, 1, 1, 7], [4, 1, 2, 8], [5, 1, 2, 9],
    [6, 2, 2, 10], [8, 2, 3, 12], [10, 2, 3, 14], [12, 2, 4, 16],
  ];
  for (const [c, single, double, quad] of multiplier) {
    it(`tetrio: at combo ${c} a single sends ${single}, a double ${double}, a quad or TSD ${quad}`, () => {
      const at = (lines: number, spin: number) => new AttackCounter(ATTACK_RULES.tetrio, c - 1).lock(lines, spin, false, 0, 0).reduce((a, b) => a + b, 0);
      expect(at(1, NONE)).to.equal(single);
      expect(at(2, NONE)).to.equal(double);
      expect(at(4, NONE)).to.equal(quad);
      expect(at(2, FULL)).to.equal(quad);
    });
  }
});

describe('attack: tetrio back-to-back charging (1.3)', () => {
  /** A chain of `n` back-to-back quads, broken by a single; returns the breaking lock's chunks. */
  function breakChain(n: number): number[] {
    const c = new AttackCounter(ATTACK_RULES.tetrio);
    for (let i = 0; i <= n; i++) {
      c.lock(4, NONE, false, 0, 0);
      c.lock(0, NONE, false, 0, 0);
    }
    expect(c.backToBack).to.equal(n);
    return c.lock(1, NONE, false, 0, 0);
  }
  it('breaking a chain of 3 sends no surge', () => {
    expect(breakChain(3)).to.deep.equal([]);
  });
  for (const n of [4, 5, 6, 8, 10]) {
    it(`breaking a B2B x${n} chain sends ${n} lines in three chunks`, () => {
      const third = Math.round(n / 3);
      expect(breakChain(n)).to.deep.equal([third, third, n - 2 * third].filter((x) => x > 0));
    });
  }
  it('the surge is reported on the clear that breaks the chain', () => {
    const c = new AttackCounter(ATTACK_RULES.tetrio);
    for (let i = 0; i <= 4; i++) c.lock(4, NONE, false, 0, 0);
    c.lock(0, NONE, false, 0, 0);
    c.lock(2, NONE, false, 0, 0);
    expect(c.clear).to.deep.include({ surge: 4, backToBack: -1 });
  });
  it('all-mini+: a mini keeps the chain going', () => {
    const c = new AttackCounter(ATTACK_RULES.tetrio);
    c.lock(4, NONE, false, 0, 0);
    c.lock(0, NONE, false, 0, 0);
    c.lock(1, MINI, false, 0, 0);
    expect(c.backToBack).to.equal(1);
  });
  it('garbage special bonus: +1 when a spin or quad clears garbage rows', () => {
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(4, NONE, false, 2, 0)).to.deep.equal([5]);
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(2, NONE, false, 2, 0)).to.deep.equal([1]);
    expect(new AttackCounter(ATTACK_RULES.guideline).lock(4, NONE, false, 2, 0)).to.deep.equal([4]);
  });
  it('the ramp multiplies attacks after 3 minutes (x1.48 a minute later: a quad sends 5)', () => {
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(4, NONE, false, 0, 10800)).to.deep.equal([4]);
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(4, NONE, false, 0, 10800 + 3600)).to.deep.equal([5]);
  });
  it('the ramp adds 0.008/60 each frame after the margin, as TETR.IO does: at frame 12,675 (x1.25 in closed form) a quad sends 4', () => {
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(4, NONE, false, 0, 12675)).to.deep.equal([4]);
    expect(new AttackCounter(ATTACK_RULES.tetrio).lock(4, NONE, false, 0, 12676)).to.deep.equal([5]);
  });
  it('the accumulated ramp gives each frame one value, whatever frames were asked before', () => {
    const ramp = new AttackRamp(ATTACK_RULES.tetrio.ramp);
    const frames = [0, 10800, 10801, 12675, 11000, 12675, 14400, 12675];
    const values = frames.map((f) => ramp.at(f));
    expect(values).to.deep.equal(frames.map((f) => new AttackRamp(ATTACK_RULES.tetrio.ramp).at(f)));
    expect(values.slice(0, 3)).to.deep.equal([1, 1, 1 + 0.008 / 60]);
    expect(values[3]).to.be.below(1.25).and.above(1.2499);
    expect(new AttackRamp(null).at(20000), 'no ramp').to.equal(1);
  });
});
