/**
 * Replay size: `node --import tsx bench/replay-size.bench.ts`. Plays whole games through the
 * `Recorder` as a player would press keys (each key held a few frames, a pause to think before each
 * piece) with the greedy test bot choosing placements, and prints the bytes of `JSON.stringify`
 * of the replay per minute of play, for a steady player and a fast one.
 */
import { record, type Action, type Handling, type Mode } from '../src/engine/index.js';
import { choose } from '../test/engine/bot.js';

interface Pace {
  name: string;
  handling: Partial<Handling>;
  /** Frames of thought before the first key of each piece. */
  think: number;
  /** Frames a key is held, and between two keys. */
  hold: number;
  gap: number;
}

const PACES: readonly Pace[] = [
  { name: 'steady (NES handling, about 1 piece/s)', handling: {}, think: 20, hold: 5, gap: 4 },
  { name: 'fast (modern handling, about 3 pieces/s)', handling: { das: 10, arr: 2, softDrop: 1, are: false }, think: 4, hold: 2, gap: 2 },
];

/** Plays `mode` until it ends or `maxMinutes` pass; returns replay bytes and minutes of play. */
function play(mode: Mode, pace: Pace, seed: number, maxMinutes: number): { bytes: number; minutes: number; pieces: number; over: string | null } {
  const recorder = record({ seed, mode, handling: pace.handling });
  const game = recorder.game;
  const wait = (frames: number) => {
    for (let i = 0; i < frames && game.over === null; i++) recorder.tick();
  };
  const key = (button: Action) => {
    recorder.down(button);
    wait(pace.hold);
    recorder.up(button);
    wait(pace.gap);
  };
  while (game.over === null && game.frame < maxMinutes * 3600) {
    while (game.active === null && game.over === null) recorder.tick();
    if (game.over !== null) break;
    wait(pace.think);
    const active = game.active;
    if (active === null) continue;
    const target = choose(game, active.type);
    for (let i = 0; i < (target.turns === 3 ? 1 : target.turns); i++) key(target.turns === 3 ? 'ccw' : 'cw');
    // Each tap shifts one column (no key is held long enough to auto-shift).
    for (let guard = 0; game.active && game.active.x !== target.x && guard < 10; guard++) key(game.active.x > target.x ? 'left' : 'right');
    if (game.active) key('hardDrop');
  }
  const minutes = game.frame / 3600;
  return { bytes: JSON.stringify(recorder.replay).length, minutes, pieces: game.pieces, over: game.over };
}

for (const pace of PACES) {
  for (const [mode, maxMinutes] of [['sprint', 10], ['ultra', 2], ['marathon', 5]] as const) {
    const { bytes, minutes, pieces, over } = play(mode, pace, 7, maxMinutes);
    const perMinute = Math.round(bytes / minutes);
    console.log(
      `${pace.name.padEnd(42)} ${mode.padEnd(8)} ${minutes.toFixed(2)} min, ${pieces} pieces, end ${over ?? 'none'}: ${bytes} bytes, ${perMinute} bytes/min`,
    );
  }
}
