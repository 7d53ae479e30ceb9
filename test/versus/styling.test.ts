/**
 * `<tetris-versus>` on a bare page (no styles of the page's own): the words over the boards (the
 * countdown, Paused, K.O. and the result) are readable in every theme, read from the screen's
 * pixels: the text's colour against the colour behind it, at least 4.5:1.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { contrastOnScreen } from './screen-pixels.js';

const THEMES = ['modern', 'classic', 'light', 'high-contrast'] as const;

/** The contrast of each overlay text of `el` in each theme. */
async function contrasts(el: TetrisVersus, what: string): Promise<void> {
  for (const theme of THEMES) {
    el.theme = theme;
    await el.updateComplete;
    await new Promise(requestAnimationFrame);
    const texts = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.overlay .big, .overlay p')];
    expect(texts.length, `${what}: some text`).to.be.greaterThan(0);
    for (const text of texts) {
      const ratio = await contrastOnScreen(text, (box) => executeServerCommand('screenshot', box));
      expect(ratio, `${what} "${text.textContent!.trim()}" in ${theme}`).to.be.at.least(4.5);
    }
  }
}

describe('<tetris-versus> on a bare page', () => {
  it('the countdown, Paused, K.O. and the result read at 4.5:1 or more in every theme', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} opponent="local" seed="21" first-to="2" style="width: 800px"></tetris-versus>`);
    el.focus();
    el.start();
    scheduler.frames(10);
    await contrasts(el, 'countdown');
    scheduler.frames(COUNTDOWN_FRAMES);
    el.pause();
    await contrasts(el, 'paused');
    el.resume();
    for (let i = 0; i < 60 && el.phase !== 'round-over'; i++) {
      await sendKeys({ press: 'KeyW' });
      scheduler.frames(8);
    }
    await contrasts(el, 'knock-out');
  });
});
