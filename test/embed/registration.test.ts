import { expect } from '@open-wc/testing';

// Nothing here imports the element before the first test: it must find the tag taken.

/** Another library's element, registered first under the same tag. */
class OtherTetris extends HTMLElement {}

describe('registration', () => {
  const warnings: string[] = [];
  const messages = () => warnings;
  const originalWarn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = originalWarn;
  });

  it('leaves a tag taken by another class alone, warns once naming the tag and how to register under another name', async () => {
    customElements.define('tetris-game', OtherTetris);
    const { TetrisGame } = await import('../../src/index.js');
    expect(TetrisGame.define()).to.equal(undefined);
    expect(customElements.get('tetris-game')).to.equal(OtherTetris);
    expect(messages()).to.have.length(1);
    expect(messages()[0]).to.contain('<tetris-game>').and.to.contain("TetrisGame.define('my-tetris')");
  });

  it('registers under a tag of the page\'s choosing, directly or as a subclass', async () => {
    const { TetrisGame } = await import('../../src/index.js');
    const mine = TetrisGame.define('my-tetris');
    expect(mine).to.equal(TetrisGame);
    expect(TetrisGame.define('my-tetris')).to.equal(mine);
    // The registry takes a class once: a second tag gets a subclass.
    const again = TetrisGame.define('other-tetris');
    expect(again && again.prototype instanceof TetrisGame).to.equal(true);
    class CustomTetris extends TetrisGame {}
    customElements.define('custom-tetris', CustomTetris);
    for (const tag of ['my-tetris', 'other-tetris', 'custom-tetris']) {
      const el = document.createElement(tag) as InstanceType<typeof TetrisGame>;
      document.body.append(el);
      await el.updateComplete;
      expect(el).to.be.instanceOf(TetrisGame);
      expect(el.shadowRoot?.querySelector('canvas'), tag).to.exist;
      el.remove();
    }
  });

  it('names the element\'s own tag in attribute warnings', async () => {
    const { TetrisGame } = await import('../../src/index.js');
    TetrisGame.define('named-tetris');
    const el = document.createElement('named-tetris') as InstanceType<typeof TetrisGame>;
    el.setAttribute('theme', 'neon');
    document.body.append(el);
    await el.updateComplete;
    el.remove();
    expect(messages()).to.have.length(1);
    expect(messages()[0]).to.contain('<named-tetris>').and.not.contain('<tetris-game>');
  });
});
