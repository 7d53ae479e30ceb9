import { expect, fixture } from '@open-wc/testing';
import { LitElement, html, render } from 'lit';
import { clearAnnouncement, gameOverAnnouncement } from '../../../src/ui/strings/announcements.js';
import { canvasWords } from '../../../src/ui/strings/canvas-words.js';
import { keysHint, startHint } from '../../../src/element/screens/hints.js';
import { gamepadHelp, touchHelp } from '../../../src/element/screens/device-help.js';
import { overHint, pausedHint } from '../../../src/element/screens/pause-and-over.js';
import { InputKindController } from '../../../src/element/screens/input-kind.js';
import { LanguageController, languageOf } from '../../../src/ui/strings/language-controller.js';
import { LANGUAGES, builtInLanguage, checkOverrides, en, isLoaded, loadLanguage, localize, type Language, type StringKey, type Strings } from '../../../src/ui/strings/strings.js';
import { enVersus, versusEnglish } from '../../../src/ui/strings/en-versus.js';
import { enLater } from '../../../src/ui/strings/en-later.js';
import { DEFAULT_KEYS } from '../../../src/input/keymap.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Every key of both elements, with its English words. */
const english: Strings = { ...versusEnglish, ...enLater };
const keys = Object.keys(english) as StringKey[];
/**
 * A language's one table; English's comes in three parts (the words of `<tetris-game>`'s parts
 * that load later and `<tetris-versus>`'s words stay out of `<tetris-game>`'s first frame).
 */
const tableOf = async (language: Language) => (language === 'en' ? english : ((await loadLanguage(language)) as Strings));

/** A host element that speaks through the controllers under test. */
class SpeakingElement extends LitElement {
  readonly language = new LanguageController(this);
  readonly input = new InputKindController(this);
  override render() {
    return html`<p>${this.language.localizer.t('paused.title')}</p>
      <p>${this.input.current}</p>`;
  }
}
customElements.define('speaking-element', SpeakingElement);

/** Renders a template into a fresh div and returns its text, spaces collapsed. */
function textOf(template: unknown): string {
  const div = document.createElement('div');
  render(template, div);
  return div.textContent!.replace(/\s+/g, ' ').trim();
}

/** Waits for attribute observers, the language's words and the update they request. */
async function settled(el: SpeakingElement) {
  await Promise.resolve();
  await el.language.ready;
  await el.updateComplete;
}

const languages = Object.keys(LANGUAGES) as Language[];
const loadedAtStart = languages.filter(isLoaded);

describe('strings', () => {
  before(async () => {
    for (const language of languages) await loadLanguage(language);
  });

  it('every language has every key of both elements, each a non-empty text with the same placeholders as English', async () => {
    expect(keys.filter((key) => key.startsWith('versus.')).length).to.be.above(15);
    for (const language of languages) {
      const table = await tableOf(language);
      expect(Object.keys(table).sort(), language).to.deep.equal([...keys].sort());
      for (const key of keys) {
        const text = table[key];
        expect(text.trim(), `${language} ${key}`).to.not.equal('');
        expect(placeholders(text), `${language} ${key}`).to.deep.equal(placeholders(english[key]));
      }
    }
  });

  it("keeps <tetris-versus>'s English words out of <tetris-game>'s", () => {
    expect(Object.keys(en).filter((key) => key.startsWith('versus.'))).to.deep.equal([]);
    expect(Object.keys(enVersus).every((key) => key.startsWith('versus.'))).to.equal(true);
  });

  it('the other languages translate what English says in words', async () => {
    // Shared words (game terms, key names, brand) may match English; most texts must not.
    for (const language of languages.filter((language) => language !== 'en')) {
      const table = await tableOf(language);
      // Each element's words: <tetris-game>'s first frame's and its later parts' together.
      for (const part of [[...Object.keys(en), ...Object.keys(enLater)], Object.keys(enVersus)] as StringKey[][]) {
        const same = part.filter((key) => table[key] === english[key]);
        expect(same.length / part.length, `${language}: ${same.join(', ')}`).to.be.below(0.3);
      }
    }
  });

  it('keeps the English words of the parts that load later apart, and says them through every localizer once a part has loaded', () => {
    expect(Object.keys(en).filter((key) => Object.hasOwn(enLater, key))).to.deep.equal([]);
    // Made without them in its English table, a localizer still finds them (en-later.ts is loaded here).
    expect(localize('en').t('paused.title')).to.equal(enLater['paused.title']);
    expect(localize('it', {}, undefined, versusEnglish).t('settings.done')).to.equal('Done');
    expect(localize('de').t('settings.done')).to.equal('Fertig');
    expect(localize('en', { 'over.title': 'Top out' }).t('over.title')).to.equal('Top out');
  });

  it("speaks <tetris-versus>'s words over its English, in each language once loaded", () => {
    expect(localize('ja', {}, undefined, versusEnglish).t('versus.start')).to.equal('対戦開始');
    expect(localize('de-CH', {}, undefined, versusEnglish).t('versus.round', { n: 2 })).to.equal('Runde 2');
    expect(localize('it', {}, undefined, versusEnglish).t('versus.start')).to.equal('Start match');
    expect(localize('ja').t('hud.score')).to.equal(localize('ja', {}, undefined, versusEnglish).t('hud.score'));
  });

  it('only English is there before a page asks for another language', () => {
    expect(loadedAtStart).to.deep.equal(['en']);
  });

  it('picks the built-in table from the primary language subtag', () => {
    expect(builtInLanguage('de-AT')).to.equal('de');
    expect(builtInLanguage('pt-BR')).to.equal('pt');
    expect(builtInLanguage('ja-JP')).to.equal('ja');
    expect(builtInLanguage('FR')).to.equal('fr');
    expect(builtInLanguage('es_MX')).to.equal('es');
    expect(builtInLanguage('zh-Hans')).to.equal('en');
    expect(builtInLanguage('')).to.equal('en');
  });

  it('fills placeholders and formats numbers for the language', () => {
    const params = { score: 12345, lines: 10 };
    expect(localize('en').t('say.gameOver', params)).to.equal('Game over. Score 12,345. Lines 10.');
    expect(localize('de').t('say.gameOver', params)).to.equal('Spiel vorbei. Punkte 12.345. Reihen 10.');
    expect(localize('fr').t('hud.score')).to.equal('Score');
    expect(localize('fr').number(12345)).to.equal('12\u202f345');
    expect(localize('ja').t('say.level', { level: 3 })).to.equal('レベル3');
    expect(localize('en').t('say.level'), 'a missing value leaves its placeholder').to.equal('Level {level}');
  });

  it('overrides replace any string; an unknown language gets English words with its own number formats', () => {
    const l = localize('de', { 'hud.score': 'Score' });
    expect(l.t('hud.score')).to.equal('Score');
    expect(l.t('hud.lines')).to.equal('Reihen');
    const italian = localize('it-IT', { 'hud.score': 'Punteggio' });
    expect(italian.language).to.equal('en');
    expect(italian.locale).to.equal('it-IT');
    expect(italian.t('hud.score')).to.equal('Punteggio');
    expect(italian.t('hud.lines')).to.equal('Lines');
    expect(italian.number(1234567)).to.equal('1.234.567');
  });

  it('a malformed language tag falls back to English formats without throwing', () => {
    const l = localize('not a tag!');
    expect(l.locale).to.equal('en');
    expect(l.number(1234)).to.equal('1,234');
  });

  it('formats the game clock, decimals, percentages and lengths of time', () => {
    const en = localize('en');
    expect(en.time(0)).to.equal('0:00.00');
    expect(en.time(65_300)).to.equal('1:05.30');
    expect(en.time(59_999), 'never rounded up').to.equal('0:59.99');
    expect(en.time(3_723_450)).to.equal('1:02:03.45');
    expect(en.time(-5)).to.equal('0:00.00');
    expect(localize('de').time(65_300)).to.equal('1:05,30');
    expect(localize('fr').time(65_300)).to.equal('1:05,30');
    expect(en.number(1.234, 2)).to.equal('1.23');
    expect(localize('pt').number(1.234, 2)).to.equal('1,23');
    expect(en.percent(0.5)).to.equal('50%');
    expect(localize('de').percent(0.5)).to.equal('50\u00a0%');
    expect(en.duration(120)).to.equal('2 minutes');
    expect(localize('de').duration(120)).to.equal('2 Minuten');
    expect(localize('es').duration(90)).to.equal('90 segundos');
  });

  it('lists alternatives with the language’s “or”', () => {
    expect(localize('en').or(['Esc', 'P'])).to.equal('Esc or P');
    expect(localize('de').or(['Esc', 'P'])).to.equal('Esc oder P');
    expect(localize('fr').or(['Échap', 'P'])).to.equal('Échap ou P');
    expect(localize('es').or(['Esc', 'P'])).to.equal('Esc o P');
    expect(localize('pt').or(['Esc', 'P'])).to.equal('Esc ou P');
    expect(localize('ja').or(['Esc', 'P'])).to.equal('EscまたはP');
    expect(localize('en').or(['Z', 'Ctrl', 'X'])).to.equal('Z, Ctrl, or X');
  });

  it('names keys as their keycaps read in each language, each once', () => {
    const en = localize('en');
    expect(en.keyNames(['ShiftLeft', 'ShiftRight', 'KeyC'])).to.deep.equal(['Shift', 'C']);
    expect(en.keyNames(['Escape', 'KeyP'])).to.deep.equal(['Esc', 'P']);
    expect(en.keyNames(['Enter', 'NumpadEnter'])).to.deep.equal(['Enter']);
    expect(en.keyNames(['ArrowUp', 'Digit7', 'Numpad5', 'NumpadAdd', 'F5', 'Backquote', 'BracketLeft'])).to.deep.equal([
      '↑', '7', 'Num 5', 'Num +', 'F5', '`', '[',
    ]);
    expect(localize('de').keyNames(['ControlLeft', 'ShiftLeft', 'Space', 'Enter'])).to.deep.equal(['Strg', 'Umschalt', 'Leertaste', 'Eingabe']);
    expect(localize('fr').keyNames(['Escape', 'ShiftRight', 'Space'])).to.deep.equal(['Échap', 'Maj', 'Espace']);
    expect(localize('es').keyName('Enter')).to.equal('Intro');
    expect(localize('ja').keyName('Space')).to.equal('スペース');
  });

  it('names letters and punctuation as the player’s keyboard layout prints them', () => {
    const german = new Map([['KeyZ', 'y'], ['KeyY', 'z'], ['Semicolon', 'ö'], ['Digit1', '1']]);
    expect(localize('de', {}, german).keyNames(['KeyZ', 'Semicolon', 'Digit1', 'ArrowUp', 'Space', 'ShiftLeft'])).to.deep.equal([
      'Y', 'Ö', '1', '↑', 'Leertaste', 'Umschalt',
    ]);
    const french = new Map([['KeyZ', 'w'], ['KeyQ', 'a']]);
    expect(localize('fr', {}, french).keyNames(['KeyZ', 'KeyQ', 'KeyX'])).to.deep.equal(['W', 'A', 'X']);
  });

  it('splits a string at its placeholders for markup', () => {
    const bold = html`<b>Enter</b>`;
    expect(localize('en').parts('start.keyboard', { keys: bold })).to.deep.equal(['Click or press ', bold, ' to play']);
    expect(localize('ja').parts('start.keyboard', { keys: bold })).to.deep.equal(['クリックするか', bold, 'キーでスタート']);
    expect(localize('de').parts('say.gameOver', { score: 1000, lines: 1 }).join('')).to.equal('Spiel vorbei. Punkte 1.000. Reihen 1.');
  });

  it('keeps the good entries of a strings value and reports the rest once', () => {
    const reports: string[] = [];
    const report = (bad: string) => reports.push(bad);
    expect(checkOverrides({ 'hud.score': 'Points', nope: 'x', 'hud.lines': 3 }, report)).to.deep.equal({ 'hud.score': 'Points' });
    expect(reports).to.deep.equal(['{ nope: "x", hud.lines: 3 }']);
    expect(checkOverrides('Points', report)).to.deep.equal({});
    expect(checkOverrides(['x'], report)).to.deep.equal({});
    expect(reports).to.have.length(3);
    expect(checkOverrides(undefined, report)).to.deep.equal({});
    expect(checkOverrides(null, report)).to.deep.equal({});
    expect(reports, 'unset is not an error').to.have.length(3);
  });
});

describe('announcements', () => {
  const clear = { lines: 2, tSpin: 'none', backToBack: false, combo: 0, perfectClear: false, points: 300 } as const;

  it('name each clear with its bonuses, in the language', () => {
    const en = localize('en');
    expect(clearAnnouncement(en, clear)).to.equal('Double! 300 points');
    expect(clearAnnouncement(en, { ...clear, tSpin: 'full', backToBack: true, combo: 2, points: 1800 })).to.equal(
      'T-spin Double, back-to-back, combo 2! 1,800 points',
    );
    expect(clearAnnouncement(en, { ...clear, lines: 1, tSpin: 'mini' })).to.equal('T-spin mini Single! 300 points');
    expect(clearAnnouncement(en, { ...clear, lines: 4, perfectClear: true, points: 2800 })).to.equal('Tetris, perfect clear! 2,800 points');
    expect(clearAnnouncement(localize('de'), { ...clear, lines: 4, points: 1200 })).to.equal('Tetris! 1.200 Punkte');
    expect(clearAnnouncement(localize('ja'), { ...clear, combo: 1 })).to.equal('ダブル、1コンボ！300点');
  });

  it('say how the game ended', () => {
    const en = localize('en');
    const result = { reason: 'block-out', score: 12_345, lines: 12, time: 83_450 } as const;
    expect(gameOverAnnouncement(en, result)).to.equal('Game over. Score 12,345. Lines 12.');
    expect(gameOverAnnouncement(en, { ...result, reason: 'goal' })).to.equal('Goal reached. Time 1:23.45.');
    expect(gameOverAnnouncement(localize('fr'), { ...result, reason: 'time' })).to.equal('Temps écoulé. Score 12\u202f345.');
  });
});

describe('canvas words', () => {
  it('name the boxes and the clears in capitals, in the language', () => {
    const en = canvasWords(localize('en'));
    expect([en.hold, en.next, en.tetris, en.backToBack, en.perfectClear, en.level]).to.deep.equal([
      'HOLD', 'NEXT', 'TETRIS', 'BACK-TO-BACK', 'PERFECT CLEAR', 'LEVEL {n}',
    ]);
    expect(en.tSpin).to.deep.equal(['T-SPIN', 'T-SPIN SINGLE', 'T-SPIN DOUBLE', 'T-SPIN TRIPLE']);
    expect(en.tSpinMini).to.deep.equal(['T-SPIN MINI', 'T-SPIN MINI SINGLE', 'T-SPIN MINI DOUBLE']);
    const fr = canvasWords(localize('fr'));
    expect([fr.hold, fr.tSpinMini[1], fr.level]).to.deep.equal(['RÉSERVE', 'MINI T-SPIN SIMPLE', 'NIVEAU {n}']);
    const ja = canvasWords(localize('ja'));
    expect([ja.tSpin[2], ja.level, ja.perfectClear]).to.deep.equal(['Tスピンダブル', 'レベル{n}', 'パーフェクトクリア']);
  });
});

describe('the element’s language', () => {
  it('is its own lang or the nearest ancestor’s, through shadow roots', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="fr"><div id="outer"></div></div>`);
    const outer = page.querySelector('#outer')!;
    const root = outer.attachShadow({ mode: 'open' });
    root.innerHTML = '<section><span></span></section>';
    const inner = root.querySelector('span')!;
    expect(languageOf(inner)).to.equal('fr');
    root.querySelector('section')!.setAttribute('lang', 'ja');
    expect(languageOf(inner)).to.equal('ja');
    inner.setAttribute('lang', 'de-CH');
    expect(languageOf(inner)).to.equal('de-CH');
    expect(languageOf(document.createElement('span'))).to.equal('');
  });

  it('follows changes to its own and its ancestors’ lang attributes, across shadow roots', async () => {
    const page = await fixture<HTMLDivElement>(html`<div lang="de"><div id="outer"></div></div>`);
    const outer = page.querySelector('#outer')!;
    const root = outer.attachShadow({ mode: 'open' });
    const el = document.createElement('speaking-element') as SpeakingElement;
    root.append(el);
    await el.updateComplete;
    const title = () => el.shadowRoot!.querySelector('p')!.textContent;
    expect(title()).to.equal('Pause');
    page.lang = 'es';
    await settled(el);
    expect(title()).to.equal('En pausa');
    outer.setAttribute('lang', 'ja');
    await settled(el);
    expect(title()).to.equal('ポーズ中');
    el.lang = 'pt-BR';
    await settled(el);
    expect(title()).to.equal('Pausado');
    el.removeAttribute('lang');
    outer.removeAttribute('lang');
    page.removeAttribute('lang');
    await settled(el);
    expect(title(), 'no lang anywhere: English').to.equal('Paused');
  });

  it('applies the page’s strings over the language in effect', async () => {
    const el = await fixture<SpeakingElement>(html`<speaking-element lang="fr"></speaking-element>`);
    el.language.strings = { 'paused.title': 'Une pause' };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('Une pause');
  });

  it('stops watching when removed and picks up the new place when added back', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><div lang="de" id="a"></div><div lang="ja" id="b"></div></div>`);
    const el = document.createElement('speaking-element') as SpeakingElement;
    page.querySelector('#a')!.append(el);
    await el.updateComplete;
    page.querySelector('#b')!.append(el);
    await settled(el);
    expect(el.language.localizer.language).to.equal('ja');
    page.querySelector('#a')!.setAttribute('lang', 'fr');
    await settled(el);
    expect(el.language.localizer.language, 'the old ancestor no longer counts').to.equal('ja');
  });
});

describe('hints', () => {
  it('read keys as alternatives and keep each key with its action', () => {
    const l = localize('en');
    expect(textOf(keysHint(l, ['Escape', 'KeyP']))).to.equal('Esc or P');
    const div = document.createElement('div');
    render(startHint(l, DEFAULT_KEYS, 'keyboard'), div);
    expect(div.querySelector('p')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Click or press Enter to play');
    const items = [...div.querySelectorAll('.hint-item')].map((item) => item.textContent!.replace(/\s+/g, ' ').trim());
    expect(items).to.deep.equal([
      '← or → move',
      '↓ soft drop',
      'Space hard drop',
      '↑ or X rotate',
      'Z or Ctrl rotate back',
      'Shift or C hold',
      'Esc or P pause',
      'R restart',
    ]);
    expect(div.querySelectorAll('.hint-item kbd')).to.have.length(13);
  });

  it('leave out actions without keys', () => {
    const text = textOf(startHint(localize('en'), { ...DEFAULT_KEYS, hold: [], restart: ['KeyN'] }, 'keyboard'));
    expect(text).to.not.contain('hold');
    expect(text).to.contain('N restart');
  });

  it('speak German to a German page', () => {
    const l = localize('de');
    expect(textOf(startHint(l, DEFAULT_KEYS, 'keyboard'))).to.contain('Klicke oder drücke Eingabe zum Spielen').and.contain('Esc oder P Pause');
    expect(textOf(pausedHint(l, DEFAULT_KEYS, 'keyboard'))).to.equal('Drücke Esc, P oder Eingabe zum Weiterspielen');
  });

  it('speak to the input in use: taps, keys or buttons', () => {
    const l = localize('en');
    expect(textOf(startHint(l, DEFAULT_KEYS, 'touch'))).to.match(/^Tap to play/).and.not.contain('press');
    expect(textOf(startHint(l, DEFAULT_KEYS, 'gamepad'))).to.match(/^Press Start to play/).and.contain('A rotate');
    expect(textOf(pausedHint(l, DEFAULT_KEYS, 'keyboard'))).to.equal('Press Esc, P, or Enter to resume');
    expect(textOf(pausedHint(l, DEFAULT_KEYS, 'touch'))).to.equal('');
    expect(textOf(pausedHint(l, DEFAULT_KEYS, 'gamepad'))).to.equal('Press Start to resume');
    expect(textOf(overHint(l, DEFAULT_KEYS, 'keyboard'))).to.equal('or press Enter');
    expect(textOf(overHint(l, DEFAULT_KEYS, 'touch'))).to.equal('');
    expect(textOf(overHint(l, DEFAULT_KEYS, 'gamepad'))).to.equal('or press Start');
    expect(textOf(overHint(l, { ...DEFAULT_KEYS, start: [] }, 'keyboard')), 'no key, no hint').to.equal('');
  });

  it('describe the touch gestures and gamepad buttons in each language', () => {
    expect(textOf(touchHelp(localize('fr')))).to.contain('touchez pour tourner');
    expect(textOf(gamepadHelp(localize('ja')))).to.contain('十字キーまたは左スティック：移動');
  });
});

describe('input kind', () => {
  it('follows the last input the player used', async () => {
    const el = await fixture<SpeakingElement>(html`<speaking-element></speaking-element>`);
    const kind = () => el.shadowRoot!.querySelectorAll('p')[1].textContent;
    expect(kind(), 'a desktop browser starts with keys').to.equal('keyboard');
    el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    await el.updateComplete;
    expect(kind()).to.equal('touch');
    el.input.use('gamepad');
    await el.updateComplete;
    expect(kind()).to.equal('gamepad');
    el.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyA', bubbles: true }));
    await el.updateComplete;
    expect(kind()).to.equal('keyboard');
    el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }));
    await el.updateComplete;
    expect(kind(), 'a mouse goes with the keyboard').to.equal('keyboard');
  });
});
