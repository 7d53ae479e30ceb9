import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';

/** A stepped clock that counts the display frames asked of it. */
class CountingScheduler extends ManualScheduler {
  requests = 0;
  override request(callback: (now: number) => void): number {
    this.requests++;
    return super.request(callback);
  }
}

describe('<tetris-game> boards on one page', () => {
  it('share one frame clock: four boards playing cost one frame request per display frame', async () => {
    const scheduler = new CountingScheduler();
    const page = await fixture<HTMLElement>(html`<div>
      ${[1, 2, 3, 4].map((seed) => html`<tetris-game seed=${seed} .scheduler=${scheduler}></tetris-game>`)}
    </div>`);
    const boards = [...page.querySelectorAll<TetrisGame>('tetris-game')];
    for (const el of boards) el.start();
    scheduler.frames(1);
    scheduler.requests = 0;
    scheduler.frames(60);
    expect(scheduler.requests).to.equal(60);
    expect(scheduler.waiting).to.equal(1);
    // And every board moved on the same grid: one row of gravity each after a second.
    for (const el of boards) expect(el.state.active?.y).to.equal(-1);
  });

  it('keeps one frame request per display frame while a replay plays beside a game', async () => {
    const scheduler = new CountingScheduler();
    const page = await fixture<HTMLElement>(html`<div>
      <tetris-game seed="1" .scheduler=${scheduler}></tetris-game><tetris-game seed="2" .scheduler=${scheduler}></tetris-game>
    </div>`);
    const [player, watcher] = [...page.querySelectorAll<TetrisGame>('tetris-game')];
    watcher.start();
    scheduler.frames(30);
    const replay = watcher.replay;
    watcher.reset();
    player.start();
    void watcher.watch(replay);
    scheduler.frames(1);
    scheduler.requests = 0;
    scheduler.frames(20);
    expect(scheduler.requests).to.equal(20);
  });

  it('with the default scheduler too: four boards playing, one requestAnimationFrame per display frame', async () => {
    const page = await fixture<HTMLElement>(html`<div>${[1, 2, 3, 4].map((seed) => html`<tetris-game seed=${seed}></tetris-game>`)}</div>`);
    const boards = [...page.querySelectorAll<TetrisGame>('tetris-game')];
    const original = window.requestAnimationFrame;
    const nextFrame = () => new Promise<number>((resolve) => original.call(window, resolve));
    let calls = 0;
    window.requestAnimationFrame = (callback) => (calls++, original.call(window, callback));
    try {
      for (const el of boards) el.start();
      await nextFrame();
      calls = 0;
      for (let frame = 0; frame < 5; frame++) await nextFrame();
      // The clock asks once per frame it runs; the test's own waits go around the count.
      expect(calls).to.be.within(4, 6);
      expect(boards.every((el) => el.status === 'playing')).to.be.true;
    } finally {
      window.requestAnimationFrame = original;
      for (const el of boards) el.pause();
    }
  });
});
