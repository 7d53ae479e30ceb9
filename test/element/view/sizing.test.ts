import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { nextFrame } from '../helpers.js';

async function sized(template: ReturnType<typeof html>) {
  const wrapper = await fixture<HTMLElement>(template);
  const el = wrapper.querySelector('tetris-game')!;
  await el.updateComplete;
  await nextFrame();
  await nextFrame();
  return { wrapper, el, box: el.getBoundingClientRect() };
}

describe('<tetris-game> sizing', () => {
  const shrinkToFit = {
    'a flex item': html`<div style="display: flex; justify-content: center"><tetris-game></tetris-game></div>`,
    'a centred flex item with width: min(380px, 100%)': html`<div style="display: flex; align-items: center; justify-content: center">
      <tetris-game style="width: min(380px, 100%)"></tetris-game>
    </div>`,
    'an inline-block parent': html`<div><div style="display: inline-block"><tetris-game></tetris-game></div></div>`,
    'an inline-block parent with width: min(380px, 100%)': html`<div>
      <div style="display: inline-block"><tetris-game style="width: min(380px, 100%)"></tetris-game></div>
    </div>`,
    'a centred grid item': html`<div style="display: grid; place-items: center"><tetris-game style="width: min(380px, 100%)"></tetris-game></div>`,
    'an absolutely positioned parent': html`<div style="position: relative; height: 600px">
      <div style="position: absolute; top: 0; left: 0"><tetris-game style="width: 100%"></tetris-game></div>
    </div>`,
  };
  for (const [name, template] of Object.entries(shrinkToFit)) {
    it(`is never 0x0 inside ${name}`, async () => {
      const { el, box } = await sized(template);
      expect(box.width, 'width').to.be.greaterThan(200);
      expect(box.height, 'height').to.be.greaterThan(200);
      const canvas = el.shadowRoot!.querySelector('canvas')!;
      expect(canvas.width).to.be.greaterThan(200);
    });
  }

  describe('in a 900 px column', () => {
    let restore = { width: 0, height: 0 };
    before(async () => {
      restore = { width: innerWidth, height: innerHeight };
      await setViewport({ width: 1000, height: 700 });
    });
    after(() => setViewport(restore));

    it('follows the width and is never taller than the viewport (it letterboxes)', async () => {
      const { el, box } = await sized(html`<div style="width: 900px"><tetris-game style="width: 100%"></tetris-game></div>`);
      expect(box.width).to.equal(900);
      expect(box.height).to.be.at.most(700);
      expect(box.height).to.be.greaterThan(600);
      // The layout is centred in the wide box: the canvas's bands left and right are the background.
      const canvas = el.shadowRoot!.querySelector('canvas')!;
      const ctx = canvas.getContext('2d')!;
      const band = ctx.getImageData(2, canvas.height / 2, 1, 1).data;
      const background = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
      expect([...band.slice(0, 3)]).to.deep.equal(background.slice(0, 3));
    });

    it('follows its container when the container resizes', async () => {
      const { wrapper, el } = await sized(html`<div style="width: 300px"><tetris-game style="width: 100%"></tetris-game></div>`);
      wrapper.style.width = '500px';
      await nextFrame();
      await nextFrame();
      expect(el.getBoundingClientRect().width).to.equal(500);
      expect(el.shadowRoot!.querySelector('canvas')!.width).to.equal(Math.round(500 * devicePixelRatio));
    });
  });

  it('takes a fixed size from the page', async () => {
    const { box } = await sized(html`<div><tetris-game style="width: 300px; height: 200px"></tetris-game></div>`);
    expect([box.width, box.height]).to.deep.equal([300, 200]);
  });

  it('fills a sized container with height: 100%', async () => {
    const { box } = await sized(html`<div style="width: 500px; height: 400px"><tetris-game style="width: 100%; height: 100%"></tetris-game></div>`);
    expect([box.width, box.height]).to.deep.equal([500, 400]);
  });

  it('is 420 px wide by default, with the board proportions', async () => {
    const { el, box } = await sized(html`<div><tetris-game></tetris-game></div>`);
    expect(box.width).to.equal(420);
    expect(box.height).to.equal(460);
    expect(el.getBoundingClientRect().height).to.equal(460);
  });
});
