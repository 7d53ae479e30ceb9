/**
 * Versus benchmarks (part of `npm run bench`): a whole match between two bots, headless, in
 * frames per second (the bots' search included, and without it: two seeded scripted players),
 * and the cost of verifyMatch() per minute of play. Medians of RUNS runs; inputs from seeded
 * generators only.
 */
import { suggest } from '../src/bot/index.js';
import { FRAMES_PER_SECOND, Match, Rng, verifyMatch } from '../src/engine/index.js';
import type { Action, MatchReplay } from '../src/engine/index.js';

const RUNS = 5;
/** A match that has not ended after this many frames (ten minutes) is stopped there. */
const MAX_FRAMES = 10 * 60 * FRAMES_PER_SECOND;
/** Frames between two pieces of one bot (4 pieces per second). */
const BOT_PACE = 15;
const MOVES: readonly Action[] = ['left', 'left', 'right', 'right', 'cw', 'ccw'];

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[s.length >> 1];
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

type Player = (match: Match, p: number, rng: Rng) => void;

/** Difficulty of each bot: two equal bots rarely top out, so the first is stronger and the match ends. */
const BOT_DIFFICULTY = ['hard', 'medium'] as const;

/** The bots: one piece every BOT_PACE frames each (offset per player). */
const bot: Player = (match, p) => {
  const game = match.games[p];
  if (game.frame % BOT_PACE !== p * 7 % BOT_PACE) return;
  const best = suggest(game, { difficulty: BOT_DIFFICULTY[p], count: 1 })[0];
  for (const action of best?.actions ?? ['hardDrop']) match.press(p, action);
};

/** Seeded scripted input: on one frame in six, 0-4 random moves and a hard drop. */
const scripted: Player = (match, p, rng) => {
  if (rng.nextInt(6) !== 0) return;
  for (let m = rng.nextInt(5); m > 0; m--) match.press(p, MOVES[rng.nextInt(MOVES.length)]);
  match.press(p, 'hardDrop');
};

interface Run {
  fps: number;
  frames: number;
  pieces: number;
  sent: number;
  replay: MatchReplay;
}

/** One round (first to 1) between two `player`s, with `rules`. */
function playMatch(player: Player, seed: number): Run {
  const match = new Match({ seed, firstTo: 1, are: false, versus: { rules: 'tetrio' } });
  const rng = new Rng(seed);
  const t0 = performance.now();
  let frames = 0;
  while (match.state === 'playing' && frames < MAX_FRAMES) {
    match.games.forEach((game, p) => {
      if (game.active !== null && game.over === null) player(match, p, rng);
    });
    match.step();
    frames++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const stats = match.stats;
  return {
    fps: frames / seconds,
    frames,
    pieces: stats[0].pieces + stats[1].pieces,
    sent: stats[0].sent + stats[1].sent,
    replay: match.replay,
  };
}

/** `count` matches from seed `seed` on, as one run (short matches are timed together). */
function playMatches(player: Player, seed: number, count: number): Run {
  const runs = Array.from({ length: count }, (_, i) => playMatch(player, seed + i));
  const frames = runs.reduce((s, r) => s + r.frames, 0);
  const seconds = runs.reduce((s, r) => s + r.frames / r.fps, 0);
  return { fps: frames / seconds, frames: frames / count, pieces: runs.reduce((s, r) => s + r.pieces, 0) / count, sent: runs.reduce((s, r) => s + r.sent, 0) / count, replay: runs[0].replay };
}

function report(name: string, player: Player, perRun = 1, count = RUNS): MatchReplay[] {
  const runs = Array.from({ length: count }, (_, i) => playMatches(player, 1000 + i * perRun, perRun));
  const frames = runs.map((r) => r.frames);
  console.log(
    `${name}: ${fmt(median(runs.map((r) => r.fps)))} match frames/s (median of ${count} runs; ` +
      `${fmt(median(frames) / FRAMES_PER_SECOND, 1)} s of play, ${fmt(median(runs.map((r) => r.pieces)))} pieces, ` +
      `${fmt(median(runs.map((r) => r.sent)))} lines sent per match)`,
  );
  return runs.map((r) => r.replay);
}

// The bots' search dominates and a match lasts minutes of play, so fewer runs.
const BOT_RUNS = 3;
const botReplays = report('versus match, two bots (hard against medium, 4 pieces/s each)', bot, 1, BOT_RUNS);
report('versus match, two scripted players (engine only, 100 matches per run)', scripted, 100);

// verifyMatch() per minute of play, over the bots' matches.
const costs = botReplays.map((replay) => {
  const frames = replay.rounds.reduce((sum, log) => sum + [...log.matchAll(/t(\d*)/g)].reduce((s, m) => s + (m[1] ? Number(m[1]) : 1), 0), 0);
  const t0 = performance.now();
  verifyMatch(replay);
  return (performance.now() - t0) / (frames / (60 * FRAMES_PER_SECOND));
});
console.log(`verifyMatch(): ${fmt(median(costs), 2)} ms per minute of play (median of ${BOT_RUNS} bot matches, both boards)`);
