import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { canvasRects, desktop, grown, overlaps, rectOf, screen, settle, textRects } from '../element/screens/screen-helpers.js';

/** The six languages, and a page's own words: one long word for a label. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'ja', 'en-x-long-words'] as const;
const LONG_WORDS = { 'hud.pps': 'Spielsteingeschwindigkeit', 'hud.lines': 'Linienzähler' };

/** Screens and element sizes, side layout and stacked, down to small ones. */
const PLACES: Record<string, { width: number; height: number; phone: boolean; attributes: string }> = {
  'a desktop page, the default size': { width: 1280, height: 800, phone: false, attributes: '' },
  'a desktop page, 300 px wide': { width: 1280, height: 800, phone: false, attributes: 'style="width: 300px"' },
  'a desktop page, 200x480': { width: 1280, height: 800, phone: false, attributes: 'style="width: 200px; height: 480px"' },
  'a phone, 366 px wide': { width: 390, height: 844, phone: true, attributes: 'style="width: 366px"' },
  'a phone, filling it': { width: 390, height: 844, phone: true, attributes: 'style="width: 100vw; height: 100dvh"' },
  'a phone in landscape': { width: 844, height: 390, phone: true, attributes: 'style="width: 100%"' },
  'a phone in landscape with the buttons beside the board': { width: 844, height: 390, phone: true, attributes: 'touch-buttons style="width: 100%"' },
};

/** The board's border is drawn just outside the field: text must keep clear of it. */
const BORDER = 2;

describe('<tetris-game> HUD', () => {
  after(desktop);

  for (const [where, place] of Object.entries(PLACES)) {
    describe(where, () => {
      before(() => screen(place.width, place.height, place.phone));

      for (const lang of LANGUAGES) {
        it(`no label or figure touches the board, hold or next, or leaves the element (${lang})`, async () => {
          const scheduler = new ManualScheduler();
          const el = await fixture<TetrisGame>(`<tetris-game lang="${lang}" storage-key="" ${place.attributes}></tetris-game>`);
          el.scheduler = scheduler;
          if (lang.endsWith('long-words')) el.strings = LONG_WORDS;
          // The language's table loads on first use.
          for (let i = 0; i < 20 && !el.shadowRoot!.querySelector('.hud dt')?.textContent; i++) await settle(el);
          el.start();
          scheduler.frames(100);
          await settle(el);
          const { field, hold, next } = canvasRects(el);
          const box = rectOf('element', el.getBoundingClientRect());
          const text = textRects(el.shadowRoot!.querySelector('.hud')!);
          expect(text.length).to.be.greaterThan(4);
          for (const line of text) {
            for (const part of [grown(field, BORDER), hold, next]) expect(overlaps(line, part, 0), `${line.name} touches ${part.name}`).to.be.false;
            expect(line.left >= box.left && line.right <= box.right && line.top >= box.top && line.bottom <= box.bottom, `${line.name} inside the element`).to.be.true;
          }
        });
      }
    });
  }
});
