/**
 * Replay size: `node --import tsx bench/replay-size.bench.ts`. The bot (`src/bot`) plays whole
 * games through the `Recorder` on its keys, as a person would (a reaction before each piece, taps,
 * DAS and soft drop held, at a set pace), and this prints the bytes of `JSON.stringify` of the
 * replay per minute of play, for a steady player and a fast one.
 */
import { record, type Handling, type Mode } from '../src/engine/index.js';
import { BotPlayer, type Difficulty } from '../src/bot/index.js';

interface Pace {
  name: string;
  handling: Partial<Handling>;
  difficulty: Difficulty;
  pps: number;
}

const PACES: readonly Pace[] = [
  { name: 'steady (NES handling, about 1 piece/s)', handling: {}, difficulty: 'medium', pps: 1 },
  { name: 'fast (modern handling, about 3 pieces/s)', handling: { das: 10, arr: 2, softDrop: 1, are: false }, difficulty: 'expert', pps: 3 },
];

/** Plays `mode` until it ends or `maxMinutes` pass; returns replay bytes and minutes of play. */
function play(mode: Mode, pace: Pace, seed: number, maxMinutes: number): { bytes: number; minutes: number; pieces: number; over: string | null } {
  const recorder = record({ seed, mode, handling: pace.handling });
  const game = recorder.game;
  const bot = new BotPlayer(game, { difficulty: pace.difficulty, pps: pace.pps, seed, keys: recorder });
  while (game.over === null && game.frame < maxMinutes * 3600) {
    bot.update();
    recorder.tick();
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
