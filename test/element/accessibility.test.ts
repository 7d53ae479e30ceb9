import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { board } from './helpers.js';

describe('<tetris-game> accessibility', () => {
  it('has a name and a role', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game></tetris-game>`);
    expect(el.getAttribute('role')).to.equal('application');
    expect(el.getAttribute('aria-label')).to.equal('Tetris game');
    const own = await fixture<TetrisGame>(html`<tetris-game aria-label="Play Tetris"></tetris-game>`);
    expect(own.getAttribute('aria-label')).to.equal('Play Tetris');
  });

  it('is accessible in every state', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    await expect(el).to.be.accessible();
    el.start({ board: board(['XXX....XXX']), queue: ['I'] });
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.pause();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    el.press('hardDrop');
    await el.updateComplete;
    expect(el.status).to.equal('over');
    await expect(el).to.be.accessible();
  });

  it('Tab onto the game draws a focus ring in the accent colour', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><button>before</button><tetris-game></tetris-game></div>`);
    const el = wrapper.querySelector('tetris-game')!;
    const ring = () => {
      const style = getComputedStyle(el);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor];
    };
    expect(ring()[0], 'no ring before focus').to.equal('none');
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(el);
    const accent = wrapper.ownerDocument.createElement('span');
    el.shadowRoot!.append(accent);
    accent.style.color = 'var(--tetris-accent)';
    expect(ring()).to.deep.equal(['solid', '3px', getComputedStyle(accent).color]);
    accent.remove();
  });

  it('announces line clears, level-ups and game over politely', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    expect(live.getAttribute('role')).to.equal('status');
    el.start({ board: board(['X.........', 'XXX....XXX']), queue: ['I'] });
    el.press('hardDrop');
    await el.updateComplete;
    expect(live.textContent, 'the clear and the drop').to.equal('Single! 140 points');
    el.start({ board: board(['X.........', 'XXX....XXX']), queue: ['I'], lines: 9 });
    el.press('hardDrop');
    await el.updateComplete;
    expect(live.textContent).to.equal('Level 2');
    el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    el.press('hardDrop');
    await el.updateComplete;
    expect(live.textContent).to.equal('Game over. Score 0. Lines 0.');
  });

  it('exposes its status as a custom state', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${new ManualScheduler()}></tetris-game>`);
    expect(el.matches(':state(idle)')).to.be.true;
    el.start();
    expect(el.matches(':state(playing)')).to.be.true;
    expect(el.matches(':state(idle)')).to.be.false;
    el.pause();
    expect(el.matches(':state(paused)')).to.be.true;
  });

  it('overlays are slots a page can replace', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game><p slot="start">Custom start</p></tetris-game>`);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="start"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('Custom start');
  });
});
