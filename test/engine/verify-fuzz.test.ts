/**
 * Fuzz of `verify()` and `canonicalReplay()` on hostile input: random and hand-made replays (huge
 * numbers, negative frames, prototype-pollution keys, deep nesting, wrong types, truncated and
 * mutated logs, a setActive after the end). Whatever the input, the only errors are TypeError
 * and RangeError, and no more than `maxFrames` frames are played.
 */
import { expect } from '@open-wc/testing';
import { Rng, canonicalReplay, record, verify } from '../../src/engine/index.js';
import type { Action } from '../../src/engine/index.js';

const MAX_FRAMES = 3000;
const RANDOM_CASES = 3000;
const LOG_ALPHABET = 'tabcdefghtttt0123456789012345+-LRCWSDHLRD(){}",:-TIJOSZXR02L-,{}"dasrlockDelay';
const KEYS = ['v', 'options', 'log', 'frames', 'mode', 'goal', 'seed', 'level', 'lines', 'combo', 'backToBack', 'board', 'hiddenRows',
  'queue', 'hold', 'active', 'handling', 'das', 'arr', 'lockDelay', 'type', 'rotation', 'x', 'y', '__proto__', 'constructor', 'prototype', 'toString'];
const NUMBERS = [0, -0, 1, -1, 2, 40, 59, 60, 99, 100, 600, 601, 9999, 1e9, 2 ** 31, 2 ** 32, 2 ** 53, 1e308, -1e308, 0.5, NaN, Infinity, -Infinity];
const STRINGS = ['', 'sprint', 'ultra', 'marathon', 'zen', 'T', 'I', 'R', '0', '..........', 'XXXXXXXXX.', 'XXXXXXXXXX', '__proto__', 't99999999999', 'x'.repeat(300)];

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.nextInt(items.length)];
}

/** Any JSON-ish value, up to `depth` levels deep. */
function value(rng: Rng, depth: number): unknown {
  switch (rng.nextInt(depth > 0 ? 8 : 5)) {
    case 0: return pick(rng, NUMBERS);
    case 1: return pick(rng, STRINGS);
    case 2: return pick(rng, [true, false, null, undefined]);
    case 3: return randomLog(rng);
    case 4: return rng.nextInt(1000) - 100;
    case 5: return Array.from({ length: rng.nextInt(25) }, () => value(rng, depth - 1));
    default: return Object.fromEntries(Array.from({ length: rng.nextInt(5) }, () => [pick(rng, KEYS), value(rng, depth - 1)]));
  }
}

function randomLog(rng: Rng): string {
  let log = '';
  const length = rng.nextInt(120);
  for (let i = 0; i < length; i++) log += LOG_ALPHABET[rng.nextInt(LOG_ALPHABET.length)];
  return log;
}

/** A replay-shaped object with random, often wrong, fields. */
function randomReplay(rng: Rng): unknown {
  const options: Record<string, unknown> = {};
  for (let i = rng.nextInt(4); i > 0; i--) options[pick(rng, KEYS)] = value(rng, 2);
  const replay: Record<string, unknown> = { v: pick(rng, [1, 2, 2, 2, 3, '2', null]), options, log: rng.nextInt(8) === 0 ? value(rng, 1) : randomLog(rng) };
  if (rng.nextInt(4) === 0) replay.frames = pick(rng, NUMBERS);
  if (rng.nextInt(4) === 0) replay[pick(rng, KEYS)] = value(rng, 2);
  return replay;
}

/** A genuine replay's JSON text, cut short or with characters changed, inserted or removed. */
function mutated(rng: Rng, text: string): string {
  const at = rng.nextInt(text.length);
  switch (rng.nextInt(4)) {
    case 0: return text.slice(0, at);
    case 1: return text.slice(0, at) + LOG_ALPHABET[rng.nextInt(LOG_ALPHABET.length)] + text.slice(at + 1);
    case 2: return text.slice(0, at) + pick(rng, ['9', '99999', '-', '(T00,5)', '{"lockDelay":0}', '"', '}', 'e9']) + text.slice(at);
    default: return text.slice(0, at) + text.slice(at + 1 + rng.nextInt(5));
  }
}

/** A recorded game that ends (a sprint to 1 line from a prepared board), plus what it logged. */
function genuine(seed: number): string {
  const rec = record({ mode: 'sprint', goal: 2, seed });
  const rng = new Rng(seed);
  for (let f = 0; f < 2000 && !rec.game.over; f++) {
    if (rng.nextInt(5) === 0) rec.down(pick<Action>(rng, ['left', 'right', 'cw', 'hardDrop', 'hold']));
    if (rng.nextInt(5) === 0) rec.up(pick<Action>(rng, ['left', 'right', 'cw', 'hardDrop', 'hold']));
    rec.tick();
  }
  return JSON.stringify(rec);
}

const deep = (n: number) => '{"v":2,"options":{"handling":' + '['.repeat(n) + ']'.repeat(n) + '},"log":""}';
/** Objects `n` deep, built without recursion (the test's own stack must not overflow). */
function nested(n: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < n; i++) value = { handling: value };
  return value;
}
const HOSTILE: unknown[] = [
  null, undefined, 0, -1, 1e308, NaN, true, 'null', '[]', '"x"', '{', '', [], [{ v: 2 }], () => 0, Symbol('x'),
  { v: 2, options: {}, log: 't999999999' },
  { v: 2, options: {}, log: 't9999999999' },
  { v: 2, options: {}, log: 't1'.repeat(5000) },
  { v: 2, options: {}, log: 't-1' },
  { v: 2, options: {}, log: 't', frames: -1 },
  { v: 2, options: {}, log: 't', frames: 1e308 },
  { v: 2, options: {}, log: 't', frames: 1.5 },
  { v: 2, options: { seed: 2 ** 32 }, log: '' },
  { v: 2, options: { level: 1e308, lines: -1 }, log: '' },
  '{"v":2,"options":{"handling":{"das":1e309}},"log":""}',
  JSON.parse('{"v":2,"options":{"__proto__":{"mode":"sprint"}},"log":"t"}'),
  JSON.parse('{"v":2,"__proto__":{"log":"t"},"options":{}}'),
  '{"v":2,"options":{"__proto__":{"mode":"sprint"}},"log":"t"}',
  '{"v":2,"options":{"constructor":{"prototype":{"polluted":true}}},"log":"t"}',
  { v: 2, options: { handling: { __proto__: { lockDelay: 0 } } }, log: '' },
  deep(100_000),
  { v: 2, options: nested(10_000), log: '' },
  { v: 2, options: { board: Array(20).fill(null) }, log: '' },
  { v: 2, options: { queue: Array(100_000).fill('I') }, log: '' },
  { v: 2, options: { active: { type: 'T', rotation: '0', x: 1e308, y: -1e308 } }, log: '' },
  { v: 2, options: {}, log: 't{"das":{"x":1}}' },
  { v: 2, options: {}, log: 't{"__proto__":{"das":1}}' },
  { v: 2, options: {}, log: 't{}}}' },
  { v: 2, options: {}, log: '(T00,5)(T00,5)(TR99999999999999999999,-0)' },
  { v: 2, options: { mode: 'sprint', lines: 39, board: [...Array<string>(19).fill('..........'), 'XXXXXX....'], queue: ['I'] }, log: 'RRRDt(T00,5)(Z2-9,-9)t' },
  { v: 2, options: { mode: 'ultra', goal: 1 }, log: 't60(T00,5)+L-Lt' },
];

function expectOnlyRangeOrType(input: unknown, label: string): void {
  for (const run of [
    () => verify(input, { maxFrames: MAX_FRAMES }),
    () => verify(input, { maxFrames: MAX_FRAMES, ranked: true }),
    () => canonicalReplay(input, { maxFrames: MAX_FRAMES }),
  ]) {
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      expect(error instanceof TypeError || error instanceof RangeError, `${label}: ${String(error)}`).to.equal(true);
      continue;
    }
    expect((result as { frames: number }).frames, label).to.be.at.most(MAX_FRAMES);
  }
}

describe('verify() under fuzz', () => {
  it('hand-made hostile replays throw only TypeError or RangeError', () => {
    HOSTILE.forEach((input, i) => expectOnlyRangeOrType(input, `hostile #${i}`));
  });

  it(`${RANDOM_CASES} random replays throw only TypeError or RangeError and play at most maxFrames`, () => {
    const rng = new Rng(2026);
    for (let i = 0; i < RANDOM_CASES; i++) {
      const replay = randomReplay(rng);
      expectOnlyRangeOrType(replay, `random #${i} ${JSON.stringify(replay)?.slice(0, 200)}`);
      expectOnlyRangeOrType(JSON.stringify(replay), `random text #${i}`);
    }
  });

  it('mutated and truncated genuine replays throw only TypeError or RangeError', () => {
    const rng = new Rng(16);
    const texts = [1, 2, 3, 4].map(genuine);
    for (let i = 0; i < 2000; i++) {
      const text = mutated(rng, pick(rng, texts));
      expectOnlyRangeOrType(text, `mutated #${i} ${text.slice(0, 200)}`);
      const replay = JSON.parse(pick(rng, texts)) as { log: string };
      const cut = { ...replay, log: replay.log.slice(0, rng.nextInt(replay.log.length + 1)) };
      expectOnlyRangeOrType(cut, `truncated log #${i} ${cut.log.slice(-40)}`);
    }
  });
});
