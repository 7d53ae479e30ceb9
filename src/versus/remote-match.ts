/**
 * The flow of a match against remote players as `VersusSession` runs it: a round starts when the
 * page says so, each other seat's end of the round or leaving is kept as the page tells it, this
 * board's own end is told, and the round (then the match) is decided once every seat's end is
 * known. The session keeps the phases, the frames and the screens; this tells it when to move
 * them, through `RemoteMatchSteps`.
 * @module
 */
import type { Game, ReceiveGarbageOptions } from '../engine/index.js';
import { versusEvent, type PlayerIndex, type TetrisVersusEventMap } from './versus-events.js';
import type { RoundEnd } from './round-rules.js';
import type { RemoteRound, RoundSoFar } from './remote-round.js';
import type { SessionSettings } from './session-settings.js';

/** The session's score, which the remote flow keeps as the page tells the match. */
export interface RemoteScore {
  round: number;
  wins: number[];
  /** The match ended because every other seat left it. */
  forfeit: boolean;
  /** The seat that left last. */
  lastLeft: PlayerIndex;
}

/** What the remote flow asks the session to do. */
export interface RemoteMatchSteps {
  settings(): SessionSettings;
  /** This board's round is in play: its countdown or the round itself. */
  inPlay(): boolean;
  /** No match is under way: before the first one, or after its end. */
  outOfMatch(): boolean;
  /** Stops the round in play: inputs released, games dropped. */
  stopRound(): void;
  /** This side's game for the round: followed and counted down, or (`resumed`) played on at once. */
  play(game: Game, resumed: boolean): void;
  /** Releases the held buttons (each release is told before the round's end). */
  releaseInputs(): void;
  /** This board's round ended: the knock-out screen, until the page starts the next round. */
  ownRoundOver(): void;
  /** The round is decided: the knock-out screen with the new score. */
  roundOver(winner: PlayerIndex | null, wins: number[]): void;
  /** The match is won, after `score.round` rounds. */
  matchOver(winner: PlayerIndex): void;
  /** Something shown outside the canvases changed. */
  changed(): void;
  /** Draw the boards. */
  draw(): void;
  dispatch(event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): void;
}

export class RemoteMatch {
  constructor(
    /** This side's game, counters and each seat's end of the round. */
    private readonly side: RemoteRound,
    private readonly score: RemoteScore,
    private readonly steps: RemoteMatchSteps,
  ) {}

  /**
   * The round `round` begins with `seed` on both sides (round 1: a new match); with `soFar`, it is
   * under way and this board resumes it at `soFar.frame` (a page that came back).
   */
  startRound(seed: number, round: number, soFar?: RoundSoFar): void {
    this.steps.stopRound();
    const settings = this.steps.settings();
    const { rules, firstTo, opponent, seats } = settings;
    // A page joining a match under way starts at its round, with the score as the page knows it.
    if (round === 1 || this.score.wins.length !== seats.length) {
      this.score.wins = new Array<number>(seats.length).fill(0);
      this.score.forfeit = false;
      this.side.newMatch(seats.length);
    }
    if (round === 1 && !soFar) this.steps.dispatch(versusEvent('match-start', { opponent, rules, firstTo, seed }));
    this.score.round = round;
    this.steps.play(this.side.begin(seed, settings, soFar), soFar !== undefined);
  }

  /** Seat `seat`'s round ended (its `round-end` detail): knocked out (its board dims with its place), or the survivor. */
  opponentRoundEnd(end: RoundEnd, seat: PlayerIndex): void {
    if (this.steps.settings().opponent !== 'remote' || !this.side.game || !this.side.opponentEnded(end, seat)) return;
    this.steps.changed();
    this.settle(end.survived);
  }

  /**
   * Seat `seat` left the match for good: knocked out of this round and every later one while the
   * others play on; when this side is the last one left, it wins the match with the score as it
   * stands (nothing to do before a match or after its end).
   */
  opponentForfeit(seat: PlayerIndex): void {
    const settings = this.steps.settings();
    if (settings.opponent !== 'remote' || this.steps.outOfMatch()) return;
    const ended = this.side.leave(seat, settings.seats.length);
    this.score.lastLeft = seat;
    if (this.side.inMatch <= 1) {
      this.steps.stopRound();
      this.score.forfeit = true;
      this.steps.matchOver(0);
      return;
    }
    this.steps.changed();
    if (ended) this.settle(false);
  }

  /** The page says where this board's attacks go now (its server's targeting). */
  showTarget(seat: PlayerIndex | null): void {
    this.side.target = seat;
    this.steps.changed();
  }

  /** Queues garbage from the other side. @throws the engine's TypeError/RangeError for bad arguments. */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (this.side.receiveGarbage(lines, options)) this.steps.draw();
  }

  /** This board's round ended, topped out or surviving the others' knock-out. */
  endOwnRound(survived: boolean): void {
    this.steps.releaseInputs();
    this.side.endOwn(this.score.round, survived);
    this.steps.ownRoundOver();
    if (this.side.decided) this.decide();
  }

  /** After a seat's end came (`survived`: it won the round), this board's round ends or the round is decided when due. */
  private settle(survived: boolean): void {
    if (this.steps.inPlay()) {
      // Another board won while this one still plays: this one is out; every other one out: this one survived.
      if (survived) this.endOwnRound(false);
      else if (this.side.othersOut) this.endOwnRound(true);
    } else if (this.side.ownEnded && this.side.decided) this.decide();
  }

  /** Every seat's end known, the round is decided. */
  private decide(): void {
    const winner = this.side.winner();
    const wins = [...this.score.wins];
    if (winner !== null) wins[winner]++;
    this.steps.roundOver(winner, wins);
    if (winner !== null && wins[winner] >= this.steps.settings().firstTo) this.steps.matchOver(winner);
  }
}
