import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, TetrisGame } from '../../../src/index.js';
import { cellPixel, cssVar, hex, near, nextFrame, captureWarnings } from '../helpers.js';

describe('<tetris-game> attributes', () => {
  const warnings = captureWarnings();

  it('is defined once and registered under its tag', async () => {
    expect(customElements.get('tetris-game')).to.equal(TetrisGame);
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    expect(el).to.be.instanceOf(TetrisGame);
    expect(el.status).to.equal('idle');
    expect(warnings).to.have.length(0);
  });

  it('can be registered under another name too', async () => {
    class MyTetris extends TetrisGame {}
    customElements.define('my-tetris', MyTetris);
    const el = await fixture<TetrisGame>('<my-tetris level="4"></my-tetris>');
    el.start();
    expect(el.state.level).to.equal(4);
  });

  it('level sets the starting level', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game level="7" .scheduler=${new ManualScheduler()}></tetris-game>`);
    el.start();
    expect(el.state.level).to.equal(7);
    expect(warnings).to.have.length(0);
  });

  for (const bad of ['0', '21', 'fast', '2.5', '-3']) {
    it(`level="${bad}" falls back to 1 with one warning`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game level="${bad}"></tetris-game>`);
      expect(el.level).to.equal(1);
      el.start();
      expect(el.state.level).to.equal(1);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('level').and.contain('1-20');
    });
  }

  it('a bad level set mid-game warns, keeps playing and keeps the score', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler} seed="3"></tetris-game>`);
    el.start();
    el.press('hardDrop');
    const score = el.score;
    expect(score).to.be.greaterThan(0);
    el.setAttribute('level', 'banana');
    await el.updateComplete;
    expect(warnings).to.have.length(1);
    expect(el.status).to.equal('playing');
    expect(el.score).to.equal(score);
    scheduler.frames(5);
    expect(el.status).to.equal('playing');
  });

  it('theme switches the custom properties and the canvas', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    await nextFrame();
    const modernField = cssVar(el, '--tetris-field');
    expect(near(cellPixel(el, 0, 0), hex(modernField), 2)).to.be.true;
    el.theme = 'light';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('light');
    const lightField = cssVar(el, '--tetris-field');
    expect(lightField).to.not.equal(modernField);
    expect(near(cellPixel(el, 0, 0), hex(lightField), 2)).to.be.true;
    expect(warnings).to.have.length(0);
  });

  for (const theme of ['modern', 'classic', 'light', 'high-contrast']) {
    it(`theme="${theme}" defines every piece colour`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game theme="${theme}"></tetris-game>`);
      for (const piece of 'ijlostz') expect(cssVar(el, `--tetris-piece-${piece}`)).to.match(/^#[0-9a-f]{6}$/);
      expect(warnings).to.have.length(0);
    });
  }

  it('a bad theme falls back to modern with one warning', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game theme="neon"></tetris-game>`);
    expect(el.theme).to.equal('modern');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('theme').and.contain('high-contrast');
  });

  it('a page can override any colour with a custom property', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game style="--tetris-field: #123456"></tetris-game>`);
    await nextFrame();
    expect(near(cellPixel(el, 5, 10), [0x12, 0x34, 0x56], 2)).to.be.true;
    el.style.setProperty('--tetris-field', '#654321');
    await nextFrame();
    await nextFrame();
    expect(near(cellPixel(el, 5, 10), [0x65, 0x43, 0x21], 2)).to.be.true;
  });

  it('controls="none" ignores the keyboard but not methods', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game controls="none" .scheduler=${new ManualScheduler()}></tetris-game>`);
    el.start();
    el.focus();
    el.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true, composed: true }));
    expect(el.score).to.equal(0);
    expect(el.press('hardDrop')).to.be.true;
    expect(el.score).to.be.greaterThan(0);
    expect(warnings).to.have.length(0);
  });

  for (const bad of ['joystick', 'keyboard mouse', '', 'none keyboard']) {
    it(`controls="${bad}" falls back to "keyboard touch gamepad" with one warning`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game controls="${bad}"></tetris-game>`);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('controls').and.contain('keyboard, touch, gamepad').and.contain('"keyboard touch gamepad"');
      el.dispatchEvent(new KeyboardEvent('keydown', { code: 'Enter' }));
      expect(el.status).to.equal('playing');
      expect(el.shadowRoot!.querySelector('canvas')!.classList.contains('touch')).to.be.true;
    });
  }

  it('controls defaults to keyboard, touch and gamepad', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    expect(el.controls).to.equal('keyboard touch gamepad');
  });

  for (const controls of ['touch', 'gamepad', 'touch gamepad', 'gamepad keyboard']) {
    it(`controls="${controls}" is accepted; the keyboard plays only when listed`, async () => {
      const el = await fixture<TetrisGame>(`<tetris-game controls="${controls}"></tetris-game>`);
      expect(warnings).to.have.length(0);
      el.dispatchEvent(new KeyboardEvent('keydown', { code: 'Enter' }));
      expect(el.status).to.equal(controls.includes('keyboard') ? 'playing' : 'idle');
      expect(el.shadowRoot!.querySelector('canvas')!.classList.contains('touch')).to.equal(controls.includes('touch'));
    });
  }

  it('seed makes the piece sequence reproducible', async () => {
    const a = await fixture<TetrisGame>(html`<tetris-game seed="42"></tetris-game>`);
    const b = await fixture<TetrisGame>(html`<tetris-game seed="42"></tetris-game>`);
    const c = await fixture<TetrisGame>(html`<tetris-game seed="43"></tetris-game>`);
    expect(a.state.next).to.deep.equal(b.state.next);
    expect([a.state.active?.type, ...a.state.next]).to.not.deep.equal([c.state.active?.type, ...c.state.next]);
  });

  it('a bad seed warns and plays with a random one', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game seed="abc"></tetris-game>`);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('seed');
    el.start();
    expect(el.state.active).to.not.equal(null);
  });

  it('autostart starts at once', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game autostart .scheduler=${new ManualScheduler()}></tetris-game>`);
    expect(el.status).to.equal('playing');
    expect(el.shadowRoot!.querySelector('.overlay')).to.equal(null);
  });

  it('without autostart shows the start screen', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    expect(el.shadowRoot!.querySelector('slot[name="start"]')).to.not.equal(null);
    expect(el.shadowRoot!.textContent).to.contain('press Enter to play');
  });
});
