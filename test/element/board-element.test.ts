/**
 * What a plain `<tetris-game>` fetches ahead when the page is idle: parts a game may soon need
 * (sound, the settings dialog, ...), never those that only a `bot`, `versus` or `puzzle` attribute
 * or a fumen setup asks for, so a page without them never downloads them.
 */
import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';

/** Addresses of the source modules the page has fetched so far. */
const fetched = () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);

/** Resolves once a file whose address ends in `ending` has been fetched (at once if it already has). */
const fetchedFile = (ending: string) =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntries().some((entry) => new URL(entry.name).pathname.endsWith(ending))) return;
      observer.disconnect();
      resolve();
    });
    // `buffered` hands over the entries already recorded first, so one fetched before this call counts.
    observer.observe({ type: 'resource', buffered: true });
  });

describe('<tetris-game> fetching ahead', () => {
  const originalIdle = window.requestIdleCallback;
  afterEach(() => (window.requestIdleCallback = originalIdle));

  it('an idle plain game fetches the sound and the settings dialog ahead, not the bot, practice, puzzle or versus parts', async () => {
    // Idle at once, so everything fetched ahead is asked for in the test.
    window.requestIdleCallback = (callback: IdleRequestCallback) => (callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
    await fixture('<tetris-game></tetris-game>');
    // Module fetches end in tasks of their own: wait for the settings dialog's (asked for last).
    await fetchedFile('/settings-dialog.ts');
    const paths = fetched();
    expect(paths.some((path) => path.endsWith('/audio/sound-controller.ts')), 'the sound was fetched ahead').to.equal(true);
    expect(paths.some((path) => path.endsWith('/settings-dialog.ts')), 'the settings dialog was fetched ahead').to.equal(true);
    for (const part of ['/board/self-play.ts', '/practice/setup.ts', '/practice/puzzle-controller.ts', '/versus/versus-link.ts']) {
      expect(paths.filter((path) => path.endsWith(part)), part).to.deep.equal([]);
    }
  });
});
