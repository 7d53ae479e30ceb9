import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { BUTTON, FakeGamepads } from '../input/gamepad-stub.js';
import { phone } from './touch-helpers.js';

// Test files run side by side on one origin: each test saves under its own key, never the default.
let keyCount = 0;
const freshKey = () => `tetris-settings-test-${Date.now()}-${keyCount++}`;

async function game(attributes = '', storageKey = freshKey()) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game seed="2" storage-key="${storageKey}" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  return { el, scheduler, storageKey };
}

const $ = <T extends Element = HTMLElement>(el: TetrisGame, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const dialog = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]');

async function openSettings(el: TetrisGame) {
  $<HTMLButtonElement>(el, '.gear').click();
  await el.updateComplete;
  await el.updateComplete;
  return dialog(el)!;
}

function setRange(el: TetrisGame, index: number, value: number) {
  const range = el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="range"]')[index];
  range.value = String(value);
  range.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<tetris-game> settings', () => {
  afterEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tetris-settings-test-')) localStorage.removeItem(key);
  });

  it('a gear button with a name, reached by Tab from the game', async () => {
    const { el } = await game();
    const gear = $(el, '.gear');
    expect(gear.getAttribute('aria-label')).to.equal('Settings');
    el.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(gear);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(dialog(el)).to.not.equal(null);
    expect(el.status, 'the gear does not start a game').to.equal('idle');
  });

  it('opening pauses the game; Escape closes and gives focus back to the game', async () => {
    const { el } = await game();
    el.focus();
    el.start();
    const panel = await openSettings(el);
    expect(el.status).to.equal('paused');
    expect(el.shadowRoot!.activeElement).to.equal(panel);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
    expect(document.activeElement).to.equal(el);
    expect(el.status).to.equal('paused');
  });

  it('is accessible with the panel open', async () => {
    const { el } = await game();
    el.start();
    await openSettings(el);
    await expect(el).to.be.accessible();
  });

  it('keys typed in the panel never reach the game', async () => {
    const { el } = await game();
    el.focus();
    el.start();
    await openSettings(el);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(el.status).to.equal('paused');
    expect(el.score).to.equal(0);
    // Enter on the board itself closes the panel rather than playing under it.
    el.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
    expect(el.status).to.equal('paused');
  });

  it('rebinds a key by pressing it, saved and in play at once', async () => {
    const { el, scheduler, storageKey } = await game();
    el.focus();
    el.start({ queue: ['T'] });
    await openSettings(el);
    const button = $<HTMLButtonElement>(el, '.key[data-action="hardDrop"]');
    button.focus();
    button.click();
    await el.updateComplete;
    expect(button.textContent).to.contain('Press a key');
    await sendKeys({ press: 'KeyW' });
    await el.updateComplete;
    expect(button.textContent!.trim()).to.equal('W');
    expect(JSON.parse(localStorage.getItem(storageKey)!).keys.hardDrop).to.deep.equal(['KeyW']);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect(el.status).to.equal('playing');
    scheduler.frames(1);
    await sendKeys({ press: 'Space' });
    expect(el.score).to.equal(0);
    await sendKeys({ press: 'KeyW' });
    expect(el.score).to.be.greaterThan(0);
  });

  it('Escape while waiting for a key cancels the rebinding', async () => {
    const { el } = await game();
    await openSettings(el);
    const button = $<HTMLButtonElement>(el, '.key[data-action="cw"]');
    button.click();
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(button.textContent!.trim()).to.equal('↑ X');
    expect(dialog(el), 'still open').to.not.equal(null);
  });

  it('sliders and the preset set handling', async () => {
    const { el } = await game();
    await openSettings(el);
    setRange(el, 0, 8);
    setRange(el, 1, 1);
    await el.updateComplete;
    expect([el.das, el.arr]).to.deep.equal([8, 1]);
    expect($(el, 'output').textContent).to.equal('8');
    const select = $<HTMLSelectElement>(el, 'select');
    select.value = 'modern';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.handling).to.equal('modern');
    expect([el.das, el.arr, el.softDrop], 'a preset clears the overrides').to.deep.equal([undefined, undefined, undefined]);
    expect([...el.shadowRoot!.querySelectorAll('output')].map((o) => o.textContent)).to.deep.equal(['10', '2', '1']);
  });

  it('settings saved by one element are restored by the next with the same storage-key', async () => {
    const first = await game();
    await openSettings(first.el);
    setRange(first.el, 0, 9);
    const select = $<HTMLSelectElement>(first.el, 'select');
    select.value = 'modern';
    select.dispatchEvent(new Event('change'));
    setRange(first.el, 1, 4);
    const { el } = await game('', first.storageKey);
    expect([el.handling, el.das, el.arr]).to.deep.equal(['modern', undefined, 4]);
    const other = await game();
    expect(other.el.handling, 'another storage-key: another player').to.equal('nes');
  });

  it('saved settings win over the attributes at load; Reset goes back to the attributes', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ handling: 'modern', das: 7, keys: { hold: ['KeyQ'] } }));
    const { el } = await game('handling="nes" das="12" keys="hold: KeyH"', storageKey);
    expect([el.handling, el.das]).to.deep.equal(['modern', 7]);
    el.das = 14;
    await el.updateComplete;
    expect(el.das, 'a later change by the page applies').to.equal(14);
    await openSettings(el);
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.actions button')].find((b) => b.textContent === 'Reset')!.click();
    await el.updateComplete;
    expect([el.handling, el.das, el.keys]).to.deep.equal(['nes', 12, { hold: ['KeyH'] }]);
    expect(localStorage.getItem(storageKey)).to.equal(null);
  });

  it('storage-key="" saves nothing', async () => {
    const before = localStorage.length;
    const { el } = await game('', '');
    await openSettings(el);
    setRange(el, 0, 5);
    expect(el.das).to.equal(5);
    expect(localStorage.length).to.equal(before);
  });

  it('storage that throws: the game still plays and nothing throws', async () => {
    const { getItem, setItem, removeItem } = Storage.prototype;
    const fail = () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    };
    Object.assign(Storage.prototype, { getItem: fail, setItem: fail, removeItem: fail });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    addEventListener('error', onError);
    try {
      const { el, scheduler } = await game();
      el.focus();
      el.start({ queue: ['T'] });
      await openSettings(el);
      setRange(el, 0, 6);
      await el.updateComplete;
      expect(el.das).to.equal(6);
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.actions button')].find((b) => b.textContent === 'Reset')!.click();
      await sendKeys({ press: 'Escape' });
      el.resume();
      scheduler.frames(1);
      await sendKeys({ press: 'Space' });
      expect(el.score).to.be.greaterThan(0);
      expect(errors).to.deep.equal([]);
    } finally {
      removeEventListener('error', onError);
      Object.assign(Storage.prototype, { getItem, setItem, removeItem });
    }
  });

  it('shows the controls of the device in use: keys on a desktop, touch on a phone, a connected gamepad', async () => {
    const legends = (el: TetrisGame) => [...el.shadowRoot!.querySelectorAll('legend')].map((l) => l.textContent!.split(' ')[0]);
    const desktop = await game();
    await openSettings(desktop.el);
    expect(legends(desktop.el)).to.deep.equal(['Handling', 'Keys', 'Sound']);

    const pads = new FakeGamepads();
    try {
      await phone(true);
      pads.connect();
      pads.press(BUTTON.A);
      const mobile = await game();
      await openSettings(mobile.el);
      expect(legends(mobile.el)).to.deep.equal(['Handling', 'Touch', 'Gamepad', 'Sound']);
      const checkbox = $<HTMLInputElement>(mobile.el, 'input[type="checkbox"]');
      expect(checkbox.checked).to.be.false;
      checkbox.click();
      await mobile.el.updateComplete;
      expect(mobile.el.touchButtons).to.be.true;
      expect(JSON.parse(localStorage.getItem(mobile.storageKey)!).touchButtons).to.be.true;
    } finally {
      pads.restore();
      await phone(false);
    }
  });

  it('controls="none" has no settings button', async () => {
    const { el } = await game('controls="none"');
    expect(el.shadowRoot!.querySelector('.gear')).to.equal(null);
  });

  it('a click in the panel does not start a game', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game storage-key=${freshKey()} .scheduler=${new ManualScheduler()}></tetris-game>`);
    await openSettings(el);
    $<HTMLElement>(el, 'legend').click();
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.actions button')].find((b) => b.textContent === 'Done')!.click();
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
    expect(el.status).to.equal('idle');
  });
});
