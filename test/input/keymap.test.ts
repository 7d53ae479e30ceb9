import { expect } from '@open-wc/testing';
import { DEFAULT_KEYS, KEY_ACTIONS, isKeyCode, mergeKeys, parseKeys } from '../../src/input/keymap.js';

describe('keymap', () => {
  it('parses "action: Code Code; action: Code"', () => {
    expect(parseKeys('hardDrop: KeyW Space; hold:KeyQ ;')).to.deep.equal({ hardDrop: ['KeyW', 'Space'], hold: ['KeyQ'] });
    expect(parseKeys('hold')).to.deep.equal({ hold: [] });
    expect(parseKeys(null)).to.deep.equal({});
  });

  it('knows KeyboardEvent.code values from key values', () => {
    for (const code of ['KeyW', 'Digit0', 'Space', 'ArrowUp', 'ShiftLeft', 'Numpad5', 'NumpadEnter', 'F12', 'Slash']) {
      expect(isKeyCode(code), code).to.be.true;
    }
    for (const key of ['w', 'W', 'ArrowUp ', 'Shift', 'KeyWW', ' ', 'F25', '', 42]) expect(isKeyCode(key), String(key)).to.be.false;
  });

  it('merges over the defaults, taking a key away from the action that had it', () => {
    const keys = mergeKeys({ cw: ['Space'], hold: ['KeyQ'] }, () => expect.fail('no entry is bad'));
    expect(keys.cw).to.deep.equal(['Space']);
    expect(keys.hardDrop).to.deep.equal([]);
    expect(keys.hold).to.deep.equal(['KeyQ']);
    expect(keys.left).to.deep.equal(['ArrowLeft']);
    expect(Object.keys(keys)).to.have.members([...KEY_ACTIONS]);
  });

  it('reports each bad entry and keeps that action only as it was', () => {
    const bad: [string, unknown][] = [];
    const keys = mergeKeys({ jump: ['KeyJ'], hardDrop: ['w'], hold: 'KeyQ' as never, ccw: ['KeyA'] }, (action, value) => bad.push([action, value]));
    expect(bad).to.deep.equal([
      ['jump', ['KeyJ']],
      ['hardDrop', ['w']],
      ['hold', 'KeyQ'],
    ]);
    expect(keys.hardDrop).to.deep.equal(DEFAULT_KEYS.hardDrop);
    expect(keys.hold).to.deep.equal(DEFAULT_KEYS.hold);
    expect(keys.ccw).to.deep.equal(['KeyA']);
  });

  it('an empty list unbinds an action', () => {
    expect(mergeKeys({ hold: [] }, () => expect.fail('valid')).hold).to.deep.equal([]);
  });
});
