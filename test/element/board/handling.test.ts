import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { captureWarnings, playingFixture } from '../helpers.js';

const playing = (attributes = '') => playingFixture(`seed="5" ${attributes}`, ['T', 'O', 'T']);

/**
 * When holding `key` shifted the piece: 0 is the press itself (a press shifts at once), n the n-th
 * frame stepped after it, over `frames` frames. The key goes down before the first of them, so the
 * first auto-shift comes on frame DAS + 1 and then every ARR frames.
 */
async function shiftFrames(el: TetrisGame, scheduler: ManualScheduler, frames: number, key = 'ArrowRight'): Promise<number[]> {
  const moves: number[] = [];
  const start = el.state.active!.x;
  await sendKeys({ down: key });
  if (el.state.active!.x !== start) moves.push(0);
  for (let frame = 1; frame < frames; frame++) {
    const x = el.state.active!.x;
    scheduler.frames(1);
    if (el.state.active!.x !== x) moves.push(frame);
  }
  await sendKeys({ up: key });
  return moves;
}

/** Rows soft dropped in 12 frames of holding Down. */
async function softDropRows(el: TetrisGame, scheduler: ManualScheduler): Promise<number> {
  const y = el.state.active!.y;
  await sendKeys({ down: 'ArrowDown' });
  scheduler.frames(12);
  await sendKeys({ up: 'ArrowDown' });
  return el.state.active!.y - y;
}

/** Frames from a hard drop on an empty floor until the next piece is in play. */
function entryFrames(el: TetrisGame, scheduler: ManualScheduler): number {
  el.press('hardDrop');
  let frames = 0;
  while (!el.state.active && frames < 100) {
    scheduler.frames(1);
    frames++;
  }
  return frames;
}

describe('<tetris-game> handling', () => {
  const warnings = captureWarnings();

  it('nes by default: DAS 16, ARR 6, a row every 2 frames, entry delay', async () => {
    const { el, scheduler } = await playing();
    expect(el.handling).to.equal('nes');
    expect(await shiftFrames(el, scheduler, 30)).to.deep.equal([0, 17, 23, 29]);
    expect(await softDropRows(el, scheduler)).to.equal(6);
    expect(entryFrames(el, scheduler)).to.equal(10);
  });

  it('handling="modern": DAS 10, ARR 2, a row every frame, no entry delay', async () => {
    const { el, scheduler } = await playing('handling="modern"');
    // The T reaches the wall at the fourth shift.
    expect(await shiftFrames(el, scheduler, 16)).to.deep.equal([0, 11, 13, 15]);
    expect(await softDropRows(el, scheduler)).to.equal(12);
    expect(entryFrames(el, scheduler)).to.equal(0);
  });

  it('das, arr and soft-drop override the preset', async () => {
    const { el, scheduler } = await playing('handling="modern" das="5" arr="3" soft-drop="4"');
    expect(await shiftFrames(el, scheduler, 13)).to.deep.equal([0, 6, 9, 12]);
    expect(await softDropRows(el, scheduler)).to.equal(3);
    expect(entryFrames(el, scheduler)).to.equal(0);
    expect(warnings).to.have.length(0);
  });

  it('a change mid-game applies to the game in play', async () => {
    const { el, scheduler } = await playing();
    el.handling = 'modern';
    el.das = 4;
    await el.updateComplete;
    expect(await shiftFrames(el, scheduler, 10)).to.deep.equal([0, 5, 7, 9]);
    el.removeAttribute('das');
    el.das = undefined;
    el.handling = 'nes';
    await el.updateComplete;
    expect(await shiftFrames(el, scheduler, 24, 'ArrowLeft')).to.deep.equal([0, 17, 23]);
    expect(await softDropRows(el, scheduler)).to.equal(6);
  });

  const bad: [string, string, string][] = [
    ['handling', 'tgm', 'nes, modern'],
    ['das', '0', '1-60'],
    ['arr', 'fast', '0-60'],
    ['soft-drop', '61', '0-60'],
    ['das', '2.5', '1-60'],
  ];
  for (const [attribute, value, accepted] of bad) {
    it(`${attribute}="${value}" falls back to the preset with one warning`, async () => {
      const { el, scheduler } = await playing(`${attribute}="${value}"`);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain(`${attribute}="${value}"`).and.contain(accepted);
      expect(await shiftFrames(el, scheduler, 18)).to.deep.equal([0, 17]);
      expect(await softDropRows(el, scheduler)).to.equal(6);
      expect(el.status).to.equal('playing');
    });
  }
});
