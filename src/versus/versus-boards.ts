/**
 * `<tetris-versus>`'s boards on screen: one `SeatBoard` per seat (made as seats are added, kept
 * when a later match has fewer: their canvases are just not rendered), each drawn from the
 * session's games (the empty well before a first round), with its HUD and clock; drawing asks the
 * element for a render only when a garbage meter or the versus figures changed.
 * @module
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import { Game } from '../engine/index.js';
import type { PageClock } from '../clock/page-clock.js';
import { SeatBoard } from '../board/seat-board.js';
import { hud } from '../ui/hud.js';
import type { Localizer } from '../ui/strings/strings.js';
import { RemoteBoard } from './remote-board.js';
import { BoardRefresh } from './board-refresh.js';
import type { VersusSession } from './versus-session.js';

/** The element the boards are drawn in, and what they read of it. */
export interface VersusBoardsHost {
  readonly element: ReactiveControllerHost & HTMLElement;
  /** Where the boards' canvases and HUDs render (the element's render root). */
  root(): ParentNode;
  session(): VersusSession;
  /** The element's words and number formats (the HUDs). */
  words(): Localizer;
}

export class VersusBoards {
  /** Each seat's board, drawn by the board unit `<tetris-game>` draws with. */
  private readonly seats: SeatBoard[] = [];
  /** What a board shows before its first round. */
  private readonly emptyWell = new RemoteBoard();
  /** Lines on each seat's meter as last rendered. */
  private shownIncoming: readonly number[] = [];
  /** The boards' HUD clocks and versus figures, written or rendered again only when they changed. */
  private readonly refresh = new BoardRefresh();

  constructor(
    private readonly host: VersusBoardsHost,
    private clock: PageClock,
  ) {
    this.addSeats(2);
  }

  /** Seat `seat`'s board, once made. */
  seat(seat: number): SeatBoard | undefined {
    return this.seats[seat];
  }

  /** Lines on seat `seat`'s meter as last rendered. */
  incoming(seat: number): number {
    return this.shownIncoming[seat] ?? 0;
  }

  setClock(clock: PageClock): void {
    this.clock = clock;
    for (const seat of this.seats) seat.view.clock = clock;
  }

  refreshTheme(): void {
    for (const seat of this.seats) seat.view.refreshTheme();
  }

  /** The element renders: a board for every seat, and the meters and figures it shows noted. */
  rendering(): void {
    const session = this.host.session();
    this.addSeats(session.seats.length);
    // The meters show these lines; drawing asks for a render when they change.
    this.shownIncoming = session.incoming;
    this.refresh.rendered(session, this.clock.tick);
  }

  draw(): void {
    const session = this.host.session();
    const boards = session.boards;
    session.seats.forEach((_, i) => this.seats[i]?.draw(boards[i] ?? this.emptyWell));
    this.refresh.showClocks(this.host.root(), this.seats, this.host.words());
    const incoming = session.incoming;
    if (incoming.some((lines, i) => lines !== this.shownIncoming[i]) || this.refresh.figures.due(session, this.clock.tick)) this.host.element.requestUpdate();
  }

  /** Seat `seat`'s HUD (score, level, lines), as `<tetris-game>`'s board shows it; nothing for a remote board. */
  hud(seat: number) {
    const board = this.host.session().boards[seat];
    const seatBoard = this.seats[seat];
    if (!(board instanceof Game) || !seatBoard) return nothing;
    const { view, display } = seatBoard;
    return hud(this.host.words(), display.figures, { style: view.hudPlace, row: view.hudRow });
  }

  private addSeats(count: number): void {
    for (let seat = this.seats.length; seat < count; seat++) {
      this.seats.push(new SeatBoard(this.host.element, this.clock, { canvas: () => this.host.root()?.querySelector(`canvas[data-player="${seat}"]`) }));
    }
  }
}
