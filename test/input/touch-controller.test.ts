import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { FLICK_MS, TAP_MS, TouchController } from '../../src/input/touch-controller.js';
import { RecordingSink } from './recording-sink.js';

const CELL = 20;

/** A 200 x 400 px surface inside a host, like the canvas in <tetris-game>. */
class TouchHost extends LitElement {
  readonly sink = new RecordingSink();
  readonly touch = new TouchController(this, this.sink, {
    surface: () => this.renderRoot.querySelector('div') ?? undefined,
    cellSize: () => CELL,
  });
  protected override render() {
    return html`<div style="width: 200px; height: 400px"></div>`;
  }
}
customElements.define('touch-host', TouchHost);

/**
 * A host and `send(type, x, y, t)`: a pointer event at (x, y) in the surface, with its `timeStamp`
 * set to `t` ms, so gesture timing is exact and no test waits.
 */
async function setup() {
  const host = await fixture<TouchHost>(html`<touch-host></touch-host>`);
  const surface = host.shadowRoot!.querySelector('div')!;
  const box = surface.getBoundingClientRect();
  const send = (type: string, x: number, y: number, t: number, pointerType = 'touch', target: Element = surface) => {
    const event = new PointerEvent(type, { pointerId: 7, pointerType, clientX: box.left + x, clientY: box.top + y, bubbles: true, composed: true });
    Object.defineProperty(event, 'timeStamp', { value: t });
    target.dispatchEvent(event);
  };
  return { host, surface, send, sink: host.sink };
}

describe('TouchController', () => {
  it('a tap on the right half rotates clockwise, on the left half counter-clockwise, at the time of the lift', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 150, 200, 1000);
    send('pointerup', 152, 201, 1080);
    send('pointerdown', 40, 200, 1200);
    send('pointerup', 40, 200, 1250);
    expect(sink.inputs).to.deep.equal([
      { action: 'cw', down: true, timeStamp: 1080 },
      { action: 'cw', down: false, timeStamp: 1080 },
      { action: 'ccw', down: true, timeStamp: 1250 },
      { action: 'ccw', down: false, timeStamp: 1250 },
    ]);
  });

  it(`a press held ${TAP_MS} ms or longer is no tap; one ms less is`, async () => {
    const { send, sink } = await setup();
    send('pointerdown', 150, 200, 0);
    send('pointerup', 150, 200, TAP_MS);
    expect(sink.log).to.deep.equal([]);
    send('pointerdown', 150, 200, 1000);
    send('pointerup', 150, 200, 1000 + TAP_MS - 1);
    expect(sink.presses).to.deep.equal(['cw']);
  });

  it('a sideways drag moves one column per cell travelled, both ways', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 100, 200, 0);
    send('pointermove', 115, 202, 10);
    expect(sink.log).to.deep.equal([]);
    send('pointermove', 155, 204, 20);
    expect(sink.log).to.deep.equal(['+right', '-right', '+right', '-right']);
    send('pointermove', 75, 204, 30);
    expect(sink.presses).to.deep.equal(['right', 'right', 'left', 'left', 'left']);
    send('pointerup', 75, 204, 30 + FLICK_MS + 20);
    expect(sink.presses).to.have.length(5);
  });

  it('a drag down holds soft drop until the finger lifts; lifting slowly is no flick', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 100, 100, 0);
    send('pointermove', 100, 110, 10);
    expect(sink.log).to.deep.equal([]);
    send('pointermove', 103, 100 + CELL * 3, 20);
    send('pointermove', 103, 100 + CELL * 3 + 2, 30);
    expect(sink.inputs).to.deep.equal([{ action: 'softDrop', down: true, timeStamp: 20 }]);
    send('pointerup', 103, 100 + CELL * 3, 30 + FLICK_MS + 20);
    expect(sink.log).to.deep.equal(['+softDrop', '-softDrop']);
  });

  it('the same drag lifted fast is a flick: a hard drop', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 100, 100, 0);
    send('pointermove', 100, 100 + CELL * 3, 20);
    send('pointerup', 100, 100 + CELL * 6, 40);
    expect(sink.log).to.deep.equal(['+softDrop', '-softDrop', '+hardDrop', '-hardDrop']);
  });

  it('a flick down hard drops and a flick up holds, without moving sideways', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 100, 100, 0);
    send('pointermove', 112, 160, 20);
    send('pointerup', 115, 220, 40);
    send('pointerdown', 100, 300, 100);
    send('pointermove', 90, 200, 120);
    send('pointerup', 88, 150, 140);
    expect(sink.presses).to.deep.equal(['softDrop', 'hardDrop', 'hold']);
  });

  it('ignores the mouse, other elements and a second finger', async () => {
    const { host, send, sink } = await setup();
    send('pointerdown', 150, 200, 0, 'mouse');
    send('pointerup', 150, 200, 10, 'mouse');
    send('pointerdown', 150, 200, 20, 'touch', host);
    send('pointerup', 150, 200, 30, 'touch', host);
    expect(sink.log).to.deep.equal([]);
    send('pointerdown', 150, 200, 40, 'pen');
    send('pointerup', 150, 200, 50, 'pen');
    expect(sink.presses).to.deep.equal(['cw']);
  });

  it('a cancelled gesture does nothing and releases soft drop', async () => {
    const { send, sink } = await setup();
    send('pointerdown', 100, 100, 0);
    send('pointermove', 100, 100 + CELL * 2, 10);
    send('pointercancel', 100, 100 + CELL * 2, 20);
    send('pointerup', 100, 300, 30);
    expect(sink.log).to.deep.equal(['+softDrop', '-softDrop']);
  });

  it('on-screen buttons press and release with their events’ times', async () => {
    const { host, sink } = await setup();
    host.touch.press('left', 5);
    host.touch.release('left', 90);
    host.touch.press('restart', 100);
    expect(sink.inputs).to.deep.equal([
      { action: 'left', down: true, timeStamp: 5 },
      { action: 'left', down: false, timeStamp: 90 },
      { action: 'restart', down: true, timeStamp: 100 },
    ]);
  });

  it('does nothing while disabled', async () => {
    const { host, send, sink } = await setup();
    host.touch.enabled = false;
    send('pointerdown', 150, 200, 0);
    send('pointerup', 150, 200, 10);
    host.touch.press('right', 20);
    host.touch.press('cw', 30);
    expect(sink.log).to.deep.equal([]);
  });
});
