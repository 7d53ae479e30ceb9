/**
 * How the single-file script loads a part from a file next to it: the module when it is there, and
 * when it is not, an Error naming the file and the address tried (what the element's warning says).
 * Here the script is a module (no `document.currentScript`), so files are looked for next to the page.
 */
import { expect } from '@open-wc/testing';
import { importSibling } from '../../src/element/sibling-file.js';

describe('importSibling', () => {
  it('gives the module at the address next to the script', async () => {
    const module = (await importSibling('/src/element/strings/ja.ts')) as typeof import('../../src/element/strings/ja.js');
    expect(module.ja['game.title']).to.equal('TETRIS');
  });

  it('rejects with an Error naming the file and where it was looked for, the browser\'s error as its cause', async () => {
    const error = await importSibling('tetris-game.iife-nowhere.js').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(Error);
    const { message, cause } = error as Error;
    expect(message).to.include(new URL('tetris-game.iife-nowhere.js', document.baseURI).href);
    expect(message).to.include('needs tetris-game.iife-nowhere.js next to it');
    expect(cause).to.be.instanceOf(Error);
  });

  it('does not try a file:// address (browsers load no modules from there): it rejects with no browser error as the cause', async () => {
    const error = await importSibling('file:///site/tetris-game.iife-ja.js').then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).to.match(/^file:\/\/\/site\/tetris-game\.iife-ja\.js did not load: .* on a page served over http\(s\)$/);
    expect(error?.cause).to.equal(undefined);
  });
});
