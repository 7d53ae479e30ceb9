import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { LANGUAGES, en as firstFrameEnglish, loadLanguage, localize, type Language, type Strings } from '../../../src/ui/strings/strings.js';
import { enLater } from '../../../src/ui/strings/en-later.js';

/** What `<tetris-game>` says in English: its first frame's words and those of its parts that load later. */
const en = { ...firstFrameEnglish, ...enLater };
/** The keys of what `<tetris-game>` says. */
type GameKey = keyof typeof en;
import { BUTTON, FakeGamepads } from '../../input/gamepad-stub.js';
import { board, captureWarnings } from '../../element/helpers.js';
import { phone } from '../../element/touch-helpers.js';

const languages = Object.keys(LANGUAGES) as Language[];
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Everything a person can read or hear from the element: its text and its accessible names. */
function words(el: TetrisGame): string {
  const root = el.shadowRoot!;
  const labels = [...root.querySelectorAll('[aria-label], [title], [aria-valuetext]')].flatMap((node) =>
    ['aria-label', 'title', 'aria-valuetext'].map((name) => node.getAttribute(name) ?? ''),
  );
  return squash([root.textContent, el.getAttribute('aria-label'), ...labels].join(' | '));
}

const overlay = (el: TetrisGame) => squash(el.shadowRoot!.querySelector('[part~="overlay"]')?.textContent);
const live = (el: TetrisGame) => squash(el.shadowRoot!.querySelector('[aria-live]')?.textContent);

/** A game inside a page element in `lang`, on a stepped clock, with the words of its language loaded. */
async function gameIn(lang: string, attributes = '') {
  const scheduler = new ManualScheduler();
  const page = await fixture<HTMLDivElement>(`<div lang="${lang}"><tetris-game seed="5" ${attributes}></tetris-game></div>`);
  const el = page.querySelector('tetris-game')!;
  el.scheduler = scheduler;
  await loadLanguage(localize(lang).language);
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="overlay"]'), 'the start screen shows');
  await el.updateComplete;
  return { page, el, scheduler };
}

/** Ends a game at once: a full stack and a T that cannot enter. */
async function toppedOut(el: TetrisGame) {
  el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
  el.press('hardDrop');
  await el.updateComplete;
  expect(el.status).to.equal('over');
}

describe('<tetris-game> languages', () => {
  const warnings = captureWarnings();
  before(async () => {
    for (const language of languages) await loadLanguage(language);
  });

  it('lang="de" on the page gives a German game', async () => {
    const { el } = await gameIn('de');
    expect(el.getAttribute('aria-label')).to.equal('Tetris-Spiel');
    expect(overlay(el)).to.contain('Klicke oder drücke Eingabe zum Spielen').and.contain('Esc oder P Pause');
    const hud = squash(el.shadowRoot!.querySelector('[part~="hud"]')!.textContent);
    expect(hud).to.contain('Punkte').and.contain('Reihen');
    expect(el.shadowRoot!.querySelector('[part~="settings-button"]')!.getAttribute('aria-label')).to.equal('Einstellungen');
  });

  for (const language of languages) {
    it(`the start screen speaks ${language}, and no English is left where ${language} has its own words`, async () => {
      const { el } = await gameIn(language);
      const l = localize(language);
      expect(overlay(el)).to.contain(squash(l.t('start.keyboard', { keys: l.keyName('Enter') })));
      if (language === 'en') return;
      const text = words(el);
      const table = (await loadLanguage(language)) as Strings;
      const english = (Object.keys(en) as GameKey[]).filter(
        (key) => en[key] !== table[key] && !/\{/.test(en[key]) && en[key].length > 3 && !table[key].includes(en[key]),
      );
      const leftovers = english.filter((key) => new RegExp(`(^|[^\\p{L}])${en[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(text));
      expect(leftovers.map((key) => `${key}: ${en[key]}`)).to.deep.equal([]);
    });
  }

  it('the pause and game-over screens and the announcements speak German, with German numbers', async () => {
    const { el, scheduler } = await gameIn('de');
    el.start({ board: board(['X.........', 'XXX....XXX']), queue: ['I'], lines: 9 });
    scheduler.frames(1);
    el.press('hardDrop');
    await el.updateComplete;
    expect(live(el)).to.match(/Single! \d+ Punkte|Level 2/);
    el.pause();
    await el.updateComplete;
    expect(overlay(el)).to.contain('Pause').and.contain('Weiter').and.contain('Drücke Esc, P oder Eingabe zum Weiterspielen');
    await toppedOut(el);
    expect(overlay(el)).to.contain('Spiel vorbei').and.contain('Nochmal spielen').and.contain('oder drücke Eingabe');
    expect(live(el)).to.match(/^Spiel vorbei\. Punkte [\d.]+\. Reihen \d+\.$/);
  });

  it('formats the score for the language', async () => {
    const { el } = await gameIn('de');
    el.start({ board: board(['XXXXX.XXXX', 'XXXXX.XXXX', 'XXXXX.XXXX', 'XXXXX.XXXX']), queue: ['I'], level: 20 });
    el.press('cw');
    el.press('hardDrop');
    await el.updateComplete;
    expect(el.score).to.be.greaterThan(999);
    const hud = squash(el.shadowRoot!.querySelector('[part~="hud"]')!.textContent);
    expect(hud).to.contain(localize('de').number(el.score)).and.match(/\d\.\d{3}/);
    expect(hud, 'the clock and pieces per second with a decimal comma').to.contain('0:00,00').and.contain('0,00');
  });

  it('follows a change of the page’s language while it runs', async () => {
    const { page, el } = await gameIn('en');
    expect(overlay(el)).to.contain('Click or press Enter to play');
    page.lang = 'fr';
    await waitUntil(() => overlay(el).includes('Cliquez ou appuyez sur Entrée pour jouer'), overlay(el));
    el.lang = 'ja';
    await waitUntil(() => overlay(el).includes('クリックするかEnterキーでスタート'), overlay(el));
    expect(el.getAttribute('aria-label')).to.equal('テトリス');
  });

  it('keeps the page’s own aria-label in every language', async () => {
    const { page, el } = await gameIn('en', 'aria-label="Play Tetris"');
    page.lang = 'de';
    await waitUntil(() => overlay(el).includes('Klicke'));
    expect(el.getAttribute('aria-label')).to.equal('Play Tetris');
  });

  it('the strings property overrides any string; bad entries are ignored with one warning', async () => {
    const { el } = await gameIn('de');
    el.strings = { 'hud.score': 'Score', 'start.keyboard': 'Los geht’s mit {keys}' };
    await el.updateComplete;
    expect(overlay(el)).to.contain('Los geht’s mit Eingabe');
    expect(squash(el.shadowRoot!.querySelector('[part~="hud"]')!.textContent)).to.contain('Score').and.contain('Reihen');
    expect(warnings).to.have.length(0);
    el.strings = { 'hud.lines': 7, 'no.such.key': 'x' } as never;
    await el.updateComplete;
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('strings').and.contain('no.such.key');
    expect(squash(el.shadowRoot!.querySelector('[part~="hud"]')!.textContent)).to.contain('Reihen');
  });

  it('key hints read as alternatives and never split a key from its action', async () => {
    const { el } = await gameIn('en');
    expect(overlay(el)).to.contain('Esc or P pause').and.contain('Shift or C hold').and.contain('← or → move');
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.hint-item')];
    expect(items.length).to.be.greaterThan(5);
    for (const item of items) expect(getComputedStyle(item).whiteSpace, item.textContent!).to.equal('nowrap');
    // In a narrow element every item still sits on one line.
    el.style.width = '200px';
    await el.updateComplete;
    for (const item of items) {
      const tops = [...item.querySelectorAll('kbd')].map((kbd) => Math.round(kbd.getBoundingClientRect().top));
      expect(new Set(tops).size, `${item.textContent}: every key on one line`).to.equal(1);
      const fontSize = parseFloat(getComputedStyle(item).fontSize);
      expect(item.getBoundingClientRect().height, item.textContent!).to.be.below(fontSize * 2);
    }
  });

  it('the overlays speak to the input in use: taps, keys or buttons', async () => {
    const { el, scheduler } = await gameIn('en');
    expect(overlay(el)).to.contain('Click or press Enter to play');
    el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(overlay(el)).to.contain('Tap to play').and.not.contain('Enter');
    el.focus();
    await sendKeys({ press: 'ShiftLeft' });
    await el.updateComplete;
    expect(overlay(el)).to.contain('Click or press Enter to play');
    const pads = new FakeGamepads();
    try {
      pads.connect();
      // Gamepad support loads when the first pad shows up.
      await el.updateComplete;
      el.start();
      scheduler.frames(1);
      pads.press(BUTTON.START);
      scheduler.frames(1);
      pads.release(BUTTON.START);
      scheduler.frames(1);
      await el.updateComplete;
      expect(el.status).to.equal('paused');
      expect(overlay(el)).to.contain('Press Start to resume');
    } finally {
      pads.disconnect();
      pads.restore();
    }
  });

  it('the settings dialog speaks the language, keys and notices included', async () => {
    const { el } = await gameIn('de', 'storage-key=""');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="settings-button"]')!.click();
    await el.updateComplete;
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector<HTMLElement>('dialog')!;
    const tabs = [...dialog.querySelectorAll('[role="tab"]')].map((tab) => squash(tab.textContent));
    expect(tabs).to.include.members(['Steuerung', 'Tasten', 'Ton']);
    expect(squash(dialog.textContent)).to.contain('Voreinstellung').and.contain('Frames bei 60 Hz.').and.contain('Fertig');
    dialog.querySelector<HTMLElement>('[data-section="keys"]')!.click();
    await el.updateComplete;
    expect(squash(dialog.textContent)).to.contain('Im Uhrzeigersinn drehen').and.contain('Umschalt').and.contain('Leertaste');
    expect(dialog.querySelector('.add')!.getAttribute('aria-label')).to.equal('Taste für Nach links hinzufügen');
    await expect(el).to.be.accessible();
    const text = words(el);
    const table = (await loadLanguage('de')) as Strings;
    const leftovers = (Object.keys(en) as GameKey[]).filter(
      (key) => key.startsWith('settings.') && en[key] !== table[key] && !/\{/.test(en[key]) && text.includes(en[key]),
    );
    expect(leftovers).to.deep.equal([]);
  });

  it('on a phone no screen speaks of keys', async () => {
    await phone(true);
    try {
      const { el } = await gameIn('en');
      expect(overlay(el)).to.contain('Tap to play').and.not.match(/press|Esc|Enter/i);
      el.start({ queue: ['T'] });
      el.pause();
      await el.updateComplete;
      expect(overlay(el)).to.contain('Resume').and.not.match(/press|Esc|Enter/i);
      await toppedOut(el);
      expect(overlay(el)).to.contain('Play again').and.not.match(/press|Esc|Enter/i);
    } finally {
      await phone(false);
    }
  });

  for (const language of languages) {
    it(`is accessible in ${language} on every screen`, async () => {
      const { el } = await gameIn(language);
      await expect(el).to.be.accessible();
      el.start({ board: board(['XXX....XXX']), queue: ['I'] });
      el.pause();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      await toppedOut(el);
      await expect(el).to.be.accessible();
    });
  }
});
