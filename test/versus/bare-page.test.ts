/**
 * `<tetris-versus>` alone on a bare page (the browser's default body margin, no styles of the
 * page's own) before a match starts: it draws its empty wells, grid and all, as `<tetris-game>`
 * draws its own before a game, and at 1280x800 it fits the window, so the page does not scroll.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { nextFrame } from '../element/helpers.js';
import { fieldColours } from './screen-pixels.js';

describe('<tetris-versus> on a bare page before a match', () => {
  before(async () => {
    document.body.style.margin = '';
    await setViewport({ width: 1280, height: 800 });
  });

  for (const players of [2, 4]) {
    it(`${players} players: each board shows its empty well with its grid, and the page does not scroll`, async () => {
      const el = await fixture<TetrisVersus>(html`<tetris-versus players=${players} .scheduler=${new ManualScheduler()} .botWorker=${null}></tetris-versus>`);
      for (let i = 0; i < 3; i++) await nextFrame();
      await el.updateComplete;
      const canvases = [...el.shadowRoot!.querySelectorAll('canvas')];
      expect(canvases.length).to.equal(players);
      for (const canvas of canvases) expect(fieldColours(canvas), 'colours of the empty well (its floor and grid lines)').to.be.at.least(2);
      const page = document.scrollingElement!;
      expect(page.scrollHeight, 'page height').to.be.at.most(innerHeight);
      expect(page.scrollWidth, 'page width').to.be.at.most(innerWidth);
      expect(el.getBoundingClientRect().bottom).to.be.at.most(innerHeight);
    });
  }
});
