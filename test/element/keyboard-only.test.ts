import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';

/** A page with a button before and after a focused game that is playing, one frame in. */
async function pageWithGame() {
  const scheduler = new ManualScheduler();
  const page = await fixture<HTMLDivElement>(html`<div>
    <button id="before">before</button>
    <tetris-game seed="11" .scheduler=${scheduler}></tetris-game>
    <button id="after">after</button>
  </div>`);
  const el = page.querySelector('tetris-game')!;
  await el.updateComplete;
  el.focus();
  el.start({ queue: ['T', 'S', 'Z'] });
  scheduler.frames(1);
  return { page, el, scheduler };
}

const gear = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('[part~="settings-button"]')!;
const settingsOpen = (el: TetrisGame) => el.shadowRoot!.querySelector('[role="dialog"], dialog[open]') !== null;

describe('<tetris-game> with the keyboard alone', () => {
  it('Tab out of a running game pauses it and moves on to the page', async () => {
    const { page, el } = await pageWithGame();
    await sendKeys({ press: 'Tab' });
    expect(el.status).to.equal('paused');
    expect(document.activeElement).to.equal(page.querySelector('#after'));
  });

  it('Shift+Tab out of a running game pauses it too', async () => {
    const { page, el } = await pageWithGame();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.status).to.equal('paused');
    expect(document.activeElement).to.equal(page.querySelector('#before'));
  });

  it('game keys reach the game wherever focus is inside the element: Space hard-drops, never opens the settings', async () => {
    const { el, scheduler } = await pageWithGame();
    gear(el).focus();
    await sendKeys({ press: 'Space' });
    scheduler.frames(1);
    await el.updateComplete;
    expect(settingsOpen(el), 'the settings stayed closed').to.be.false;
    expect(el.status).to.equal('playing');
    expect(el.score, 'the piece was hard-dropped').to.be.greaterThan(0);
    await sendKeys({ press: 'Enter' });
    scheduler.frames(1);
    await el.updateComplete;
    expect(settingsOpen(el), 'Enter does not open them either').to.be.false;
  });

  it('on the pause screen Tab reaches its buttons and Enter presses them', async () => {
    const { el, scheduler } = await pageWithGame();
    await sendKeys({ press: 'Escape' });
    scheduler.frames(1);
    await el.updateComplete;
    expect(el.status).to.equal('paused');
    await sendKeys({ press: 'Tab' });
    const focused = el.shadowRoot!.activeElement as HTMLElement | null;
    expect(focused?.tagName).to.equal('BUTTON');
    expect(focused?.closest('[part~="overlay"]'), 'the first stop is on the pause screen').to.not.equal(null);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.status).to.equal('playing');
  });
});
