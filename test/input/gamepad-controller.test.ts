import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { GamepadController } from '../../src/input/gamepad-controller.js';
import type { HeldButtons } from '../../src/input/held.js';
import type { KeyAction } from '../../src/input/keymap.js';
import { BUTTON, FakeGamepads } from './gamepad-stub.js';

class PadHost extends LitElement {
  actions: KeyAction[] = [];
  playing = true;
  frames: (() => void)[] = [];
  readonly pad = new GamepadController(this, {
    action: (action) => this.actions.push(action),
    playing: () => this.playing,
    requestFrame: (callback) => {
      this.frames.push(callback);
      return () => this.frames.splice(this.frames.indexOf(callback), 1);
    },
  });

  /** Runs the pending display frames once. */
  runFrames(): void {
    const due = this.frames.splice(0);
    for (const callback of due) callback();
  }
}
customElements.define('pad-host', PadHost);

describe('GamepadController', () => {
  let pads: FakeGamepads;
  beforeEach(() => {
    pads = new FakeGamepads();
  });
  afterEach(() => pads.restore());

  const poll = (host: PadHost) => {
    const held: HeldButtons = { left: false, right: false, softDrop: false };
    host.pad.poll(held);
    return held;
  };

  it('the d-pad and the left stick are held directions and soft drop', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    expect(poll(host)).to.deep.equal({ left: false, right: false, softDrop: false });
    pads.press(BUTTON.LEFT);
    pads.press(BUTTON.DOWN);
    expect(poll(host)).to.deep.equal({ left: true, right: false, softDrop: true });
    pads.release(BUTTON.LEFT);
    pads.release(BUTTON.DOWN);
    pads.stick(0.8, 0.1);
    expect(poll(host)).to.deep.equal({ left: false, right: true, softDrop: false });
    pads.stick(-0.3, 0.4);
    expect(poll(host)).to.deep.equal({ left: false, right: false, softDrop: false });
    pads.stick(0, 0.9);
    expect(poll(host)).to.deep.equal({ left: false, right: false, softDrop: true });
    expect(host.actions).to.deep.equal([]);
  });

  it('buttons act once per press, on the frame they go down', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    pads.press(BUTTON.A);
    poll(host);
    poll(host);
    pads.release(BUTTON.A);
    poll(host);
    pads.press(BUTTON.A);
    poll(host);
    expect(host.actions).to.deep.equal(['cw', 'cw']);
  });

  it('maps B, Y, d-pad up, both shoulders and Start', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    for (const button of [BUTTON.B, BUTTON.Y, BUTTON.UP, BUTTON.LB, BUTTON.RB, BUTTON.START, BUTTON.X]) {
      pads.press(button);
      poll(host);
      pads.release(button);
      poll(host);
    }
    expect(host.actions).to.deep.equal(['ccw', 'hardDrop', 'hardDrop', 'hold', 'hold', 'pause']);
  });

  it('Start starts or resumes when no game runs, polling on its own frames then', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    host.playing = false;
    host.requestUpdate();
    await host.updateComplete;
    expect(host.frames, 'no pad: no polling').to.have.length(0);
    pads.connect();
    expect(host.pad.hasGamepad).to.be.true;
    expect(host.frames).to.have.length(1);
    pads.press(BUTTON.START);
    host.runFrames();
    expect(host.actions).to.deep.equal(['start']);
    host.playing = true;
    host.runFrames();
    expect(host.frames, 'a running game polls in its own loop').to.have.length(0);
  });

  it('pads come and go: a pad unplugged with a button down presses it again when back', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    const pad = pads.connect();
    pads.press(BUTTON.A);
    pads.press(BUTTON.RIGHT);
    poll(host);
    pads.disconnect();
    expect(host.pad.hasGamepad).to.be.false;
    expect(poll(host).right).to.be.false;
    pads.pads[0] = pad;
    pads.connect(1);
    pads.press(BUTTON.A, 1);
    poll(host);
    expect(host.actions).to.deep.equal(['cw', 'cw', 'cw']);
  });

  it('does nothing while disabled or when the API is forbidden', async () => {
    const host = await fixture<PadHost>(html`<pad-host></pad-host>`);
    pads.connect();
    pads.press(BUTTON.A);
    host.pad.enabled = false;
    expect(poll(host).left).to.be.false;
    expect(host.actions).to.deep.equal([]);
    host.pad.enabled = true;
    Object.defineProperty(navigator, 'getGamepads', {
      configurable: true,
      value: () => {
        throw new DOMException('blocked by permissions policy', 'SecurityError');
      },
    });
    expect(() => poll(host)).to.not.throw();
    expect(host.actions).to.deep.equal([]);
  });
});
