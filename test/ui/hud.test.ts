import { expect } from '@open-wc/testing';
import { PLACES, canvasRects, desktop, grown, overlaps, placedGame, rectOf, screenOf, settle, textRects, type Place } from '../element/screens/screen-helpers.js';

/** The six languages, and a page's own words: one long word for a label. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'ja', 'en-x-long-words'] as const;
const LONG_WORDS = { 'hud.pps': 'Spielsteingeschwindigkeit', 'hud.lines': 'Linienzähler' };

/** The screens every screen test tries, and small sizes. */
const HUD_PLACES: Record<string, Place> = {
  ...PLACES,
  'a desktop page, 200x480': { width: 1280, height: 800, phone: false, attributes: 'style="width: 200px; height: 480px"' },
  'a phone, 366 px wide': { width: 390, height: 844, phone: true, attributes: 'style="width: 366px"' },
};

/** The board's border is drawn just outside the field: text must keep clear of it. */
const BORDER = 2;

describe('<tetris-game> HUD', () => {
  after(desktop);

  for (const [where, place] of Object.entries(HUD_PLACES)) {
    describe(where, () => {
      before(() => screenOf(place));

      for (const lang of LANGUAGES) {
        it(`no label or figure touches the board, hold or next, or leaves the element (${lang})`, async () => {
          const { el, scheduler } = await placedGame(place, `lang="${lang}"`);
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
