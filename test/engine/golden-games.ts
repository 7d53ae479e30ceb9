/**
 * Scripted games for the golden replay tests: deterministic drivers (a seeded PRNG, or the greedy
 * bot) that play through a Recorder. No DOM, so the goldens can be regenerated under Node.
 */
import { Rng, record } from '../../src/engine/index.js';
import type { Action, GameOptions, Held, Recorder } from '../../src/engine/index.js';
import { choose } from './bot.js';

export interface Scenario {
  name: string;
  options: GameOptions;
  play: (rec: Recorder) => void;
}

const HELD: Held[] = Array.from({ length: 8 }, (_, m) => ({ left: !!(m & 1), right: !!(m & 2), softDrop: !!(m & 4) }));
const ACTIONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];

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

/** The greedy bot: rotate, then move by presses (`press`) or by held DAS (`das`), then hard drop. */
function bot(seed: number, pieces: number, style: 'press' | 'das') {
  return (rec: Recorder) => {
    const game = rec.game;
    const rng = new Rng(seed);
    while (!game.over && game.pieces < pieces) {
      while (!game.active && !game.over) rec.tick();
      if (game.over) break;
      const target = choose(game, game.active!.type);
      if (target.turns === 3) rec.press('ccw');
      else for (let t = 0; t < target.turns; t++) rec.press('cw');
      let guard = 0;
      while (game.active && game.active.x !== target.x && guard++ < 200) {
        const right = game.active.x < target.x;
        if (style === 'press') {
          if (!rec.press(right ? 'right' : 'left').ok) break;
          if (rng.nextInt(3) === 0) rec.tick();
        } else {
          rec.tick(right ? { right: true } : { left: true });
        }
      }
      if (style === 'das') {
        const soft = rng.nextInt(10);
        for (let i = 0; i < soft && game.active; i++) rec.tick({ softDrop: true });
      }
      if (game.active) rec.press('hardDrop');
    }
  };
}

/**
 * The greedy bot on buttons as events: during the delay it buffers its rotation (initial
 * rotation), then taps or holds directions with frames between, holds soft drop for a while and
 * hard-drops with down and up.
 */
function eventBot(seed: number, pieces: number) {
  return (rec: Recorder) => {
    const game = rec.game;
    const rng = new Rng(seed);
    const wait = (n: number) => {
      for (let i = 0; i < n && !game.over; i++) rec.tick();
    };
    while (!game.over && game.pieces < pieces) {
      if (!game.active) {
        // Buffer a turn for the coming piece: it spawns turned.
        if (rng.nextInt(2) === 0) rec.down('cw');
        while (!game.active && !game.over) rec.tick();
        rec.up('cw');
      }
      if (game.over) break;
      const target = choose(game, game.active!.type);
      const turns = { '0': 0, R: 1, '2': 2, L: 3 }[game.active!.rotation];
      const left = (target.turns - turns + 4) % 4;
      for (let t = 0; t < (left === 3 ? 1 : left); t++) {
        rec.down(left === 3 ? 'ccw' : 'cw');
        rec.up(left === 3 ? 'ccw' : 'cw');
      }
      let guard = 0;
      while (game.active && game.active.x !== target.x && guard++ < 40) {
        const button = game.active.x < target.x ? 'right' : 'left';
        rec.down(button);
        wait(1 + rng.nextInt(3));
        rec.up(button);
        wait(rng.nextInt(2));
      }
      if (!game.active) continue;
      rec.down('softDrop');
      wait(rng.nextInt(8));
      rec.up('softDrop');
      if (game.active) {
        rec.down('hardDrop');
        rec.up('hardDrop');
      }
    }
  };
}

export const SCENARIOS: Scenario[] = [
  { name: 'random inputs, level 1', options: { seed: 1 }, play: randomInputs(11, 20000) },
  { name: 'random inputs, level 12, custom handling', options: { seed: 7, level: 12, handling: { das: 10, arr: 2 } }, play: randomInputs(5, 20000) },
  { name: 'bot with presses, level 1', options: { seed: 2024 }, play: bot(3, 120, 'press') },
  { name: 'bot with held DAS and soft drop, level 5', options: { seed: 99, level: 5 }, play: bot(4, 120, 'das') },
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
    play: (rec) => {
      rec.press('hold');
      rec.setActive({ type: 'T', rotation: '2', x: 2, y: 5 });
      bot(8, 60, 'press')(rec);
    },
  },
  { name: 'bot on down/up events with initial rotation, level 3', options: { seed: 31, level: 3 }, play: eventBot(6, 100) },
];

/** Record a scenario from scratch. */
export function recordScenario(s: Scenario): Recorder {
  const rec = record(s.options);
  s.play(rec);
  return rec;
}
