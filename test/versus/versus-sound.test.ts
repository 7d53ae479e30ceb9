/**
 * `<tetris-versus>`'s sound: the `sound` and `volume` attributes of `<tetris-game>`, playing the
 * player's own board (seat 0) through the same sound controller, only after a gesture.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { audioSpy } from '../audio/helpers.js';

async function playedHardDrop(sound: string | null, key = 'KeyW') {
  const spy = audioSpy();
  try {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .audioContextFactory=${spy.factory} opponent="local" seed="3"></tetris-versus>`);
    if (sound !== null) el.setAttribute('sound', sound);
    await el.updateComplete;
    el.focus();
    await sendKeys({ press: 'Enter' }); // the gesture that lets audio start
    scheduler.frames(COUNTDOWN_FRAMES);
    await el.updateComplete;
    expect(el.phase).to.equal('playing');
    await sendKeys({ press: key });
    scheduler.frames(2);
    return { played: [...spy.played], contexts: spy.contexts.length };
  } finally {
    spy.restore();
  }
}

describe('<tetris-versus> sound', () => {
  it('sound="effects": the player\'s hard drop sounds', async () => {
    const { played } = await playedHardDrop('effects');
    expect(played).to.include('hardDrop');
  });

  it('is off by default, as on <tetris-game>: no audio context is made', async () => {
    const { played, contexts } = await playedHardDrop(null);
    expect(played).to.deep.equal([]);
    expect(contexts).to.equal(0);
  });

  it('with two local players only seat 0 sounds (the element has one controller)', async () => {
    const { played } = await playedHardDrop('effects', 'ArrowUp');
    expect(played).to.not.include('hardDrop');
  });

  it('a bad value is off with one warning naming the attribute and the accepted values', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(String(message));
    try {
      const { contexts } = await playedHardDrop('loud');
      expect(contexts).to.equal(0);
      const about = warnings.filter((message) => message.includes('sound="loud"'));
      expect(about, warnings.join('\n')).to.have.length(1);
      expect(about[0]).to.include('off, effects, all');
    } finally {
      console.warn = warn;
    }
  });
});

describe('<tetris-versus> sound of a rotation that found no room', () => {
  it('buzzes as <tetris-game> does when the player\'s rotation fits nowhere', async () => {
    const spy = audioSpy();
    try {
      const scheduler = new ManualScheduler();
      // Seed 1: after one hard drop, the next piece (a Z) soft-dropped onto it has no room to turn clockwise.
      const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .audioContextFactory=${spy.factory} opponent="local" seed="1" sound="effects"></tetris-versus>`);
      el.focus();
      await sendKeys({ press: 'Enter' });
      scheduler.frames(COUNTDOWN_FRAMES);
      await sendKeys({ press: 'KeyW' });
      scheduler.frames(2);
      await sendKeys({ down: 'KeyS' });
      scheduler.frames(25);
      await sendKeys({ up: 'KeyS' });
      const before = el.players[0].state!.active!;
      expect(before.type).to.equal('Z');
      spy.played.length = 0;
      await sendKeys({ press: 'KeyE' });
      scheduler.frames(1);
      expect(el.players[0].state!.active!.rotation).to.equal(before.rotation);
      expect(spy.played).to.deep.equal(['rotateFail']);
    } finally {
      spy.restore();
    }
  });
});
