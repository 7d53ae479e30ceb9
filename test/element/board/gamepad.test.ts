import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, type StartOptions, type TetrisGame } from '../../../src/index.js';
import { BUTTON, FakeGamepads } from '../../input/gamepad-stub.js';
import { board, record } from '../helpers.js';

const xs = (el: TetrisGame) => el.state.active!.cells.map(([x]) => x);

describe('<tetris-game> gamepad', () => {
  let pads: FakeGamepads;
  beforeEach(() => {
    pads = new FakeGamepads();
  });
  afterEach(() => pads.restore());

  async function playing(options: StartOptions = { queue: ['T'] }, controls = 'keyboard touch gamepad') {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game seed="3" controls=${controls} .scheduler=${scheduler}></tetris-game>`);
    el.start(options);
    scheduler.frames(1);
    return { el, scheduler };
  }

  it('a held d-pad direction shifts with DAS: at once, then 17, 23 and 29 frames later', async () => {
    const { el, scheduler } = await playing();
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    const start = Math.min(...xs(el));
    pads.press(BUTTON.RIGHT);
    const moves: number[] = [];
    for (let frame = 0; frame < 30; frame++) {
      const before = Math.min(...xs(el));
      scheduler.frames(1);
      if (Math.min(...xs(el)) !== before) moves.push(frame);
    }
    // Read at the start of display frame 0, the press shifts once that frame's game frame has run.
    expect(moves).to.deep.equal([0, 17, 23, 29]);
    pads.release(BUTTON.RIGHT);
    scheduler.frames(30);
    expect(Math.min(...xs(el))).to.equal(start + 4);
  });

  it('the left stick moves and soft drops too', async () => {
    const { el, scheduler } = await playing({ queue: ['O'] });
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    const { x, y } = el.state.active!;
    pads.stick(-0.9, 0);
    scheduler.frames(1);
    pads.stick(0, 0.9);
    scheduler.frames(10);
    expect(el.state.active!.x).to.equal(x - 1);
    expect(el.state.active!.y).to.equal(y + 5);
  });

  it('A rotates once per press, however long it is held', async () => {
    const { el, scheduler } = await playing();
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.A);
    scheduler.frames(10);
    expect(el.state.active?.rotation).to.equal('R');
    pads.release(BUTTON.A);
    scheduler.frames(1);
    pads.press(BUTTON.A);
    scheduler.frames(1);
    expect(el.state.active?.rotation).to.equal('2');
    pads.press(BUTTON.B);
    scheduler.frames(1);
    expect(el.state.active?.rotation).to.equal('R');
  });

  it('a pad plugged in mid-game plays; unplugged, its held direction stops', async () => {
    const { el, scheduler } = await playing();
    const start = Math.min(...xs(el));
    scheduler.frames(5);
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.LEFT);
    scheduler.frames(1);
    expect(Math.min(...xs(el))).to.equal(start - 1);
    pads.disconnect();
    scheduler.frames(40);
    expect(Math.min(...xs(el))).to.equal(start - 1);
    pads.connect(2);
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.RB, 2);
    scheduler.frames(1);
    expect(el.state.hold).to.equal('T');
  });

  it('Start pauses, and resumes while no game loop runs', async () => {
    const { el, scheduler } = await playing();
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.START);
    scheduler.frames(1);
    expect(el.status).to.equal('paused');
    await el.updateComplete;
    expect(scheduler.waiting, 'polling for Start').to.equal(1);
    pads.release(BUTTON.START);
    scheduler.frames(1);
    expect(el.status).to.equal('paused');
    pads.press(BUTTON.START);
    scheduler.frames(1);
    expect(el.status).to.equal('playing');
  });

  it('Start starts a game from the start screen once a pad is connected', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    expect(scheduler.waiting, 'no pad, no polling').to.equal(0);
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.START);
    scheduler.frames(1);
    expect(el.status).to.equal('playing');
    el.remove();
    expect(scheduler.waiting, 'removed: nothing left running').to.equal(0);
  });

  it('is ignored unless controls lists gamepad', async () => {
    const { el, scheduler } = await playing({ queue: ['T'] }, 'keyboard touch');
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.A);
    pads.press(BUTTON.START);
    scheduler.frames(2);
    expect(el.state.active?.rotation).to.equal('0');
    expect(el.status).to.equal('playing');
  });

  it('done: a gamepad plays a game to its first line clear', async () => {
    const row = 'XXXXXXXXX.';
    const { el, scheduler } = await playing({ board: board([row, row, row, row]), queue: ['I', 'O'] });
    const events = record(el, ['line-clear']);
    pads.connect();
    // Gamepad support loads when the first pad shows up.
    await el.updateComplete;
    pads.press(BUTTON.A);
    scheduler.frames(1);
    expect(xs(el)).to.deep.equal([5, 5, 5, 5]);
    pads.press(BUTTON.RIGHT);
    scheduler.frames(30);
    pads.release(BUTTON.RIGHT);
    expect(xs(el)).to.deep.equal([9, 9, 9, 9]);
    pads.press(BUTTON.Y);
    scheduler.frames(1);
    expect(events).to.have.length(1);
    expect((events[0].detail as { lines: number }).lines).to.equal(4);
    expect(el.lines).to.equal(4);
  });
});
