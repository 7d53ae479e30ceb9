/**
 * Scripted games for the golden replay tests: seeded random inputs, and games a bot played. The
 * bot games replay their input logs kept as data (golden-logs.ts), so the goldens check the
 * engine alone; `generate` plays such a game afresh with `src/bot` (how those logs were made).
 * No DOM, so the goldens can be regenerated under Node.
 */
import { Rng, record } from '../../src/engine/index.js';
import type { Action, GameOptions, Held, PiecePlacement, Recorder, Rotation } from '../../src/engine/index.js';
import { BotPlayer, suggest } from '../../src/bot/index.js';
import { GOLDEN_LOGS } from './golden-logs.js';

export interface Scenario {
  name: string;
  options: GameOptions;
  play: (rec: Recorder) => void;
  /** For a bot game: plays it afresh with the bot (the golden values are the logged game's). */
  generate?: (rec: Recorder) => void;
}

const HELD: Held[] = Array.from({ length: 8 }, (_, m) => ({ left: !!(m & 1), right: !!(m & 2), softDrop: !!(m & 4) }));
const ACTIONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
const CODES: Record<string, Action> = { L: 'left', R: 'right', C: 'cw', W: 'ccw', S: 'softDrop', D: 'hardDrop', H: 'hold', F: 'rotate180' };

/** Random held buttons and presses from a seeded PRNG, for `frames` frames or until game over. */
function randomInputs(seed: number, frames: number) {
  return (rec: Recorder) => {
    const rng = new Rng(seed);
    let held = HELD[0];
    for (let f = 0; f < frames && !rec.game.over; f++) {
      if (rng.nextInt(6) === 0) held = HELD[rng.nextInt(8)];
      if (rng.nextInt(7) === 0) rec.press(ACTIONS[rng.nextInt(ACTIONS.length)]);
      rec.tick(held);
    }
  };
}

/** Plays a logged game's inputs into the recorder, entry by entry (ticks, presses, downs, ups, setActive). */
function fromLog(name: string) {
  return (rec: Recorder) => {
    const log = GOLDEN_LOGS[name];
    for (const [entry] of log.matchAll(/[a-ht]\d*|[+-]?[A-Z]|\([^)]*\)/g)) {
      if (/^[a-ht]/.test(entry)) {
        const count = entry.length > 1 ? Number(entry.slice(1)) : 1;
        const mask = entry[0] === 't' ? -1 : entry.charCodeAt(0) - 97;
        for (let i = 0; i < count; i++) rec.tick(mask < 0 ? undefined : HELD[mask]);
      } else if (entry[0] === '(') {
        const [, type, rotation, x, y] = /^\(([IJLOSTZ])([0R2L])(-?\d+),(-?\d+)\)$/.exec(entry)!;
        rec.setActive({ type, rotation: rotation as Rotation, x: Number(x), y: Number(y) } as PiecePlacement);
      } else if (entry[0] === '+') rec.down(CODES[entry[1]]);
      else if (entry[0] === '-') rec.up(CODES[entry[1]]);
      else rec.press(CODES[entry]);
    }
  };
}

/** The bot's best move pressed at once (`press`), with a seeded pause now and then, for `pieces` pieces. */
function pressingBot(seed: number, pieces: number) {
  return (rec: Recorder) => {
    const game = rec.game;
    const rng = new Rng(seed);
    while (!game.over && game.pieces < pieces) {
      while (!game.active && !game.over) rec.tick();
      const [move] = suggest(game, { difficulty: 'medium', count: 1 });
      if (!move) break;
      for (const action of move.actions) {
        rec.press(action);
        if (rng.nextInt(3) === 0 && game.active) rec.tick();
      }
    }
  };
}

/** The bot playing on buttons, frame by frame (taps, DAS, soft drop held), for `pieces` pieces. */
function keyBot(seed: number, pieces: number, difficulty: 'medium' | 'hard') {
  return (rec: Recorder) => {
    const bot = new BotPlayer(rec.game, { difficulty, seed, keys: rec });
    while (!rec.game.over && rec.game.pieces < pieces) {
      bot.update();
      rec.tick();
    }
    bot.release();
  };
}

export const SCENARIOS: Scenario[] = [
  { name: 'random inputs, level 1', options: { seed: 1 }, play: randomInputs(11, 20000) },
  { name: 'random inputs, level 12, custom handling', options: { seed: 7, level: 12, handling: { das: 10, arr: 2 } }, play: randomInputs(5, 20000) },
  { name: 'bot with presses, level 1', options: { seed: 2024 }, play: fromLog('bot with presses, level 1'), generate: pressingBot(3, 120) },
  {
    name: 'bot with held DAS and soft drop, level 5',
    options: { seed: 99, level: 5 },
    play: fromLog('bot with held DAS and soft drop, level 5'),
    generate: keyBot(4, 120, 'hard'),
  },
  {
    name: 'bot from a puzzle start (board, queue, hold, active), no ARE',
    options: {
      seed: 5,
      board: [...Array<string>(16).fill('..........'), 'XX..XXXXXX', 'XXX.XXXXXX', 'XXXX.XXXXX', 'XXXXX.XXXX'],
      queue: ['I', 'T', 'O'],
      hold: 'L',
      active: { type: 'J', rotation: 'R', x: 4, y: 3 },
      backToBack: true,
      combo: 1,
      handling: { are: false },
    },
    play: fromLog('bot from a puzzle start (board, queue, hold, active), no ARE'),
    generate: (rec) => {
      rec.press('hold');
      rec.setActive({ type: 'T', rotation: '2', x: 2, y: 5 });
      pressingBot(8, 60)(rec);
    },
  },
  {
    name: 'bot on down/up events with initial rotation, level 3',
    options: { seed: 31, level: 3 },
    play: fromLog('bot on down/up events with initial rotation, level 3'),
    generate: keyBot(6, 100, 'medium'),
  },
];

/** Record a scenario from scratch. */
export function recordScenario(s: Scenario): Recorder {
  const rec = record(s.options);
  s.play(rec);
  return rec;
}
