/**
 * `<tetris-game bot="...">`: the board plays itself on its keys (an ordinary replay that verify()
 * accepts), starts again after a game over, and the first key of a person hands the game over.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { verify } from '../../../src/engine/index.js';
import { captureWarnings } from '../helpers.js';

async function selfPlaying(bot: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(html`<tetris-game seed="5" bot=${bot} .scheduler=${scheduler}></tetris-game>`);
  // The bot loads on first use: updateComplete waits for it.
  await el.updateComplete;
  return { el, scheduler };
}

describe('<tetris-game bot>', () => {
  const warnings = captureWarnings();

  it('plays by itself on its keys: pieces fall where it puts them, and the replay verifies', async () => {
    const { el, scheduler } = await selfPlaying('expert');
    scheduler.frames(1200);
    expect(el.status).to.equal('playing');
    const result = verify(el.replay);
    expect(result.pieces).to.be.greaterThan(15);
    expect(result.lines).to.be.greaterThan(3);
    expect(el.replay.log).to.match(/^(?:[a-ht]\d*|[+-][A-Z])+$/);
  });

  it('hands the game to a person at their first key', async () => {
    const { el, scheduler } = await selfPlaying('hard');
    scheduler.frames(300);
    const played = verify(el.replay).pieces;
    expect(played).to.be.greaterThan(3);
    el.focus();
    await sendKeys({ press: 'ArrowLeft' });
    // Level 1 gravity takes 20 s to bring a piece down: without the bot, at most the piece in play locks.
    scheduler.frames(600);
    expect(verify(el.replay).pieces).to.be.at.most(played + 1);
    expect(el.status).to.equal('playing');
  });

  it('takes easy, medium, hard or expert; anything else warns once and plays nothing', async () => {
    const { el, scheduler } = await selfPlaying('godlike');
    scheduler.frames(120);
    expect(el.status).to.equal('idle');
    expect(warnings.filter((w) => String(w[0]).includes('bot'))).to.have.length(1);
  });
});
