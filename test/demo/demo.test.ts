import { expect } from '@open-wc/testing';
import type { TetrisGame } from '../../src/index.js';
import { canvasRects, desktop, screen } from '../element/screens/screen-helpers.js';
import { nextFrame } from '../element/helpers.js';
import { BUILT_IN_PUZZLES } from '../../src/practice/puzzles.js';

/** The demo page (`npm start`) in a frame of `width` x `height` CSS px: its own viewport. */
async function demoIn(width: number, height: number): Promise<{ frame: HTMLIFrameElement; game: TetrisGame }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block`;
  frame.src = '/demo/index.html';
  document.body.prepend(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const page = frame.contentWindow!;
  await page.customElements.whenDefined('tetris-game');
  const game = frame.contentDocument!.querySelector<TetrisGame>('tetris-game')!;
  for (let i = 0; i < 60 && !(game.shadowRoot?.querySelector('canvas')?.width && game.matches(':state(layout-stacked), :state(layout-side)')); i++) await nextFrame();
  for (let i = 0; i < 3; i++) await nextFrame();
  return { frame, game };
}

describe('the demo page', () => {
  after(desktop);

  it('on a 390x844 phone, the game fills the screen in the stacked layout, cells of 30 px or more', async () => {
    await screen(390, 844);
    const { frame, game } = await demoIn(390, 844);
    try {
      const box = game.getBoundingClientRect();
      expect(box.left, 'left').to.be.at.most(0.5);
      expect(box.width, 'width').to.be.at.least(389.5);
      expect(box.top, 'top').to.be.at.most(0.5);
      expect(box.height, 'height').to.be.at.least(0.9 * 844);
      expect(box.bottom, 'bottom').to.be.at.most(844.5);
      expect(game.matches(':state(layout-stacked)'), 'the stacked layout').to.be.true;
      expect(canvasRects(game).cell, 'cell size in CSS px').to.be.at.least(30);
    } finally {
      frame.remove();
    }
  });

  it('on a phone on its side (844x390), the game fills the screen and ends on it', async () => {
    await screen(844, 390);
    const { frame, game } = await demoIn(844, 390);
    try {
      const box = game.getBoundingClientRect();
      expect(box.top, 'top').to.be.at.most(0.5);
      expect(box.bottom, 'bottom').to.be.at.most(390.5);
      expect(box.height, 'height').to.be.at.least(389.5);
    } finally {
      frame.remove();
    }
  });

  it('on a desktop, the game and the controls side by side as before', async () => {
    await screen(1280, 800, false);
    const { frame, game } = await demoIn(1100, 760);
    try {
      const box = game.getBoundingClientRect();
      const form = frame.contentDocument!.querySelector('#settings')!.getBoundingClientRect();
      expect(form.left, 'the controls right of the game').to.be.at.least(box.right);
      expect(box.bottom).to.be.at.most(760);
    } finally {
      frame.remove();
    }
  });

  it('the puzzle picker lists the built-in puzzles and starts the one picked', async () => {
    await screen(1280, 800, false);
    const { frame, game } = await demoIn(1100, 760);
    try {
      const picker = frame.contentDocument!.querySelector<HTMLSelectElement>('#puzzle')!;
      expect([...picker.options].map((option) => option.value)).to.deep.equal(['', ...BUILT_IN_PUZZLES.map(({ id }) => id)]);
      picker.value = 'pco';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      await game.updateComplete;
      expect(game.status).to.equal('playing');
      expect(game.shadowRoot!.querySelector('.puzzle-goal')?.textContent).to.contain('PCO');
    } finally {
      frame.remove();
    }
  });
});
