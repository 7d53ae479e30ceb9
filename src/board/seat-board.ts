/**
 * A board whose game a driver owns elsewhere: a seat of a match (the engine's `Match` steps its
 * games) or a remote board fed by messages. It shows whatever game it is given on the same
 * display as `<tetris-game>`'s board (canvas view, effects, HUD figures) and draws it only when
 * it changed or an effect plays.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import { Game } from '../engine/index.js';
import type { PageClock } from '../clock/page-clock.js';
import { BoardDisplay } from './board-display.js';
import { BoardStates } from './board-states.js';
import type { BoardSurface, CanvasView, DrawnGame } from './canvas-view.js';

export class SeatBoard {
  readonly display: BoardDisplay;
  private shown?: DrawnGame;
  private offEffects?: () => void;

  constructor(host: ReactiveControllerHost & HTMLElement, clock: PageClock, surface: BoardSurface) {
    // A seat is not the element: it writes no custom states of the host's.
    this.display = new BoardDisplay(host, new BoardStates(undefined), clock, new Game({ seed: 0 }), surface);
  }

  get view(): CanvasView {
    return this.display.view;
  }

  /**
   * Draws `board` (a new game gets the effects; its figures follow); returns whether an effect
   * still plays, so the next display frame draws too.
   */
  draw(board: DrawnGame | undefined): boolean {
    if (!board) return false;
    if (board !== this.shown) {
      this.offEffects?.();
      this.offEffects = board instanceof Game ? this.view.effects.attach(board) : undefined;
      this.shown = board;
      this.view.markDirty();
    }
    if (board instanceof Game) this.display.update(board);
    return this.view.draw(board);
  }
}
