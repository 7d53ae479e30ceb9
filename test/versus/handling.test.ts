/**
 * `<tetris-versus>`'s handling fields: `das`, `arr`, `soft-drop` and `dcd` are `<tetris-game>`'s
 * (same names, ranges, frames), applied over the `handling` preset for the human seats only, from
 * the next match.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { verifyMatch } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';

/** Whether seat 0's first piece, held left for `frames` frames after Go and hard-dropped, lands at the left wall. */
async function reachesWall(attributes: { das?: string; arr?: string }, frames: number): Promise<boolean> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} opponent="local" seed="3" das=${attributes.das ?? nothing} arr=${attributes.arr ?? nothing} style="width: 800px"></tetris-versus>`);
  el.focus();
  await sendKeys({ press: 'Enter' });
  scheduler.frames(COUNTDOWN_FRAMES);
  expect(el.phase).to.equal('playing');
  await sendKeys({ down: 'KeyA' });
  scheduler.frames(frames);
  await sendKeys({ press: 'KeyW' });
  await sendKeys({ up: 'KeyA' });
  scheduler.frames(2);
  const verified = verifyMatch(el.replay!);
  expect(verified.stats[0].pieces).to.equal(1);
  const bottom = verified.boards[0][verified.boards[0].length - 1];
  return bottom[0] !== '.';
}

describe('<tetris-versus> handling fields', () => {
  it('das="4" arr="0" takes a held Left to the wall within 6 frames; the modern preset (10, 2) does not', async () => {
    expect(await reachesWall({ das: '4', arr: '0' }, 6), 'das 4, arr 0').to.equal(true);
    expect(await reachesWall({}, 6), 'the preset').to.equal(false);
  });

  it('applies over the preset to the human seats only, not to the bots, from the next match', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} players="3" seed="5" das="7" arr="1" soft-drop="3" dcd="2"></tetris-versus>`);
    el.start();
    const [player, bot] = el.replay!.options.handling!;
    expect(player).to.include({ das: 7, arr: 1, softDrop: 3, dcd: 2 });
    expect(bot ?? {}).to.not.have.property('das', 7);
    el.das = 12;
    await el.updateComplete;
    expect(el.replay!.options.handling![0]).to.include({ das: 7 });
    el.start();
    expect(el.replay!.options.handling![0]).to.include({ das: 12, arr: 1 });
  });

  it('a bad value is the preset\'s with one warning naming the attribute and its range', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(String(message));
    try {
      const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${new ManualScheduler()} .botWorker=${null} das="0" seed="1"></tetris-versus>`);
      el.start();
      el.requestUpdate();
      await el.updateComplete;
      expect(el.replay!.options.handling![0]).to.not.have.property('das', 0);
      const about = warnings.filter((message) => message.includes('das="0"'));
      expect(about, warnings.join('\n')).to.have.length(1);
      expect(about[0]).to.include('whole numbers 1-60');
    } finally {
      console.warn = warn;
    }
  });
});
