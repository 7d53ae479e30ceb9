/**
 * Engine benchmarks: `npm run bench` (node --expose-gc --import tsx bench/engine.bench.ts).
 *
 * Every figure is the median of RUNS runs. Inputs come from a fixed-seed PRNG (the engine's own
 * Rng), never Math.random, so runs are comparable. Games that top out are replaced by a fresh one.
 */
import { Game, Rng } from '../src/engine/index.js';
import type { Action, Held } from '../src/engine/index.js';

const RUNS = 7;
const gc = (globalThis as { gc?: () => void }).gc;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[s.length >> 1];
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

const MOVES: readonly Action[] = ['left', 'right', 'cw', 'ccw', 'left', 'right', 'softDrop'];

/** Pieces per second: 0-5 random moves/rotations, then a hard drop, per piece (no ARE). */
function piecesPerSecond(pieces: number, seed: number): number {
  const rng = new Rng(seed);
  let game = new Game({ seed, handling: { are: false } });
  const t0 = performance.now();
  for (let i = 0; i < pieces; i++) {
    const moves = rng.nextInt(6);
    for (let m = 0; m < moves; m++) game.press(MOVES[rng.nextInt(MOVES.length)]);
    game.press('hardDrop');
    if (game.over) game = new Game({ seed: rng.nextU32(), handling: { are: false } });
  }
  return pieces / ((performance.now() - t0) / 1000);
}

const BUTTONS: readonly Action[] = ['left', 'right', 'cw', 'ccw', 'left', 'right', 'softDrop'];

/** Pieces per second driven by button events: 0-5 random down/up pairs, then hard drop down and up (no ARE). */
function eventPiecesPerSecond(pieces: number, seed: number): number {
  const rng = new Rng(seed);
  let game = new Game({ seed, handling: { are: false } });
  const t0 = performance.now();
  for (let i = 0; i < pieces; i++) {
    const moves = rng.nextInt(6);
    for (let m = 0; m < moves; m++) {
      const button = BUTTONS[rng.nextInt(BUTTONS.length)];
      game.down(button);
      game.up(button);
    }
    game.down('hardDrop');
    game.up('hardDrop');
    if (game.over) game = new Game({ seed: rng.nextU32(), handling: { are: false } });
  }
  return pieces / ((performance.now() - t0) / 1000);
}

const HELD_NONE: Held = Object.freeze({});
// Held patterns, built once so the loop allocates nothing: left, right, soft drop, left+soft, nothing.
const HELD_PATTERNS: readonly Held[] = [
  Object.freeze({ left: true }),
  Object.freeze({ right: true }),
  Object.freeze({ softDrop: true }),
  Object.freeze({ left: true, softDrop: true }),
  HELD_NONE,
];

/** Pre-built games, so switching to a new game inside a measured loop allocates nothing. */
function gamePool(count: number, seed: number, level: number): Game[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => new Game({ seed: rng.nextU32(), level }));
}

/**
 * Run `frames` ticks. `held`: a new held pattern (seeded) every 8 frames, or nothing.
 * Returns the number of games used.
 */
function runFrames(pool: Game[], frames: number, held: boolean, seed: number): number {
  const rng = new Rng(seed);
  let g = 0;
  let game = pool[g];
  let pattern = HELD_NONE;
  for (let f = 0; f < frames; f++) {
    if (held && (f & 7) === 0) pattern = HELD_PATTERNS[rng.nextInt(HELD_PATTERNS.length)];
    game.tick(pattern);
    if (game.over) game = pool[++g];
  }
  return g + 1;
}

function framesPerSecond(frames: number, held: boolean, level: number, seed: number): number {
  const pool = gamePool(Math.ceil(frames / 500) + 10, seed, level);
  const t0 = performance.now();
  runFrames(pool, frames, held, seed);
  return frames / ((performance.now() - t0) / 1000);
}

/**
 * Bytes allocated per tick in the steady state: heapUsed before and after many frames with GC
 * forced before the window. Games are pre-built outside the window. A young-generation GC during
 * the window would hide allocation, so each window is kept well under the nursery size and the
 * figure is the median over RUNS windows.
 */
function bytesPerFrame(frames: number, held: boolean, level: number, seed: number): number {
  const pool = gamePool(Math.ceil(frames / 500) + 10, seed, level);
  runFrames(gamePool(Math.ceil(frames / 500) + 10, seed + 1, level), frames, held, seed + 1); // warm up the JIT first
  // Several full collections: right after one, V8 may still be finishing sweeping, which moves heapUsed.
  for (let i = 0; i < 4; i++) gc?.();
  const before = process.memoryUsage().heapUsed;
  runFrames(pool, frames, held, seed);
  const after = process.memoryUsage().heapUsed;
  return Math.max(0, after - before) / frames;
}

function measure(label: string, unit: string, run: (i: number) => number): void {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(run(i));
  const m = median(values);
  const text = unit === 'B/frame' ? m.toFixed(3) : fmt(m);
  console.log(`${label.padEnd(54)} ${text.padStart(14)} ${unit}   (median of ${RUNS})`);
}

if (!gc) console.warn('warning: run with --expose-gc for the allocation figures (npm run bench does).');
console.log(`engine bench, node ${process.version}`);

// Warm-up so the first measured run is not the JIT's.
piecesPerSecond(200_000, 99);
eventPiecesPerSecond(200_000, 99);
framesPerSecond(200_000, true, 5, 99);

measure('pieces/s (random moves + rotations + hard drop)', 'pieces/s', (i) => piecesPerSecond(2_000_000, 1 + i));
measure('pieces/s driven by down/up events', 'pieces/s', (i) => eventPiecesPerSecond(2_000_000, 1 + i));
measure('tick() frames/s, gravity only (level 1)', 'frames/s', (i) => framesPerSecond(5_000_000, false, 1, 1 + i));
measure('tick() frames/s, gravity only (level 15)', 'frames/s', (i) => framesPerSecond(5_000_000, false, 15, 1 + i));
measure('tick() frames/s, held inputs (level 5)', 'frames/s', (i) => framesPerSecond(5_000_000, true, 5, 1 + i));
measure('heap bytes allocated per tick, gravity only (level 1)', 'B/frame', (i) => bytesPerFrame(1_000_000, false, 1, 1 + i));
measure('heap bytes allocated per tick, held inputs (level 5)', 'B/frame', (i) => bytesPerFrame(1_000_000, true, 5, 1 + i));
