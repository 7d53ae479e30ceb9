/**
 * The first visit's offer of the handling presets on the start screen: "Classic (NES)" and
 * "Modern (TETR.IO-like)". A choice applies and is saved, so the offer never comes back; a page
 * that sets `handling` itself, or saves nothing, never sees it.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { loadLanguage } from '../../../src/ui/strings/strings.js';

let keys = 0;
const freshKey = () => `tetris-offer-test-${Date.now()}-${keys++}`;

async function element(attributes: string) {
  const el = await fixture<TetrisGame>(`<tetris-game seed="5" ${attributes}></tetris-game>`);
  el.scheduler = new ManualScheduler();
  await el.updateComplete;
  return el;
}

const offer = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('.preset-offer');
const offerButtons = (el: TetrisGame) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.preset-offer button')];
const focused = (el: TetrisGame) => el.shadowRoot!.activeElement?.textContent?.trim();

describe('<tetris-game> preset offer', () => {
  it('a first visit offers both presets on the start screen, as a labelled group inside the start card', async () => {
    const el = await element(`storage-key="${freshKey()}"`);
    const group = offer(el);
    expect(group, 'the offer').to.exist;
    expect(group!.closest('.card'), 'in the start card').to.exist;
    expect(group!.getAttribute('role')).to.equal('group');
    expect(el.shadowRoot!.getElementById(group!.getAttribute('aria-labelledby')!)!.textContent).to.equal('How do you like to play?');
    expect(offerButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Classic (NES)', 'Modern (TETR.IO-like)']);
    expect(el.status).to.equal('idle');
  });

  it('with the keyboard: Tab to "Modern", Enter chooses it; it applies, is saved, the offer goes and the game has the keys back', async () => {
    const storageKey = freshKey();
    const el = await element(`storage-key="${storageKey}"`);
    el.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('Classic (NES)');
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('Modern (TETR.IO-like)');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.handling).to.equal('modern');
    expect(el.status, 'choosing does not start a game').to.equal('idle');
    expect(offer(el)).to.equal(null);
    expect(JSON.parse(localStorage.getItem(storageKey)!)).to.include({ handling: 'modern' });
    expect(document.activeElement).to.equal(el);
    await sendKeys({ press: 'Enter' });
    expect(el.status).to.equal('playing');
    expect(el.replay.options.handling).to.include({ das: 10, arr: 2, rotate180: true });

    // The next visit: the choice is there, and no offer.
    const again = await element(`storage-key="${storageKey}"`);
    expect(again.handling).to.equal('modern');
    expect(offer(again)).to.equal(null);
  });

  it('a click on "Classic (NES)" keeps the classic handling, saves it and does not start a game', async () => {
    const storageKey = freshKey();
    const el = await element(`storage-key="${storageKey}" das="8"`);
    offerButtons(el)[0].click();
    await el.updateComplete;
    expect(el.status).to.equal('idle');
    expect(el.handling).to.equal('nes');
    expect(offer(el)).to.equal(null);
    // As a preset chosen in the settings, it sets the frame values back to the preset's.
    expect(JSON.parse(localStorage.getItem(storageKey)!)).to.deep.equal({ handling: 'nes', das: null, arr: null, softDrop: null, dcd: null });
    expect((await element(`storage-key="${storageKey}"`)).shadowRoot!.querySelector('.preset-offer')).to.equal(null);
  });

  it('never shows when the page sets handling, saves nothing, or the player saved settings before', async () => {
    expect(offer(await element(`storage-key="${freshKey()}" handling="nes"`)), 'handling attribute').to.equal(null);
    expect(offer(await element(`storage-key="${freshKey()}" handling="modern"`)), 'handling attribute').to.equal(null);
    expect(offer(await element('storage-key=""')), 'nothing saved, nothing remembered').to.equal(null);
    const saved = freshKey();
    localStorage.setItem(saved, JSON.stringify({ volume: 0.3 }));
    expect(offer(await element(`storage-key="${saved}"`)), 'saved settings').to.equal(null);
  });

  it('goes when the page sets handling, when the settings are opened, and while a game is played', async () => {
    const byPage = await element(`storage-key="${freshKey()}"`);
    expect(offer(byPage)).to.exist;
    byPage.handling = 'modern';
    await byPage.updateComplete;
    expect(offer(byPage), 'the page chose').to.equal(null);

    const bySettings = await element(`storage-key="${freshKey()}"`);
    bySettings.shadowRoot!.querySelector<HTMLButtonElement>('[part="settings-button"]')!.click();
    await bySettings.updateComplete;
    expect(offer(bySettings), 'the settings offer the presets too').to.equal(null);

    const played = await element(`storage-key="${freshKey()}"`);
    played.start();
    await played.updateComplete;
    expect(offer(played)).to.equal(null);
    played.reset();
    await played.updateComplete;
    expect(offer(played), 'still a first visit').to.exist;
  });

  it('speaks the language of the element', async () => {
    await loadLanguage('de');
    const el = await element(`storage-key="${freshKey()}" lang="de"`);
    expect(offerButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(['Klassisch (NES)', 'Modern (wie TETR.IO)']);
  });
});
