/**
 * The golden games' sources: the logged bot games play back into a recorder entry for entry (so
 * the goldens in replay.test.ts rest on exactly those logs), and the generator, which plays the
 * same scenarios afresh with `src/bot`, records games that replay and verify to what was played.
 */
import { expect } from '@open-wc/testing';
import { replay, verify } from '../../src/engine/index.js';
import { SCENARIOS, recordScenario } from './golden-games.js';
import { GOLDEN_LOGS } from './golden-logs.js';

describe('golden games', () => {
  for (const scenario of SCENARIOS.filter((s) => s.generate)) {
    it(`${scenario.name}: the logged game plays back to the same log`, () => {
      expect(recordScenario(scenario).log).to.equal(GOLDEN_LOGS[scenario.name]);
    });

    it(`${scenario.name}: the bot plays it afresh, and the replay verifies`, () => {
      const rec = recordScenario({ ...scenario, play: scenario.generate! });
      const g = rec.game;
      expect(g.pieces).to.be.greaterThan(50);
      const result = verify(JSON.stringify(rec));
      expect([result.score, result.lines, result.pieces]).to.deep.equal([g.score, g.lines, g.pieces]);
      expect(replay(rec.replay).rows()).to.deep.equal(g.rows());
    });
  }
});
