// Parts of <tetris-game> that are not in its first frame: each is fetched only when first used
// (here the page is never idle, so nothing is prefetched), then works as if it had always been
// there once `updateComplete` has waited for it. A part once fetched stays for the page, so each
// test checks a part no test before it has used.
import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame, type WatchResult } from '../../src/index.js';
import { board, cellPixel, cssVar, hex, near } from './helpers.js';
import { cellCentre, tap } from './touch-helpers.js';

/** Source files this page has fetched, as paths from `src/`. */
function fetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/src/'))
    .map((path) => path.slice(path.indexOf('/src/') + 5));
}

/** Whether `file` (from `src/`) has been fetched. */
const loaded = (file: string) => fetched().includes(file);

async function element(template = html`<tetris-game seed="1"></tetris-game>`): Promise<TetrisGame> {
  const el = await fixture<TetrisGame>(template);
  el.scheduler = new ManualScheduler();
  await el.updateComplete;
  return el;
}

describe('<tetris-game> parts loaded when first used', () => {
  // The page is never idle here: no part is prefetched, so each loads at its first use.
  const idle = window.requestIdleCallback;
  before(() => {
    window.requestIdleCallback = () => 0;
  });
  after(() => {
    window.requestIdleCallback = idle;
  });

  it('the effects beyond the line clear and the bests: not in the first frame, there once the element is ready', async () => {
    const el = document.createElement('tetris-game') as TetrisGame;
    el.scheduler = new ManualScheduler();
    document.body.append(el);
    try {
      // The first update (the first frame's rendering) runs in a microtask; nothing is fetched by then.
      while (!el.hasUpdated) await Promise.resolve();
      expect(loaded('render/extra-effects.ts'), 'in the first frame').to.be.false;
      expect(loaded('element/results/bests.ts'), 'in the first frame').to.be.false;
      await el.updateComplete;
      expect(loaded('render/extra-effects.ts')).to.be.true;
      expect(loaded('element/results/bests.ts')).to.be.true;
      // The lock flash is one of them: the piece just placed shows whiter than its colour.
      el.start({ queue: ['O', 'T'] });
      el.press('hardDrop');
      (el.scheduler as ManualScheduler).advance(0);
      const o = hex(cssVar(el, '--tetris-piece-o'));
      expect(near(cellPixel(el, 4, 19), o), 'flashing').to.be.false;
    } finally {
      // Back to the start screen first: a game taken off the page would pause (and load the pause screen).
      el.reset();
      el.remove();
    }
  });

  it('the pause and game-over screens: not loaded before a game pauses, then shown with their buttons', async () => {
    const el = await element();
    el.start();
    await el.updateComplete;
    expect(loaded('element/screens/pause-and-over.ts'), 'before the first pause').to.be.false;
    expect(loaded('element/screens/result-screen.ts'), 'before the first game over').to.be.false;

    el.pause();
    await el.updateComplete;
    expect(loaded('element/screens/pause-and-over.ts')).to.be.true;
    const pause = el.shadowRoot!.querySelector('slot[name="paused"] .card')!;
    expect([...pause.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Resume', 'Restart']);

    el.start({ board: board(Array(20).fill('XXXX.XXXXX')), queue: ['T'] });
    el.press('hardDrop');
    await el.updateComplete;
    expect(el.status).to.equal('over');
    const result = el.shadowRoot!.querySelector('slot[name="game-over"] .result-card')!;
    expect(result.querySelector('.title')!.textContent).to.equal('Game over');
    expect(getComputedStyle(result.querySelector('.stats')!).display, 'its styles came with it').to.equal('grid');
  });

  it('touch support: not loaded before the first touch, which still plays once it is there', async () => {
    const el = await element();
    el.start({ queue: ['T'] });
    await el.updateComplete;
    expect(loaded('input/touch-controller.ts'), 'before any touch').to.be.false;
    expect(el.shadowRoot!.querySelector('canvas')!.classList.contains('touch'), 'the board takes fingers from the first frame').to.be.true;
    const right = cellCentre(el, 8, 12);
    await tap(right.x, right.y);
    expect(loaded('input/touch-controller.ts')).to.be.true;
    expect(el.state.active?.rotation, 'the tap that loaded it turned the piece, once').to.equal('R');
    await tap(right.x, right.y);
    expect(el.state.active?.rotation).to.equal('2');
  });

  it('replay playback: not loaded before the first watch(), which then plays the replay to its end', async () => {
    const el = await element();
    const scheduler = el.scheduler as ManualScheduler;
    el.start({ queue: ['O', 'T'] });
    el.press('hardDrop');
    scheduler.frames(10);
    const { board: expected } = el.state;
    // The engine's replay reader is left out by the build (test/node/first-frame.test.ts); here the
    // engine's index re-exports its limits, so the browser fetches the file unbundled.
    const playback = ['element/replay/replay-playback.ts', 'element/board/board-replay.ts'];
    expect(playback.filter(loaded), 'before the first watch()').to.deep.equal([]);

    // A new game before playback is here ends that watch(), stopped; the game is not disturbed.
    const replay = el.replay;
    const overtaken = el.watch(replay);
    el.reset();
    await el.updateComplete;
    expect(await overtaken).to.deep.include({ stopped: true, reason: null });
    expect(el.status).to.equal('idle');

    const watching = el.watch(replay);
    await el.updateComplete;
    expect(playback.filter(loaded)).to.deep.equal(playback);
    expect(el.status).to.equal('replay');
    expect(el.matches(':state(replay)')).to.be.true;
    let result: WatchResult | undefined;
    void watching.then((value) => (result = value));
    for (let frame = 0; frame < 100 && !result; frame++) {
      scheduler.frames(1);
      await Promise.resolve();
    }
    expect(result).to.deep.include({ board: expected, reason: null, stopped: false });
  });

  it('touch support: the touch-buttons attribute loads it, and the buttons are there', async () => {
    const el = await element(html`<tetris-game touch-buttons></tetris-game>`);
    expect(loaded('input/touch-controller.ts')).to.be.true;
    expect(el.shadowRoot!.querySelectorAll('.touch-buttons button').length).to.be.greaterThan(0);
  });
});
