/**
 * The bot's figures: `npm run bench:bot` (bundled by esbuild, then run by Node, so the modules run
 * as one scope the way a built worker runs them).
 *
 * - Decision time per piece at each difficulty (median and p99 CPU time of the search for one
 *   piece on positions the bot reaches itself).
 * - Zen: lines cleared before the first top out (zen empties the matrix instead of ending), over
 *   20 seeds, up to 1,000 lines, the bot placing with presses (its choices and slips, no clock).
 * - Marathon to 150 lines over 20 seeds, played by `BotPlayer` on the keys frame by frame at the
 *   difficulty's pace, gravity rising with the level; with its presses per piece against the
 *   finesse minimum of the placements it chose.
 * - A 40-line sprint at `expert` with no pace limit: time and pieces per second, with the default
 *   handling and with a fast one.
 */
import { Game, Rng, record } from '../src/engine/index.js';
import type { GameOptions, Handling } from '../src/engine/index.js';
import { BotPlayer, DIFFICULTIES, DIFFICULTY_NAMES, pickMove, searchState, stateOf, withActions } from '../src/bot/index.js';
import type { Difficulty } from '../src/bot/index.js';

const SEEDS = Array.from({ length: 20 }, (_, i) => 101 + i);
const ZEN_LINES = 1000;
const MARATHON_LINES = 150;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);

/** Plays with presses (no frames): each piece searched, the chosen move's actions pressed. */
function pressGame(options: GameOptions, difficulty: Difficulty, seed: number, lines: number, times?: number[]) {
  const game = new Game({ ...options, handling: { are: false } });
  const rules = DIFFICULTIES[difficulty];
  const rng = new Rng(seed);
  let toppedOut = false;
  while (!game.over && game.lines < lines && !toppedOut) {
    const state = stateOf(game)!;
    const t0 = process.cpuUsage();
    const { moves } = searchState(state, { difficulty });
    const spent = process.cpuUsage(t0);
    times?.push((spent.user + spent.system) / 1000);
    const choice = pickMove(moves, rules, rng);
    if (!choice) break;
    const [move] = withActions(state, [choice]);
    for (const action of move.actions) game.press(action);
    const lock = game.lastLock;
    // Zen answers a top out by emptying the matrix: an empty field that was no perfect clear.
    if (lock && !lock.perfectClear && game.rows().every((row) => row === '..........') && game.rowsBetween(-20, 0).every((row) => row === '..........')) toppedOut = true;
    if (lock?.gameOver && lock.gameOver !== 'goal') toppedOut = true;
  }
  return { lines: game.lines, toppedOut, pieces: game.pieces };
}

/** Plays with BotPlayer on the keys, frame by frame, until the game ends (or a frame cap). */
function keyGame(options: GameOptions, difficulty: Difficulty, seed: number, pps?: number | null) {
  const rec = record(options);
  const bot = new BotPlayer(rec.game, { difficulty, seed, keys: rec, ...(pps === undefined ? {} : { pps }) });
  const cap = 60 * 60 * 60;
  while (rec.game.over === null && rec.game.frame < cap) {
    bot.update();
    rec.tick();
  }
  return { game: rec.game, stats: bot.stats };
}

function decisionTimes(): void {
  // CPU time of this process, so a busy machine's preemption does not count as thinking.
  console.log('Decision time per piece (ms of CPU, search for one piece):');
  for (const difficulty of DIFFICULTY_NAMES) {
    const times: number[] = [];
    for (const seed of SEEDS.slice(0, 5)) pressGame({ seed, mode: 'zen' }, difficulty, seed, 100, times);
    times.sort((a, b) => a - b);
    console.log(`  ${difficulty.padEnd(7)} median ${ms(percentile(times, 0.5))}  p99 ${ms(percentile(times, 0.99))}  (${times.length} pieces)`);
  }
}

function zen(): void {
  console.log(`Zen, lines before the first top out (${SEEDS.length} seeds, stopped at ${ZEN_LINES}):`);
  for (const difficulty of DIFFICULTY_NAMES) {
    const results = SEEDS.map((seed) => pressGame({ seed, mode: 'zen' }, difficulty, seed, ZEN_LINES));
    const lines = results.map((r) => r.lines).sort((a, b) => a - b);
    const survived = results.filter((r) => !r.toppedOut).length;
    const under200 = results.filter((r) => r.toppedOut && r.lines < 200).length;
    console.log(
      `  ${difficulty.padEnd(7)} median ${percentile(lines, 0.5)}  min ${lines[0]}  max ${lines[lines.length - 1]}  reached ${ZEN_LINES}: ${survived}/${SEEDS.length}  topped out under 200: ${under200}/${SEEDS.length}`,
    );
  }
}

function marathon(): void {
  console.log(`Marathon to ${MARATHON_LINES} lines on the keys at each difficulty's pace (${SEEDS.length} seeds):`);
  for (const difficulty of DIFFICULTY_NAMES) {
    const runs = SEEDS.map((seed) => keyGame({ seed, mode: 'marathon', goal: MARATHON_LINES }, difficulty, seed));
    const lines = runs.map((r) => r.game.lines).sort((a, b) => a - b);
    const finished = runs.filter((r) => r.game.over === 'goal').length;
    const presses = runs.reduce((n, r) => n + r.stats.presses, 0);
    const finesse = runs.reduce((n, r) => n + r.stats.finesse, 0);
    const decisions = runs.reduce((n, r) => n + r.stats.decisions, 0);
    const pps = runs.reduce((n, r) => n + r.game.pieces / (r.game.frame / 60), 0) / runs.length;
    console.log(
      `  ${difficulty.padEnd(7)} finished ${finished}/${SEEDS.length}  lines median ${percentile(lines, 0.5)} min ${lines[0]}  ${pps.toFixed(2)} pieces/s  presses/piece ${(presses / decisions).toFixed(2)} vs finesse minimum ${(finesse / decisions).toFixed(2)}`,
    );
  }
}

function sprint(): void {
  const handlings: [string, Partial<Handling>][] = [
    ['default handling (DAS 16, ARR 6, ARE on)', {}],
    ['fast handling (DAS 7, ARR 0, soft drop 0, no ARE)', { das: 7, arr: 0, softDrop: 0, are: false }],
  ];
  console.log('40-line sprint at expert, no pace limit (5 seeds):');
  for (const [name, handling] of handlings) {
    const runs = SEEDS.slice(0, 5).map((seed) => keyGame({ seed, mode: 'sprint', goal: 40, handling }, 'expert', seed, null).game);
    const seconds = runs.map((g) => g.frame / 60);
    const finished = runs.filter((g) => g.over === 'goal').length;
    const mean = seconds.reduce((a, b) => a + b, 0) / runs.length;
    const pps = runs.reduce((n, g) => n + g.pieces / (g.frame / 60), 0) / runs.length;
    console.log(`  ${name.padEnd(52)} ${mean.toFixed(1)} s mean, ${pps.toFixed(2)} pieces/s, finished ${finished}/5`);
  }
}

const only = process.argv[2];
if (!only || only === 'time') decisionTimes();
if (!only || only === 'sprint') sprint();
if (!only || only === 'zen') zen();
if (!only || only === 'marathon') marathon();
