import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';

test('Lit SSR imports the package in Node and renders <tetris-game> with its shadow root to a string', async () => {
  const { TetrisGame } = await import('../../src/index.js');
  assert.equal(customElements.get('tetris-game'), TetrisGame);
  const out = await collectResult(render(html`<tetris-game level="3" theme="classic"></tetris-game>`));
  assert.match(out, /<tetris-game [^>]*level="3"/);
  assert.match(out, /<template shadowroot(mode)?="open"/);
  assert.match(out, /<canvas\b/);
});
