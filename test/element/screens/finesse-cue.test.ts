/**
 * The finesse cue: a placement that took more presses than it needed shows "Finesse +N" by the
 * field for a second of game time; a placement with the fewest presses shows nothing.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TetrisGame } from '../../../src/index.js';
import { FINESSE_CUE_FRAMES } from '../../../src/element/screens/finesse-cue.js';
import { board, playingFixture } from '../helpers.js';

/** A gap at columns 4-7 for the I piece, which spawns flat over columns 3-6: one tap right fills it. */
const GAP = board(['OOOO....O.']);

async function playing(queue: ('I' | 'O')[] = ['I', 'O', 'I']) {
  const fixture = await playingFixture('storage-key="" seed="5"', queue);
  fixture.el.start({ board: GAP, queue });
  // A page renders between frames: the cues follow the new game then.
  await fixture.el.updateComplete;
  fixture.scheduler.frames(1);
  return fixture;
}

async function cue(el: TetrisGame): Promise<string> {
  await el.updateComplete;
  return el.shadowRoot!.querySelector('.finesse-cue')?.textContent?.trim() ?? '';
}

const keys = async (...codes: string[]) => {
  for (const code of codes) await sendKeys({ press: code });
};

describe('<tetris-game> finesse cue', () => {
  it('a placement with two presses too many shows "Finesse +2" for a second of game time', async () => {
    const { el, scheduler } = await playing();
    await keys('ArrowRight', 'ArrowRight', 'ArrowLeft', 'Space');
    expect(el.state.board.at(-1), 'the I filled the gap').to.equal('OOOOIIIIO.');
    expect(await cue(el)).to.equal('Finesse +2');
    expect(el.shadowRoot!.querySelector('.finesse-cue')!.closest('[aria-hidden="true"]'), 'seen, not announced').to.exist;
    scheduler.frames(FINESSE_CUE_FRAMES - 1);
    expect(await cue(el)).to.equal('Finesse +2');
    scheduler.frames(1);
    expect(await cue(el), 'gone after a second').to.equal('');
  });

  it('a placement with the fewest presses shows no cue', async () => {
    const { el, scheduler } = await playing();
    await keys('ArrowRight', 'Space');
    expect(el.state.board.at(-1)).to.equal('OOOOIIIIO.');
    expect(await cue(el)).to.equal('');
    scheduler.frames(5);
    expect(await cue(el)).to.equal('');
  });

  it('a clean placement takes the last cue down at once', async () => {
    const { el, scheduler } = await playing(['I', 'O', 'O']);
    await keys('ArrowLeft', 'ArrowRight', 'ArrowRight', 'Space');
    expect(await cue(el)).to.equal('Finesse +2');
    // The O comes after the entry delay; dropped where it spawns, it needs no press.
    scheduler.frames(30);
    expect(el.state.active?.type).to.equal('O');
    await keys('Space');
    expect(await cue(el)).to.equal('');
  });

  it('shows nothing once the game is paused', async () => {
    const { el } = await playing();
    await keys('ArrowRight', 'ArrowRight', 'ArrowLeft', 'Space');
    expect(await cue(el)).to.equal('Finesse +2');
    el.pause();
    expect(await cue(el)).to.equal('');
  });
});
