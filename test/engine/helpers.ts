/** Small helpers shared by the engine tests. */
import { Game } from '../../src/engine/index.js';
import type { GameOptions, Held, PiecePlacement } from '../../src/engine/index.js';

/** An empty row. */
export const EMPTY = '..........';

/** 20 rows: empty on top, then `bottom` (bottom row last). */
export function board(...bottom: string[]): string[] {
  return [...Array<string>(20 - bottom.length).fill(EMPTY), ...bottom];
}

/** Cells as sorted "x,y" strings, to compare sets. */
export function cellSet(cells: readonly (readonly number[])[] | undefined): string[] {
  return (cells ?? []).map((c) => `${c[0]},${c[1]}`).sort();
}

/** A game with no entry delay, so pieces follow each other inside the locking press. */
export function instant(options: GameOptions = {}): Game {
  return new Game({ ...options, handling: { are: false, ...options.handling } });
}

/** Tick `n` frames with `held`; returns the frame indices (0-based within this call) on which `probe` changed. */
export function changes(game: Game, n: number, probe: () => unknown, held?: Held): number[] {
  const out: number[] = [];
  let last = JSON.stringify(probe());
  for (let f = 0; f < n; f++) {
    game.tick(held);
    const now = JSON.stringify(probe());
    if (now !== last) out.push(f);
    last = now;
  }
  return out;
}

/** Tick until `done()` or `max` frames; returns the frames ticked. */
export function tickUntil(game: Game, done: () => boolean, max = 10000, held?: Held): number {
  let n = 0;
  while (!done() && n < max) {
    game.tick(held);
    n++;
  }
  return n;
}

/** The placement of the active piece (throws when there is none). */
export function placement(game: Game): PiecePlacement {
  const a = game.active;
  if (!a) throw new Error('no active piece');
  return { type: a.type, rotation: a.rotation, x: a.x, y: a.y };
}
