import { expect, fixture, html as staticHtml } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { Game } from '../../../src/engine/index.js';
import { CanvasView } from '../../../src/element/view/canvas-view.js';
import { ManualScheduler } from '../../../src/clock/scheduler.js';
import { themeStyles } from '../../../src/themes/themes.js';
import { nextFrame } from '../helpers.js';

/** A bare host: a canvas, a HUD and the controller, nothing else of the element. */
class CanvasHost extends LitElement {
  static override styles = [themeStyles];
  game = new Game({ seed: 1, queue: ['T'] });
  looping = false;
  readonly states = new Set<string>();
  readonly scheduler = new ManualScheduler();
  readonly view = new CanvasView(this, {
    board: () => this.game,
    looping: () => this.looping,
    finished: () => this.game.over !== null,
    scheduler: () => this.scheduler,
    states: () => this.states as unknown as CustomStateSet,
  });

  protected override render() {
    return html`<canvas style="display: block; width: 100%; height: 100%"></canvas><dl class="hud"></dl>${this.view.renderProbe()}`;
  }
}
customElements.define('canvas-controller-host', CanvasHost);

/** Counts full drawings: each one starts by filling the whole canvas. */
function drawings(host: CanvasHost) {
  const ctx = host.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
  const original = ctx.fillRect;
  const count = { n: 0 };
  ctx.fillRect = function (...args: Parameters<typeof original>) {
    if (args[0] === 0 && args[1] === 0) count.n++;
    return original.apply(this, args);
  };
  return count;
}

async function host(style = 'width: 420px; height: 460px') {
  const el = await fixture<CanvasHost>(staticHtml`<canvas-controller-host style="display: block; ${style}"></canvas-controller-host>`);
  await nextFrame();
  await nextFrame();
  return el;
}

describe('CanvasView', () => {
  it('draws only when the game changed or a drawing was asked for', async () => {
    const el = await host();
    const count = drawings(el);
    el.view.draw();
    expect(count.n, 'nothing changed').to.equal(0);
    el.game.down('left');
    el.view.draw();
    expect(count.n, 'the game changed').to.equal(1);
    el.view.draw();
    expect(count.n).to.equal(1);
    el.view.requestDraw();
    expect(count.n, 'asked for, not looping: at once').to.equal(2);
    el.looping = true;
    el.view.requestDraw();
    expect(count.n, 'looping: the loop draws on its frame').to.equal(2);
    el.view.draw();
    expect(count.n).to.equal(3);
  });

  it('shows the layout as a custom state, as the host is resized', async () => {
    const el = await host();
    expect([...el.states]).to.deep.equal(['layout-side']);
    el.style.width = '300px';
    el.style.height = '800px';
    await nextFrame();
    await nextFrame();
    expect([...el.states]).to.deep.equal(['layout-stacked']);
    expect(el.view.cellSize).to.be.greaterThan(25);
  });

  it('places the HUD in the layout: a column beside the board, a row above it', async () => {
    const el = await host();
    const hud = el.shadowRoot!.querySelector<HTMLElement>('.hud')!;
    expect(hud.classList.contains('row')).to.be.false;
    expect(parseFloat(hud.style.top)).to.be.greaterThan(100);
    el.style.width = '300px';
    el.style.height = '800px';
    await nextFrame();
    await nextFrame();
    expect(hud.classList.contains('row')).to.be.true;
    expect(parseFloat(hud.style.top)).to.be.lessThan(40);
  });

  it('makes no frame requests of its own and touches no browser API until it is connected', () => {
    const made = document.createElement('canvas-controller-host') as CanvasHost;
    expect(made.scheduler.waiting).to.equal(0);
    expect(made.states.size).to.equal(0);
    expect(made.view.cellSize).to.equal(0);
  });
});
