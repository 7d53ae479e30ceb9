import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TetrisGame } from '../../../src/index.js';
import { BUTTON, FakeGamepads } from '../../input/gamepad-stub.js';
import { board, playingFixture, record } from '../helpers.js';
import { phone } from '../touch-helpers.js';

/** A game with a score, so a restart shows. */
async function scored(attributes = '') {
  const fixture = await playingFixture(`seed="5" ${attributes}`, ['T', 'O']);
  fixture.el.press('hardDrop');
  fixture.scheduler.frames(1);
  expect(fixture.el.score).to.be.greaterThan(0);
  const events = record(fixture.el, ['game-start', 'game-over', 'game-pause', 'game-resume']);
  return { ...fixture, events };
}

function expectNewGame(el: TetrisGame, events: { type: string }[], rows = board([])) {
  expect(el.status).to.equal('playing');
  expect(el.score).to.equal(0);
  expect(el.state.board).to.deep.equal(rows);
  expect(events.map((e) => e.type)).to.deep.equal(['game-start']);
}

describe('<tetris-game> restart', () => {
  it('R starts a new game at once while playing', async () => {
    const { el, events } = await scored();
    await sendKeys({ press: 'KeyR' });
    expectNewGame(el, events);
  });

  it('R restarts a paused game, and a game that is over (from the position the last start() gave)', async () => {
    const { el, events, scheduler } = await scored();
    el.pause();
    events.length = 0;
    await sendKeys({ press: 'KeyR' });
    expectNewGame(el, events);
    const full = board(Array(20).fill('XXXX.XXXXX'));
    el.start({ board: full, queue: ['T'] });
    scheduler.frames(60);
    expect(el.status).to.equal('over');
    events.length = 0;
    await sendKeys({ press: 'KeyR' });
    expectNewGame(el, events, full);
  });

  it('restart is remappable through keys like every action', async () => {
    const { el, events } = await scored('keys="restart: KeyN"');
    await sendKeys({ press: 'KeyR' });
    expect(events).to.deep.equal([]);
    await sendKeys({ press: 'KeyN' });
    expectNewGame(el, events);
  });

  it('the pause screen has a Restart button', async () => {
    const { el, events } = await scored();
    el.pause();
    await el.updateComplete;
    events.length = 0;
    const button = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Restart');
    expect(button, 'a Restart button').to.not.equal(undefined);
    button!.click();
    expectNewGame(el, events);
    expect(document.activeElement).to.equal(el);
  });

  it('the gamepad Select (Back) button restarts', async () => {
    const pads = new FakeGamepads();
    try {
      const { el, events, scheduler } = await scored('controls="keyboard gamepad"');
      pads.connect();
      // Gamepad support loads when the first pad shows up.
      await el.updateComplete;
      pads.press(BUTTON.SELECT);
      scheduler.frames(1);
      expectNewGame(el, events);
    } finally {
      pads.restore();
    }
  });

  it('the on-screen buttons have Restart', async () => {
    await phone(true);
    try {
      const { el, events } = await scored('touch-buttons');
      await el.updateComplete;
      const button = el.shadowRoot!.querySelector<HTMLElement>('.touch-buttons [data-action="restart"]');
      expect(button, 'an on-screen Restart button').to.not.equal(null);
      button!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 3, pointerType: 'touch' }));
      button!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, pointerId: 3, pointerType: 'touch' }));
      expectNewGame(el, events);
    } finally {
      await phone(false);
    }
  });
});
