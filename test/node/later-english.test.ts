/**
 * The English words of `<tetris-game>`'s parts that load later (`en-later.ts`): a page may set
 * their texts in the `strings` property before any of those parts has loaded, so `checkOverrides`
 * must know their keys without them. Run in Node, where nothing has imported `en-later.ts` yet.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const source = readFileSync(new URL('../../src/ui/strings/en-later.ts', import.meta.url), 'utf8');
const laterKeys = [...source.matchAll(/^ {2}'([\w.]+)':/gm)].map((match) => match[1]);

test('the strings property takes the keys of the parts that load later before they load, and no unknown group', async () => {
  const { checkOverrides, localize } = await import('../../src/ui/strings/strings.js');
  assert.ok(laterKeys.length > 50, 'the scan finds the keys of en-later.ts');
  assert.throws(() => localize('en').t('paused.title' as never).length, TypeError, 'not loaded yet: its words are not there');
  const refused: string[] = [];
  const overrides = Object.fromEntries(laterKeys.map((key) => [key, `<${key}>`]));
  assert.deepEqual(checkOverrides({ ...overrides, 'nope.title': 'x' }, (bad) => refused.push(bad)), overrides);
  assert.deepEqual(refused, ['{ nope.title: "x" }']);

  const { enLater } = await import('../../src/ui/strings/en-later.js');
  assert.deepEqual(laterKeys, Object.keys(enLater), 'the scan read every key');
  assert.equal(localize('en').t('paused.title'), enLater['paused.title'], 'loaded: its words are added to English');
});
