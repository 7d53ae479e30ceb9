import type { ReactiveControllerHost } from 'lit';
import type { Game } from '../engine/index.js';
import type { PageClock } from '../clock/page-clock.js';
import { hudFigures, showClock, type HudFigures } from '../ui/hud.js';
import type { Localizer } from '../ui/strings/strings.js';
import { CanvasView, type BoardSurface } from './canvas-view.js';
import type { BoardStates } from './board-states.js';

/**
 * What a board shows of its game: the canvas and the HUD's figures, both from the one game on
 * screen (live or replayed). The host renders again only when a figure it renders changed; the
 * HUD's clock and rate, which change every frame, are written straight into their text.
 */
export class BoardDisplay {
  readonly view: CanvasView;
  /** The shown game's figures, as last drawn. */
  figures: HudFigures;
  /** An effect still plays (the game-over fill): the next frame must draw too. */
  animating = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    states: BoardStates,
    clock: PageClock,
    game: Game,
    private readonly surface: BoardSurface,
  ) {
    this.view = new CanvasView(host, states, clock, surface);
    this.figures = hudFigures(game);
  }

  /** Draws `shown` (when anything changed) and its figures. */
  draw(shown: Game, l: Localizer): void {
    this.animating = this.view.draw(shown);
    this.update(shown);
    this.showClock(l);
  }

  /** The figures of `shown`; the host renders again when a rendered one changed. */
  update(shown: Game): void {
    const figures = hudFigures(shown);
    const before = this.figures;
    this.figures = figures;
    if (figures.score !== before.score || figures.level !== before.level || figures.lines !== before.lines || figures.remaining !== before.remaining || figures.countdown !== before.countdown) {
      this.host.requestUpdate();
    }
  }

  /** The clock and rate into the rendered HUD (after every render and every drawing). */
  showClock(l: Localizer): void {
    // The HUD is drawn beside the canvas, in the same container.
    showClock(this.surface.canvas()?.parentNode ?? undefined, l, this.figures);
  }
}
