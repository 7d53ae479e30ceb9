/**
 * `<tetris-versus>`'s work on every display frame, kept small: each board's HUD clock and rate
 * are written only on boards that show a HUD (looked up once a render, not every frame) and only
 * when the figures they show changed; the versus figures, which are built anew on every read, are
 * compared only when due ({@link FigureWatch}).
 * @module
 */
import type { SeatBoard } from '../board/seat-board.js';
import type { Localizer } from '../ui/strings/strings.js';
import { FigureWatch, type FigureSource } from './seat-figures.js';

/** A board's HUD clock as last written: the clock and rate it shows. */
interface ShownClock {
  readonly hud: boolean;
  clock: number;
  pps: number;
}

export class BoardRefresh {
  /** When the boards' versus figures render again. */
  readonly figures = new FigureWatch();
  /** By seat, since the last render. */
  private clocks: ShownClock[] = [];

  /** The element rendered (at tick `tick`): the figures as `source` has them now, and HUDs that may be new. */
  rendered(source: FigureSource, tick: number): void {
    this.figures.rendered(source, source.figures, tick);
    this.clocks = [];
  }

  /** Writes the clock and rate of each board under `root` that has a HUD, when they changed. */
  showClocks(root: ParentNode, boards: readonly SeatBoard[], l: Localizer): void {
    boards.forEach((board, seat) => {
      const { clock, pps } = board.display.figures;
      const shown = (this.clocks[seat] ??= { hud: shownHud(root, seat), clock: Number.NaN, pps: Number.NaN });
      if (!shown.hud || (shown.clock === clock && shown.pps === pps)) return;
      board.display.showClock(l);
      shown.clock = clock;
      shown.pps = pps;
    });
  }
}

/** Whether seat `seat`'s board renders a HUD that is on screen (the small boards' is hidden by the element's styles). */
function shownHud(root: ParentNode, seat: number): boolean {
  return (root.querySelector(`[data-seat="${seat}"] .hud`)?.getClientRects().length ?? 0) > 0;
}
