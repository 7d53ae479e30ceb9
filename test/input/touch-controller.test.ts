import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { HeldButtons } from '../../src/input/held.js';
import type { KeyAction } from '../../src/input/keymap.js';
import { TAP_MS, TouchController } from '../../src/input/touch-controller.js';

const CELL = 20;

/** A 200 x 400 px surface inside a host, like the canvas in <tetris-game>. */
class TouchHost extends LitElement {
  actions: KeyAction[] = [];
  readonly touch = new TouchController(this, {
    action: (action) => this.actions.push(action),
    surface: () => this.renderRoot.querySelector('div') ?? undefined,
    cellSize: () => CELL,
  });
  protected override render() {
    return html`<div style="width: 200px; height: 400px"></div>`;
  }
}
customElements.define('touch-host', TouchHost);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setup() {
  const host = await fixture<TouchHost>(html`<touch-host></touch-host>`);
  const surface = host.shadowRoot!.querySelector('div')!;
  const box = surface.getBoundingClientRect();
  const send = (type: string, x: number, y: number, pointerType = 'touch', target: Element = surface) =>
    target.dispatchEvent(
      new PointerEvent(type, { pointerId: 7, pointerType, clientX: box.left + x, clientY: box.top + y, bubbles: true, composed: true }),
    );
  const held = () => {
    const into: HeldButtons = { left: false, right: false, softDrop: false };
    host.touch.collect(into);
    return into;
  };
  return { host, surface, send, held };
}

describe('TouchController', () => {
  it('a tap on the right half rotates clockwise, on the left half counter-clockwise', async () => {
    const { host, send } = await setup();
    send('pointerdown', 150, 200);
    send('pointerup', 152, 201);
    send('pointerdown', 40, 200);
    send('pointerup', 40, 200);
    expect(host.actions).to.deep.equal(['cw', 'ccw']);
  });

  it('a press held too long is no tap', async () => {
    const { host, send } = await setup();
    send('pointerdown', 150, 200);
    await wait(TAP_MS + 20);
    send('pointerup', 150, 200);
    expect(host.actions).to.deep.equal([]);
  });

  it('a sideways drag moves one column per cell travelled, both ways', async () => {
    const { host, send } = await setup();
    send('pointerdown', 100, 200);
    send('pointermove', 115, 202);
    expect(host.actions).to.deep.equal([]);
    send('pointermove', 155, 204);
    expect(host.actions).to.deep.equal(['right', 'right']);
    send('pointermove', 75, 204);
    expect(host.actions).to.deep.equal(['right', 'right', 'left', 'left', 'left']);
    await wait(120);
    send('pointerup', 75, 204);
    expect(host.actions).to.have.length(5);
  });

  it('a drag down holds soft drop until the finger lifts, slowly: no hard drop', async () => {
    const { host, send, held } = await setup();
    send('pointerdown', 100, 100);
    send('pointermove', 100, 110);
    expect(held().softDrop).to.be.false;
    send('pointermove', 103, 100 + CELL * 3);
    expect(held().softDrop).to.be.true;
    expect(held().softDrop).to.be.true;
    await wait(120);
    send('pointerup', 103, 100 + CELL * 3);
    held();
    expect(held().softDrop).to.be.false;
    expect(host.actions).to.deep.equal([]);
  });

  it('a flick down hard drops and a flick up holds, without moving sideways', async () => {
    const { host, send } = await setup();
    send('pointerdown', 100, 100);
    send('pointermove', 112, 160);
    send('pointerup', 115, 220);
    send('pointerdown', 100, 300);
    send('pointermove', 90, 200);
    send('pointerup', 88, 150);
    expect(host.actions).to.deep.equal(['hardDrop', 'hold']);
  });

  it('ignores the mouse, other elements and a second finger', async () => {
    const { host, send } = await setup();
    send('pointerdown', 150, 200, 'mouse');
    send('pointerup', 150, 200, 'mouse');
    send('pointerdown', 150, 200, 'touch', host);
    send('pointerup', 150, 200, 'touch', host);
    expect(host.actions).to.deep.equal([]);
    send('pointerdown', 150, 200, 'pen');
    send('pointerup', 150, 200, 'pen');
    expect(host.actions).to.deep.equal(['cw']);
  });

  it('a cancelled gesture does nothing and releases soft drop', async () => {
    const { host, send, held } = await setup();
    send('pointerdown', 100, 100);
    send('pointermove', 100, 100 + CELL * 2);
    send('pointercancel', 100, 100 + CELL * 2);
    held();
    expect(held().softDrop).to.be.false;
    send('pointerup', 100, 300);
    expect(host.actions).to.deep.equal([]);
  });

  it('on-screen buttons: directions are held, the rest act once', async () => {
    const { host, held } = await setup();
    host.touch.press('left');
    expect(held().left).to.be.true;
    expect(held().left).to.be.true;
    host.touch.release('left');
    expect(held().left).to.be.false;
    host.touch.press('hardDrop');
    host.touch.release('hardDrop');
    expect(host.actions).to.deep.equal(['hardDrop']);
  });

  it('does nothing while disabled', async () => {
    const { host, send, held } = await setup();
    host.touch.enabled = false;
    send('pointerdown', 150, 200);
    send('pointerup', 150, 200);
    host.touch.press('right');
    host.touch.press('cw');
    expect(host.actions).to.deep.equal([]);
    expect(held().right).to.be.false;
  });
});
