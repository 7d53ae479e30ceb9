/**
 * The methods a page calls on `<tetris-versus>` to relay a remote opponent (`startRound()`,
 * `opponentRoundEnd()`, `showOpponent()`, `receiveGarbage()`), checked: a call made without
 * `opponent="remote"` or with bad arguments is ignored with one warning naming what is wrong.
 * @module
 */
import type { ReceiveGarbageOptions } from '../engine/index.js';
import { show } from '../ui/warnings.js';
import type { ElementChecks } from './element-checks.js';
import { RemoteBoard } from './remote-board.js';
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

  startRound(seed: number, round: number): void {
    if (this.allowed('startRound') && this.checks.whole('startRound(seed)', seed, 0xffffffff) && this.checks.whole('startRound(seed, round)', round, 197, 1)) {
      this.session.startRound(seed, round);
    }
  }

  opponentForfeit(): void {
    if (this.allowed('opponentForfeit')) this.session.opponentForfeit();
  }

  opponentRoundEnd(end: Omit<RoundEndDetail, 'round'>): void {
    if (!this.allowed('opponentRoundEnd')) return;
    if (typeof end !== 'object' || end === null || !Number.isInteger(end.frame) || end.frame < 0 || typeof end.survived !== 'boolean') {
      return this.checks.warnOnce('opponentRoundEnd', `ignoring opponentRoundEnd(${show(end)}); it takes a round-end detail { frame, survived }`);
    }
    this.session.opponentRoundEnd({ frame: end.frame, survived: end.survived });
  }

  showOpponent(board: BoardChangeDetail): void {
    if (!this.allowed('showOpponent')) return;
    if (typeof board !== 'object' || board === null || !RemoteBoard.isField(board.cells) || !Number.isInteger(board.incoming) || board.incoming < 0) {
      return this.checks.warnOnce('showOpponent', `ignoring showOpponent(${show(board)}); it takes a board-change detail { cells, incoming }`);
    }
    this.session.remote.update(board.cells, board.incoming);
    this.draw();
  }

  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (!this.allowed('receiveGarbage')) return;
    try {
      this.session.receiveGarbage(lines, options);
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      this.checks.warnOnce('receiveGarbage', `ignoring receiveGarbage(${show(lines)}, ${show(options)}): ${error.message}`);
    }
  }

  private allowed(method: string): boolean {
    if (this.remote()) return true;
    this.checks.warnOnce(`${method}:remote`, `ignoring ${method}(): it is for opponent="remote"`);
    return false;
  }
}
