/**
 * `<tetris-versus>`'s countdown is the engine's: a direction held during it is charged (the piece
 * moves at once on Go and repeats at the repeat rate, with no auto-shift delay), as on
 * `<tetris-game>`; the countdown's frames are in the match replay, which verifies.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { verifyMatch } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';

describe('<tetris-versus> countdown', () => {
  it('charges a direction held during it: the first piece reaches the wall within 8 frames of Go', async () => {
    const scheduler = new ManualScheduler();
    // Modern handling: auto-shift after 10 frames, then a column every 2.
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} opponent="local" seed="3" style="width: 800px"></tetris-versus>`);
    el.focus();
    await sendKeys({ press: 'Enter' });
    scheduler.frames(60);
    expect(el.phase).to.equal('countdown');
    await sendKeys({ down: 'KeyA' });
    scheduler.frames(COUNTDOWN_FRAMES - 60);
    expect(el.phase).to.equal('playing');
    scheduler.frames(8);
    await sendKeys({ press: 'KeyW' });
    await sendKeys({ up: 'KeyA' });
    scheduler.frames(2);
    const replay = el.replay!;
    expect(replay.options.countdown).to.equal(true);
    const verified = verifyMatch(replay);
    const bottom = verified.boards[0][verified.boards[0].length - 1];
    expect(bottom[0], `the piece landed at the left wall: ${bottom}`).to.not.equal('.');
    expect(verified.stats[0].pieces).to.equal(1);
  });
});
