import { expect, fixture, html as staticHtml } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { Game } from '../../src/engine/index.js';
import { CanvasView } from '../../src/board/canvas-view.js';
import { ManualScheduler } from '../../src/clock/scheduler.js';
import { PageClock } from '../../src/clock/page-clock.js';
import { BoardStates } from '../../src/board/board-states.js';
import { themeStyles } from '../../src/themes/themes.js';
import { nextFrame } from '../element/helpers.js';
import { cssProperties } from '../../src/ui/css-properties.js';

/** A bare host: a canvas, a HUD placed where the view says, and the view, nothing else of the element. */
class CanvasHost extends LitElement {
  static override styles = [themeStyles];
  game = new Game({ seed: 1, queue: ['T'] });
  readonly states = new Set<string>();
  readonly scheduler = new ManualScheduler();
  readonly view = new CanvasView(this, new BoardStates(this.states as unknown as CustomStateSet), PageClock.of(this.scheduler), {
    canvas: () => this.renderRoot?.querySelector('canvas'),
  });

  protected override render() {
    return html`<canvas style="display: block; width: 100%; height: 100%"></canvas>
      <dl class=${this.view.hudRow ? 'hud row' : 'hud'} ${cssProperties(this.view.hudPlace)}></dl>${this.view.renderProbe()}`;
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
  it('draws only when the game changed or it was marked dirty', async () => {
    const el = await host();
    el.view.draw(el.game);
    const count = drawings(el);
    el.view.draw(el.game);
    expect(count.n, 'nothing changed').to.equal(0);
    el.game.down('left');
    el.view.draw(el.game);
    expect(count.n, 'the game changed').to.equal(1);
    el.view.draw(el.game);
    expect(count.n).to.equal(1);
    el.view.markDirty();
    expect(count.n, 'marked: drawn at the next draw').to.equal(1);
    el.view.draw(el.game);
    expect(count.n).to.equal(2);
  });

  it('shows the layout as a custom state, as the host is resized', async () => {
    const el = await host();
    const layouts = () => [...el.states].filter((state) => state.startsWith('layout-'));
    expect(layouts()).to.deep.equal(['layout-side']);
    el.style.width = '300px';
    el.style.height = '800px';
    await nextFrame();
    await nextFrame();
    expect(layouts()).to.deep.equal(['layout-stacked']);
    expect(el.view.cellSize).to.be.greaterThan(25);
  });

  it('places the HUD in the layout: a column beside the board, a row above it (values the host renders)', async () => {
    const el = await host();
    await el.updateComplete;
    const hud = el.shadowRoot!.querySelector<HTMLElement>('.hud')!;
    expect(hud.classList.contains('row')).to.be.false;
    expect(parseFloat(hud.style.top)).to.be.greaterThan(100);
    el.style.width = '300px';
    el.style.height = '800px';
    await nextFrame();
    await nextFrame();
    await el.updateComplete;
    expect(hud.classList.contains('row')).to.be.true;
    expect(parseFloat(hud.style.top)).to.be.lessThan(40);
  });

  it('makes no frame requests of its own and touches no browser API until it is connected', () => {
    const made = document.createElement('canvas-controller-host') as CanvasHost;
    expect(made.scheduler.waiting).to.equal(0);
    expect([...made.states], 'only the status it starts with').to.deep.equal(['idle']);
    expect(made.view.cellSize).to.equal(0);
  });
});
