import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { tap } from '../touch-helpers.js';
import { canvasRects, desktop, overlaps, rectOf, screen, settle } from './screen-helpers.js';

/** The README's promise: finger-sized buttons, 48-64 CSS px high. */
const BUTTON_HEIGHT = { min: 48, max: 64 };
/** The smallest target a finger hits reliably (WCAG 2.5.5), in CSS px both ways. */
const FINGER = 44;

async function playing(attributes: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  await settle(el);
  el.start();
  scheduler.frames(1);
  await settle(el);
  return { el, scheduler };
}

const buttonRects = (el: TetrisGame) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.touch-buttons button')].map((button) => rectOf(button.dataset.action!, button.getBoundingClientRect()));

/** The controls on top at a point of the element: what a finger there would press. */
const topAt = (el: TetrisGame, x: number, y: number) => el.shadowRoot!.elementFromPoint(x, y);

describe('<tetris-game> on-screen controls', () => {
  after(desktop);

  describe('a phone in portrait, 390x844', () => {
    before(() => screen(390, 844));

    for (const style of ['width: 100vw; height: 100dvh', 'width: 100%', '']) {
      it(`touch-buttons measure 48-64 px high, inside the element and the screen (${style || 'the default size'})`, async () => {
        const { el } = await playing(`touch-buttons style="${style}"`);
        const box = rectOf('element', el.getBoundingClientRect());
        expect(box.bottom, 'the element ends on the screen').to.be.at.most(innerHeight + 0.5);
        const buttons = buttonRects(el);
        expect(buttons).to.have.length.greaterThan(0);
        const { field } = canvasRects(el);
        for (const b of buttons) {
          const height = b.bottom - b.top;
          expect(height, `${b.name} button height`).to.be.within(BUTTON_HEIGHT.min, BUTTON_HEIGHT.max);
          expect(b.bottom, `${b.name} button on the screen`).to.be.at.most(Math.min(innerHeight, box.bottom) + 0.5);
          expect(overlaps(b, field), `${b.name} button over the field`).to.be.false;
        }
      });
    }

    it('without touch-buttons a pause control of 44x44 px or more shows while playing, and a tap on it pauses', async () => {
      const { el, scheduler } = await playing('style="width: 100vw; height: 100dvh"');
      const pause = el.shadowRoot!.querySelector<HTMLElement>('[part~="pause-button"]');
      expect(pause, 'a pause button').to.exist;
      const r = pause!.getBoundingClientRect();
      expect(r.width, 'width').to.be.at.least(FINGER);
      expect(r.height, 'height').to.be.at.least(FINGER);
      expect(pause!.getAttribute('aria-label')).to.equal('Pause');
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      expect(topAt(el, x, y), 'nothing covers it').to.equal(pause);
      // It is clear of the HUD and of the board's boxes.
      const { field, hold, next } = canvasRects(el);
      for (const part of [field, hold, next]) expect(overlaps(rectOf('pause', r), part), `over ${part.name}`).to.be.false;
      for (const item of el.shadowRoot!.querySelectorAll('.hud > div')) expect(overlaps(rectOf('pause', r), rectOf('hud', item.getBoundingClientRect())), 'over the HUD').to.be.false;
      await tap(x, y);
      scheduler.frames(1);
      expect(el.status).to.equal('paused');
      await settle(el);
      // Paused, the screen's own Resume takes over, and the gear has the corner back; the tap
      // that paused does not open the settings.
      expect(getComputedStyle(pause!).display, 'hidden when paused').to.equal('none');
      // (The settings load on first use: a few frames for a stray click to have shown them.)
      await settle(el);
      expect(el.shadowRoot!.querySelector('dialog[open]'), 'the settings stay closed').to.equal(null);
    });

    it('the settings gear is 44x44 px or more on a touch screen', async () => {
      const { el } = await playing('style="width: 100vw; height: 100dvh"');
      el.pause();
      await settle(el);
      const gear = el.shadowRoot!.querySelector('[part="settings-button"]')!.getBoundingClientRect();
      expect(gear.width).to.be.at.least(FINGER);
      expect(gear.height).to.be.at.least(FINGER);
    });
  });

  describe('a phone in landscape, 844x390', () => {
    before(() => screen(844, 390));

    for (const style of ['width: 100%', 'width: 100vw; height: 100dvh', 'width: 460px', '']) {
      it(`the element with touch-buttons fits the screen, buttons 44 px high or more (${style || 'the default size'})`, async () => {
        const { el } = await playing(`touch-buttons style="${style}"`);
        el.scrollIntoView();
        const box = rectOf('element', el.getBoundingClientRect());
        expect(box.bottom - box.top, 'element height').to.be.at.most(innerHeight + 0.5);
        expect(box.top).to.be.at.least(-0.5);
        expect(box.bottom, 'the element ends on the screen').to.be.at.most(innerHeight + 0.5);
        const { field } = canvasRects(el);
        for (const b of buttonRects(el)) {
          expect(b.bottom - b.top, `${b.name} height`).to.be.at.least(FINGER);
          expect(b.bottom, `${b.name} on the screen`).to.be.at.most(innerHeight + 0.5);
          expect(overlaps(b, field), `${b.name} over the field`).to.be.false;
        }
      });
    }
  });

  describe('a desktop page', () => {
    before(() => screen(1280, 800, false));

    it('shows no extra pause button with a mouse', async () => {
      const { el } = await playing('');
      const pause = el.shadowRoot!.querySelector<HTMLElement>('[part~="pause-button"]');
      expect(!pause || getComputedStyle(pause).display === 'none').to.be.true;
    });
  });
});
