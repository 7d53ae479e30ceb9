import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DEFAULT_KEYS, ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { captureWarnings, playingFixture } from '../helpers.js';

const playing = (attributes = '') => playingFixture(`seed="11" ${attributes}`, ['T', 'S', 'Z']);

describe('<tetris-game> keys', () => {
  const warnings = captureWarnings();

  it('keys="hardDrop: KeyW; hold: KeyQ" rebinds those actions only', async () => {
    const { el } = await playing('keys="hardDrop: KeyW; hold: KeyQ"');
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'KeyC' });
    expect(el.score, 'Space no longer hard drops').to.equal(0);
    expect(el.state.hold, 'C no longer holds').to.equal(null);
    await sendKeys({ press: 'KeyQ' });
    expect(el.state.hold).to.equal('T');
    await sendKeys({ press: 'ArrowUp' });
    expect(el.state.active?.rotation, 'other actions keep their keys').to.equal('R');
    await sendKeys({ press: 'KeyW' });
    expect(el.score).to.be.greaterThan(0);
    expect(warnings).to.have.length(0);
  });

  it('a key bound to a new action leaves its old one', async () => {
    const { el } = await playing('keys="cw: Space"');
    await sendKeys({ press: 'Space' });
    expect(el.state.active?.rotation).to.equal('R');
    expect(el.score).to.equal(0);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.state.active?.rotation).to.equal('R');
  });

  it('the keys property takes an object; held keys keep DAS', async () => {
    const { el, scheduler } = await playing();
    el.keys = { left: ['KeyA'], right: ['KeyD'] };
    await el.updateComplete;
    const x = el.state.active!.x;
    await sendKeys({ down: 'KeyA' });
    scheduler.frames(17);
    await sendKeys({ up: 'KeyA' });
    expect(el.state.active!.x).to.equal(x - 2);
    await sendKeys({ press: 'ArrowLeft' });
    scheduler.frames(1);
    expect(el.state.active!.x).to.equal(x - 2);
  });

  it('a bad entry warns once, naming keys and what it accepts, and keeps that action only', async () => {
    const { el } = await playing('keys="jump: KeyJ; hardDrop: w; hold: KeyQ"');
    expect(warnings).to.have.length(2);
    expect(String(warnings[0][0])).to.contain('keys="jump: KeyJ"').and.contain('hardDrop').and.contain('KeyboardEvent.code');
    expect(String(warnings[1][0])).to.contain('keys="hardDrop: w"').and.contain(JSON.stringify(DEFAULT_KEYS.hardDrop));
    await sendKeys({ press: 'KeyQ' });
    expect(el.state.hold).to.equal('T');
    await sendKeys({ press: 'Space' });
    expect(el.score).to.be.greaterThan(0);
  });

  it('the start screen and pause screen name the bound keys', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game keys="start: KeyS; left: KeyA; pause: KeyO" .scheduler=${new ManualScheduler()}></tetris-game>`);
    const text = () => el.shadowRoot!.querySelector('.overlay')!.textContent!.replace(/\s+/g, ' ');
    expect(text()).to.contain('press S to play').and.contain('A or → move');
    el.focus();
    await sendKeys({ press: 'KeyS' });
    expect(el.status).to.equal('playing');
    await sendKeys({ press: 'KeyO' });
    await el.updateComplete;
    expect(text()).to.contain('Press O or S to resume');
  });
});
