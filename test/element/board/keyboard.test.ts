import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';

async function focusedGame() {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(html`<tetris-game seed="11" .scheduler=${scheduler}></tetris-game>`);
  el.focus();
  el.start({ queue: ['T'] });
  scheduler.frames(1);
  return { el, scheduler };
}

const xs = (el: TetrisGame) => el.state.active!.cells.map(([x]) => x);

describe('<tetris-game> keyboard', () => {
  it('is focusable with a visible focus ring', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    expect(el.tabIndex).to.equal(0);
    await sendKeys({ press: 'Tab' });
    el.focus();
    expect(document.activeElement).to.equal(el);
  });

  it('holding Right moves by DAS: at once, after 16 frames, then every 6', async () => {
    const { el, scheduler } = await focusedGame();
    const start = Math.min(...xs(el));
    await sendKeys({ down: 'ArrowRight' });
    scheduler.frames(1);
    expect(Math.min(...xs(el))).to.equal(start + 1);
    scheduler.frames(15);
    expect(Math.min(...xs(el))).to.equal(start + 1);
    scheduler.frames(1);
    expect(Math.min(...xs(el))).to.equal(start + 2);
    scheduler.frames(6);
    expect(Math.min(...xs(el))).to.equal(start + 3);
    await sendKeys({ up: 'ArrowRight' });
    scheduler.frames(30);
    expect(Math.min(...xs(el))).to.equal(start + 3);
  });

  it('Up and X rotate clockwise, Z and Control counter-clockwise', async () => {
    const { el } = await focusedGame();
    await sendKeys({ press: 'ArrowUp' });
    expect(el.state.active?.rotation).to.equal('R');
    await sendKeys({ press: 'KeyX' });
    expect(el.state.active?.rotation).to.equal('2');
    await sendKeys({ press: 'KeyZ' });
    expect(el.state.active?.rotation).to.equal('R');
    await sendKeys({ press: 'ControlLeft' });
    expect(el.state.active?.rotation).to.equal('0');
  });

  it('browser key repeat is ignored: the engine does the repeating', async () => {
    const { el } = await focusedGame();
    el.dispatchEvent(new KeyboardEvent('keydown', { code: 'ArrowUp', repeat: true }));
    expect(el.state.active?.rotation).to.equal('0');
  });

  it('prevents the default action of game keys only', async () => {
    const { el } = await focusedGame();
    const space = new KeyboardEvent('keydown', { code: 'Space', cancelable: true });
    el.dispatchEvent(space);
    expect(space.defaultPrevented).to.be.true;
    const tab = new KeyboardEvent('keydown', { code: 'Tab', cancelable: true });
    el.dispatchEvent(tab);
    expect(tab.defaultPrevented).to.be.false;
    const f5 = new KeyboardEvent('keydown', { code: 'KeyQ', cancelable: true });
    el.dispatchEvent(f5);
    expect(f5.defaultPrevented).to.be.false;
  });

  it('never listens on document', async () => {
    const { el } = await focusedGame();
    document.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true }));
    expect(el.score).to.equal(0);
  });

  it('releases held keys on blur', async () => {
    const { el, scheduler } = await focusedGame();
    await sendKeys({ down: 'ArrowLeft' });
    scheduler.frames(1);
    const x = Math.min(...xs(el));
    el.blur();
    await sendKeys({ up: 'ArrowLeft' });
    el.focus();
    el.resume();
    scheduler.frames(40);
    expect(Math.min(...xs(el))).to.equal(x);
  });

  it('a tap shorter than a frame still moves once', async () => {
    const { el, scheduler } = await focusedGame();
    const x = Math.min(...xs(el));
    await sendKeys({ press: 'ArrowLeft' });
    scheduler.frames(1);
    expect(Math.min(...xs(el))).to.equal(x - 1);
  });
});
