import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TetrisGame } from '../../../src/index.js';
import { MAX_CATCH_UP_FRAMES, SPAWN_X } from '../../../src/engine/index.js';
import { playingFixture, record } from '../helpers.js';

const left = (el: TetrisGame) => Math.min(...el.state.active!.cells.map(([x]) => x));

describe('<tetris-game> input pipeline', () => {
  for (const hz of [30, 60, 144]) {
    it(`three Left taps 10 ms apart move three columns on a ${hz} Hz display`, async () => {
      const { el, scheduler } = await playingFixture('seed="11"', ['T']);
      const start = left(el);
      const t0 = scheduler.now();
      for (let i = 0; i < 3; i++) {
        scheduler.runTo(t0 + i * 10, hz);
        await sendKeys({ down: 'ArrowLeft' });
        scheduler.runTo(t0 + i * 10 + 4, hz);
        await sendKeys({ up: 'ArrowLeft' });
      }
      scheduler.runTo(t0 + 200, hz);
      expect(left(el)).to.equal(start - 3);
    });

    it(`taps in consecutive game frames are taps, not a hold, on a ${hz} Hz display`, async () => {
      const { el, scheduler } = await playingFixture('seed="11"', ['T']);
      const start = left(el);
      const t0 = scheduler.now();
      // Eight taps one game frame apart, each held for half a frame: eight moves, no auto-shift.
      for (let i = 0; i < 8; i++) {
        scheduler.runTo(t0 + (i * 1000) / 60, hz);
        await sendKeys({ down: 'ArrowRight' });
        scheduler.runTo(t0 + ((i + 0.5) * 1000) / 60, hz);
        await sendKeys({ up: 'ArrowRight' });
      }
      scheduler.runTo(t0 + 400, hz);
      expect(left(el)).to.equal(Math.min(start + 8, 7));
    });
  }

  it('a rotation pressed during the entry delay applies as the next piece spawns', async () => {
    const { el, scheduler } = await playingFixture('seed="11"', ['T', 'J', 'L']);
    await sendKeys({ press: 'Space' });
    scheduler.frames(2);
    expect(el.state.active, 'in the entry delay').to.equal(null);
    await sendKeys({ press: 'ArrowUp' });
    scheduler.frames(30);
    expect(el.state.active?.type).to.equal('J');
    expect(el.state.active?.rotation).to.equal('R');
  });

  it('a hold pressed during the entry delay applies as the next piece spawns', async () => {
    const { el, scheduler } = await playingFixture('seed="11"', ['T', 'J', 'L']);
    const events = record(el, ['hold']);
    await sendKeys({ press: 'Space' });
    scheduler.frames(2);
    await sendKeys({ press: 'KeyC' });
    scheduler.frames(30);
    expect(el.state.hold).to.equal('J');
    expect(el.state.active?.type).to.equal('L');
    expect(events).to.deep.equal([{ type: 'hold', detail: { piece: 'J' } }]);
  });

  it('a direction tapped during the entry delay shifts the next piece by one at spawn', async () => {
    const { el, scheduler } = await playingFixture('seed="11"', ['T', 'J', 'L']);
    await sendKeys({ press: 'Space' });
    scheduler.frames(2);
    await sendKeys({ press: 'ArrowLeft' });
    scheduler.frames(30);
    expect(el.state.active?.type).to.equal('J');
    expect(el.state.active?.x).to.equal(SPAWN_X - 1);
  });

  it('a stall of 500 ms neither pauses nor fast-forwards, and loses no tap', async () => {
    const { el, scheduler } = await playingFixture('seed="11"', ['T', 'O']);
    const events = record(el, ['game-pause', 'pause']);
    scheduler.frames(50); // frame 51: gravity (one row per 60 frames at level 1) is 9 frames away
    const { y } = el.state.active!;
    // No display frame for 500 ms; the player taps Left three times, rotates and hard drops.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'Space']) {
      scheduler.elapse(90);
      await sendKeys({ press: key });
    }
    scheduler.elapse(50);
    scheduler.frames(1);
    expect(el.status).to.equal('playing');
    expect(events).to.deep.equal([]);
    // A T turned clockwise stands in its box's middle column: three columns left of x 4 is x 1.
    expect(el.state.board.slice(17)).to.deep.equal(['.T........', '.TT.......', '.T........']);
    expect(el.state.active?.type).to.equal(undefined);
    scheduler.frames(40);
    expect(el.state.active?.type).to.equal('O');
    expect(y, 'the T fell no row before the stall').to.equal(-2);
  });

  it('after a stall the game does not fast-forward through the lost time', async () => {
    const { el, scheduler } = await playingFixture('seed="11"', ['T']);
    // Frame 49: gravity is 11 frames away, more than a stall may catch up on.
    expect(MAX_CATCH_UP_FRAMES).to.be.below(11);
    scheduler.frames(48);
    const { y } = el.state.active!;
    scheduler.advance(500);
    expect(el.status).to.equal('playing');
    expect(el.state.active?.y, 'the 30 lost frames are dropped, not run').to.equal(y);
    scheduler.frames(20);
    expect(el.state.active?.y).to.equal(y + 1);
  });
});
