/**
 * The element's half turn and DAS cut delay: KeyA turns the piece half round in the `modern`
 * preset (not in `nes`), and the `dcd` attribute holds a charged auto-shift back after a rotation.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { captureWarnings, playingFixture } from '../helpers.js';

const playing = (attributes = '') => playingFixture(`seed="5" ${attributes}`, ['T', 'O', 'T']);

describe('<tetris-game> half turn and dcd', () => {
  const warnings = captureWarnings();

  it('KeyA turns the piece half round in the modern preset', async () => {
    const { el } = await playing('handling="modern"');
    expect(el.replay.options.handling?.rotate180).to.equal(true);
    await sendKeys({ press: 'KeyA' });
    expect(el.state.active?.rotation).to.equal('2');
  });

  it('KeyA does nothing in the nes preset', async () => {
    const { el } = await playing();
    await sendKeys({ press: 'KeyA' });
    expect(el.state.active?.rotation).to.equal('0');
  });

  it('dcd holds a charged auto-shift back after a rotation', async () => {
    const { el, scheduler } = await playing('handling="modern" arr="2" dcd="6"');
    expect(el.replay.options.handling?.dcd).to.equal(6);
    // Charge DAS towards the right wall, rotate, and count the frames to the next shift.
    await sendKeys({ down: 'ArrowRight' });
    scheduler.frames(11);
    await sendKeys({ press: 'KeyA' });
    const x = el.state.active!.x;
    let frames = 0;
    while (el.state.active!.x === x && frames < 20) {
      scheduler.frames(1);
      frames++;
    }
    await sendKeys({ up: 'ArrowRight' });
    expect(frames).to.equal(6);
  });

  it('dcd="-1" falls back to the preset with one warning', async () => {
    const { el } = await playing('dcd="-1"');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('dcd="-1"').and.contain('0-60');
    expect(el.replay.options.handling?.dcd ?? 0).to.equal(0);
  });
});
