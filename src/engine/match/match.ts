/**
 * A versus match: two or more games stepped together on one frame grid. Each attack goes to an
 * opponent's garbage queue, a round ends when one player is left standing, and the match when a
 * player has won `firstTo` rounds, or when every other player has left it (`forfeit()`). Every input goes through the match, which records one replay
 * for the whole match (`verifyMatch()` plays it back); the garbage is not recorded, since
 * replaying the inputs routes it again.
 * @module
 */
import { wholeNumber } from '../check.js';
import { Emitter } from '../emitter.js';
import { Game } from '../game/game.js';
import { checkMatchOptions, roundSeed } from './match-options.js';
import type { MatchOptions, MatchSettings } from './match-options.js';
import { ACTION_CODES, tickCode, EVENT_TICK } from '../replay/replay-log.js';
import { Rng } from '../state/rng.js';
import { MANUAL_ENTRY, STRATEGY_ENTRY, TARGETING_RULES, TARGETING_STRATEGIES, checkTargetChoice, chooseTarget, danger } from '../rules/targeting.js';
import type { TargetChoice, TargetSituation, Targeting, TargetingStrategy } from '../rules/targeting.js';
import type { Action, EngineEventMap, GameOptions, PressResult } from '../types.js';
import { replayOptions } from './match-types.js';
import type { MatchEventMap, MatchPlayerStats, MatchReplay, MatchState } from './match-types.js';

export { MAX_FIRST_TO, MAX_PLAYERS, checkMatchOptions, roundSeed } from './match-options.js';
export type { MatchOptions, MatchSettings } from './match-options.js';
export type { MatchEventMap, MatchPlayerStats, MatchReplay, MatchState } from './match-types.js';

/** The match replay's entry for a player leaving the match. */
const FORFEIT_ENTRY = '!';
/** What a command of a player who left gives: nothing happened. */
const NOTHING: PressResult = Object.freeze({ ok: false });

/** Salt of the seed of each round's targeting draws, so they do not repeat the piece draws. */
const TARGET_DRAW_SALT = 0x7a3c5e1d;

/** A player's running counters. */
interface Counters {
  attack: number;
  sent: number;
  received: number;
  entered: number;
  cleared: number;
  pieces: number;
  frames: number;
}

/** A versus match between `players` games. */
export class Match {
  readonly settings: MatchSettings;
  readonly #events = new Emitter<MatchEventMap>();
  #games: Game[] = [];
  readonly #wins: number[];
  readonly #stats: Counters[];
  #round = 0;
  #state: MatchState = 'playing';
  #winner: number | null = null;
  #frame = 0;
  #attacks = 0;
  /** Attacks made during the current command, routed once it has finished. */
  readonly #pending: { from: number; attack: EngineEventMap['attack'] }[] = [];
  /** Each player's targeting, kept from round to round. */
  readonly #targeting: { strategy: TargetingStrategy; manual: number | null }[];
  /** Per round: the player each one attacked last, who sent garbage to whom, finishing places, the targeting draws. */
  #lastTarget: number[] = [];
  #attackedBy: boolean[][] = [];
  #places: (number | null)[] = [];
  #draws = new Rng();
  /** Targeting changes made between rounds, logged at the start of the next. */
  #carried = '';
  readonly #rounds: string[] = [];
  #log = '';
  #run = 0;
  #started = false;
  /** Players who left the match: out of the round in play and of every later one. */
  readonly #left: boolean[];

  /** @throws TypeError/RangeError naming a bad option. */
  constructor(options: MatchOptions = {}) {
    this.settings = checkMatchOptions(options);
    this.#wins = new Array<number>(this.settings.players).fill(0);
    this.#left = new Array<boolean>(this.settings.players).fill(false);
    this.#targeting = Array.from({ length: this.settings.players }, () => ({ strategy: this.settings.targeting, manual: null }));
    this.#stats = Array.from({ length: this.settings.players }, () => ({ attack: 0, sent: 0, received: 0, entered: 0, cleared: 0, pieces: 0, frames: 0 }));
    this.#startRound();
    this.#started = true;
  }

  /** The games of the current round, by player. */
  get games(): readonly Game[] {
    return this.#games;
  }
  /** The current round (1-based). */
  get round(): number {
    return this.#round;
  }
  /** Rounds won, by player. */
  get wins(): readonly number[] {
    return Object.freeze(this.#wins.slice());
  }
  get state(): MatchState {
    return this.#state;
  }
  /** The match winner, or null while it runs. */
  get winner(): number | null {
    return this.#winner;
  }
  /** Frames stepped in the current round. */
  get frame(): number {
    return this.#frame;
  }
  /** Each player's finishing place in the current round (null: still playing). See the `knockout` event. */
  get places(): readonly (number | null)[] {
    return Object.freeze(this.#places.slice());
  }
  /** Which players left the match (`forfeit()`), by player. */
  get forfeited(): readonly boolean[] {
    return Object.freeze(this.#left.slice());
  }
  /** Counters by player over the match so far. */
  get stats(): readonly MatchPlayerStats[] {
    // The current round's pieces and cleared garbage (and, while it runs, its frames) are not summed in yet.
    const playing = this.#state === 'playing';
    return Object.freeze(this.#stats.map((s, i) => {
      const game = this.#games[i];
      return Object.freeze({ ...s, cleared: s.cleared + game.garbageCleared, pieces: s.pieces + game.pieces, frames: s.frames + (playing ? game.frame : 0) });
    }));
  }

  /** Listen to a match event; returns a function that removes the listener. */
  on<K extends keyof MatchEventMap>(type: K, listener: (payload: MatchEventMap[K]) => void): () => void {
    return this.#events.on(type, listener);
  }

  /** `press(action)` on player `player`'s game, recorded. */
  press(player: number, action: Action): PressResult {
    return this.#command(player, ACTION_CODES[action] ?? '?', (game) => game.press(action));
  }
  /** `down(button)` on player `player`'s game, recorded. */
  down(player: number, button: Action): PressResult {
    return this.#command(player, `+${ACTION_CODES[button] ?? '?'}`, (game) => game.down(button));
  }
  /** `up(button)` on player `player`'s game, recorded. */
  up(player: number, button: Action): void {
    this.#command(player, `-${ACTION_CODES[button] ?? '?'}`, (game) => (game.up(button), null));
  }

  /** Player `player`'s targeting: its strategy and its manual target (null: none). */
  targeting(player: number): Targeting {
    wholeNumber('player', player, 0, this.settings.players - 1);
    const { strategy, manual } = this.#targeting[player];
    return Object.freeze({ strategy, manual });
  }

  /**
   * Switch player `player`'s targeting: `{ strategy }` sets its strategy (and drops a manual
   * target), `{ player: n }` makes player n its manual target until n is knocked out (the
   * strategy then applies again). Kept from round to round, and recorded in the match replay
   * (between rounds: at the start of the next), so `verifyMatch()` routes every attack again.
   * Returns false when it changes nothing (the same choice, or the match is over): not recorded.
   * @throws TypeError/RangeError naming `player`, `target`, `target.strategy` or `target.player`
   *   (a manual target must be another player, not knocked out in the round being played).
   */
  setTarget(player: number, choice: TargetChoice): boolean {
    const players = this.settings.players;
    wholeNumber('player', player, 0, players - 1);
    const next = checkTargetChoice(choice, players);
    if (next.manual === player) throw new RangeError(`target.player must be another player than ${player}`);
    if (next.manual != null && this.#state === 'playing' && this.#out(next.manual)) {
      throw new RangeError(`target.player: player ${next.manual} is knocked out`);
    }
    const targeting = this.#targeting[player];
    const strategy = next.strategy ?? targeting.strategy;
    if (this.#state === 'over' || (strategy === targeting.strategy && next.manual === targeting.manual)) return false;
    targeting.strategy = strategy;
    targeting.manual = next.manual ?? null;
    const entry = `:${player}${next.strategy === undefined ? MANUAL_ENTRY + String(next.manual) : STRATEGY_ENTRY + String(TARGETING_STRATEGIES.indexOf(strategy))}`;
    if (this.#state === 'playing') {
      this.#flush();
      this.#log += entry;
    } else this.#carried += entry;
    return true;
  }

  /**
   * The player that `player`'s next attack would go to, as things stand: null when it has no
   * opponent left, is not playing, or its strategy is `random` (drawn only when it attacks).
   */
  targetOf(player: number): number | null {
    wholeNumber('player', player, 0, this.settings.players - 1);
    if (this.#state !== 'playing' || this.#out(player)) return null;
    const situation = this.#situation(player);
    if (situation === null) return null;
    const { strategy, manual } = this.#targeting[player];
    if (manual !== null) return manual; // cleared when its player is knocked out
    return strategy === 'random' ? null : TARGETING_RULES[strategy](situation, () => 0);
  }

  /** One frame for every game still playing, then the attacks are routed and the round decided. No-op unless playing. */
  step(): void {
    if (this.#state !== 'playing') return;
    this.#frame++;
    this.#run++;
    // A player who left stands still where it left.
    this.#games.forEach((game, i) => this.#left[i] || game.tick());
    this.#settle();
  }

  /**
   * Player `player` leaves the match for good: it is out of the round in play at once (placed
   * behind the players still standing; its game stands still and takes no input) and out of every
   * later round from its start, while the others play on. When one player is left in the match,
   * that player wins it at once, with the rounds won as they stand (the round in play is not
   * counted). Recorded in the match replay (after a round ended: at the end of that round's log).
   * Returns false when it changes nothing (the player already left, or the match is over).
   * @throws RangeError naming `player`.
   */
  forfeit(player: number): boolean {
    wholeNumber('player', player, 0, this.settings.players - 1);
    if (this.#state === 'over' || this.#left[player]) return false;
    this.#flush();
    this.#log += `:${player}${FORFEIT_ENTRY}`;
    this.#left[player] = true;
    const staying = this.#left.flatMap((left, i) => (left ? [] : [i]));
    if (this.#state === 'playing') this.#placeKnockedOut(this.#standing().count);
    if (staying.length === 1) this.#endMatch(staying[0], true);
    else if (this.#state === 'playing') this.#settle();
    this.#events.flush();
    return true;
  }

  /** Start the next round after a round ended (a host shows its countdown first). @throws Error unless a round just ended. */
  nextRound(): void {
    if (this.#state !== 'round-over') throw new Error(`nextRound: the match is ${this.#state === 'over' ? 'over' : 'still in a round'}`);
    this.#startRound();
  }

  /** The replay of the match so far. */
  get replay(): MatchReplay {
    this.#flush();
    return {
      v: 1,
      options: replayOptions(this.settings),
      rounds: [...this.#rounds.slice(0, -1), this.#log],
      result: { winner: this.#winner, wins: this.#wins.slice() },
    };
  }

  toJSON(): MatchReplay {
    return this.replay;
  }

  #command<T>(player: number, entry: string, run: (game: Game) => T): T {
    wholeNumber('player', player, 0, this.settings.players - 1);
    const game = this.#games[player];
    // A player who left plays no more: its game is not touched, nothing recorded.
    if (this.#left[player]) return NOTHING as T;
    if (this.#state !== 'playing' || game.over !== null) return run(game); // changes nothing: not recorded
    this.#flush();
    const before = this.#log.length;
    // Recorded before it runs, so commands made by listeners during it follow it in the log.
    this.#log += `:${player}${entry}`;
    try {
      const result = run(game);
      this.#settle();
      return result;
    } catch (error) {
      this.#log = this.#log.slice(0, before); // an unknown button: nothing happened
      throw error;
    }
  }

  #flush(): void {
    if (this.#run > 0) this.#log += tickCode(EVENT_TICK, this.#run);
    this.#run = 0;
  }

  #startRound(): void {
    if (this.#started) {
      this.#flush();
      this.#rounds[this.#rounds.length - 1] = this.#log;
      for (let i = 0; i < this.#games.length; i++) {
        this.#stats[i].pieces += this.#games[i].pieces;
        this.#stats[i].cleared += this.#games[i].garbageCleared;
      }
    }
    this.#round++;
    this.#frame = 0;
    this.#log = this.#carried;
    this.#carried = '';
    this.#rounds.push('');
    this.#state = 'playing';
    const s = this.settings;
    const seed = roundSeed(s.seed, this.#round);
    this.#lastTarget = Array.from({ length: s.players }, (_, i) => i);
    this.#attackedBy = Array.from({ length: s.players }, () => new Array<boolean>(s.players).fill(false));
    this.#places = new Array<number | null>(s.players).fill(null);
    this.#draws = new Rng((seed ^ TARGET_DRAW_SALT) >>> 0);
    this.#games = Array.from({ length: s.players }, (_, i) => {
      const options: GameOptions = { seed, versus: { ...s.versus }, handling: { ...s.handling[i], ...(s.are ? {} : { are: false }) }, countdown: s.countdown };
      const game = new Game(options);
      game.on('attack', (attack) => this.#pending.push({ from: i, attack }));
      game.on('garbage', (g) => {
        if (g.kind === 'queued') this.#stats[i].received += g.lines;
        else if (g.kind === 'entered') this.#stats[i].entered += g.lines;
      });
      return game;
    });
    this.#events.emit('round-start', { round: this.#round, seed, games: this.#games });
    // The players who left are out from the round's first frame.
    this.#placeKnockedOut(this.#standing().count);
    this.#events.flush();
  }

  /** Route the attacks made by the last command or frame, then decide the round. */
  #settle(): void {
    const games = this.#games;
    for (let k = 0; k < this.#pending.length; k++) {
      const { from, attack } = this.#pending[k];
      const stats = this.#stats[from];
      stats.attack += attack.lines;
      stats.sent += attack.sent;
      const to = attack.sent > 0 ? this.#target(from) : null;
      const id = ++this.#attacks;
      if (to !== null) {
        for (const chunk of attack.chunks) games[to].receiveGarbage(chunk, { id });
        this.#lastTarget[from] = to;
        this.#attackedBy[to][from] = true;
      }
      this.#events.emit('attack', { from, to, id, lines: attack.lines, sent: attack.sent, chunks: attack.chunks, frame: this.#frame });
    }
    this.#pending.length = 0;
    const standing = this.#standing();
    this.#placeKnockedOut(standing.count);
    if (standing.count <= 1) this.#endRound(standing.count === 1 ? standing.last : null);
    this.#events.flush();
  }

  /** Whether player `p` is out of the round in play: topped out, or left the match. */
  #out(p: number): boolean {
    return this.#left[p] || this.#games[p].over !== null;
  }

  /** How many players still stand in the round, and the last of them. */
  #standing(): { count: number; last: number } {
    let count = 0;
    let last = -1;
    for (let i = 0; i < this.#games.length; i++) {
      if (this.#out(i)) continue;
      count++;
      last = i;
    }
    return { count, last };
  }

  /** Give the players who just topped out their place (behind the `standing` still playing); manual targets on them lapse. */
  #placeKnockedOut(standing: number): void {
    for (let p = 0; p < this.#games.length; p++) {
      if (!this.#out(p) || this.#places[p] !== null) continue;
      this.#places[p] = standing + 1;
      for (const targeting of this.#targeting) if (targeting.manual === p) targeting.manual = null;
      this.#events.emit('knockout', { round: this.#round, player: p, place: standing + 1, frame: this.#frame });
    }
  }

  /** What player `from`'s strategy sees now, or null when no opponent is left. */
  #situation(from: number): TargetSituation | null {
    const alive: number[] = [];
    for (let i = 0; i < this.#games.length; i++) if (i !== from && !this.#out(i)) alive.push(i);
    if (alive.length === 0) return null;
    const attackedBy = this.#attackedBy[from];
    return { from, alive, last: this.#lastTarget[from], danger: (p) => danger(this.#games[p]), attackedBy: (p) => attackedBy[p] };
  }

  /** The opponent that receives player `from`'s attack now (see `targeting.ts`), or null when none is left. */
  #target(from: number): number | null {
    const situation = this.#situation(from);
    return situation === null ? null : chooseTarget(this.#targeting[from], situation, (n) => this.#draws.nextInt(n));
  }

  #endRound(winner: number | null): void {
    this.#countFrames();
    if (winner !== null) {
      this.#wins[winner]++;
      this.#places[winner] = 1;
    }
    // Every other player was placed as it topped out.
    const places = Object.freeze(this.#places.slice() as number[]);
    const over = winner !== null && this.#wins[winner] >= this.settings.firstTo;
    this.#state = over ? 'over' : 'round-over';
    this.#events.emit('round-over', { round: this.#round, winner, frame: this.#frame, wins: this.wins, places });
    if (over) this.#endMatch(winner, false);
  }

  /** The match is won by `winner` (`forfeit`: every other player left, the round in play not counted). */
  #endMatch(winner: number, forfeit: boolean): void {
    if (this.#state === 'playing') this.#countFrames();
    this.#state = 'over';
    this.#winner = winner;
    this.#events.emit('match-over', { winner, wins: this.wins, rounds: this.#round, stats: this.stats, places: Object.freeze(this.#places.slice()), forfeit });
  }

  #countFrames(): void {
    for (let i = 0; i < this.#games.length; i++) this.#stats[i].frames += this.#games[i].frame;
  }
}

