import assert from 'node:assert/strict';
import { uncaughtDuring } from './dom-globals.js';

/** Creates, connects, updates and removes `<tetris-game>` in the global simulated DOM; fails on any error. */
export async function createConnectRemove(): Promise<void> {
  const errors = await uncaughtDuring(async () => {
    await import('../../src/index.js');
    const el = document.createElement('tetris-game');
    el.setAttribute('level', '3');
    document.body.append(el);
    await el.updateComplete;
    assert.ok(el.shadowRoot, 'the element has a shadow root');
    assert.ok(el.shadowRoot.querySelector('canvas'), 'the shadow root holds the board canvas');
    el.start();
    await el.updateComplete;
    // Taken off the page, the game pauses at the end of the task: the last thing removing it sets off.
    const paused = new Promise((resolve) => el.addEventListener('game-pause', resolve, { once: true }));
    el.remove();
    await paused;
  });
  assert.deepEqual(errors.map(String), []);
}
