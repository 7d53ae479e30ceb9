/**
 * A versus match as `<tetris-versus>` runs it, on the page's frame clock: the countdown before
 * each round, the rounds, the knock-out pause between them, the players' input queues and the
 * bots. Against bots or a second local player every game runs in the engine's `Match` (one frame
 * grid, attacks routed by each player's targeting, one replay); against remote players only this
 * side's game runs here, its attacks go out as events, the garbage others send comes in through
 * `receiveGarbage()`, and each other seat's board, end of round or leaving is told by seat
 * (`remote-match.ts` runs that flow; the session keeps the phases and frames it moves).
 *
 * The session dispatches the element's events and tells the element when to draw; it reads no
 * DOM, so it is tested through the element with a stepped clock.
 * @module
 */
import { Match, type Action, type EngineEventMap, type Game, type MatchEventMap } from '../engine/index.js';
import type { Frame, PageClock } from '../clock/page-clock.js';
import type { ButtonTarget } from '../input/input-queue.js';
import { BoardTicks } from '../board/board-ticks.js';
import type { RemoteBoard } from './remote-board.js';
import { versusEvent, type PlayerIndex, type VersusPlayerStats } from './versus-events.js';
import { statsOf } from './round-rules.js';
import { RemoteRound } from './remote-round.js';
import { RemoteMatch } from './remote-match.js';
import { SeatInputs } from './seat-inputs.js';
import type { SessionHost, SessionSettings } from './session-settings.js';
import type { Seat } from './seats.js';
import { SeatBots } from './seat-bots.js';
import { aimManually } from './targeting-control.js';
import { AttackRelay } from './attack-relay.js';

/** Game frames of the knock-out screen after a round (the countdown before one is the engine's `COUNTDOWN_FRAMES`). */
export const KO_FRAMES = 150;

/**
 * `idle` before the first match, `waiting` for a remote opponent, `countdown`, `playing`,
 * `paused`, `round-over` (the knock-out screen), `match-over`.
 */
export type VersusPhase = 'idle' | 'waiting' | 'countdown' | 'playing' | 'paused' | 'round-over' | 'match-over';

export class VersusSession {
  phase: VersusPhase = 'idle';
  round = 0;
  wins: number[] = [0, 0];
  /** The last round's winner (null: a draw), for the knock-out screen. */
  lastWinner: PlayerIndex | null = null;
  /** The match's winner once it is over, for the result screen. */
  matchWinner: PlayerIndex | null = null;
  /** Remote: the match ended because every other seat left it. */
  forfeit = false;
  /** Remote: the seat that left last (the result screen names it after a win by forfeit). */
  lastLeft: PlayerIndex = 1;

  private match?: Match;
  /** The seats the match was started with (settings changed during it apply to the next). */
  private matchSeats: readonly Seat[] = [];
  private readonly bots: SeatBots;
  /** The last round's result as the match told it. */
  private roundResult?: MatchEventMap['round-over'];
  private ko = 0;
  private pausedFrom: VersusPhase = 'playing';
  /** The human players' inputs, by seat. */
  private readonly inputs = new SeatInputs((player) => this.buttonsOf(player), (player, button, ok) => this.host.pressed?.(player, button, ok));
  /** A match's attacks, told as the element's events once the match has routed them. */
  private readonly attacks = new AttackRelay((detail) => this.host.dispatch(versusEvent('attack', detail)));
  /** The match's place on the page's tick grid, the same as every board's. */
  private readonly ticks: BoardTicks;
  private offGame: (() => void)[] = [];
  /** Remote: this side's game, its counters and each side's end of the round. */
  private readonly remoteRound: RemoteRound;
  /** Remote: the match as the page relays it (`startRound()`, `opponentRoundEnd()`, `opponentForfeit()`, `showTarget()`, `receiveGarbage()`). */
  readonly remote: RemoteMatch;

  constructor(
    private settings: SessionSettings,
    private clock: PageClock,
    private readonly host: SessionHost,
  ) {
    this.bots = new SeatBots((reason) => this.host.botFallback(reason));
    this.remoteRound = new RemoteRound((event) => this.host.dispatch(event));
    this.remote = new RemoteMatch(this.remoteRound, this, {
      settings: () => this.settings,
      inPlay: () => this.phase === 'playing' || this.phase === 'countdown',
      outOfMatch: () => this.phase === 'idle' || this.phase === 'match-over',
      stopRound: () => this.stopRound(),
      play: (game, resumed) => {
        this.follow([game]);
        this.setPhase(resumed ? 'playing' : 'countdown');
      },
      releaseInputs: () => this.inputs.releaseAll(),
      ownRoundOver: () => {
        this.ko = 0;
        this.setPhase('round-over');
      },
      roundOver: (winner, wins) => this.roundOver(winner, wins, 0),
      matchOver: (winner) => this.matchOver(winner, this.round, this.figures),
      changed: () => this.host.changed(),
      draw: () => this.host.draw(),
      dispatch: (event) => this.host.dispatch(event),
    });
    this.ticks = new BoardTicks(clock, { step: (frame) => this.step(frame), draw: () => this.host.draw() });
  }

  /** The seats of the match being played, or (before one) of the next one. */
  get seats(): readonly Seat[] {
    return this.match ? this.matchSeats : this.settings.seats;
  }

  /** The games to draw, by player (a remote seat is drawn from its last board message). */
  get boards(): readonly (Game | RemoteBoard | undefined)[] {
    if (this.match) return this.match.games;
    if (this.settings.opponent !== 'remote') return [];
    return this.settings.seats.map((_, seat) => (seat === 0 ? this.remoteRound.game : this.remoteRound.board(seat)));
  }

  /** Remote seat `seat`'s board. */
  remoteBoard(seat: number): RemoteBoard {
    return this.remoteRound.board(seat);
  }

  /** Lines waiting on each player's garbage meter. */
  get incoming(): number[] {
    return this.boards.map((board) => board?.incomingLines ?? 0);
  }

  /** The match against bots or a local player (its targeting, places, replay); undefined when remote. */
  get matchInPlay(): Match | undefined {
    return this.match;
  }

  /** The seat player 0's next attack goes to, when known: the match's targeting, or (remote) what the page says. */
  get target(): PlayerIndex | null {
    if (this.match) return this.match.state === 'playing' ? this.match.targetOf(0) : null;
    return this.phase === 'playing' || this.phase === 'countdown' ? this.remoteRound.target : null;
  }

  /** Each player's finishing place in the round being played (null: still playing, or not known here). */
  get places(): readonly (number | null)[] {
    if (this.match) return this.match.places;
    return this.settings.opponent === 'remote' ? this.remoteRound.places : [];
  }

  /** Whole seconds left of the countdown (0 when none runs). */
  get countdownSeconds(): number {
    return this.phase === 'countdown' ? (this.match?.games[0] ?? this.remoteRound.game)?.countdown ?? 0 : 0;
  }

  /** Bumps whenever a seat's lines sent or received may have changed: cheap to compare every frame, unlike `figures`. */
  figureCounts = 0;

  /**
   * Each seat's versus figures so far, counted by the engine (`matchFigures()`); a remote
   * seat's rates are unknown (null), see `RemoteRound.figures()`.
   */
  get figures(): readonly VersusPlayerStats[] {
    if (this.match) return this.match.stats.map(statsOf);
    return this.remoteRound.figures(this.settings.seats.length);
  }

  /** The match's replay against a bot or a local player (`verifyMatch()` checks it). */
  get replay() {
    return this.match?.replay;
  }

  /** New settings take effect with the next match. */
  configure(settings: SessionSettings): void {
    this.settings = settings;
  }

  setClock(clock: PageClock): void {
    this.ticks.moveTo(clock);
    this.clock = clock;
    this.syncClock();
  }

  /** Starts a match against the bot or a local player, or (remote) says this side is ready for one. */
  start(): void {
    this.stopRound();
    const { opponent, rules, levels, firstTo, handling, seats, targeting } = this.settings;
    if (opponent === 'remote') {
      this.setPhase('waiting');
      this.host.dispatch(versusEvent('ready', {}));
      return;
    }
    const seed = this.settings.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
    const players = seats.length;
    const match = new Match({ players, seed, firstTo, versus: { rules, levels }, handling: [...handling], countdown: true, targeting: targeting === 'manual' ? 'even' : targeting });
    this.match = match;
    this.matchSeats = seats;
    match.on('round-over', (result) => (this.roundResult = result));
    match.on('attack', ({ from, to }) => this.attacks.routed(from, to));
    // A board knocked out while the others play on dims and shows its place.
    match.on('knockout', () => this.host.changed());
    if (targeting === 'manual') aimManually(match, seats);
    this.wins = new Array<number>(players).fill(0);
    this.forfeit = false;
    this.host.dispatch(versusEvent('match-start', { opponent, rules, firstTo, seed }));
    this.beginRound();
  }

  pause(): void {
    if (this.settings.opponent === 'remote' || (this.phase !== 'playing' && this.phase !== 'countdown')) return;
    this.pausedFrom = this.phase;
    this.inputs.releaseAll();
    this.setPhase('paused');
  }

  resume(): void {
    if (this.phase === 'paused') this.setPhase(this.pausedFrom);
  }

  /** A press or release of player `player` at `time` on the clock: played at its frame. */
  input(player: PlayerIndex, button: Action, down: boolean, time: number): void {
    // During the countdown a held direction charges; not remote, where the other side plays this board's inputs from Go.
    const counting = this.phase === 'countdown' && this.settings.opponent !== 'remote';
    if (this.phase !== 'playing' && !counting) return;
    const kind = this.seats[player]?.kind;
    if (kind !== 'player' && kind !== 'local') return;
    this.inputs.push(player, button, down, this.clock.eventTime(time));
    this.deliver();
    this.host.draw();
  }

  /** The element left the page: the bots' workers end (if play goes on, the bots search here until the next round). */
  endWorker(): void {
    this.bots.endWorkers();
  }

  /** Back to the start: the match is forgotten, the clock left (a remote opponent left, say). */
  reset(): void {
    this.stopRound();
    this.match = undefined;
    this.round = 0;
    this.wins = new Array<number>(this.settings.seats.length).fill(0);
    this.remoteRound.clearBoards();
    this.forfeit = false;
    this.matchWinner = null;
    this.setPhase('idle');
  }

  // ---------------------------------------------------------------- rounds

  private beginRound(): void {
    const match = this.match!;
    this.round = match.round;
    this.follow(match.games);
    this.bots.begin(match, this.matchSeats, this.settings.botWorker);
    // The games count down themselves (the engine's countdown); input is taken meanwhile.
    this.setPhase('countdown');
  }

  /** One frame of the countdown: a held direction charges auto-shift, a rotation or hold waits for the first piece. */
  private countDown(): void {
    const seconds = this.countdownSeconds;
    this.deliver();
    if (this.match) this.match.step();
    else this.remoteRound.game!.tick();
    if ((this.match?.games[0] ?? this.remoteRound.game)!.phase !== 'countdown') this.setPhase('playing');
    else if (this.countdownSeconds !== seconds) this.host.changed();
  }

  /** Dispatches each game's attacks as the element's `attack` events; counts what changes the figures' counts. */
  private follow(games: readonly Game[]): void {
    for (const off of this.offGame) off();
    this.attacks.clear();
    this.figureCounts++;
    this.offGame = games.flatMap((game, i) => [
      game.on('attack', (a: EngineEventMap['attack']) => {
        this.figureCounts++;
        const attack = { player: i, id: a.id, lines: a.lines, sent: a.sent, chunks: a.chunks, clear: a.clear, round: this.round };
        // A match's attack is told once the match has routed it; a remote one goes to the other side.
        if (this.match) return this.attacks.made(attack);
        this.remoteRound.attacked(a);
        this.host.dispatch(versusEvent('attack', { ...attack, to: a.sent > 0 ? 1 : null }));
      }),
      game.on('garbage', (g) => g.kind === 'queued' && this.figureCounts++),
    ]);
  }

  /** After a frame of a match against the bot or a local player: the round's end, if it came. */
  private settleMatch(): void {
    const match = this.match!;
    // Settled once: a round that ended on delivered input is not settled again by the frame's step.
    if (match.state === 'playing' || this.phase !== 'playing') return;
    this.inputs.releaseAll();
    const winner = this.roundResult?.winner ?? null;
    this.roundOver(winner, [...match.wins], match.state === 'over' ? 0 : KO_FRAMES);
    if (match.state === 'over') this.matchOver(match.winner!, match.round, this.figures);
  }

  /** `ko`: frames of the knock-out screen before the next round starts by itself (0: the page starts it). */
  private roundOver(winner: PlayerIndex | null, wins: number[], ko: number): void {
    this.lastWinner = winner;
    this.wins = wins;
    this.bots.stop();
    this.host.dispatch(versusEvent('round-over', { round: this.round, winner, wins }));
    this.ko = ko;
    this.setPhase('round-over');
  }

  private matchOver(winner: PlayerIndex, rounds: number, stats: readonly VersusPlayerStats[]): void {
    this.matchWinner = winner;
    this.host.dispatch(versusEvent('match-over', { winner, rounds, wins: [...this.wins], stats, forfeit: this.forfeit }));
    this.setPhase('match-over');
  }

  // ---------------------------------------------------------------- frames

  private step(frame: Frame): void {
    while (this.ticks.owed(frame.tick) > 0) {
      this.ticks.stepped();
      if (this.phase === 'countdown') this.countDown();
      else if (this.phase === 'playing') {
        this.deliver();
        // Input played at this frame ended the round: the frame's step does not run.
        if (this.phase !== 'playing') continue;
        this.bots.update();
        if (this.match) {
          this.match.step();
          this.settleMatch();
        } else {
          this.remoteRound.game!.tick();
          if (this.remoteRound.game!.over !== null) this.remote.endOwnRound(false);
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
    this.inputs.deliver(this.ticks.reached);
    if (match) this.settleMatch();
  }

  /** Where player `player`'s buttons go: their board in the match, or (remote) this side's game. */
  private buttonsOf(player: PlayerIndex): ButtonTarget | undefined {
    const match = this.match;
    if (match) return { down: (b: Action) => match.down(player, b), up: (b: Action) => match.up(player, b) };
    return this.remoteRound.buttons(this.round);
  }

  private stopRound(): void {
    this.inputs.releaseAll();
    for (const off of this.offGame) off();
    this.offGame = [];
    this.bots.stop();
    this.remoteRound.stop();
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
