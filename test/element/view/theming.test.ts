import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { ManualScheduler } from '../../../src/index.js';
import { board, cellPixel, hex, near, nextFrame } from '../helpers.js';

async function wrapped(template: ReturnType<typeof html>) {
  const wrapper = await fixture<HTMLElement>(template);
  const el = wrapper.querySelector('tetris-game')!;
  await el.updateComplete;
  await nextFrame();
  await nextFrame();
  return { wrapper, el };
}

/** Waits up to `frames` display frames for `done()`; returns the frames it took. */
async function within(frames: number, done: () => boolean): Promise<number> {
  for (let n = 0; n <= frames; n++) {
    if (done()) return n;
    await nextFrame();
  }
  return Infinity;
}

describe('<tetris-game> theming', () => {
  it('takes custom properties set on an ancestor', async () => {
    const { el } = await wrapped(html`<div style="--tetris-field: #123456; --tetris-background: #203040"><tetris-game></tetris-game></div>`);
    expect(cellPixel(el, 4, 10).slice(0, 3)).to.deep.equal(hex('#123456'));
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(32, 48, 64)');
  });

  it('a custom property on the element wins over one on an ancestor', async () => {
    const { el } = await wrapped(html`<div style="--tetris-field: #123456"><tetris-game style="--tetris-field: #654321"></tetris-game></div>`);
    expect(cellPixel(el, 4, 10).slice(0, 3)).to.deep.equal(hex('#654321'));
  });

  it('an ancestor keeps its custom properties over a built-in theme; the others come from the theme', async () => {
    const scheduler = new ManualScheduler();
    const { el } = await wrapped(html`<div style="--tetris-piece-l: #00ff00"><tetris-game theme="light" .scheduler=${scheduler}></tetris-game></div>`);
    el.start({ board: board(['LLLLLLLLL.']) });
    scheduler.frames(1);
    expect(cellPixel(el, 0, 19).slice(0, 3)).to.deep.equal([0, 255, 0]);
    expect(near(cellPixel(el, 0, 10), hex('#ffffff')), 'the light field').to.be.true;
  });

  it("a class toggled on a wrapper reaches the canvas within two frames, with no refreshTheme()", async () => {
    const style = document.createElement('style');
    style.textContent = '.dark-page { --tetris-field: #102030; } .dark-page.warm { --tetris-field: #302010; }';
    document.head.append(style);
    try {
      const { wrapper, el } = await wrapped(html`<section><div><tetris-game></tetris-game></div></section>`);
      const field = () => cellPixel(el, 4, 10).slice(0, 3);
      expect(field()).to.not.deep.equal(hex('#102030'));
      wrapper.classList.add('dark-page');
      expect(await within(2, () => near(field(), hex('#102030'), 0)), 'frames until the class shows').to.be.at.most(2);
      wrapper.classList.add('warm');
      expect(await within(2, () => near(field(), hex('#302010'), 0))).to.be.at.most(2);
      wrapper.style.setProperty('--tetris-field', '#0a0b0c');
      expect(await within(2, () => near(field(), hex('#0a0b0c'), 0)), 'an inline style on the wrapper').to.be.at.most(2);
    } finally {
      style.remove();
    }
  });

  it('a style sheet added to the page reaches the canvas within two frames', async () => {
    const { el } = await wrapped(html`<div><tetris-game></tetris-game></div>`);
    const style = document.createElement('style');
    style.textContent = 'body { --tetris-field: #0c0b0a; }';
    document.head.append(style);
    try {
      expect(await within(2, () => near(cellPixel(el, 4, 10), hex('#0c0b0a'), 0))).to.be.at.most(2);
    } finally {
      style.remove();
    }
  });

  it("the page's colour-scheme media query reaches the canvas when the system scheme changes", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const style = document.createElement('style');
    style.textContent = '@media (prefers-color-scheme: light) { body { --tetris-field: #fafbfc; } }';
    document.head.append(style);
    try {
      const { el } = await wrapped(html`<div><tetris-game></tetris-game></div>`);
      expect(near(cellPixel(el, 4, 10), hex('#fafbfc'), 0)).to.be.false;
      await emulateMedia({ colorScheme: 'light' });
      expect(await within(2, () => near(cellPixel(el, 4, 10), hex('#fafbfc'), 0))).to.be.at.most(2);
    } finally {
      style.remove();
      await emulateMedia({ colorScheme: 'no-preference' });
    }
  });

  it('costs nothing per frame while nothing changes: no style reads, no drawing', async () => {
    const scheduler = new ManualScheduler();
    const { el } = await wrapped(html`<div><tetris-game .scheduler=${scheduler}></tetris-game></div>`);
    el.start({ queue: ['O', 'T'] });
    el.pause();
    await nextFrame();
    const ctx = el.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
    const original = { getComputedStyle: window.getComputedStyle, fillRect: ctx.fillRect };
    let reads = 0;
    let draws = 0;
    window.getComputedStyle = (...args) => {
      reads++;
      return original.getComputedStyle(...args);
    };
    ctx.fillRect = function (...args: Parameters<typeof original.fillRect>) {
      draws++;
      return original.fillRect.apply(this, args);
    };
    try {
      for (let i = 0; i < 10; i++) {
        await nextFrame();
        scheduler.frames(1);
      }
    } finally {
      window.getComputedStyle = original.getComputedStyle;
      ctx.fillRect = original.fillRect;
    }
    expect({ reads, draws }).to.deep.equal({ reads: 0, draws: 0 });
  });

  it('moved to another part of the page, it takes the look of its new ancestors', async () => {
    const { wrapper, el } = await wrapped(html`<div><div style="--tetris-field: #112233"><tetris-game></tetris-game></div></div>`);
    expect(cellPixel(el, 4, 10).slice(0, 3)).to.deep.equal(hex('#112233'));
    const other = document.createElement('div');
    other.style.setProperty('--tetris-field', '#332211');
    wrapper.append(other);
    other.append(el);
    expect(await within(2, () => near(cellPixel(el, 4, 10), hex('#332211'), 0))).to.be.at.most(2);
  });

  it('refreshTheme() still re-reads the properties at once', async () => {
    const { el } = await wrapped(html`<div><tetris-game></tetris-game></div>`);
    el.style.setProperty('--tetris-field', '#0d0e0f');
    el.refreshTheme();
    expect(cellPixel(el, 4, 10).slice(0, 3)).to.deep.equal(hex('#0d0e0f'));
  });
});
