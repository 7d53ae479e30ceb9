/**
 * The bot's figures: `npm run bench:bot` (bundled by esbuild, then run by Node, so the modules run
 * as one scope the way a built worker runs them). `npm run bench:bot -- attack --seeds 3 --pieces 300`
 * runs one part, smaller; the defaults are the full sizes.
 *
 * - Attack per piece on a clean board under the `tetrio` rules, choices only (each piece placed
 *   with its search and slips, no pace): `--seeds` seeds x `--pieces` pieces per difficulty, with
 *   the clears by kind and the T-spins.
 * - Head to head: each difficulty against the one below at an equal pace of 2 pieces per second,
 *   first to 1 under the `tetrio` rules, `--matches` matches per pairing on paired seeds.
 * - Decision time per piece at each difficulty (median and p99 CPU time of the search for one
 *   piece on positions the bot reaches itself, with the thinking time it has in play).
 * - Zen: lines cleared before the first top out (zen empties the matrix instead of ending), over
 *   20 seeds, up to 1,000 lines, the bot placing with presses (its choices and slips, no clock).
 * - Marathon to 150 lines over 20 seeds, played by `BotPlayer` on the keys frame by frame at the
 *   difficulty's pace, gravity rising with the level; with its presses per piece against the
 *   finesse minimum of the placements it chose.
 * - A 40-line sprint at `expert` with no pace limit: time and pieces per second, with the default
 *   handling and with a fast one.
 * - A cheese race: the `dig` mode's garbage rows (one hole each) cleared before the first top out,
 *   over the seeds, choices only; how many finished and in how many pieces.
 */
import { DIG_DEFAULT_GOAL, Game, Match, Rng, record } from '../src/engine/index.js';
import type { GameOptions, Handling } from '../src/engine/index.js';
import { BotPlayer, DIFFICULTIES, DIFFICULTY_NAMES, pickMove, searchState, stateOf, withActions } from '../src/bot/index.js';
import type { Difficulty } from '../src/bot/index.js';

/** `--name value` from the command line, or the default. */
function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`--${name} must be a whole number of at least 1`);
  return value;
}

const SEEDS = Array.from({ length: flag('seeds', 20) }, (_, i) => 101 + i);
const PIECES = flag('pieces', 1000);
const MATCHES = flag('matches', 40);
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
    const { moves } = searchState(state, { difficulty, limits: times ? { clock: cpuClock, time: rules.time } : {} });
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

/** CPU time of this process in ms, so a busy machine's preemption does not count as thinking. */
function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Pieces placed with the search on a clean board under the `tetrio` rules: attack and clears. */
function attackRun(difficulty: Difficulty, seed: number) {
  const game = new Game({ seed, versus: { rules: 'tetrio' }, handling: { are: false } });
  const rules = DIFFICULTIES[difficulty];
  const rng = new Rng(seed);
  const clears = new Map<string, number>();
  let sent = 0;
  game.on('attack', (a) => (sent += a.lines));
  while (game.over === null && game.pieces < PIECES) {
    const state = stateOf(game)!;
    const choice = pickMove(searchState(state, { difficulty }).moves, rules, rng);
    if (!choice) break;
    for (const action of withActions(state, [choice])[0].actions) game.press(action);
    const lock = game.lastLock!;
    if (lock.lines > 0) {
      const kind = `${lock.tSpin === 'full' ? 'T-spin ' : lock.tSpin === 'mini' ? 'mini ' : ''}${['single', 'double', 'triple', 'quad'][lock.lines - 1]}`;
      clears.set(kind, (clears.get(kind) ?? 0) + 1);
    }
  }
  return { sent, pieces: game.pieces, toppedOut: game.over !== null, clears };
}

function attack(): void {
  console.log(`Attack per piece on a clean board, tetrio rules, choices only (${SEEDS.length} seeds x ${PIECES} pieces):`);
  for (const difficulty of DIFFICULTY_NAMES) {
    const runs = SEEDS.map((seed) => attackRun(difficulty, seed));
    const sent = runs.reduce((n, r) => n + r.sent, 0);
    const pieces = runs.reduce((n, r) => n + r.pieces, 0);
    const clears = new Map<string, number>();
    for (const r of runs) for (const [kind, n] of r.clears) clears.set(kind, (clears.get(kind) ?? 0) + n);
    const kinds = [...clears].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ${n}`).join(', ');
    console.log(`  ${difficulty.padEnd(7)} ${(sent / pieces).toFixed(3)} attack/piece  (${sent} lines in ${pieces} pieces; topped out ${runs.filter((r) => r.toppedOut).length}/${runs.length})  ${kinds}`);
  }
}

/** Frames between two pieces at 2 pieces per second, and the longest a match runs before it counts as undecided. */
const MATCH_PACE = 30;
const MATCH_FRAMES = 5 * 60 * 60;

/** One match, first to 1, between `a` (player 0) and `b` at an equal pace; the winner's index or null. */
function headToHead(a: Difficulty, b: Difficulty, seed: number): number | null {
  const match = new Match({ seed, firstTo: 1, are: false, versus: { rules: 'tetrio' } });
  const players = [a, b].map((difficulty, p) => ({ difficulty, rules: DIFFICULTIES[difficulty], rng: new Rng(seed * 2 + p) }));
  for (let frame = 0; match.state === 'playing' && frame < MATCH_FRAMES; frame++) {
    players.forEach(({ difficulty, rules, rng }, p) => {
      const game = match.games[p];
      if (frame % MATCH_PACE !== 0 || game.over !== null) return;
      const state = stateOf(game);
      if (!state) return;
      const choice = pickMove(searchState(state, { difficulty, incoming: game.incomingLines }).moves, rules, rng);
      for (const action of choice ? withActions(state, [choice])[0].actions : ['hardDrop' as const]) match.press(p, action);
    });
    match.step();
  }
  return match.state === 'playing' ? null : match.winner;
}

function versus(): void {
  console.log(`Head to head at 2 pieces/s each, first to 1, tetrio rules (${MATCHES} matches per pairing, stopped as undecided after 5 minutes):`);
  for (let i = 1; i < DIFFICULTY_NAMES.length; i++) {
    const [lower, upper] = [DIFFICULTY_NAMES[i - 1], DIFFICULTY_NAMES[i]];
    let won = 0;
    let lost = 0;
    for (let m = 0; m < MATCHES; m++) {
      // Sides alternate so neither bot always plays the first board.
      const upperFirst = m % 2 === 0;
      const winner = upperFirst ? headToHead(upper, lower, 500 + m) : headToHead(lower, upper, 500 + m);
      if (winner === null) continue;
      if ((winner === 0) === upperFirst) won++;
      else lost++;
    }
    console.log(`  ${upper.padEnd(7)} against ${lower.padEnd(7)} won ${won}, lost ${lost}, undecided ${MATCHES - won - lost} (${((100 * won) / MATCHES).toFixed(0)}% won)`);
  }
}

function decisionTimes(): void {
  console.log('Decision time per piece (ms of CPU, search for one piece with the thinking time of its difficulty):');
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

function cheese(): void {
  console.log(`Cheese race: dig through ${DIG_DEFAULT_GOAL} garbage rows, choices only (${SEEDS.length} seeds):`);
  for (const difficulty of DIFFICULTY_NAMES) {
    const runs = SEEDS.map((seed) => pressGame({ seed, mode: 'dig' }, difficulty, seed, Number.MAX_SAFE_INTEGER));
    const finished = runs.filter((r) => !r.toppedOut);
    const pieces = finished.map((r) => r.pieces).sort((a, b) => a - b);
    const lines = runs.map((r) => r.lines).sort((a, b) => a - b);
    const median = finished.length > 0 ? String(percentile(pieces, 0.5)) : '-';
    console.log(`  ${difficulty.padEnd(7)} finished ${finished.length}/${SEEDS.length}  pieces to finish, median ${median}  lines cleared, median ${percentile(lines, 0.5)}`);
  }
}

const only = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
if (!only || only === 'attack') attack();
if (!only || only === 'versus') versus();
if (!only || only === 'time') decisionTimes();
if (!only || only === 'sprint') sprint();
if (!only || only === 'zen') zen();
if (!only || only === 'marathon') marathon();
if (!only || only === 'cheese') cheese();
