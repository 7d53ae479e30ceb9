/**
 * `<tetris-game>` alone on a bare page (the browser's default 8 px body margin, no styles of the
 * page's own): at 1280x800, 390x844 and 844x390, with and without the on-screen buttons, the page
 * does not scroll, and the start card with every one of its buttons (the first visit's preset
 * offer included) is on screen.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { nextFrame } from './helpers.js';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

let visits = 0;

describe('<tetris-game> alone on a bare page', () => {
  let restore = { width: 0, height: 0 };
  before(() => {
    restore = { width: innerWidth, height: innerHeight };
    document.body.style.margin = '';
  });
  after(() => setViewport(restore));

  for (const size of SCREENS) {
    for (const touchButtons of [false, true]) {
      it(`${size.width}x${size.height}${touchButtons ? ', with the on-screen buttons' : ''}: the page does not scroll and the start card's buttons are on screen`, async () => {
        await setViewport(size);
        // A storage key never used before: a first visit, so the start card offers the presets.
        const storageKey = `tetris-bare-page-test-${Date.now()}-${visits++}`;
        const el = await fixture<TetrisGame>(
          html`<tetris-game ?touch-buttons=${touchButtons} storage-key=${storageKey} .scheduler=${new ManualScheduler()}></tetris-game>`,
        );
        await el.updateComplete;
        for (let i = 0; i < 3; i++) await nextFrame();
        const page = document.scrollingElement!;
        expect(page.scrollHeight, 'page height').to.be.at.most(innerHeight);
        expect(page.scrollWidth, 'page width').to.be.at.most(innerWidth);
        const card = el.shadowRoot!.querySelector('.overlay:not([hidden]) .card')!;
        expect(card, 'the start card').to.exist;
        const shown = [...card.querySelectorAll('button')].filter((button) => button.offsetParent !== null);
        expect(shown.length, 'buttons on the start card').to.be.at.least(2);
        for (const button of shown) {
          const r = button.getBoundingClientRect();
          const what = button.getAttribute('aria-label') ?? button.textContent!.trim();
          expect(r.top, `${what} top`).to.be.at.least(0);
          expect(r.left, `${what} left`).to.be.at.least(0);
          expect(r.bottom, `${what} bottom`).to.be.at.most(innerHeight);
          expect(r.right, `${what} right`).to.be.at.most(innerWidth);
        }
      });
    }
  }
});
