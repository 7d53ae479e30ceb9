/**
 * This side of a match against a remote player: its game in the round being played, told to the
 * other side as it changes (`board-change`, `input`, `round-end`), its counters over the match and
 * how each side's round ended. The session keeps the phases; this decides nothing it cannot know
 * from the two ends.
 * @module
 */
import { Game, type Action, type EngineEventMap, type ReceiveGarbageOptions } from '../engine/index.js';
import type { ButtonTarget } from '../input/input-queue.js';
import { versusEvent, type PlayerIndex, type TetrisVersusEventMap, type VersusPlayerStats } from './versus-events.js';
import { roundWinner, statsOf, type RoundEnd } from './round-rules.js';
import type { SessionSettings } from './session-settings.js';

const noCounts = () => ({ attack: 0, sent: 0, received: 0, cleared: 0, pieces: 0, frames: 0 });

export class RemoteRound {
  /** This side's game in the round being played. */
  game?: Game;
  /** How each side's round ended, once known. */
  private ends: (RoundEnd | null)[] = [null, null];
  /** This side's counters over the match. */
  private own = noCounts();
  private offGame: (() => void)[] = [];

  constructor(private readonly dispatch: (event: TetrisVersusEventMap[keyof TetrisVersusEventMap]) => void) {}

  /** Both sides' ends are known: the round can be decided. */
  get decided(): boolean {
    return this.ends[0] !== null && this.ends[1] !== null;
  }

  /** This side's round has ended. */
  get ownEnded(): boolean {
    return this.ends[0] !== null;
  }

  /** The counters start again with a new match. */
  newMatch(): void {
    this.own = noCounts();
  }

  /** This side's game for a round with `seed`; its garbage and locks are told as `board-change`. */
  begin(seed: number, settings: Pick<SessionSettings, 'rules' | 'levels' | 'handling'>): Game {
    const { rules, levels, handling } = settings;
    this.ends = [null, null];
    const game = new Game({ seed, versus: { rules, levels }, handling: { ...handling[0] }, countdown: true });
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

  /** Keeps the other side's end of the round; false when it was already known. */
  opponentEnded(end: RoundEnd): boolean {
    if (this.ends[1]) return false;
    this.ends[1] = end;
    return true;
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

  /** The round's winner once both ends are known (null: a draw). */
  winner(): PlayerIndex | null {
    return roundWinner(this.ends[0]!, this.ends[1]!);
  }

  /** This side's figures and the other's (this side's counts the other way round, its rates unknown). */
  figures(): readonly VersusPlayerStats[] {
    const o = this.own;
    // This side's round still running is summed in until its end is counted.
    const game = this.ends[0] === null ? this.game : undefined;
    const mine = statsOf({ ...o, cleared: o.cleared + (game?.garbageCleared ?? 0), pieces: o.pieces + (game?.pieces ?? 0), frames: o.frames + (game?.frame ?? 0) });
    return [mine, { apm: null, pps: null, vs: null, sent: o.received, received: o.sent }];
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
