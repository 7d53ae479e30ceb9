/**
 * The versus demo page of `npm start` (demo/versus.html): against the bot, four players against
 * three bots, and two local players, each fitting a 1280x800 window.
 */
import { expect } from '@open-wc/testing';
import type { TetrisVersus } from '../../src/versus/index.js';
import { nextFrame } from '../element/helpers.js';

/** The versus demo page (`npm start`, then "versus") with `?setup=` in a 1280x800 frame. */
async function versusDemo(setup: string): Promise<{ frame: HTMLIFrameElement; versus: TetrisVersus }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1280px; height: 800px; border: 0; display: block';
  frame.src = `/demo/versus.html${setup}`;
  document.body.prepend(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  await frame.contentWindow!.customElements.whenDefined('tetris-versus');
  const versus = frame.contentDocument!.querySelector<TetrisVersus>('tetris-versus')!;
  await versus.updateComplete;
  for (let i = 0; i < 3; i++) await nextFrame();
  return { frame, versus };
}

describe('the versus demo page', () => {
  const setups = [
    { setup: '', kinds: ['player', 'bot'] },
    { setup: '?setup=four', kinds: ['player', 'bot', 'bot', 'bot'] },
    { setup: '?setup=local', kinds: ['player', 'local'] },
  ];
  for (const { setup, kinds } of setups) {
    it(`${setup || 'by default'}: ${kinds.join(', ')}, every board on screen with no scrolling`, async () => {
      const { frame, versus } = await versusDemo(setup);
      try {
        expect(versus.players.map((p) => p.kind)).to.deep.equal(kinds);
        const canvases = [...versus.shadowRoot!.querySelectorAll('canvas')];
        expect(canvases).to.have.length(kinds.length);
        for (const canvas of canvases) expect(canvas.getBoundingClientRect().bottom).to.be.at.most(800);
        const page = frame.contentDocument!.scrollingElement!;
        expect(page.scrollHeight, 'page height').to.be.at.most(800);
      } finally {
        frame.remove();
      }
    });
  }
});
