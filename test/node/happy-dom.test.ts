import { test } from 'node:test';
import { Window } from 'happy-dom';
import { installGlobals } from './dom-globals.js';
import { createConnectRemove } from './element-in-simulated-dom.js';

test('happy-dom creates, connects and removes <tetris-game> without an error', async () => {
  const window = new Window({ url: 'http://localhost/' });
  installGlobals(window);
  try {
    await createConnectRemove();
  } finally {
    await window.happyDOM.close();
  }
});
