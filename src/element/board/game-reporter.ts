/**
 * What a game tells the page: the element's DOM events, the HUD figures and the announcements for
 * screen readers. Engine events are queued while the engine works and dispatched once its state is
 * committed, in order, then at most one `score` event per frame. A listener may start another game
 * mid-way: the old game's remaining events are then dropped, never sent as the new game's.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { EngineEventMap, Game } from '../../engine/index.js';
import { gameEvent, type LineClearDetail, type TetrisGameEvent } from '../events.js';
import { gameOverDetail } from '../results/modes.js';
import { clearAnnouncement, gameOverAnnouncement } from '../../ui/strings/announcements.js';
import type { Localizer } from '../../ui/strings/strings.js';

export class GameReporter {
  /** The latest announcement for the live region. */
  announcement = '';

  private game?: Game;
  private pending: TetrisGameEvent[] = [];
  private ended = false;
  private lastScore = 0;
  private lastScoreFrame = -1;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The language of announcements. */
    public localizer: Localizer,
  ) {}

  /** Reports `game` from now on (and nothing of the one before); returns the unsubscribers. */
  follow(game: Game): (() => void)[] {
    this.game = game;
    this.pending = [];
    this.ended = false;
    this.lastScore = game.score;
    this.lastScoreFrame = -1;
    this.host.requestUpdate();
    return [
      game.on('line-clear', (detail) => this.onLineClear(detail)),
      game.on('level', ({ level }) => {
        this.pending.push(gameEvent('level-change', { level }));
        this.announce(this.localizer.t('say.level', { level }));
      }),
      game.on('hold', ({ piece }) => this.pending.push(gameEvent('hold', { piece }))),
      game.on('game-over', () => (this.ended = true)),
      // A versus game's (a single-player game has neither).
      game.on('attack', (detail) => this.pending.push(gameEvent('attack', { ...detail, chunks: [...detail.chunks], clear: { ...detail.clear } }))),
      game.on('garbage', (detail) => this.pending.push(gameEvent('garbage', { ...detail }))),
    ];
  }

  /**
   * Dispatches what the engine reported since the last flush: queued events in order, then one
   * `score` event for the frame. Returns true when the game ended (the caller then calls
   * {@link gameOver}); false also when a listener moved on to another game.
   */
  flush(): boolean {
    const game = this.game!;
    const events = this.pending;
    this.pending = [];
    for (const event of events) {
      this.dispatch(event);
      if (this.game !== game) return false;
    }
    if (game.frame !== this.lastScoreFrame) this.emitScore();
    if (this.game !== game) return false;
    const ended = this.ended;
    this.ended = false;
    return ended;
  }

  /** The game ended: its last `score` event, the announcement, then `game-over` (`best`: the player's best before it). */
  gameOver(best: number | null = null): void {
    const game = this.game!;
    // A score change in the locking frame may still be waiting for its frame: send it first.
    this.emitScore();
    if (this.game !== game) return;
    const detail = gameOverDetail(game, best);
    this.announce(gameOverAnnouncement(this.localizer, detail));
    this.dispatch(gameEvent('game-over', detail));
  }

  dispatch(event: TetrisGameEvent): void {
    this.host.dispatchEvent(event);
  }

  private onLineClear(detail: EngineEventMap['line-clear']): void {
    const { tSpin, backToBack, combo, perfectClear, points, totalLines, level } = detail;
    const lines = detail.lines as LineClearDetail['lines'];
    this.pending.push(gameEvent('line-clear', { lines, rows: [...detail.rows], tSpin, backToBack, combo, perfectClear, points, totalLines, level }));
    this.announce(clearAnnouncement(this.localizer, detail));
  }

  /** One `score` event for whatever the score gained since the last one. */
  private emitScore(): void {
    const game = this.game!;
    if (game.score === this.lastScore) return;
    const delta = game.score - this.lastScore;
    this.lastScore = game.score;
    this.lastScoreFrame = game.frame;
    this.dispatch(gameEvent('score', { score: game.score, delta, level: game.level, lines: game.lines }));
  }

  private announce(text: string): void {
    this.announcement = text;
    this.host.requestUpdate();
  }
}
