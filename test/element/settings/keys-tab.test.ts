import { expect, fixture } from '@open-wc/testing';
import type { TetrisGame } from '../../../src/index.js';
import { loadLanguage, localize } from '../../../src/ui/strings/strings.js';
import { nextFrame } from '../helpers.js';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'ja'] as const;

/** The settings of a `<tetris-game lang=…>` open on the Keys tab (the dialog may load on first use). */
async function keysTab(lang: string): Promise<Element> {
  const el = await fixture<TetrisGame>(`<tetris-game lang="${lang}" storage-key=""></tetris-game>`);
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLElement>('[part="settings-button"]')!.click();
  const root = el.shadowRoot!;
  for (let i = 0; i < 50 && !root.querySelector('dialog[open] [role="tab"]'); i++) {
    await nextFrame();
    await el.updateComplete;
  }
  for (const tab of root.querySelectorAll<HTMLElement>('dialog[open] [role="tab"]')) {
    if (root.querySelector('.bindings')) break;
    tab.click();
    await el.updateComplete;
  }
  const list = root.querySelector('.bindings');
  expect(list, 'the Keys tab').to.exist;
  return list!;
}

/** A key chip's own text (its remove button left out). */
const chipText = (chip: Element) =>
  [...chip.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

/** Each text once: the repeated ones. */
const repeated = (texts: string[]) => texts.filter((text, i) => texts.indexOf(text) !== i);

describe('<tetris-game> settings: the Keys tab', () => {
  for (const lang of LANGUAGES) {
    it(`tells left and right keys apart, on the chip and to a screen reader (${lang})`, async () => {
      const list = await keysTab(lang);
      for (const row of list.querySelectorAll<HTMLElement>('.binding')) {
        const chips = [...row.querySelectorAll('.chip')];
        const shown = chips.map(chipText);
        const named = chips.map((chip) => chip.querySelector('button')!.getAttribute('aria-label')!);
        expect(repeated(shown), `${row.dataset.action}: ${shown.join(', ')}`).to.deep.equal([]);
        expect(repeated(named), `${row.dataset.action}: ${named.join(' / ')}`).to.deep.equal([]);
      }
      const all = [...list.querySelectorAll<HTMLElement>('.chip')].map((chip) => [chip.dataset.code, chipText(chip)]);
      const label = Object.fromEntries(all);
      // The twins of the default keys, each named with its side (or the keypad).
      for (const [a, b] of [['ControlLeft', 'ControlRight'], ['ShiftLeft', 'ShiftRight'], ['Enter', 'NumpadEnter']]) {
        expect(label[a], a).to.be.a('string').and.not.equal(label[b]);
      }
    });
  }

  it('names each side in every language, and the keys as the hints do elsewhere', async () => {
    for (const lang of LANGUAGES) {
      await loadLanguage(lang);
      const l = localize(lang);
      expect(l.keyLabel('ControlLeft'), lang).to.contain(l.keyName('ControlLeft'));
      expect(l.keyLabel('ControlLeft'), lang).to.not.equal(l.keyLabel('ControlRight'));
      expect(l.keyLabel('ShiftRight'), lang).to.not.equal(l.keyLabel('ShiftLeft'));
      expect(l.keyLabel('NumpadEnter'), lang).to.not.equal(l.keyLabel('Enter'));
      expect(l.keyLabel('KeyZ'), lang).to.equal(l.keyName('KeyZ'));
      // The chip's short form tells them apart too.
      expect(l.keyCap('ControlLeft'), lang).to.contain(l.keyName('ControlLeft')).and.not.equal(l.keyCap('ControlRight'));
      expect(l.keyCap('ShiftLeft').length, lang).to.be.at.most(l.keyLabel('ShiftLeft').length);
      // The hints name a key once, whichever side: "Shift or C".
      expect(l.keyNames(['ShiftLeft', 'ShiftRight']), lang).to.have.length(1);
    }
  });
});
