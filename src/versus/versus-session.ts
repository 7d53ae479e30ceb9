/**
 * A versus match as `<tetris-versus>` runs it, on the page's frame clock: the countdown before
 * each round, the rounds, the knock-out pause between them, both players' input queues and the
 * bot. Against the bot or a second local player both games run in the engine's `Match` (one frame
 * grid, attacks routed, one replay); against a remote player only this side's game runs here,
 * its attacks go out as events and the other side's come in through `receiveGarbage()`.
 *
 * The session dispatches the element's events and tells the element when to draw; it reads no
 * DOM, so it is tested through the element with a stepped clock.
 * @module
 */
import { Game, Match, type Action, type AttackRuleName, type EngineEventMap, type Handling, type ReceiveGarbageOptions } from '../engine/index.js';
import { BotPlayer, type Difficulty } from '../bot/index.js';
import type { Frame, FrameClock } from '../clock/frame-clock.js';
import { InputQueue } from '../input/input-queue.js';
import { BoardTicks } from '../board/board-ticks.js';
import { RemoteBoard } from './remote-board.js';
import { versusEvent, type PlayerIndex, type TetrisVersusEventMap, type VersusPlayerStats } from './versus-events.js';
import { roundWinner, statsOf, type RoundEnd } from './round-rules.js';
import type { Opponent } from './versus-options.js';
import { workerSearchFor, type BotWorkerFactory, type WorkerSearch } from './worker-search.js';

/** Game frames of the countdown before each round (3, 2, 1), and of the knock-out screen after one. */
export const COUNTDOWN_FRAMES = 180;
export const KO_FRAMES = 150;

/**
 * `idle` before the first match, `waiting` for a remote opponent, `countdown`, `playing`,
 * `paused`, `round-over` (the knock-out screen), `match-over`.
 */
export type VersusPhase = 'idle' | 'waiting' | 'countdown' | 'playing' | 'paused' | 'round-over' | 'match-over';

export interface SessionSettings {
  readonly opponent: Opponent;
  readonly rules: AttackRuleName;
  readonly firstTo: number;
  /** Null: a new random seed for every match. */
  readonly seed: number | null;
  readonly handling: readonly [Partial<Handling>, Partial<Handling>];
  readonly difficulty: Difficulty;
  /** Makes the bot's worker; null: the bot searches on the main thread. */
  readonly botWorker: BotWorkerFactory | null;
}

/** What the session asks of its element. */
export interface SessionHost {
  dispatch(event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): void;
  /** Something shown outside the canvases changed (phase, round, wins, meters). */
  changed(): void;
  /** Draw the boards (called in the clock's draw phase and after changes between frames). */
  draw(): void;
  /** Why the bot searches on the main thread (the element warns once). */
  botFallback(reason: string): void;
}

export class VersusSession {
  phase: VersusPhase = 'idle';
  round = 0;
  wins: [number, number] = [0, 0];
  /** The last round's winner (null: a draw), for the knock-out screen. */
  lastWinner: PlayerIndex | null = null;
  /** The match's winner once it is over, for the result screen. */
  matchWinner: PlayerIndex | null = null;
  /** Remote: the match ended because the other side left it. */
  forfeit = false;
  /** The opponent's board when it is remote. */
  readonly remote = new RemoteBoard();

  private match?: Match;
  private game?: Game;
  private bot?: BotPlayer;
  /** The bot's search in its worker, kept from round to round (remade for another difficulty or worker). */
  private search?: WorkerSearch;
  private countdown = 0;
  private ko = 0;
  private pausedFrom: VersusPhase = 'playing';
  private readonly queues = [new InputQueue(), new InputQueue()] as const;
  /** The match's place on the page's tick grid, the same as every board's. */
  private readonly ticks: BoardTicks;
  private offGame: (() => void)[] = [];
  /** Remote: how each side's round ended, once known. */
  private ends: [RoundEnd | null, RoundEnd | null] = [null, null];
  /** Remote: this side's counters over the match. */
  private own = { attack: 0, sent: 0, received: 0, pieces: 0, frames: 0 };

  constructor(
    private settings: SessionSettings,
    private clock: FrameClock,
    private readonly host: SessionHost,
  ) {
    this.ticks = new BoardTicks(clock, { step: (frame) => this.step(frame), draw: () => this.host.draw() });
  }

  /** The games to draw, by player (the remote opponent is drawn from its last board message). */
  get boards(): readonly [Game | undefined, Game | RemoteBoard | undefined] {
    if (this.match) return [this.match.games[0], this.match.games[1]];
    return [this.game, this.settings.opponent === 'remote' ? this.remote : undefined];
  }

  /** Lines waiting on each player's garbage meter. */
  get incoming(): [number, number] {
    const [a, b] = this.boards;
    return [a?.incomingLines ?? 0, b?.incomingLines ?? 0];
  }

  /** Whole seconds left of the countdown (0 when none runs). */
  get countdownSeconds(): number {
    return this.phase === 'countdown' ? Math.ceil(this.countdown / 60) : 0;
  }

  /** The match's replay against a bot or a local player (`verifyMatch()` checks it). */
  get replay() {
    return this.match?.replay;
  }

  /** New settings take effect with the next match. */
  configure(settings: SessionSettings): void {
    this.settings = settings;
  }

  setClock(clock: FrameClock): void {
    this.ticks.moveTo(clock);
    this.clock = clock;
    this.syncClock();
  }

  /** Starts a match against the bot or a local player, or (remote) says this side is ready for one. */
  start(): void {
    this.stopRound();
    const { opponent, rules, firstTo, handling } = this.settings;
    if (opponent === 'remote') {
      this.setPhase('waiting');
      this.host.dispatch(versusEvent('ready', {}));
      return;
    }
    const seed = this.settings.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
    this.match = new Match({ seed, firstTo, versus: { rules }, handling: [...handling] });
    this.wins = [0, 0];
    this.forfeit = false;
    this.host.dispatch(versusEvent('match-start', { opponent, rules, firstTo, seed }));
    this.beginRound();
  }

  /** Remote: the round `round` begins with `seed` on both sides (round 1: a new match). */
  startRound(seed: number, round: number): void {
    this.stopRound();
    const { rules, firstTo, handling, opponent } = this.settings;
    if (round === 1) {
      this.wins = [0, 0];
      this.forfeit = false;
      this.own = { attack: 0, sent: 0, received: 0, pieces: 0, frames: 0 };
      this.host.dispatch(versusEvent('match-start', { opponent, rules, firstTo, seed }));
    }
    this.round = round;
    this.ends = [null, null];
    this.game = new Game({ seed, versus: { rules }, handling: { ...handling[0] } });
    this.remote.clear();
    this.follow([this.game]);
    this.offGame.push(
      this.game.on('garbage', (g) => {
        if (g.kind === 'queued') this.own.received += g.lines;
        this.boardChanged();
      }),
      this.game.on('lock', () => this.boardChanged()),
    );
    this.beginCountdown();
  }

  /** Remote: the other side's round ended (its `round-end` detail). */
  opponentRoundEnd(end: RoundEnd): void {
    if (this.settings.opponent !== 'remote' || !this.game || this.ends[1]) return;
    this.ends[1] = end;
    // Its knock-out came while this board still plays: this board survived.
    if (this.phase === 'playing' || this.phase === 'countdown') this.endOwnRound(true);
    else if (this.ends[0]) this.decideRemote();
  }

  /**
   * Remote: the other side left the match for good: this board wins it, with the score as it
   * stands (nothing to do before a match or after its end).
   */
  opponentForfeit(): void {
    if (this.settings.opponent !== 'remote' || this.phase === 'idle' || this.phase === 'match-over') return;
    this.stopRound();
    this.forfeit = true;
    this.matchOver(0, this.round, this.remoteStats());
  }

  /** Remote: queues garbage from the other side. @throws the engine's TypeError/RangeError for bad arguments. */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    const game = this.game;
    if (!game || game.over !== null) return;
    game.receiveGarbage(lines, options);
    this.host.draw();
  }

  pause(): void {
    if (this.settings.opponent === 'remote' || (this.phase !== 'playing' && this.phase !== 'countdown')) return;
    this.pausedFrom = this.phase;
    this.releaseInputs();
    this.setPhase('paused');
  }

  resume(): void {
    if (this.phase === 'paused') this.setPhase(this.pausedFrom);
  }

  /** A press or release of player `player` at `time` on the clock: played at its frame. */
  input(player: PlayerIndex, button: Action, down: boolean, time: number): void {
    if (this.phase !== 'playing') return;
    if (player === 1 && this.settings.opponent !== 'local') return;
    this.queues[player].push(button, down, this.clock.eventTime(time));
    this.deliver();
    this.host.draw();
  }

  /** The element left the page: the bot's worker ends (if play goes on, the bot searches here until the next round). */
  endWorker(): void {
    this.search?.stop();
    this.search = undefined;
  }

  /** Back to the start: the match is forgotten, the clock left (a remote opponent left, say). */
  reset(): void {
    this.stopRound();
    this.match = undefined;
    this.round = 0;
    this.wins = [0, 0];
    this.remote.clear();
    this.forfeit = false;
    this.matchWinner = null;
    this.setPhase('idle');
  }

  // ---------------------------------------------------------------- rounds

  private beginRound(): void {
    const match = this.match!;
    this.round = match.round;
    this.follow(match.games);
    if (this.settings.opponent === 'bot') {
      const keys = { down: (b: Action) => match.down(1, b), up: (b: Action) => match.up(1, b) };
      this.search = workerSearchFor(this.search, this.settings.botWorker, this.settings.difficulty, (reason) => this.host.botFallback(reason));
      this.search?.follow(match.games[1]);
      const moves = this.search?.moves;
      this.bot = new BotPlayer(match.games[1], { difficulty: this.settings.difficulty, seed: (match.settings.seed + match.round) >>> 0, keys, moves });
    }
    this.beginCountdown();
  }

  private beginCountdown(): void {
    this.countdown = COUNTDOWN_FRAMES;
    this.setPhase('countdown');
  }

  /** Dispatches each game's attacks as the element's `attack` events. */
  private follow(games: readonly Game[]): void {
    for (const off of this.offGame) off();
    this.offGame = games.map((game, i) =>
      game.on('attack', (a: EngineEventMap['attack']) => {
        if (this.game) {
          this.own.attack += a.lines;
          this.own.sent += a.sent;
        }
        const player = i as PlayerIndex;
        this.host.dispatch(versusEvent('attack', { player, id: a.id, lines: a.lines, sent: a.sent, chunks: a.chunks, clear: a.clear, round: this.round }));
      }),
    );
  }

  private boardChanged(): void {
    const game = this.game!;
    this.host.dispatch(versusEvent('board-change', { cells: game.rows().join(''), incoming: game.incomingLines }));
  }

  /** After a frame of a match against the bot or a local player: the round's end, if it came. */
  private settleMatch(): void {
    const match = this.match!;
    // Settled once: a round that ended on delivered input is not settled again by the frame's step.
    if (match.state === 'playing' || this.phase !== 'playing') return;
    this.releaseInputs();
    const winner = this.lastRoundWinner(match);
    this.roundOver(winner, [match.wins[0], match.wins[1]], match.state === 'over' ? 0 : KO_FRAMES);
    if (match.state === 'over') this.matchOver(winner!, match.round, [statsOf(match.stats[0]), statsOf(match.stats[1])]);
  }

  private lastRoundWinner(match: Match): PlayerIndex | null {
    const [a, b] = match.games.map((game) => game.over === null);
    return a && !b ? 0 : b && !a ? 1 : null;
  }

  /** `ko`: frames of the knock-out screen before the next round starts by itself (0: the page starts it). */
  private roundOver(winner: PlayerIndex | null, wins: [number, number], ko: number): void {
    this.lastWinner = winner;
    this.wins = wins;
    this.bot = undefined;
    this.search?.endGame();
    this.host.dispatch(versusEvent('round-over', { round: this.round, winner, wins }));
    this.ko = ko;
    this.setPhase('round-over');
  }

  private matchOver(winner: PlayerIndex, rounds: number, stats: [VersusPlayerStats, VersusPlayerStats]): void {
    this.matchWinner = winner;
    this.host.dispatch(versusEvent('match-over', { winner, rounds, wins: [this.wins[0], this.wins[1]], stats, forfeit: this.forfeit }));
    this.setPhase('match-over');
  }

  /** Remote: this board's round ended, topped out or surviving the other's knock-out. */
  private endOwnRound(survived: boolean): void {
    const game = this.game!;
    this.releaseInputs();
    this.ends[0] = { frame: game.frame, survived };
    this.own.pieces += game.pieces;
    this.own.frames += game.frame;
    this.host.dispatch(versusEvent('round-end', { round: this.round, frame: game.frame, survived }));
    this.ko = 0;
    this.setPhase('round-over');
    if (this.ends[1]) this.decideRemote();
  }

  /** Remote: both ends known, the round is decided. */
  private decideRemote(): void {
    const winner = roundWinner(...(this.ends as [RoundEnd, RoundEnd]));
    const wins: [number, number] = [...this.wins];
    if (winner !== null) wins[winner]++;
    this.roundOver(winner, wins, 0);
    if (winner !== null && wins[winner] >= this.settings.firstTo) this.matchOver(winner, this.round, this.remoteStats());
  }

  /** Remote: this side's counters, and what it knows of the other side's (what it sent and received). */
  private remoteStats(): [VersusPlayerStats, VersusPlayerStats] {
    const o = this.own;
    return [statsOf(o), { apm: null, pps: null, sent: o.received, received: o.sent }];
  }

  // ---------------------------------------------------------------- frames

  private step(frame: Frame): void {
    while (this.ticks.owed(frame.tick) > 0) {
      this.ticks.stepped();
      if (this.phase === 'countdown') {
        if (--this.countdown <= 0) this.setPhase('playing');
        else if (this.countdown % 60 === 0) this.host.changed();
      } else if (this.phase === 'playing') {
        this.deliver();
        // Input played at this frame ended the round: the frame's step does not run.
        if (this.phase !== 'playing') continue;
        this.bot?.update();
        if (this.match) {
          this.match.step();
          this.settleMatch();
        } else {
          this.game!.tick();
          if (this.game!.over !== null) this.endOwnRound(false);
        }
      } else if (this.phase === 'round-over' && this.ko > 0) {
        if (--this.ko === 0) this.nextRound();
      } else return;
    }
  }

  private nextRound(): void {
    this.match!.nextRound();
    this.beginRound();
  }

  /** Plays each player's input whose frame has been reached. */
  private deliver(): void {
    const match = this.match;
    for (const player of [0, 1] as const) {
      const queue = this.queues[player];
      const target = this.buttonsOf(player);
      if (queue.size > 0 && target) queue.deliver(target, this.ticks.reached);
    }
    if (match) this.settleMatch();
  }

  /** Where player `player`'s buttons go: their board in the match, or (remote) this side's game. */
  private buttonsOf(player: PlayerIndex): Pick<Game, 'down' | 'up'> | undefined {
    const match = this.match;
    if (match) return { down: (b: Action) => match.down(player, b), up: (b: Action) => match.up(player, b) };
    const game = this.game;
    if (!game) return undefined;
    // Remote: each input is also told, stamped with the frame it was played at.
    const tell = (button: Action, down: boolean) => this.host.dispatch(versusEvent('input', { round: this.round, frame: game.frame, button, down }));
    return {
      down: (b: Action) => (tell(b, true), game.down(b)),
      up: (b: Action) => (tell(b, false), game.up(b)),
    };
  }

  private releaseInputs(): void {
    for (const player of [0, 1] as const) {
      const target = this.buttonsOf(player);
      if (target) this.queues[player].releaseAll(target);
      this.queues[player].clear();
    }
  }

  private stopRound(): void {
    this.releaseInputs();
    for (const off of this.offGame) off();
    this.offGame = [];
    this.bot = undefined;
    this.search?.endGame();
    this.game = undefined;
  }

  private setPhase(phase: VersusPhase): void {
    this.phase = phase;
    this.syncClock();
    this.host.changed();
    this.host.draw();
  }

  /** On the clock's tick grid while a countdown, a round or a knock-out pause runs. */
  private syncClock(): void {
    this.ticks.sync(this.phase === 'countdown' || this.phase === 'playing' || (this.phase === 'round-over' && this.ko > 0), false);
  }
}
