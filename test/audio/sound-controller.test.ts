import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { board } from '../element/helpers.js';
import { audioSpy, peak } from './helpers.js';

/** A key bound to nothing: a user gesture that does not play. */
const gesture = () => sendKeys({ press: 'KeyM' });

describe('<tetris-game> sound', () => {
  let spy: ReturnType<typeof audioSpy>;
  let warnings: unknown[][];
  const originalWarn = console.warn;
  beforeEach(() => {
    spy = audioSpy();
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    spy.restore();
    console.warn = originalWarn;
  });

  /** `sound` null: no attribute. */
  async function game(sound: string | null = 'effects', volume?: number) {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(
      html`<tetris-game seed="1" sound=${sound ?? nothing} volume=${volume ?? nothing} .scheduler=${scheduler} .audioContextFactory=${spy.factory}></tetris-game>`,
    );
    el.focus();
    return { el, scheduler };
  }

  it('off by default: no AudioContext at all, whatever the player does', async () => {
    const { el, scheduler } = await game(null);
    expect(el.sound).to.equal('off');
    await gesture();
    el.start({ queue: ['T'] });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Space' });
    scheduler.frames(30);
    expect(spy.contexts).to.have.length(0);
    expect(warnings).to.have.length(0);
  });

  it('no AudioContext before a gesture; the first key press on the element makes one, once', async () => {
    const { el } = await game('effects');
    el.start({ queue: ['T'] });
    el.press('hardDrop');
    expect(spy.contexts).to.have.length(0);
    expect(spy.played).to.deep.equal([]);
    await gesture();
    expect(spy.contexts).to.have.length(1);
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await gesture();
    expect(spy.contexts).to.have.length(1);
  });

  it('a synthetic event is no gesture', async () => {
    const { el } = await game('all');
    for (const type of ['keydown', 'pointerdown', 'click']) el.dispatchEvent(new Event(type, { bubbles: true }));
    expect(spy.contexts).to.have.length(0);
  });

  it('each press sounds: move, rotate, soft drop, hold, hard drop', async () => {
    const { el, scheduler } = await game();
    await gesture();
    el.start({ queue: ['T', 'O'] });
    el.press('left');
    el.press('cw');
    el.press('softDrop');
    scheduler.frames(1); // a tapped soft drop moves the piece in the next frame
    el.press('hold');
    el.press('hardDrop');
    expect(spy.played).to.deep.equal(['move', 'rotate', 'softDrop', 'hold', 'hardDrop']);
  });

  it('auto-shift moves click too, one per column', async () => {
    const { el, scheduler } = await game();
    await gesture();
    el.start({ queue: ['O'] });
    await sendKeys({ down: 'ArrowRight' });
    scheduler.frames(20);
    await sendKeys({ up: 'ArrowRight' });
    // DAS 16, ARR 6: the first shift, then one more after 16 frames; O spawns at x 4, so at most 4.
    const x = Math.min(...el.state.active!.cells.map(([cellX]) => cellX));
    expect(spy.played.filter((name) => name === 'move')).to.have.length(x - 4);
    expect(spy.played.length).to.be.greaterThan(1);
  });

  for (const lines of [1, 2, 3, 4] as const) {
    it(`a ${lines}-line clear sounds clear${lines}`, async () => {
      const { el } = await game();
      await gesture();
      el.start({ board: board(Array(lines).fill('XXXXX.XXXX')), queue: ['I'] });
      el.press('cw');
      el.press('hardDrop');
      expect(spy.played).to.deep.equal(['rotate', 'hardDrop', `clear${lines}`]);
    });
  }

  it('a T-spin double sounds its lock, the T-spin, the clear and the level-up', async () => {
    const { el, scheduler } = await game();
    el.softDrop = 0; // to the floor at once
    await gesture();
    el.start({ board: board(['XXXX......', 'XXX...XXXX', 'XXXX.XXXXX']), queue: ['T'], lines: 9 });
    el.press('cw');
    el.press('softDrop');
    scheduler.frames(1);
    spy.played.length = 0;
    el.press('cw');
    el.press('hardDrop');
    expect(spy.played).to.deep.equal(['rotate', 'lock', 'tSpin', 'clear2', 'levelUp']);
  });

  it('a failed rotation buzzes; a lock out ends with the game-over sound', async () => {
    const { el } = await game();
    await gesture();
    // The I spawns in a one-row tunnel: no rotation fits, and it can only lock where it is.
    el.start({ board: ['XXXXXXXXX.', ...Array(19).fill('..........')], hiddenRows: ['XXXXXXXXX.', 'XX.....XXX'], queue: ['I'] });
    el.press('cw');
    el.press('hardDrop');
    expect(el.status).to.equal('over');
    expect(spy.played).to.deep.equal(['rotateFail', 'lock', 'gameOver']);
  });

  it('a rotation key that finds no room buzzes too, as press() does', async () => {
    const { el, scheduler } = await game();
    await gesture();
    el.start({ board: ['XXXXXXXXX.', ...Array(19).fill('..........')], hiddenRows: ['XXXXXXXXX.', 'XX.....XXX'], queue: ['I'] });
    spy.played.length = 0;
    await sendKeys({ press: 'ArrowUp' });
    scheduler.frames(1);
    expect(el.state.active!.rotation).to.equal('0');
    expect(spy.played).to.deep.equal(['rotateFail']);
  });

  it('music with sound="all", only while a game is played', async () => {
    const { el } = await game('all');
    await gesture();
    expect(spy.notes()).to.equal(0); // start screen: silence
    el.start();
    expect(spy.notes()).to.be.greaterThan(0);
    el.pause();
    // Paused: the music is cut off, so the offline rendering is silent.
    expect(peak(await spy.contexts[0].startRendering())).to.equal(0);
  });

  it('music plays into the audio graph; sound="effects" has none', async () => {
    const all = await game('all');
    await gesture();
    all.el.start();
    expect(peak(await spy.contexts[0].startRendering())).to.be.greaterThan(0.01);

    const effects = await game('effects');
    await gesture();
    effects.el.start();
    expect(spy.contexts[1].notes).to.equal(0);
  });

  it('volume scales everything', async () => {
    const peaks: number[] = [];
    for (const volume of [1, 0.25]) {
      const { el } = await game('effects', volume);
      await gesture();
      el.start({ queue: ['T'] });
      el.press('hardDrop');
      peaks.push(peak(await spy.contexts.at(-1)!.startRendering()));
    }
    expect(peaks[1] / peaks[0]).to.be.closeTo(0.25, 0.02);
  });

  for (const [attribute, bad, fallback] of [
    ['sound', 'loud', 'off'],
    ['volume', '2', 0.5],
    ['volume', 'quiet', 0.5],
  ] as const) {
    it(`${attribute}="${bad}" falls back to ${fallback} with one warning`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game ${attribute}="${bad}"></tetris-game>`);
      expect(el[attribute]).to.equal(fallback);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain(`${attribute}="${bad}"`).and.contain(attribute === 'sound' ? 'off, effects, all' : '0 to 1');
    });
  }

  it('the settings panel sets sound and volume, and keeps them for the next visit', async () => {
    const key = `tetris-settings-test-sound-${Date.now()}`;
    const el = await fixture<TetrisGame>(html`<tetris-game storage-key=${key} .audioContextFactory=${spy.factory}></tetris-game>`);
    const root = el.shadowRoot!;
    root.querySelector<HTMLButtonElement>('.gear')!.click();
    await el.updateComplete;
    const select = [...root.querySelectorAll('select')].find((s) => s.querySelector('option[value="all"]'))!;
    select.value = 'all';
    select.dispatchEvent(new Event('change'));
    const volume = [...root.querySelectorAll<HTMLInputElement>('input[type="range"]')].at(-1)!;
    volume.value = '0.8';
    volume.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect([el.sound, el.volume]).to.deep.equal(['all', 0.8]);
    expect(spy.contexts, 'still waiting for a gesture').to.have.length(0);
    const next = await fixture<TetrisGame>(html`<tetris-game storage-key=${key}></tetris-game>`);
    expect([next.sound, next.volume]).to.deep.equal(['all', 0.8]);
    localStorage.removeItem(key);
  });

  it('closes its AudioContext when the element is removed, and when sound goes off', async () => {
    const made: AudioContext[] = [];
    const factory = () => {
      const ctx = new AudioContext();
      made.push(ctx);
      return ctx;
    };
    for (const end of ['remove', 'off'] as const) {
      const el = await fixture<TetrisGame>(html`<tetris-game sound="all" .audioContextFactory=${factory}></tetris-game>`);
      el.focus();
      await gesture();
      const ctx = made.at(-1)!;
      expect(ctx.state).not.to.equal('closed');
      if (end === 'remove') el.remove();
      else el.sound = 'off';
      await waitUntil(() => ctx.state === 'closed', `closed after ${end}`);
    }
    expect(made).to.have.length(2);
  });
});
