import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { captureWarnings } from '../helpers.js';

// Test files run side by side on one origin: each test saves under its own key, never the default.
let keyCount = 0;
const freshKey = () => `tetris-settings-test-${Date.now()}-${keyCount++}`;

/** Errors thrown anywhere while `run` runs: synchronously, in lit's update, or as unhandled rejections. */
async function errorsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  try {
    await run();
  } catch (error) {
    errors.push(error);
  } finally {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

const fn = () => {};
/** For each property: its default and values of the wrong type (never one it accepts). */
const WRONG: [property: string, fallback: unknown, values: unknown[]][] = [
  ['level', 1, [true, {}, [], fn, 'seven', 2.5]],
  ['theme', 'modern', [0, true, {}, [], fn]],
  ['controls', 'keyboard touch gamepad', [0, true, {}, [], fn]],
  ['seed', undefined, [true, {}, [], fn, 'abc', 1.5]],
  ['autostart', false, [1, {}, [], fn]],
  ['keys', {}, [0, true, [], fn]],
  ['handling', 'nes', [0, true, {}, [], fn]],
  ['das', undefined, [true, {}, [], fn, 'x', 0]],
  ['arr', undefined, [true, {}, [], fn, 'x', -1]],
  ['softDrop', undefined, [true, {}, [], fn, 'x', 61]],
  ['touchButtons', false, [1, {}, [], fn]],
  ['storageKey', 'tetris-game-settings', [0, true, {}, [], fn]],
  ['sound', 'off', [0, true, {}, [], fn]],
  ['volume', 0.5, [true, {}, [], fn, 'loud', 2]],
  ['reducedMotion', false, [1, {}, [], fn]],
];

describe('<tetris-game> settings table', () => {
  const warnings = captureWarnings();

  afterEach(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tetris-settings-test-')) localStorage.removeItem(key);
  });

  for (const [property, fallback, values] of WRONG) {
    it(`${property} set from script to a wrong value: the default, one warning each, never a throw`, async () => {
      const scheduler = new ManualScheduler();
      const el = await fixture<TetrisGame>(html`<tetris-game storage-key="" .scheduler=${scheduler}></tetris-game>`);
      const host = el as unknown as Record<string, unknown>;
      for (const value of values) {
        const before = warnings.length;
        const errors = await errorsDuring(async () => {
          host[property] = value;
          await el.updateComplete;
        });
        expect(errors, `${property} = ${String(value)}`).to.deep.equal([]);
        expect(host[property], `${property} = ${String(value)}`).to.deep.equal(fallback);
        expect(warnings.length - before, `${property} = ${String(value)}`).to.equal(1);
        expect(String(warnings[before][0])).to.contain(property === 'softDrop' ? 'soft-drop' : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      }
      // Still a working game.
      el.start({ queue: ['T'] });
      expect(el.press('hardDrop')).to.be.true;
      expect(el.score).to.be.greaterThan(0);
    });
  }

  it('a string set to a number property reads as its attribute would (frameworks set properties from templates)', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game storage-key=""></tetris-game>`);
    const host = el as unknown as Record<string, unknown>;
    host.level = '7';
    host.das = '4';
    await el.updateComplete;
    expect([el.level, el.das]).to.deep.equal([7, 4]);
    expect(warnings).to.have.length(0);
  });

  const attributes: [attribute: string, value: string, property: string, fallback: unknown][] = [
    ['level', '5', 'level', 1],
    ['theme', 'light', 'theme', 'modern'],
    ['controls', 'keyboard', 'controls', 'keyboard touch gamepad'],
    ['seed', '9', 'seed', undefined],
    ['keys', 'hold: KeyQ', 'keys', {}],
    ['handling', 'modern', 'handling', 'nes'],
    ['das', '4', 'das', undefined],
    ['arr', '3', 'arr', undefined],
    ['soft-drop', '5', 'softDrop', undefined],
    ['touch-buttons', '', 'touchButtons', false],
    ['storage-key', 'tetris-settings-test-other', 'storageKey', 'tetris-game-settings'],
    ['sound', 'effects', 'sound', 'off'],
    ['volume', '0.2', 'volume', 0.5],
    ['reduced-motion', '', 'reducedMotion', false],
  ];
  for (const [attribute, value, property, fallback] of attributes) {
    it(`removing ${attribute} restores the default quietly`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game storage-key="${freshKey()}" ${attribute}="${value}"></tetris-game>`);
      expect((el as unknown as Record<string, unknown>)[property]).to.not.deep.equal(fallback);
      el.removeAttribute(attribute);
      await el.updateComplete;
      expect((el as unknown as Record<string, unknown>)[property]).to.deep.equal(fallback);
      expect(warnings).to.deep.equal([]);
    });
  }

  it('a bad stored value is dropped with one warning naming the stored key, and the page attribute stays', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ das: 'abc', arr: 3 }));
    const el = await fixture<TetrisGame>(`<tetris-game storage-key="${storageKey}" das="12"></tetris-game>`);
    expect(el.das).to.equal(12);
    expect(el.arr, 'the good stored value applies').to.equal(3);
    expect(warnings).to.have.length(1);
    const warning = String(warnings[0][0]);
    expect(warning).to.contain(storageKey).and.contain('das').and.contain('abc').and.contain('1-60');
    expect(warning, 'the attribute is not blamed').to.not.contain('das="12"');
  });

  it('bad stored values are never written back', async () => {
    const storageKey = freshKey();
    localStorage.setItem(storageKey, JSON.stringify({ handling: 'tgm', volume: 7, keys: { hold: 'KeyQ' }, sound: 'effects' }));
    const el = await fixture<TetrisGame>(`<tetris-game storage-key="${storageKey}"></tetris-game>`);
    expect([el.handling, el.volume, el.keys, el.sound]).to.deep.equal(['nes', 0.5, {}, 'effects']);
    expect(warnings).to.have.length(3);
    // The player changes one thing: only good values are saved.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.gear')!.click();
    await el.updateComplete;
    await el.updateComplete;
    const range = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="range"]')].find((input) => input.max === '1')!;
    range.value = '0.25';
    range.dispatchEvent(new Event('input', { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(storageKey)!)).to.deep.equal({ sound: 'effects', volume: 0.25 });
  });

  for (const bad of [null, {}, { now: () => 0 }, 0]) {
    it(`scheduler = ${JSON.stringify(bad)} is refused with a warning; the element keeps working and can be removed`, async () => {
      const scheduler = new ManualScheduler();
      const el = await fixture<TetrisGame>(html`<tetris-game storage-key="" .scheduler=${scheduler}></tetris-game>`);
      const errors = await errorsDuring(async () => {
        (el as unknown as { scheduler: unknown }).scheduler = bad;
        await el.updateComplete;
      });
      expect(errors).to.deep.equal([]);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('scheduler').and.contain('now').and.contain('request').and.contain('cancel');
      expect(el.scheduler).to.equal(scheduler);
      el.start({ queue: ['T'] });
      const y = el.state.active!.y;
      scheduler.frames(130);
      expect(el.state.active!.y, 'the game falls on the kept clock: a row a second at level 1').to.equal(y + 2);
      expect(() => el.remove()).to.not.throw();
    });
  }

  it('audioContextFactory that is not a function is refused with a warning', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game storage-key=""></tetris-game>`);
    const factory = el.audioContextFactory;
    (el as unknown as { audioContextFactory: unknown }).audioContextFactory = 'AudioContext';
    expect(el.audioContextFactory).to.equal(factory);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('audioContextFactory');
  });
});
