/**
 * `<tetris-versus>`'s gear and settings dialog: `<tetris-game>`'s dialog, offering the handling
 * fields, the player's keys and sound, saved under the element's own `storage-key`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';

// Test files run side by side on one origin: each test saves under its own key, never the default.
let keyCount = 0;
const freshKey = () => `tetris-versus-settings-test-${Date.now()}-${keyCount++}`;

async function versus(storageKey: string | null = freshKey(), opponent = 'bot') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(
    html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} seed="4" opponent=${opponent} storage-key=${storageKey ?? nothing}></tetris-versus>`,
  );
  return { el, scheduler };
}

const gear = (el: TetrisVersus) => el.shadowRoot!.querySelector<HTMLButtonElement>('.gear');
const dialog = (el: TetrisVersus) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.settings[open]');
const tabs = (el: TetrisVersus) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.dataset.section);

/** Cells locked on the player's board. */
const locked = (el: TetrisVersus) => el.players[0].state!.board.join('').replace(/\./g, '').length;

/** A real click in the middle of `target`. */
async function click(target: Element) {
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

async function openByClick(el: TetrisVersus) {
  await click(gear(el)!);
  await el.updateComplete;
  await el.updateComplete;
  return dialog(el);
}

/** The range input labelled `label` in the open dialog. */
function range(el: TetrisVersus, label: string): HTMLInputElement {
  const found = [...el.shadowRoot!.querySelectorAll('dialog label')].find((l) => l.textContent!.includes(label));
  return found!.querySelector('input[type="range"]')!;
}

describe('<tetris-versus> settings', () => {
  afterEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tetris-versus-settings-test-')) localStorage.removeItem(key);
  });

  it('a bare element has a named gear button', async () => {
    const el = await fixture<TetrisVersus>(html`<tetris-versus .botWorker=${null}></tetris-versus>`);
    expect(gear(el), 'gear').to.not.equal(null);
    expect(gear(el)!.getAttribute('aria-label')).to.equal('Settings');
    expect(gear(el)!.getAttribute('part')).to.equal('settings-button');
  });

  it('a real click opens the dialog with every handling field: preset, DAS, ARR, soft drop, DCD', async () => {
    const { el } = await versus();
    const open = await openByClick(el);
    expect(open, 'the dialog').to.not.equal(null);
    expect(el.shadowRoot!.querySelector('dialog select')).to.not.equal(null);
    for (const label of ['(DAS)', '(ARR)', 'Soft drop', '(DCD)']) expect(range(el, label), label).to.not.equal(undefined);
    // The element's own default preset shows (modern: DAS 10), not <tetris-game>'s.
    expect(el.shadowRoot!.querySelector<HTMLSelectElement>('dialog select')!.value).to.equal('modern');
    expect(range(el, '(DAS)').value).to.equal('10');
    expect(tabs(el)).to.include.members(['handling', 'keys', 'sound']);
  });

  it('DAS changed in the dialog applies to the next match and is restored under the storage key by a new element', async () => {
    const storageKey = freshKey();
    const { el } = await versus(storageKey);
    await openByClick(el);
    const das = range(el, '(DAS)');
    das.value = '5';
    das.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(storageKey)!)).to.deep.include({ das: 5 });
    el.start();
    expect(el.replay!.options.handling![0]).to.include({ das: 5 });

    const { el: again } = await versus(storageKey);
    expect(again.das).to.equal(5);
    again.start();
    expect(again.replay!.options.handling![0]).to.include({ das: 5 });
  });

  it('the saved value goes over the page\'s attribute, as on <tetris-game>', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ handling: 'nes', volume: 0.2 }));
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} handling="modern" storage-key=${storageKey}></tetris-versus>`);
    expect(el.handling).to.equal('nes');
    expect(el.volume).to.equal(0.2);
    el.start();
    expect(el.replay!.options.handling![0]).to.include({ das: 16, arr: 6 });
  });

  it('by default saves under its own key, not <tetris-game>\'s, and reads no <tetris-game> settings', async () => {
    const game = localStorage.getItem('tetris-game-settings');
    localStorage.setItem('tetris-game-settings', JSON.stringify({ das: 3 }));
    try {
      const el = await fixture<TetrisVersus>(html`<tetris-versus .botWorker=${null}></tetris-versus>`);
      expect(el.storageKey).to.equal('tetris-versus-settings');
      expect(el.das ?? null).to.equal(null);
    } finally {
      if (game === null) localStorage.removeItem('tetris-game-settings');
      else localStorage.setItem('tetris-game-settings', game);
      localStorage.removeItem('tetris-versus-settings');
    }
  });

  it('is accessible with the gear and with the dialog open, in each of its tabs', async () => {
    const { el } = await versus();
    await expect(el).to.be.accessible();
    await openByClick(el);
    for (const tab of el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')) {
      tab.click();
      await el.updateComplete;
      await expect(el).to.be.accessible();
    }
  });

  it('keyboard only: Tab from the element reaches the gear and Enter opens the dialog', async () => {
    const { el } = await versus();
    el.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(gear(el));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expect(dialog(el)).to.not.equal(null);
    expect(el.phase, 'the gear does not start a match').to.equal('idle');
  });

  it('opening it pauses a running match; keys in the dialog do not play', async () => {
    const { el, scheduler } = await versus();
    el.focus();
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES + 5);
    await el.updateComplete;
    expect(el.phase).to.equal('playing');
    await openByClick(el);
    expect(el.phase).to.equal('paused');
    await sendKeys({ press: 'Space' });
    scheduler.frames(5);
    expect(locked(el)).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
    expect(el.phase).to.equal('paused');
  });

  it('a key added in the keys tab plays the player\'s board against the bot and is saved', async () => {
    const storageKey = freshKey();
    const { el, scheduler } = await versus(storageKey);
    await openByClick(el);
    el.shadowRoot!.querySelector<HTMLElement>('[role="tab"][data-section="keys"]')!.click();
    await el.updateComplete;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      el.shadowRoot!.querySelector<HTMLButtonElement>('.add[data-action="hardDrop"]')!.click();
      await el.updateComplete;
      await sendKeys({ press: 'KeyJ' });
      await el.updateComplete;
      expect(JSON.parse(localStorage.getItem(storageKey)!).keys.hardDrop).to.include('KeyJ');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      el.focus();
      el.start();
      scheduler.frames(COUNTDOWN_FRAMES);
      await sendKeys({ press: 'KeyJ' });
      scheduler.frames(2);
      await el.updateComplete;
    } finally {
      console.warn = warn;
    }
    expect(locked(el)).to.equal(4);
    // The saved table unbinds restart (a match has none): no warning about it.
    expect(warnings).to.deep.equal([]);
  });

  it('a rebinding applies to the player alone on the keyboard; in local play the keys tab is not offered', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ keys: { hardDrop: ['KeyJ'] } }));
    const { el, scheduler } = await versus(storageKey, 'local');
    await openByClick(el);
    expect(tabs(el)).to.not.include('keys');
    await sendKeys({ press: 'Escape' });
    el.focus();
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES);
    // Local play: the left player keeps the WASD side (W drops), whatever the solo player saved.
    await sendKeys({ press: 'KeyW' });
    scheduler.frames(2);
    expect(locked(el)).to.equal(4);
  });

  it('against a remote player the gear is not there while a round runs (a remote match never pauses)', async () => {
    const { el } = await versus(freshKey(), 'remote');
    expect(gear(el)).to.not.equal(null);
    el.startRound(7);
    await el.updateComplete;
    expect(gear(el)).to.equal(null);
  });
});
