/**
 * The methods a page calls on `<tetris-versus>` to relay remote players (`startRound()`,
 * `opponentRoundEnd()`, `showOpponent()`, `opponentForfeit()`, `showTarget()`, `receiveGarbage()`), checked: a
 * call made without `opponent="remote"` or with bad arguments is ignored with one warning naming
 * what is wrong. The calls about another seat take its seat as the element numbers them (1 to
 * `players` - 1; 1 when left out, the one opponent of a two-player match).
 * @module
 */
import { ACTIONS, MAX_GARBAGE_LINES, type ReceiveGarbageOptions } from '../engine/index.js';
import { show } from '../ui/warnings.js';
import type { ElementChecks } from './element-checks.js';
import { RemoteBoard } from './remote-board.js';
import type { RoundSoFar, RoundSoFarEvent } from './remote-round.js';
import type { BoardChangeDetail, RoundEndDetail } from './versus-events.js';
import type { VersusSession } from './versus-session.js';

export class RemoteCalls {
  constructor(
    private readonly session: VersusSession,
    private readonly checks: ElementChecks,
    /** Whether the element plays a remote opponent now. */
    private readonly remote: () => boolean,
    /** The opponent's board changed: draw it. */
    private readonly draw: () => void,
  ) {}

  startRound(seed: number, round: number, soFar?: RoundSoFar): void {
    if (!this.allowed('startRound') || !this.checks.whole('startRound(seed)', seed, 0xffffffff) || !this.checks.whole('startRound(seed, round)', round, 197, 1)) return;
    if (soFar !== undefined && !isRoundSoFar(soFar)) {
      return this.checks.warnOnce(
        'startRound:soFar',
        `ignoring startRound(seed, round, ${show(soFar)}): it takes { frame, events } with frame a whole number from 0 to ${MAX_ROUND_FRAMES} and events in frame order up to it, each { frame, button, down } or { frame, garbage, id? }`,
      );
    }
    this.session.remote.startRound(seed, round, soFar);
  }

  opponentForfeit(seat: unknown): void {
    if (this.allowed('opponentForfeit') && this.isSeat('opponentForfeit(', seat)) this.session.remote.opponentForfeit(seat);
  }

  opponentRoundEnd(end: Omit<RoundEndDetail, 'round'>, seat: unknown): void {
    if (!this.allowed('opponentRoundEnd') || !this.isSeat('opponentRoundEnd(…, ', seat)) return;
    if (typeof end !== 'object' || end === null || !Number.isInteger(end.frame) || end.frame < 0 || typeof end.survived !== 'boolean') {
      return this.checks.warnOnce('opponentRoundEnd', `ignoring opponentRoundEnd(${show(end)}); it takes a round-end detail { frame, survived }`);
    }
    this.session.remote.opponentRoundEnd({ frame: end.frame, survived: end.survived }, seat);
  }

  showTarget(seat: unknown): void {
    if (this.allowed('showTarget') && (seat === null || this.isSeat('showTarget(', seat))) this.session.remote.showTarget(seat);
  }

  showOpponent(board: BoardChangeDetail, seat: unknown): void {
    if (!this.allowed('showOpponent') || !this.isSeat('showOpponent(…, ', seat)) return;
    if (typeof board !== 'object' || board === null || !RemoteBoard.isField(board.cells) || !Number.isInteger(board.incoming) || board.incoming < 0) {
      return this.checks.warnOnce('showOpponent', `ignoring showOpponent(${show(board)}); it takes a board-change detail { cells, incoming }`);
    }
    this.session.remoteBoard(seat).update(board.cells, board.incoming);
    this.draw();
  }

  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (!this.allowed('receiveGarbage')) return;
    try {
      this.session.remote.receiveGarbage(lines, options);
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      this.checks.warnOnce('receiveGarbage', `ignoring receiveGarbage(${show(lines)}, ${show(options)}): ${error.message}`);
    }
  }

  /** Whether `seat` is another seat of the match; warns once per method (`call` opens its quoted call) when not. */
  private isSeat(call: string, seat: unknown): seat is number {
    const last = this.session.seats.length - 1;
    if (Number.isInteger(seat) && (seat as number) >= 1 && (seat as number) <= last) return true;
    this.checks.warnOnce(`${call}:seat`, `ignoring ${call}${show(seat)}): the seat is a whole number from 1 to ${last} (an opponent's seat)`);
    return false;
  }

  private allowed(method: string): boolean {
    if (this.remote()) return true;
    this.checks.warnOnce(`${method}:remote`, `ignoring ${method}(): it is for opponent="remote"`);
    return false;
  }
}

/** Most frames a resumed round may be at (24 hours at 60 Hz): the replay is bounded. */
const MAX_ROUND_FRAMES = 24 * 60 * 60 * 60;

const isWhole = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether `soFar` is a round so far this board can play: events in frame order, none past its frame. */
function isRoundSoFar(soFar: unknown): soFar is RoundSoFar {
  if (typeof soFar !== 'object' || soFar === null) return false;
  const { frame, events } = soFar as Partial<RoundSoFar>;
  if (!isWhole(frame, 0, MAX_ROUND_FRAMES) || !Array.isArray(events)) return false;
  let last = 0;
  return events.every((event: RoundSoFarEvent) => {
    if (typeof event !== 'object' || event === null || !isWhole(event.frame, last, frame)) return false;
    last = event.frame;
    if ('garbage' in event) return isWhole(event.garbage, 1, MAX_GARBAGE_LINES) && (event.id === undefined || isWhole(event.id, 0, Number.MAX_SAFE_INTEGER));
    return ACTIONS.includes(event.button) && typeof event.down === 'boolean';
  });
}
