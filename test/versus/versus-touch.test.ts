/**
 * Touch in `<tetris-versus>` against the bot: `<tetris-game>`'s gestures on the player's board and
 * its on-screen buttons on a touch screen, with real touch events, on a stepped clock.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import type { TetrisGame } from '../../src/index.js';
import { nextFrame } from '../element/helpers.js';
import { cellCentre, phone, swipe, tap } from '../element/touch-helpers.js';

/** A match against the bot, counted down and playing. */
async function playing(attributes = ''): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(`<tetris-versus seed="9" ${attributes} style="width: 100%"></tetris-versus>`);
  el.scheduler = scheduler;
  await el.updateComplete;
  await nextFrame();
  el.start();
  scheduler.frames(COUNTDOWN_FRAMES);
  await el.updateComplete;
  return { el, scheduler };
}

/** The player's (player 0's) presses in the match's log so far, as their codes. */
const mine = (el: TetrisVersus) => (el.replay!.rounds[0].match(/:0\+[A-Z0-9]+/g) ?? []).map((entry) => entry.slice(3));
/** Where the player's board is, for the touch helpers (its canvas is the element's first). */
const board = (el: TetrisVersus) => el as unknown as TetrisGame;

describe('<tetris-versus> touch', () => {
  afterEach(async () => {
    await phone(false);
    scrollTo(0, 0);
  });

  it("gestures on the player's board play it: a drag moves, a tap turns, a flick down drops", async () => {
    const { el, scheduler } = await playing();
    const from = cellCentre(board(el), 4, 8);
    const to = cellCentre(board(el), 6, 8);
    await swipe(from, { x: to.x + from.cell / 3, y: to.y }, { ms: 20 });
    scheduler.frames(1);
    expect(mine(el)).to.deep.equal(['R', 'R']);
    const right = cellCentre(board(el), 8, 12);
    await tap(right.x, right.y);
    scheduler.frames(1);
    expect(mine(el)).to.deep.equal(['R', 'R', 'C']);
    await swipe(from, { x: from.x, y: from.y + 6 * from.cell }, { steps: 3, ms: 10 });
    scheduler.frames(1);
    expect(mine(el).at(-1)).to.equal('D');
  });

  it('a finger on the opponent\'s board plays nothing', async () => {
    const { el, scheduler } = await playing();
    const canvas = el.shadowRoot!.querySelector('.opponent canvas')!.getBoundingClientRect();
    await tap(canvas.left + canvas.width * 0.7, canvas.top + canvas.height / 2);
    scheduler.frames(1);
    expect(mine(el)).to.deep.equal([]);
  });

  it('on a touch screen the on-screen buttons play the player\'s board and pause the match', async () => {
    await phone(true);
    const { el, scheduler } = await playing();
    const buttons = el.shadowRoot!.querySelector<HTMLElement>('.touch-buttons')!;
    expect(getComputedStyle(buttons).display).to.equal('grid');
    const button = (action: string) => el.shadowRoot!.querySelector<HTMLElement>(`.touch-buttons [data-action="${action}"]`)!.getBoundingClientRect();
    const height = button('hardDrop').height;
    expect(height).to.be.within(44, 64);
    const left = button('left');
    await tap(left.left + left.width / 2, left.top + left.height / 2);
    const drop = button('hardDrop');
    await tap(drop.left + drop.width / 2, drop.top + drop.height / 2);
    scheduler.frames(1);
    expect(mine(el)).to.deep.equal(['L', 'D']);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.touch-buttons [data-action="restart"]')!).display).to.equal('none');
    const pause = button('pause');
    await tap(pause.left + pause.width / 2, pause.top + pause.height / 2);
    expect(el.phase).to.equal('paused');
  });

  it('has no touch with two players on one screen, or with controls that leave it out', async () => {
    const local = await fixture<TetrisVersus>(html`<tetris-versus opponent="local"></tetris-versus>`);
    expect(local.shadowRoot!.querySelector('.touch-buttons')).to.equal(null);
    const keys = await fixture<TetrisVersus>(html`<tetris-versus controls="keyboard"></tetris-versus>`);
    expect(keys.shadowRoot!.querySelector('.touch-buttons')).to.equal(null);
    expect(keys.shadowRoot!.querySelector('canvas.touch')).to.equal(null);
  });
});
