/**
 * Conformance vectors (test/engine/vectors/public.json): every vector through the public API,
 * one `it` each, checking every expectation field listed in the file's `conventions.expect`.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import { CHECKED_FIELDS, runVector } from './vector-harness.js';
import type { Vector } from './vector-harness.js';

interface VectorFile {
  schema: string;
  version: number;
  vectors: Vector[];
}

// Top-level await: the `it`s below must exist when mocha collects the suite.
const file = (await (await fetch(new URL('./vectors/public.json', import.meta.url))).json()) as VectorFile;

describe('conformance vectors (public.json)', () => {
  it('is the expected schema and holds vectors', () => {
    expect(file.schema).to.equal('tetris-guideline-conformance-vectors');
    expect(file.version).to.equal(1);
    expect(file.vectors.length).to.be.greaterThan(50);
  });

  it('only uses expectation fields the harness checks', () => {
    const used = new Set<string>();
    for (const v of file.vectors) {
      for (const s of v.steps) {
        for (const k of Object.keys(s.expect ?? {})) used.add(k);
        for (const k of Object.keys(s.setActive?.expect ?? {})) used.add(`setActive.${k}`);
      }
    }
    for (const k of used) expect(CHECKED_FIELDS.includes(k) || k === 'setActive.ghostCells', k).to.equal(true);
  });

  for (const v of file.vectors) {
    it(`${v.id} (${v.category}): ${v.title}`, () => {
      expect(runVector(v)).to.deep.equal([]);
      // Same result when the first placement is a setActive() on a freshly dealt game, wherever
      // that piece can spawn (in a block-out vector the dealt piece itself blocks out).
      const first = v.steps[0]?.setActive;
      const dealt = first && new Game({ board: v.rows, hiddenRows: v.hiddenRows, queue: [first.type] });
      if (!dealt || dealt.over === null) expect(runVector(v, true)).to.deep.equal([]);
    });
  }
});

describe('vector harness can fail', () => {
  const find = (id: string) => structuredClone(file.vectors.find((v) => v.id === id)!);

  it('reports a wrong kick test, cells and score', () => {
    const v = find('tsd-basic');
    v.steps[1].expect!.kickTest = 2;
    v.steps[1].expect!.cells = [[0, 0], [1, 0], [2, 0], [3, 0]];
    v.steps[2].expect!.scoreDelta = 1;
    const errors = runVector(v);
    expect(errors.length).to.equal(3);
  });

  it('reports wrong rows, T-spin kind and lock state', () => {
    const v = find('tsd-basic');
    v.steps[2].expect!.tSpin = 'mini';
    v.steps[2].expect!.rowsAfter = Array(20).fill('..........');
    const errors = runVector(v);
    expect(errors.length).to.equal(2);
    const frames = find('lock-delay-30');
    frames.steps[1].expect!.locked = true;
    expect(runVector(frames).length).to.equal(1);
  });

  it('reports an unknown expectation field instead of ignoring it', () => {
    const v = find('score-single');
    (v.steps[v.steps.length - 1].expect as Record<string, unknown>).surprise = 1;
    expect(runVector(v).length).to.equal(1);
  });
});
