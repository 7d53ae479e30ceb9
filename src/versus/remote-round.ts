/**
 * This side of a match against remote players: its game in the round being played, told to the
 * others as it changes (`board-change`, `input`, `round-end`), its counters over the match, how
 * each seat's round ended and which seats left the match. The session keeps the phases; this
 * decides nothing it cannot know from the seats' ends.
 * @module
 */
import { Game, type Action, type EngineEventMap, type ReceiveGarbageOptions } from '../engine/index.js';
import type { ButtonTarget } from '../input/input-queue.js';
import { versusEvent, type PlayerIndex, type TetrisVersusEventMap, type VersusPlayerStats } from './versus-events.js';
import { LEFT_FRAME, placesOf, roundWinner, statsOf, type RoundEnd } from './round-rules.js';
import type { SessionSettings } from './session-settings.js';
import { RemoteBoard } from './remote-board.js';

/** What happened to this board's game in a round under way, in the order it happened: an input, or garbage entering its queue. */
export type RoundSoFarEvent = { frame: number; button: Action; down: boolean } | { frame: number; garbage: number; id?: number };

/**
 * A round under way to resume (a page that lost its connection and came back): this board's game
 * is played from the round's start with `events` at their frames, then on with no input up to
 * `frame`, and goes on live from there with no countdown.
 */
export interface RoundSoFar {
  frame: number;
  events: readonly RoundSoFarEvent[];
}

const noCounts = () => ({ attack: 0, sent: 0, received: 0, cleared: 0, pieces: 0, frames: 0 });

export class RemoteRound {
  /** This side's game in the round being played. */
  game?: Game;
  /** The seat this board's attacks go to in the round, as the page says (null: not shown). */
  target: number | null = null;
  /** The other seats' boards as last told, by seat (seat 0, this side's, is its game). */
  private readonly boards: RemoteBoard[] = [];
  /** How each seat's round ended, once known (seat 0: this side). */
  private ends: (RoundEnd | null)[] = [null, null];
  /** The seats that left the match: knocked out of every round from then on. */
  private left: boolean[] = [false, false];
  /** This side's counters over the match. */
  private own = noCounts();
  private offGame: (() => void)[] = [];

  constructor(private readonly dispatch: (event: TetrisVersusEventMap[keyof TetrisVersusEventMap]) => void) {}

  /** Every seat's end is known: the round can be decided. */
  get decided(): boolean {
    return this.ends.every((end) => end !== null);
  }

  /** Every other seat is knocked out: this board, still playing, survived them. */
  get othersOut(): boolean {
    return this.ends.every((end, seat) => seat === 0 || (end !== null && !end.survived));
  }

  /** Seats still in the match (not left). */
  get inMatch(): number {
    return this.left.filter((left) => !left).length;
  }

  /** Each seat's finishing place in the round as far as known (null: still playing). */
  get places(): (number | null)[] {
    return placesOf(this.ends);
  }

  /** This side's round has ended. */
  get ownEnded(): boolean {
    return this.ends[0] !== null;
  }

  /** The counters start again with a new match of `players` seats, all in it. */
  newMatch(players: number): void {
    this.own = noCounts();
    this.left = new Array<boolean>(players).fill(false);
  }

  /**
   * This side's game for a round with `seed` (from `soFar` when resuming it, else from its
   * countdown); its garbage and locks are told as `board-change`.
   */
  begin(seed: number, settings: Pick<SessionSettings, 'rules' | 'levels' | 'handling'>, soFar?: RoundSoFar): Game {
    const { rules, levels, handling } = settings;
    // A seat that left is out from the round's start.
    this.ends = this.left.map((left) => (left ? { frame: LEFT_FRAME, survived: false } : null));
    this.clearBoards();
    this.target = null;
    const game = new Game({ seed, versus: { rules, levels }, handling: { ...handling[0] }, countdown: soFar === undefined });
    // Played before anything listens: what happened before is not told again.
    if (soFar) playSoFar(game, soFar);
    this.game = game;
    this.offGame = [
      game.on('garbage', (g) => {
        if (g.kind === 'queued') this.own.received += g.lines;
        this.boardChanged(game);
      }),
      game.on('lock', () => this.boardChanged(game)),
    ];
    return game;
  }

  /** Seat `seat`'s board. */
  board(seat: number): RemoteBoard {
    while (this.boards.length <= seat) this.boards.push(new RemoteBoard());
    return this.boards[seat];
  }

  /** Every other seat's field empty: a new round, or no match. */
  clearBoards(): void {
    for (const board of this.boards) board.clear();
  }

  /** The round stops: its game is dropped. */
  stop(): void {
    for (const off of this.offGame) off();
    this.offGame = [];
    this.game = undefined;
  }

  /** Counts an attack of this side's game. */
  attacked(attack: EngineEventMap['attack']): void {
    this.own.attack += attack.lines;
    this.own.sent += attack.sent;
  }

  /** Queues garbage from the other side; false when no game takes it. @throws the engine's TypeError/RangeError for bad arguments. */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): boolean {
    const game = this.game;
    if (!game || game.over !== null) return false;
    game.receiveGarbage(lines, options);
    return true;
  }

  /** Keeps seat `seat`'s end of the round; false when it was already known. */
  opponentEnded(end: RoundEnd, seat: number): boolean {
    if (this.ends[seat]) return false;
    this.ends[seat] = end;
    return true;
  }

  /** Seat `seat` of `players` left the match: out of every round from now on; true when that ended its part of the round in play. */
  leave(seat: number, players: number): boolean {
    // Before the first round (waiting for it) the match's seats are not counted yet.
    if (this.left.length !== players) this.left = new Array<boolean>(players).fill(false);
    this.left[seat] = true;
    return this.game !== undefined && this.opponentEnded({ frame: LEFT_FRAME, survived: false }, seat);
  }

  /** This board's round ended, topped out or surviving the other's knock-out: counted and told. */
  endOwn(round: number, survived: boolean): void {
    const game = this.game!;
    this.ends[0] = { frame: game.frame, survived };
    this.own.pieces += game.pieces;
    this.own.cleared += game.garbageCleared;
    this.own.frames += game.frame;
    this.dispatch(versusEvent('round-end', { round, frame: game.frame, survived }));
  }

  /** The round's winner once every end is known (null: a draw). */
  winner(): PlayerIndex | null {
    return roundWinner(this.ends as RoundEnd[]);
  }

  /**
   * This side's figures, then each other seat's: with one opponent, this side's counts the other
   * way round; with more, what each sent and received is not known here (0). Their rates are unknown.
   */
  figures(players: number): readonly VersusPlayerStats[] {
    const o = this.own;
    // This side's round still running is summed in until its end is counted.
    const game = this.ends[0] === null ? this.game : undefined;
    const mine = statsOf({ ...o, cleared: o.cleared + (game?.garbageCleared ?? 0), pieces: o.pieces + (game?.pieces ?? 0), frames: o.frames + (game?.frame ?? 0) });
    const other = players === 2 ? { sent: o.received, received: o.sent } : { sent: 0, received: 0 };
    return [mine, ...Array.from({ length: players - 1 }, () => ({ apm: null, pps: null, vs: null, ...other }))];
  }

  /** Where this side's buttons go: its game, each input also told, stamped with the frame it was played at. */
  buttons(round: number): ButtonTarget | undefined {
    const game = this.game;
    if (!game) return undefined;
    const tell = (button: Action, down: boolean) => this.dispatch(versusEvent('input', { round, frame: game.frame, button, down }));
    return {
      down: (b: Action) => (tell(b, true), game.down(b)),
      up: (b: Action) => (tell(b, false), game.up(b)),
    };
  }

  private boardChanged(game: Game): void {
    this.dispatch(versusEvent('board-change', { cells: game.rows().join(''), incoming: game.incomingLines }));
  }
}

/** Plays `soFar` into `game`, fresh from the round's start: each event at its frame, then on to `soFar.frame`. */
function playSoFar(game: Game, soFar: RoundSoFar): void {
  const upTo = (frame: number) => {
    while (game.frame < frame && game.over === null) game.tick();
  };
  for (const event of soFar.events) {
    upTo(event.frame);
    if (game.over !== null) return;
    if ('garbage' in event) game.receiveGarbage(event.garbage, event.id === undefined ? undefined : { id: event.id });
    else if (event.down) game.down(event.button);
    else game.up(event.button);
  }
  upTo(soFar.frame);
}
