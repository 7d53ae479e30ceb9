import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { FrameTask } from '../../src/clock/page-clock.js';
import { GamepadController } from '../../src/input/gamepad-controller.js';
import { BUTTON, FakeGamepads } from './gamepad-stub.js';
import { RecordingSink } from './recording-sink.js';

class PadHost extends LitElement {
  readonly sink = new RecordingSink();
  playing = true;
  /** Tasks added to the input phase of the clock. */
  frames: FrameTask[] = [];
  readonly pad = new GamepadController(this, this.sink, {
    playing: () => this.playing,
    clock: () => ({
      add: (_phase, task) => {
        this.frames.push(task);
        return () => this.frames.splice(this.frames.indexOf(task), 1);
      },
    }),
  });

  /** Runs one display frame at `now`. */
  runFrames(now = 0): void {
    for (const task of [...this.frames]) task({ now, ticks: 1, tick: 1 });
  }
}
customElements.define('pad-host', PadHost);

describe('GamepadController', () => {
  let pads: FakeGamepads;
  beforeEach(() => {
    pads = new FakeGamepads();
  });
  afterEach(() => pads.restore());

  it('the d-pad and the left stick press and release directions and soft drop', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    host.pad.poll(0);
    expect(host.sink.log).to.deep.equal([]);
    pads.press(BUTTON.LEFT);
    pads.press(BUTTON.DOWN);
    host.pad.poll(16);
    host.pad.poll(33);
    expect(host.sink.log, 'once per press, however long it is held').to.deep.equal(['+softDrop', '+left']);
    pads.release(BUTTON.LEFT);
    pads.release(BUTTON.DOWN);
    pads.stick(0.8, 0.1);
    host.pad.poll(50);
    expect(host.sink.log.slice(2)).to.deep.equal(['-softDrop', '-left', '+right']);
    pads.stick(-0.3, 0.4);
    host.pad.poll(66);
    pads.stick(0, 0.9);
    host.pad.poll(83);
    expect(host.sink.log.slice(5)).to.deep.equal(['-right', '+softDrop']);
  });

  it('each press and release is stamped with the time of the poll that saw it', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    pads.press(BUTTON.A);
    host.pad.poll(100);
    pads.release(BUTTON.A);
    host.pad.poll(116.5);
    expect(host.sink.inputs).to.deep.equal([
      { action: 'cw', down: true, timeStamp: 100 },
      { action: 'cw', down: false, timeStamp: 116.5 },
    ]);
  });

  it('maps B, Y, d-pad up, both shoulders, Select, Start and X', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    for (const button of [BUTTON.B, BUTTON.Y, BUTTON.UP, BUTTON.LB, BUTTON.RB, BUTTON.SELECT, BUTTON.START, BUTTON.X]) {
      pads.press(button);
      host.pad.poll(0);
      pads.release(button);
      host.pad.poll(0);
    }
    expect(host.sink.presses).to.deep.equal(['ccw', 'hardDrop', 'hardDrop', 'hold', 'hold', 'restart', 'pause', 'rotate180']);
  });

  it('Start starts or resumes when no game runs, pause pauses one; polled once per display frame while a pad is there', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    host.playing = false;
    host.requestUpdate();
    await host.updateComplete;
    expect(host.frames, 'no pad: no polling').to.have.length(0);
    pads.connect();
    expect(host.pad.hasGamepad).to.be.true;
    expect(host.frames).to.have.length(1);
    pads.press(BUTTON.START);
    host.runFrames(40);
    expect(host.sink.inputs).to.deep.equal([{ action: 'start', down: true, timeStamp: 40 }]);
    host.playing = true;
    pads.release(BUTTON.START);
    host.runFrames(50);
    pads.press(BUTTON.START);
    host.runFrames(60);
    expect(host.sink.inputs.at(-1)).to.deep.equal({ action: 'pause', down: true, timeStamp: 60 });
    expect(host.frames, 'one poll per frame, playing or not').to.have.length(1);
  });

  it('pads come and go: an unplugged pad releases what it held, and a button still down when back is a new press', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    const pad = pads.connect();
    pads.press(BUTTON.A);
    pads.press(BUTTON.RIGHT);
    host.pad.poll(0);
    pads.disconnect();
    expect(host.pad.hasGamepad).to.be.false;
    expect(host.sink.log).to.deep.equal(['+cw', '+right', '-cw', '-right']);
    pads.pads[0] = pad;
    pads.connect(1);
    pads.press(BUTTON.A, 1);
    host.pad.poll(16);
    expect(host.sink.presses).to.deep.equal(['cw', 'right', 'cw', 'right', 'cw']);
  });

  it('a seat takes one pad: the seat-th connected one, whatever its index', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    host.pad.seat = 1;
    // The browser gave the pads indices 1 and 3: seat 0 is pad 1, seat 1 is pad 3.
    pads.connect(1);
    pads.connect(3);
    pads.press(BUTTON.A, 1);
    host.pad.poll(0);
    expect(host.sink.log, "the first pad is another seat's").to.deep.equal([]);
    pads.press(BUTTON.LEFT, 3);
    host.pad.poll(16);
    expect(host.sink.log).to.deep.equal(['+left']);
    // The first pad goes away: the second is now seat 0, and seat 1 is empty, so it lets go.
    pads.disconnect(1);
    host.pad.poll(33);
    expect(host.sink.log).to.deep.equal(['+left', '-left']);
  });

  it('does nothing while disabled or when the API is forbidden', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    pads.press(BUTTON.A);
    host.pad.enabled = false;
    host.pad.poll(0);
    expect(host.sink.log).to.deep.equal([]);
    host.pad.enabled = true;
    Object.defineProperty(navigator, 'getGamepads', {
      configurable: true,
      value: () => {
        throw new DOMException('blocked by permissions policy', 'SecurityError');
      },
    });
    expect(() => host.pad.poll(0)).to.not.throw();
    expect(host.sink.log).to.deep.equal([]);
  });
});
