import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSDOM, VirtualConsole } from 'jsdom';
import { installGlobals } from './dom-globals.js';
import { createConnectRemove } from './element-in-simulated-dom.js';

test('jsdom creates, connects and removes <tetris-game> without an error', async () => {
  // jsdom reports what it lacks (a canvas) as "not-implemented": expected, as the element works
  // undrawn there. Any other jsdom error (an exception in a listener or a timer) fails the test.
  const virtualConsole = new VirtualConsole();
  virtualConsole.forwardTo(console, { jsdomErrors: [] });
  const errors: string[] = [];
  virtualConsole.on('jsdomError', (error: Error & { type?: string }) => {
    if (error.type !== 'not-implemented') errors.push(String(error.cause ?? error));
  });
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true, virtualConsole });
  installGlobals(window);
  try {
    await createConnectRemove();
  } finally {
    window.close();
  }
  assert.deepEqual(errors, []);
});
