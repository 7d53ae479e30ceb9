/**
 * Parts that load when first used: one that cannot load (offline, or the single-file script without
 * the files next to it) is done without, with one warning naming the element when it is used and
 * none when it was only fetched ahead.
 */
import { expect, fixture } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LazyPart, LazyParts } from '../../src/element/lazy-part.js';
import { captureWarnings } from './helpers.js';

class LazyHost extends LitElement {
  readonly parts = new LazyParts(this);
  ready = 0;
}
customElements.define('lazy-part-host', LazyHost);

const missing = () => new LazyPart<{ value: number }>(() => Promise.reject(new Error('tetris-game.min-x.js did not load')));

describe('LazyPart', () => {
  const warnings = captureWarnings();
  const originalIdle = window.requestIdleCallback;
  let rejections: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => {
    rejections.push(event.reason);
    event.preventDefault();
  };
  beforeEach(() => {
    rejections = [];
    window.addEventListener('unhandledrejection', onRejection);
    // Idle at once, so a fetch ahead runs in the test.
    window.requestIdleCallback = (callback: IdleRequestCallback) => (callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
  });
  afterEach(() => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.requestIdleCallback = originalIdle;
  });

  it('fetched ahead when idle, a part that cannot load says nothing and rejects nothing', async () => {
    const failedLoad = Promise.reject(new Error('tetris-game.min-x.js did not load'));
    const part = new LazyPart(() => failedLoad);
    part.prefetch();
    // Reactions run in the order they were added: once this one has run, the part's load has failed.
    await failedLoad.catch(() => {});
    // The browser reports unhandled rejections in the order they happened: once a marker rejected
    // now is reported, any left unhandled by the part has been reported before it.
    const marker = new Error('a marker left unhandled on purpose, to time the check');
    const markerReported = new Promise<void>((resolve) => {
      const onMarker = (event: PromiseRejectionEvent) => {
        if (event.reason !== marker) return;
        window.removeEventListener('unhandledrejection', onMarker);
        resolve();
      };
      window.addEventListener('unhandledrejection', onMarker);
    });
    void Promise.reject(marker);
    await markerReported;
    expect(rejections, 'only the marker was left unhandled').to.deep.equal([marker]);
    expect(warnings).to.deep.equal([]);
  });

  it('used, a part that cannot load gives one warning naming the element and the file, and the host goes on', async () => {
    const host = await fixture<LazyHost>('<lazy-part-host></lazy-part-host>');
    const part = missing();
    host.parts.use(part, () => host.ready++);
    expect(await host.parts.settle()).to.equal(true);
    expect(host.ready).to.equal(0);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.match(/^<lazy-part-host>: .*tetris-game\.min-x\.js did not load/);
  });

  it('used again and again, a part that cannot load gives one warning in all', async () => {
    const host = await fixture<LazyHost>('<lazy-part-host></lazy-part-host>');
    const part = missing();
    host.parts.use(part, () => host.ready++);
    host.parts.use(part, () => host.ready++);
    await host.parts.settle();
    host.parts.use(part, () => host.ready++);
    await host.parts.settle();
    expect(host.ready).to.equal(0);
    expect(warnings).to.have.length(1);
  });

  it('used, a part that loads is handed over and the host renders again', async () => {
    const host = await fixture<LazyHost>('<lazy-part-host></lazy-part-host>');
    const part = new LazyPart(() => Promise.resolve({ value: 7 }));
    host.parts.use(part, ({ value }) => (host.ready = value));
    await host.parts.settle();
    expect(host.ready).to.equal(7);
    expect(warnings).to.deep.equal([]);
  });
});
