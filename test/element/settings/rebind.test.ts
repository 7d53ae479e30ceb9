import { expect } from '@open-wc/testing';
import { DEFAULT_KEYS, KEY_ACTIONS, type KeyBindings } from '../../../src/input/keymap.js';
import { addKey, removeKey } from '../../../src/element/settings/rebind.js';

const defaults = () => Object.fromEntries(KEY_ACTIONS.map((action) => [action, [...DEFAULT_KEYS[action]]])) as KeyBindings;

describe('rebinding keys', () => {
  it('adds a free key to an action', () => {
    const result = addKey(defaults(), 'cw', 'KeyV');
    expect(result.kind).to.equal('added');
    expect(result.keys.cw).to.deep.equal(['ArrowUp', 'KeyX', 'KeyV']);
  });

  it('a key the action already has changes nothing', () => {
    expect(addKey(defaults(), 'cw', 'KeyX').kind).to.equal('unchanged');
  });

  it('moves a key from an action that keeps another', () => {
    const result = addKey(defaults(), 'hardDrop', 'KeyX');
    expect(result).to.deep.include({ kind: 'moved', from: 'cw', regained: [] });
    expect([result.keys.cw, result.keys.hardDrop]).to.deep.equal([['ArrowUp'], ['Space', 'KeyX']]);
  });

  it("refuses an action's only key when none of its defaults is free", () => {
    const keys = defaults();
    const result = addKey(keys, 'cw', 'Space');
    expect(result).to.deep.include({ kind: 'refused', from: 'hardDrop' });
    expect(result.keys).to.deep.equal(keys);
  });

  it("gives an action its free defaults back when its only key is taken", () => {
    const keys = { ...defaults(), hold: ['KeyC'] };
    const result = addKey(keys, 'ccw', 'KeyC');
    expect(result).to.deep.include({ kind: 'moved', from: 'hold', regained: ['ShiftLeft', 'ShiftRight'] });
    expect(result.keys.hold).to.deep.equal(['ShiftLeft', 'ShiftRight']);
  });

  it('never removes the last key of an action, and leaves the input alone', () => {
    const keys = defaults();
    expect(removeKey(keys, 'hardDrop', 'Space').hardDrop).to.deep.equal(['Space']);
    expect(removeKey(keys, 'cw', 'KeyX').cw).to.deep.equal(['ArrowUp']);
    expect(keys.cw).to.deep.equal(['ArrowUp', 'KeyX']);
  });
});
