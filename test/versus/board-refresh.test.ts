/**
 * `<tetris-versus>`'s work on every display frame stays small, on a stepped clock: the boards'
 * versus figures (new objects on every read) are built only when a count changed or a refresh of
 * the rates is due, not every frame; a HUD's clock and rate are written only on boards that show a
 * HUD and only when what they show changed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { FIGURES_REFRESH_FRAMES } from '../../src/versus/seat-figures.js';

/** The element's parts this test watches (private: reached past the type). */
interface Inside {
  session: object;
  /** The boards on screen (`VersusBoards`), each seat's board. */
  boards: { seats: { display: { showClock(...args: unknown[]): void } }[] };
}

async function match(attributes: string): Promise<{ el: TetrisVersus; scheduler: ManualScheduler; inside: Inside }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} style="width: 900px"></tetris-versus>`);
  for (const [, name, value] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) el.setAttribute(name, value);
  await el.updateComplete;
  el.start();
  await el.updateComplete;
  return { el, scheduler, inside: el as unknown as Inside };
}

/** Counts the reads of the session's `figures`. */
function countFigureReads(session: object): { reads: number } {
  const counter = { reads: 0 };
  let proto = Object.getPrototypeOf(session) as object;
  while (!Object.getOwnPropertyDescriptor(proto, 'figures')) proto = Object.getPrototypeOf(proto) as object;
  const getter = Object.getOwnPropertyDescriptor(proto, 'figures')!.get!;
  Object.defineProperty(session, 'figures', {
    get() {
      counter.reads++;
      return getter.call(this) as unknown;
    },
  });
  return counter;
}

/** Counts each seat's writes of its HUD clock. */
function countClockWrites(inside: Inside): number[] {
  const writes = inside.boards.seats.map(() => 0);
  inside.boards.seats.forEach((board, seat) => {
    const show = board.display.showClock.bind(board.display);
    board.display.showClock = (...args: unknown[]) => {
      writes[seat]++;
      show(...args);
    };
  });
  return writes;
}

/** `frames` display frames one at a time, the element rendering between them as it would. */
async function play(el: TetrisVersus, scheduler: ManualScheduler, frames: number): Promise<void> {
  for (let i = 0; i < frames; i++) {
    scheduler.frames(1);
    await el.updateComplete;
  }
}

describe('<tetris-versus> per-frame work', () => {
  it('builds the figures about once per refresh of the rates, not every frame', async () => {
    // Two local players who press nothing: no count changes, only the rates move.
    const { el, scheduler, inside } = await match('opponent="local" seed="4"');
    await play(el, scheduler, COUNTDOWN_FRAMES);
    const figures = countFigureReads(inside.session);
    const frames = 4 * FIGURES_REFRESH_FRAMES;
    await play(el, scheduler, frames);
    expect(el.phase).to.equal('playing');
    // One read to see the rates are due and two for the render that follows (its header and its boards), each refresh.
    expect(figures.reads, `reads of the figures over ${frames} frames`).to.be.at.most(3 * (frames / FIGURES_REFRESH_FRAMES) + 3);
  });

  it("writes a HUD's clock only when it changed, and only on boards that show a HUD", async () => {
    // Three players: the two bots' small boards show no HUD.
    const { el, scheduler, inside } = await match('players="3" seed="4"');
    const writes = countClockWrites(inside);
    await play(el, scheduler, COUNTDOWN_FRAMES - 1);
    expect(writes[0], 'the clock stands still during the countdown').to.be.at.most(2);
    await play(el, scheduler, 61);
    expect(el.phase).to.equal('playing');
    expect(writes[0], 'the player\'s clock, every frame of play').to.be.at.least(60);
    const huds = [...el.shadowRoot!.querySelectorAll('[part="hud"]')].filter((hud) => hud.getClientRects().length > 0);
    expect(huds, 'HUDs on screen').to.have.length(1);
    expect(writes.slice(1), 'boards with no HUD').to.deep.equal([0, 0]);
    const clock = el.shadowRoot!.querySelector('[part="hud"] .clock')!.textContent;
    expect(clock).to.equal('0:01.00');
  });
});
