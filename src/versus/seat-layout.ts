/**
 * The boards of `<tetris-versus>` on screen: the player's own board (seat 0) large, the other
 * seats in a grid beside it (`tetris-versus.styles.ts` places them for each screen). Each board has
 * its name and versus figures, its HUD, its garbage meter beside the field, its place once knocked out (the board dims), and,
 * with three players or more, a mark on the board each human player's attacks go to (naming the
 * player when two share the keyboard); a click or tap on an opponent's board aims at it.
 * @module
 */
import { html, nothing } from 'lit';
import { garbageMeter } from '../element/screens/garbage-meter.js';
import { meterPlace } from '../board/meter-place.js';
import type { Placement } from '../render/geometry.js';
import type { VersusSession } from './versus-session.js';
import type { Localizer, StringKey } from '../ui/strings/strings.js';
import { seatFigures } from './seat-figures.js';
import type { VersusPlayerStats } from './versus-events.js';

/** What the layout reads of its element. */
export interface SeatLayoutHost {
  session(): VersusSession;
  t(key: StringKey, params?: Readonly<Record<string, string | number>>): string;
  playerName(seat: number): string;
  /** Seat `seat`'s canvas once rendered, and where its board is drawn in it. */
  canvas(seat: number): HTMLCanvasElement | undefined;
  placement(seat: number): Placement | undefined;
  /** Lines on seat `seat`'s meter as last shown. */
  incoming(seat: number): number;
  /** The player's board takes touch gestures. */
  touch(): boolean;
  /** The player aims at seat `seat`. */
  aim(seat: number): void;
  /** The element's words and number formats (the figures). */
  words(): Localizer;
  /** Seat `seat`'s HUD (score, level, lines), as `<tetris-game>`'s board shows it; nothing for a remote board. */
  hud(seat: number): unknown;
}

export function renderSeats(host: SeatLayoutHost) {
  const session = host.session();
  const count = session.seats.length;
  const seats = Array.from({ length: count }, (_, seat) => seat);
  // Built anew on every read: once a render.
  const figures = session.phase === 'idle' ? [] : session.figures;
  return html`${renderSeat(host, 0, figures)}
    <div class="opponents count-${count - 1}">${seats.slice(1).map((seat) => renderSeat(host, seat, figures))}</div>`;
}

function renderSeat(host: SeatLayoutHost, seat: number, figures: readonly VersusPlayerStats[]) {
  const session = host.session();
  const name = host.playerName(seat);
  const incoming = host.incoming(seat);
  const canvas = host.canvas(seat);
  const placed = host.placement(seat);
  const place = session.round > 0 ? session.places[seat] : null;
  const many = session.seats.length > 2;
  const match = session.matchInPlay;
  // The human players aiming at this board: the element's player, and a second one on this keyboard;
  // against remote players, the page says where this player's attacks go (`session.target`).
  const humans = session.seats.flatMap(({ kind }, i) => (kind === 'player' || kind === 'local' ? [i] : []));
  const aimedBy = !many
    ? []
    : match
      ? match.state === 'playing'
        ? humans.filter((human) => human !== seat && match.targetOf(human) === seat)
        : []
      : seat > 0 && session.target === seat
        ? [0]
        : [];
  const targeted = aimedBy.length > 0;
  const mark = (human: number) => (humans.length > 1 ? `${host.t('versus.target')} · ${host.playerName(human)}` : host.t('versus.target'));
  const classes = `player ${seat === 0 ? 'me' : 'opponent'} ${place !== null && place !== undefined ? 'out' : ''} ${targeted ? 'targeted' : ''}`;
  const aim = many && seat > 0 ? () => host.aim(seat) : undefined;
  return html`
    <section class=${classes} aria-label=${name} data-seat=${seat} @click=${aim ?? nothing}>
      <div class="name">
        <span>${name}</span>${aimedBy.map((human) => html`<span class="target-mark" data-by=${human}>${mark(human)}</span>`)}
        ${figures[seat] ? seatFigures(figures[seat], host.words()) : nothing}
      </div>
      <div class="board">
        <canvas part="board" data-player=${seat} class=${seat === 0 && host.touch() ? 'touch' : ''} aria-hidden="true"></canvas>
        ${host.hud(seat)} ${garbageMeter(incoming, host.t('meter.incoming', { n: incoming }), canvas && placed ? meterPlace(canvas, placed) : { display: 'none' })}
        ${place !== null && place !== undefined ? html`<div class="place" part="place">${host.t('versus.place', { n: place })}</div>` : nothing}
      </div>
    </section>
  `;
}
