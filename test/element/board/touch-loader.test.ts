import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { TouchController } from '../../../src/input/touch-controller.js';
import { TouchLoader } from '../../../src/element/board/touch-loader.js';
import { RecordingSink } from '../../input/recording-sink.js';

const CELL = 20;

/** A 200 x 400 px board inside a host, and a loader that counts the loads asked for. */
class LoaderHost extends LitElement {
  loads = 0;
  wanted = true;
  readonly loader = new TouchLoader(this, {
    surface: () => this.board,
    wanted: () => this.wanted,
    load: () => void this.loads++,
  });
  get board(): HTMLElement {
    return this.renderRoot.querySelector('div')!;
  }
  protected override render() {
    return html`<div style="width: 200px; height: 400px"></div>`;
  }
}
customElements.define('touch-loader-host', LoaderHost);

async function setup() {
  const host = await fixture<LoaderHost>(html`<touch-loader-host></touch-loader-host>`);
  const box = host.board.getBoundingClientRect();
  /** A pointer event at (x, y) on the board at `t` ms. */
  const send = (type: string, x: number, y: number, t: number, pointerType = 'touch') => {
    const event = new PointerEvent(type, { pointerId: 3, pointerType, clientX: box.left + x, clientY: box.top + y, bubbles: true, composed: true });
    Object.defineProperty(event, 'timeStamp', { value: t });
    host.board.dispatchEvent(event);
  };
  /** Touch support arriving: a controller that takes over from the loader. */
  const arrive = () => {
    const sink = new RecordingSink();
    const touch = new TouchController(host, sink, { surface: () => host.board, cellSize: () => CELL });
    touch.play(host.loader.handOver());
    return { touch, sink };
  };
  return { host, send, arrive };
}

describe('TouchLoader', () => {
  it('asks for touch support once, at the first finger down; a mouse asks nothing', async () => {
    const { host, send } = await setup();
    send('pointerdown', 50, 50, 0, 'mouse');
    send('pointerup', 50, 50, 10, 'mouse');
    expect(host.loads).to.equal(0);
    send('pointerdown', 150, 200, 100);
    send('pointerup', 150, 200, 150);
    send('pointerdown', 150, 200, 200);
    expect(host.loads).to.equal(1);
  });

  it('a tap made while touch support loads plays once it is there, at its own time', async () => {
    const { send, arrive } = await setup();
    send('pointerdown', 150, 200, 1000);
    send('pointerup', 151, 200, 1060);
    const { sink } = arrive();
    expect(sink.inputs).to.deep.equal([
      { action: 'cw', down: true, timeStamp: 1060 },
      { action: 'cw', down: false, timeStamp: 1060 },
    ]);
  });

  it('a drag begun before touch support came goes on with it: one column per cell, counted from where it began', async () => {
    const { send, arrive } = await setup();
    send('pointerdown', 100, 200, 0);
    send('pointermove', 145, 201, 10);
    const { sink } = arrive();
    expect(sink.presses, 'the two cells travelled before it came').to.deep.equal(['right', 'right']);
    send('pointermove', 165, 202, 20);
    send('pointerup', 165, 202, 200);
    expect(sink.presses).to.deep.equal(['right', 'right', 'right']);
  });

  it('keeps a held finger from scrolling the page, and nothing once touch support listens', async () => {
    const { host, send, arrive } = await setup();
    const move = () => {
      const event = new TouchEvent('touchmove', { cancelable: true, bubbles: true, composed: true });
      host.board.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(move(), 'no finger down').to.be.false;
    send('pointerdown', 100, 200, 0);
    expect(move(), 'a finger down, touch support on its way').to.be.true;
    send('pointerup', 100, 200, 50);
    expect(move(), 'lifted').to.be.false;
    const { sink } = arrive();
    sink.clear();
    send('pointerdown', 150, 200, 1000);
    send('pointerup', 150, 200, 1050);
    expect(sink.presses, 'the controller alone takes taps now (no second copy)').to.deep.equal(['cw']);
  });

  it('keeps nothing while touch is not one of the controls', async () => {
    const { host, send, arrive } = await setup();
    host.wanted = false;
    send('pointerdown', 150, 200, 0);
    send('pointerup', 150, 200, 50);
    expect(host.loads).to.equal(0);
    expect(arrive().sink.inputs).to.deep.equal([]);
  });
});
