/**
 * A versus match: two or more games stepped together on one frame grid. Each attack goes to an
 * opponent's garbage queue, a round ends when one player is left standing, and the match when a
 * player has won `firstTo` rounds. Every input goes through the match, which records one replay
 * for the whole match (`verifyMatch()` plays it back); the garbage is not recorded, since
 * replaying the inputs routes it again.
 * @module
 */
import { boolean, knownKeys, plainObject, wholeNumber } from './check.js';
import { Emitter } from './emitter.js';
import { Game } from './game.js';
import { ACTION_CODES, tickCode, EVENT_TICK } from './replay-log.js';
import { Rng } from './rng.js';
import { checkVersus } from './versus.js';
import type { Action, EngineEventMap, GameOptions, Handling, PressResult, VersusOptions, VersusSettings } from './types.js';

/** Most players in one match. */
export const MAX_PLAYERS = 8;
/** Most rounds a player may need to win. */
export const MAX_FIRST_TO = 99;

/** Options of `new Match()`. */
export interface MatchOptions {
  /** Players (2-8). Default 2. */
  players?: number;
  /** Seed of the match: each round's seed comes from it, the same for every player. Default 0. */
  seed?: number;
  /** Rounds a player must win (1-99). Default 3. */
  firstTo?: number;
  /** Attack and garbage rules of every game. */
  versus?: VersusOptions;
  /** Each player's handling (an entry per player, or fewer: the rest keep the defaults). */
  handling?: readonly Partial<Handling>[];
  /** Entry delay and line-clear delay (default true); false for games played by programs. */
  are?: boolean;
}

/** A match's options, checked, defaults filled in. */
export interface MatchSettings {
  readonly players: number;
  readonly seed: number;
  readonly firstTo: number;
  readonly versus: VersusSettings;
  readonly handling: readonly Partial<Handling>[];
  readonly are: boolean;
}

/** What a match is doing. */
export type MatchState = 'playing' | 'round-over' | 'over';

/** Counters of one player over the match. */
export interface MatchPlayerStats {
  /** Lines its clears sent before cancelling, and after. */
  readonly attack: number;
  readonly sent: number;
  /** Lines of garbage it received, and how many of them rose into its matrix. */
  readonly received: number;
  readonly entered: number;
  readonly pieces: number;
  /** Frames it played (until it topped out or its rounds ended). */
  readonly frames: number;
}

/** Payloads of the events of `match.on()`. */
export interface MatchEventMap {
  /** A round began: `games` are its fresh games (listen to them for board events). Round 1 begins in the constructor: read `match.games`. */
  'round-start': { round: number; seed: number; games: readonly Game[] };
  /** Player `from` attacked: `chunks` went to player `to` (null: nobody was left to receive). */
  attack: { from: number; to: number | null; id: number; lines: number; sent: number; chunks: readonly number[]; frame: number };
  /** A round ended: `winner` the player left standing (null: the last ones topped out on the same frame). */
  'round-over': { round: number; winner: number | null; frame: number; wins: readonly number[] };
  /** The match ended. */
  'match-over': { winner: number; wins: readonly number[]; rounds: number; stats: readonly MatchPlayerStats[] };
}

/** @internal Check match options. */
export function checkMatchOptions(options: unknown): MatchSettings {
  const o = plainObject('match options', options ?? {});
  knownKeys('match option', o, ['players', 'seed', 'firstTo', 'versus', 'handling', 'are']);
  const players = o.players === undefined ? 2 : wholeNumber('players', o.players, 2, MAX_PLAYERS);
  let handling: readonly Partial<Handling>[] = [];
  if (o.handling !== undefined) {
    if (!Array.isArray(o.handling)) throw new TypeError('handling must be an array with one handling object per player');
    if (o.handling.length > players) throw new RangeError(`handling holds at most ${players} entries (one per player), got ${o.handling.length}`);
    handling = o.handling.map((h, i) => plainObject(`handling[${i}]`, h) as Partial<Handling>);
  }
  return Object.freeze({
    players,
    seed: o.seed === undefined ? 0 : wholeNumber('seed', o.seed, 0, 0xffffffff),
    firstTo: o.firstTo === undefined ? 3 : wholeNumber('firstTo', o.firstTo, 1, MAX_FIRST_TO),
    versus: checkVersus(o.versus ?? {}),
    handling,
    are: o.are === undefined ? true : boolean('are', o.are),
  });
}

/** The seed of round `round` (1-based) of a match seeded `seed`. */
export function roundSeed(seed: number, round: number): number {
  return new Rng((seed + Math.imul(round, 0x9e3779b1)) >>> 0).nextU32();
}

/** A player's running counters. */
interface Counters {
  attack: number;
  sent: number;
  received: number;
  entered: number;
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
  /** Round-robin target counter of each player (for more than two players). */
  readonly #targets: number[];
  readonly #rounds: string[] = [];
  #log = '';
  #run = 0;
  #started = false;

  /** @throws TypeError/RangeError naming a bad option. */
  constructor(options: MatchOptions = {}) {
    this.settings = checkMatchOptions(options);
    this.#wins = new Array<number>(this.settings.players).fill(0);
    this.#targets = new Array<number>(this.settings.players).fill(0);
    this.#stats = Array.from({ length: this.settings.players }, () => ({ attack: 0, sent: 0, received: 0, entered: 0, pieces: 0, frames: 0 }));
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
  /** Counters by player over the match so far. */
  get stats(): readonly MatchPlayerStats[] {
    // The current round's pieces (and, while it runs, its frames) are not summed in yet.
    const playing = this.#state === 'playing';
    return Object.freeze(this.#stats.map((s, i) => {
      const game = this.#games[i];
      return Object.freeze({ ...s, pieces: s.pieces + game.pieces, frames: s.frames + (playing ? game.frame : 0) });
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

  /** One frame for every game still playing, then the attacks are routed and the round decided. No-op unless playing. */
  step(): void {
    if (this.#state !== 'playing') return;
    this.#frame++;
    this.#run++;
    for (const game of this.#games) game.tick();
    this.#settle();
  }

  /** Start the next round after a round ended (a host shows its countdown first). @throws Error unless a round just ended. */
  nextRound(): void {
    if (this.#state !== 'round-over') throw new Error(`nextRound: the match is ${this.#state === 'over' ? 'over' : 'still in a round'}`);
    this.#startRound();
  }

  /** The replay of the match so far. */
  get replay(): MatchReplay {
    this.#flush();
    const s = this.settings;
    const options: MatchOptions = { players: s.players, seed: s.seed, firstTo: s.firstTo, versus: { ...s.versus }, handling: s.handling, are: s.are };
    return {
      v: 1,
      options: JSON.parse(JSON.stringify(options)) as MatchOptions,
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
      for (let i = 0; i < this.#games.length; i++) this.#stats[i].pieces += this.#games[i].pieces;
    }
    this.#round++;
    this.#frame = 0;
    this.#log = '';
    this.#rounds.push('');
    this.#state = 'playing';
    const s = this.settings;
    const seed = roundSeed(s.seed, this.#round);
    this.#games = Array.from({ length: s.players }, (_, i) => {
      const options: GameOptions = { seed, versus: { ...s.versus }, handling: { ...s.handling[i], ...(s.are ? {} : { are: false }) } };
      const game = new Game(options);
      game.on('attack', (attack) => this.#pending.push({ from: i, attack }));
      game.on('garbage', (g) => {
        if (g.kind === 'queued') this.#stats[i].received += g.lines;
        else if (g.kind === 'entered') this.#stats[i].entered += g.lines;
      });
      return game;
    });
    this.#events.emit('round-start', { round: this.#round, seed, games: this.#games });
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
      if (to !== null) for (const chunk of attack.chunks) games[to].receiveGarbage(chunk, { id });
      this.#events.emit('attack', { from, to, id, lines: attack.lines, sent: attack.sent, chunks: attack.chunks, frame: this.#frame });
    }
    this.#pending.length = 0;
    let standing = 0;
    let last = -1;
    for (let i = 0; i < games.length; i++) {
      if (games[i].over !== null) continue;
      standing++;
      last = i;
    }
    if (standing <= 1) this.#endRound(standing === 1 ? last : null);
    this.#events.flush();
  }

  /** The opponent that receives player `from`'s next attack: the others still playing, in turn. */
  #target(from: number): number | null {
    const games = this.#games;
    const alive: number[] = [];
    for (let i = 0; i < games.length; i++) if (i !== from && games[i].over === null) alive.push(i);
    if (alive.length === 0) return null;
    return alive[this.#targets[from]++ % alive.length];
  }

  #endRound(winner: number | null): void {
    for (let i = 0; i < this.#games.length; i++) this.#stats[i].frames += this.#games[i].frame;
    if (winner !== null) this.#wins[winner]++;
    const over = winner !== null && this.#wins[winner] >= this.settings.firstTo;
    this.#state = over ? 'over' : 'round-over';
    this.#events.emit('round-over', { round: this.#round, winner, frame: this.#frame, wins: this.wins });
    if (over) {
      this.#winner = winner;
      this.#events.emit('match-over', { winner, wins: this.wins, rounds: this.#round, stats: this.stats });
    }
  }
}

/** A recorded match: JSON-safe. */
export interface MatchReplay {
  v: 1;
  options: MatchOptions;
  /**
   * One log per round: `t` + count = frames stepped, `:` + player + an entry of the game replay
   * log (`+L` down, `-L` up, `D` a press) = that player's input at the current frame.
   */
  rounds: string[];
  /** The result the match claims; `verifyMatch()` checks it against what the inputs really give. */
  result: { winner: number | null; wins: number[] };
}
