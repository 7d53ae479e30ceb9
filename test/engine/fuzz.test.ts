/**
 * Fuzz: seeded random games (random options, boards, handling, held buttons and presses, random
 * down/up events, plus the bot of src/bot pressing its moves with noise, so lines really clear)
 * for well over 1,000,000 frames in total, checking the invariants after every frame.
 */
import { expect } from '@open-wc/testing';
import { Game, MODES, MODE_NAMES, Rng, levelFor } from '../../src/engine/index.js';
import type { Action, EngineEventMap, GameOptions, Held, PieceType } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';

const CHUNKS = 6;
const FRAMES_PER_CHUNK = 200_000;
const GAME_FRAMES = 20_000;
const HELD: Held[] = Array.from({ length: 8 }, (_, m) => ({ left: !!(m & 1), right: !!(m & 2), softDrop: !!(m & 4) }));
const ACTIONS: Action[] = ['left', 'right', 'cw', 'ccw', 'softDrop', 'hardDrop', 'hold'];
const TYPES: PieceType[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

function randomOptions(rng: Rng): GameOptions {
  const options: GameOptions = {
    mode: MODE_NAMES[rng.nextInt(MODE_NAMES.length)],
    seed: rng.nextU32(),
    level: 1 + rng.nextInt(22),
    lines: rng.nextInt(3) === 0 ? rng.nextInt(120) : 0,
    handling: {
      are: rng.nextInt(3) !== 0,
      das: rng.nextInt(4) === 0 ? rng.nextInt(20) : 16,
      arr: rng.nextInt(4) === 0 ? rng.nextInt(8) : 6,
      softDrop: rng.nextInt(5) === 0 ? rng.nextInt(5) : 2,
      lockDelay: rng.nextInt(5) === 0 ? rng.nextInt(40) : 30,
      initialRotation: rng.nextInt(4) !== 0,
      initialHold: rng.nextInt(4) !== 0,
    },
  };
  if (rng.nextInt(2) === 0) {
    // Garbage with one hole per row, sometimes with piece letters, so clears and perfect clears happen.
    const height = rng.nextInt(12);
    const rows: string[] = [];
    for (let y = 0; y < 20; y++) {
      if (y < 20 - height) rows.push('..........');
      else {
        const hole = rng.nextInt(10);
        const fill = rng.nextInt(2) ? 'X' : TYPES[rng.nextInt(7)];
        rows.push(Array.from({ length: 10 }, (_, x) => (x === hole ? '.' : fill)).join(''));
      }
    }
    options.board = rows;
  }
  if (rng.nextInt(4) === 0) options.queue = Array.from({ length: rng.nextInt(10) }, () => TYPES[rng.nextInt(7)]);
  if (rng.nextInt(4) === 0) options.hold = TYPES[rng.nextInt(7)];
  return options;
}

function filledCells(game: Game): number {
  let n = 0;
  for (let y = -20; y < 20; y++) for (let x = 0; x < 10; x++) if (game.cell(x, y) !== 0) n++;
  return n;
}

/** Play `frames` frames of fuzzed games from `seed`, checking invariants after every frame. */
function fuzz(seed: number, frames: number): { games: number; eventGames: number; pieces: number; lines: number; tSpins: number } {
  const rng = new Rng(seed);
  const stats = { games: 0, eventGames: 0, pieces: 0, lines: 0, tSpins: 0 };
  let frame = 0;
  while (frame < frames) {
    const options = randomOptions(rng);
    const game = new Game(options);
    stats.games++;
    const where = () => `fuzz seed ${seed}, game ${stats.games} (${JSON.stringify(options)}), frame ${game.frame}`;
    const startLines = game.lines;
    let startFilled = filledCells(game);
    let lastScore = game.score;
    let lockEvents = 0;
    game.on('lock', (e: EngineEventMap['lock']) => {
      lockEvents++;
      if (e.type !== 'T' && e.tSpin !== 'none') throw new Error(`${where()}: ${e.type} T-spin`);
      if (e.lines < 0 || e.lines > 4 || e.points < 0) throw new Error(`${where()}: bad lock ${JSON.stringify(e)}`);
      if (e.tSpin !== 'none') stats.tSpins++;
    });
    const useBot = rng.nextInt(5) < 2;
    const useEvents = rng.nextInt(2) === 0;
    if (useEvents && !useBot) stats.eventGames++;
    let plan: Action[] = [];
    let planPiece = -1;
    let held = HELD[0];

    // Zen never ends by itself: a game gets at most GAME_FRAMES frames.
    const last = frame + GAME_FRAMES;
    while (!game.over && frame < frames && frame < last) {
      const a = game.active;
      if (useBot && a) {
        if (planPiece !== game.pieces) {
          plan = [...(suggest(game, { difficulty: 'easy', count: 1 })[0]?.actions ?? ['hardDrop'])];
          planPiece = game.pieces;
        }
        // The bot's presses, one per frame, with a random press now and then and a wait before the drop.
        if (rng.nextInt(20) === 0) game.press(ACTIONS[rng.nextInt(ACTIONS.length)]);
        else if (plan.length > 1 || rng.nextInt(3) === 0) game.press(plan.shift() ?? 'hardDrop');
        held = rng.nextInt(4) === 0 ? HELD[4] : HELD[0];
      } else if (useEvents) {
        // Buttons as events: 0-3 random downs and ups per frame, several in one frame too.
        const events = rng.nextInt(4) === 0 ? 1 + rng.nextInt(3) : 0;
        for (let e = 0; e < events; e++) {
          const button = ACTIONS[rng.nextInt(ACTIONS.length)];
          if (rng.nextInt(2) === 0) game.down(button);
          else game.up(button);
        }
      } else {
        if (rng.nextInt(6) === 0) held = HELD[rng.nextInt(8)];
        if (rng.nextInt(8) === 0) game.press(ACTIONS[rng.nextInt(ACTIONS.length)]);
      }
      if (useEvents && !useBot) game.tick();
      else game.tick(held);
      frame++;

      // Invariants, after every frame.
      const active = game.active;
      if (active) {
        if (game.phase !== 'falling') throw new Error(`${where()}: active piece during ${game.phase}`);
        const seen = new Set<string>();
        for (const [x, y] of active.cells) {
          if (x < 0 || x > 9 || y < -20 || y > 19) throw new Error(`${where()}: cell out of bounds ${x},${y}`);
          if (game.cell(x, y) !== 0) throw new Error(`${where()}: active overlaps ${x},${y}`);
          seen.add(`${x},${y}`);
        }
        if (seen.size !== 4) throw new Error(`${where()}: piece has ${seen.size} cells`);
        for (const [x, y] of game.ghost) {
          if (game.cell(x, y) !== 0 || y > 19) throw new Error(`${where()}: ghost overlaps ${x},${y}`);
        }
        if (game.ghostY < active.y) throw new Error(`${where()}: ghost above the piece`);
      } else if (game.phase === 'falling') {
        throw new Error(`${where()}: falling without a piece`);
      }
      const filled = filledCells(game);
      const expected = startFilled + 4 * game.pieces - 10 * (game.lines - startLines);
      // Zen empties the matrix instead of topping out: then count from there on.
      if (game.mode === 'zen' && filled < expected) {
        startFilled += filled - expected;
      } else if (game.mode === 'dig') {
        // Dig brings in rows of 9 garbage cells as it goes.
        if (filled < expected || (filled - expected) % 9 !== 0) throw new Error(`${where()}: ${filled} filled cells, expected ${expected} and rows of 9`);
      } else if (filled !== expected) throw new Error(`${where()}: ${filled} filled cells, expected ${expected}`);
      if (game.score < lastScore) throw new Error(`${where()}: score went down ${lastScore} -> ${game.score}`);
      lastScore = game.score;
      const level = MODES[game.mode].levelsRise ? levelFor(options.level ?? 1, game.lines) : (options.level ?? 1);
      if (game.level !== level) throw new Error(`${where()}: level ${game.level}`);
      if (game.mode === 'zen' && game.over) throw new Error(`${where()}: zen ended`);
      if (game.combo < -1 || game.next.length < 5) throw new Error(`${where()}: combo/next`);
      if (lockEvents !== game.pieces) throw new Error(`${where()}: ${lockEvents} lock events for ${game.pieces} pieces`);
    }
    stats.pieces += game.pieces;
    stats.lines += game.lines - startLines;
  }
  return stats;
}

describe(`fuzz: ${CHUNKS} x ${FRAMES_PER_CHUNK.toLocaleString('en-US')} frames with invariants after every frame`, () => {
  const total = { games: 0, eventGames: 0, pieces: 0, lines: 0, tSpins: 0 };
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    it(`chunk ${chunk + 1} (seed ${1000 + chunk})`, () => {
      const stats = fuzz(1000 + chunk, FRAMES_PER_CHUNK);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += stats[k];
      expect(stats.games).to.be.greaterThan(5);
    });
  }

  it('exercised many games, pieces, line clears and T-spins', () => {
    expect(total.games).to.be.greaterThan(100);
    expect(total.eventGames).to.be.greaterThan(30);
    expect(total.pieces).to.be.greaterThan(10000);
    expect(total.lines).to.be.greaterThan(1000);
    expect(total.tSpins).to.be.greaterThan(10);
  });
});
