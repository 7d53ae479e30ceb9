import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { BUTTON, FakeGamepads } from '../../input/gamepad-stub.js';
import { phone } from '../touch-helpers.js';

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
const dialog = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('dialog[open], [role="dialog"]');

async function openSettings(el: TetrisGame) {
  $<HTMLButtonElement>(el, '.gear').click();
  await el.updateComplete;
  await el.updateComplete;
  return dialog(el)!;
}

const chips = (el: TetrisGame, action: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>(`.binding[data-action="${action}"] .chip`)].map((chip) => chip.dataset.code);

/** Reset, and yes to forgetting. */
async function reset(el: TetrisGame) {
  $<HTMLButtonElement>(el, '.reset').click();
  await el.updateComplete;
  $<HTMLButtonElement>(el, '.forget').click();
  await el.updateComplete;
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
    // On a first visit the start screen's preset offer comes first: two buttons.
    for (let tabs = 0; tabs < 3 && el.shadowRoot!.activeElement !== gear; tabs++) await sendKeys({ press: 'Tab' });
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

  it('is accessible with the dialog open, in every section and while asking before Reset', async () => {
    const { el } = await game();
    el.start();
    const panel = await openSettings(el);
    for (const tab of panel.querySelectorAll<HTMLElement>('[role="tab"]')) {
      tab.click();
      await el.updateComplete;
      expect(tab.getAttribute('aria-selected')).to.equal('true');
      await expect(el).to.be.accessible();
    }
    $<HTMLButtonElement>(el, '.reset').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('arrow keys move between the tabs', async () => {
    const { el } = await game();
    const panel = await openSettings(el);
    panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!.focus();
    const selected = () => panel.querySelector('[role="tab"][aria-selected="true"]')!.textContent!.trim();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(selected()).to.equal('Keys');
    expect(el.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Keys');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(selected(), 'round to the last').to.equal('Sound');
    expect(panel.querySelector('#settings-sound')!.hasAttribute('hidden')).to.be.false;
    expect(panel.querySelector('#settings-handling')!.hasAttribute('hidden')).to.be.true;
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
  });

  it('rebinds a key by pressing it, saved and in play at once', async () => {
    const { el, scheduler, storageKey } = await game();
    el.focus();
    el.start({ queue: ['T'] });
    await openSettings(el);
    const button = $<HTMLButtonElement>(el, '.add[data-action="hardDrop"]');
    button.focus();
    button.click();
    await el.updateComplete;
    expect(button.textContent).to.contain('Press a key');
    await sendKeys({ press: 'KeyW' });
    await el.updateComplete;
    expect(button.textContent!.trim()).to.equal('+');
    $<HTMLButtonElement>(el, '.binding[data-action="hardDrop"] .chip[data-code="Space"] .remove').click();
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(storageKey)!).keys.hardDrop).to.deep.equal(['KeyW']);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
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
    const button = $<HTMLButtonElement>(el, '.add[data-action="cw"]');
    button.focus();
    button.click();
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(button.textContent!.trim()).to.equal('+');
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyX']);
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
    // DAS, ARR, soft drop, DCD, then the volume.
    expect([...el.shadowRoot!.querySelectorAll('output')].map((o) => o.textContent)).to.deep.equal(['10', '2', '1', '0', '50%']);
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
    await reset(el);
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
      await reset(el);
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
    const legends = (el: TetrisGame) => [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent!.trim());
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

  it('focus stays inside the open dialog through real Tab and Shift+Tab presses', async () => {
    const { el } = await game();
    el.focus();
    el.start();
    const panel = await openSettings(el);
    const seen = new Set<Element>();
    for (const press of [...Array<string>(24).fill('Tab'), ...Array<string>(24).fill('Shift+Tab')]) {
      if (press === 'Tab') await sendKeys({ press });
      else {
        await sendKeys({ down: 'Shift' });
        await sendKeys({ press: 'Tab' });
        await sendKeys({ up: 'Shift' });
      }
      const active = el.shadowRoot!.activeElement;
      expect(document.activeElement, `after ${press}`).to.equal(el);
      expect(active && panel.contains(active), `after ${press}: ${active?.outerHTML.slice(0, 60)}`).to.be.true;
      seen.add(active!);
    }
    expect(seen.size, 'Tab walks through the controls').to.be.greaterThan(4);
    expect(el.status).to.equal('paused');
  });

  for (const [name, size] of [
    ['desktop', null],
    ['phone', 'phone'],
    ['a window on its side, 844x390', [844, 390]],
    ['a small window, 320x568', [320, 568]],
  ] as const) {
    it(`every section and Done are reachable without scrolling (${name})`, async () => {
      const restore = { width: innerWidth, height: innerHeight };
      if (size === 'phone') await phone(true);
      else if (size) await setViewport({ width: size[0], height: size[1] });
      try {
        const { el } = await game();
        const panel = await openSettings(el);
        expect(panel.scrollHeight, 'no scrolling').to.be.at.most(panel.clientHeight);
        const tabs = [...panel.querySelectorAll<HTMLElement>('[role="tab"]')];
        expect(tabs.length, 'sections as tabs').to.be.greaterThan(1);
        for (const tab of tabs) {
          tab.click();
          await el.updateComplete;
          for (const box of [panel, ...panel.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')]) {
            expect(box.scrollHeight, `${tab.textContent}: no scrolling`).to.be.at.most(box.clientHeight);
          }
          const done = $<HTMLButtonElement>(el, '.done').getBoundingClientRect();
          expect(done.bottom, `${tab.textContent}: Done on screen`).to.be.at.most(innerHeight);
          expect(done.top).to.be.at.least(0);
        }
      } finally {
        if (size === 'phone') await phone(false);
        else if (size) await setViewport(restore);
      }
    });
  }

  for (const theme of ['modern', 'light', 'classic', 'high-contrast']) {
    it(`form controls follow the ${theme} theme`, async () => {
      const { el } = await game(`theme="${theme}"`);
      const panel = await openSettings(el);
      const select = panel.querySelector('select')!;
      const style = getComputedStyle(select);
      expect(style.colorScheme).to.equal(theme === 'light' ? 'light' : 'dark');
      const probe = document.createElement('div');
      el.shadowRoot!.append(probe);
      probe.style.color = 'var(--tetris-text)';
      probe.style.backgroundColor = 'var(--tetris-field)';
      const colours = getComputedStyle(probe);
      expect(style.color).to.equal(colours.color);
      expect(style.backgroundColor).to.equal(colours.backgroundColor);
      probe.remove();
    });
  }

  /** Clicks the add button of `action` and presses `key`. */
  async function addKey(el: TetrisGame, action: string, key: string) {
    const add = $<HTMLButtonElement>(el, `.add[data-action="${action}"]`);
    add.focus();
    add.click();
    await el.updateComplete;
    await sendKeys({ press: key });
    await el.updateComplete;
  }

  it('several keys per action: added and removed with real key presses, in play at once', async () => {
    const { el, scheduler, storageKey } = await game();
    el.focus();
    el.start({ queue: ['T', 'T'] });
    await openSettings(el);
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyX']);
    await addKey(el, 'cw', 'KeyV');
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyX', 'KeyV']);
    $<HTMLButtonElement>(el, '.chip[data-code="KeyX"] .remove').click();
    await el.updateComplete;
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyV']);
    expect(JSON.parse(localStorage.getItem(storageKey)!).keys.cw).to.deep.equal(['ArrowUp', 'KeyV']);
    await sendKeys({ press: 'Escape' });
    el.resume();
    scheduler.frames(1);
    const rotations: string[] = [];
    for (const key of ['KeyX', 'KeyV', 'ArrowUp']) {
      await sendKeys({ press: key });
      scheduler.frames(1);
      rotations.push(el.state.active!.rotation);
    }
    expect(rotations, 'X no longer rotates; V and Up do').to.deep.equal(['0', 'R', '2']);
  });

  it('an action never loses its last key from the panel', async () => {
    const { el } = await game();
    await openSettings(el);
    const remove = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.binding[data-action="hardDrop"] .remove')];
    expect(remove.map((button) => button.disabled)).to.deep.equal([true]);
    expect(remove[0].getAttribute('aria-label')).to.equal('Remove Space from Hard drop');
  });

  it('a key taken from another action is shown, and that action keeps or regains a key', async () => {
    const { el, storageKey } = await game();
    await openSettings(el);
    const notice = () => $(el, '.notice').textContent!.trim();
    // Space is Hard drop's only key: it stays there, and the player is told why.
    await addKey(el, 'cw', 'Space');
    expect(chips(el, 'hardDrop')).to.deep.equal(['Space']);
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyX']);
    expect(notice()).to.contain('Space').and.contain('Hard drop');
    // With a second key on Hard drop, Space moves and the move is shown.
    await addKey(el, 'hardDrop', 'KeyW');
    await addKey(el, 'cw', 'Space');
    expect(chips(el, 'hardDrop')).to.deep.equal(['KeyW']);
    expect(chips(el, 'cw')).to.deep.equal(['ArrowUp', 'KeyX', 'Space']);
    expect(notice()).to.contain('Space').and.contain('Hard drop');
    // Hold down to C alone; taking C gives Hold its free default keys back.
    $<HTMLButtonElement>(el, '.binding[data-action="hold"] .chip[data-code="ShiftLeft"] .remove').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '.binding[data-action="hold"] .chip[data-code="ShiftRight"] .remove').click();
    await el.updateComplete;
    await addKey(el, 'ccw', 'KeyC');
    expect(chips(el, 'ccw')).to.deep.equal(['KeyZ', 'ControlLeft', 'ControlRight', 'KeyC']);
    expect(chips(el, 'hold')).to.deep.equal(['ShiftLeft', 'ShiftRight']);
    expect(notice()).to.contain('Hold').and.contain('Shift');
    const saved = JSON.parse(localStorage.getItem(storageKey)!).keys as Record<string, string[]>;
    expect(Object.values(saved).every((codes) => codes.length > 0), 'nothing saved unbound').to.be.true;
  });

  it('Reset asks before it forgets; Cancel keeps everything', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ handling: 'modern', das: 7 }));
    const { el } = await game('', storageKey);
    await openSettings(el);
    $<HTMLButtonElement>(el, '.reset').click();
    await el.updateComplete;
    expect([el.handling, el.das], 'nothing forgotten yet').to.deep.equal(['modern', 7]);
    expect(localStorage.getItem(storageKey)).to.not.equal(null);
    expect($(el, '.confirm').textContent).to.contain('Forget');
    $<HTMLButtonElement>(el, '.keep').click();
    await el.updateComplete;
    expect([el.handling, el.das]).to.deep.equal(['modern', 7]);
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    $<HTMLButtonElement>(el, '.reset').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '.forget').click();
    await el.updateComplete;
    expect([el.handling, el.das]).to.deep.equal(['nes', undefined]);
    expect(localStorage.getItem(storageKey)).to.equal(null);
  });

  it('controls="none" has no settings button', async () => {
    const { el } = await game('controls="none"');
    expect(el.shadowRoot!.querySelector('.gear')).to.equal(null);
  });

  it('a click in the panel does not start a game', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game storage-key=${freshKey()} .scheduler=${new ManualScheduler()}></tetris-game>`);
    await openSettings(el);
    $<HTMLElement>(el, '.help').click();
    $<HTMLButtonElement>(el, '.done').click();
    await el.updateComplete;
    expect(dialog(el)).to.equal(null);
    expect(el.status).to.equal('idle');
  });
});
