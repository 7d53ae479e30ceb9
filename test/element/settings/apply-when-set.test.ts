import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, TetrisGame } from '../../../src/index.js';
import { SETTINGS, type SettingName } from '../../../src/element/settings/settings.js';

/**
 * Every setting a new game is made from, a value other than its default, and what the new game
 * shows of it. `start()`, `restart()` and `reset()` must use a value set just before them, in the
 * same task, with no update in between.
 */
const GAME_SETTINGS: Partial<Record<SettingName, { value: unknown; shows: (el: TetrisGame) => unknown; expected: unknown }>> = {
  level: { value: 15, shows: (el) => el.state.level, expected: 15 },
  mode: { value: 'sprint', shows: (el) => el.replay.options.mode, expected: 'sprint' },
  goal: { value: 10, shows: (el) => el.replay.options.goal, expected: 10 },
  seed: { value: 4242, shows: (el) => el.replay.options.seed, expected: 4242 },
  handling: { value: 'modern', shows: (el) => el.replay.options.handling?.das, expected: 10 },
  das: { value: 5, shows: (el) => el.replay.options.handling?.das, expected: 5 },
  arr: { value: 4, shows: (el) => el.replay.options.handling?.arr, expected: 4 },
  softDrop: { value: 3, shows: (el) => el.replay.options.handling?.softDrop, expected: 3 },
  dcd: { value: 2, shows: (el) => el.replay.options.handling?.dcd, expected: 2 },
};

/** Settings that shape no game: they apply as the element renders (and have their own tests). */
const DISPLAY_SETTINGS: SettingName[] = ['theme', 'controls', 'autostart', 'keys', 'touchButtons', 'sound', 'volume', 'reducedMotion', 'storageKey'];

async function connected(): Promise<TetrisGame> {
  return fixture<TetrisGame>(html`<tetris-game .scheduler=${new ManualScheduler()}></tetris-game>`);
}

function detached(): TetrisGame {
  const el = document.createElement('tetris-game') as TetrisGame;
  el.scheduler = new ManualScheduler();
  return el;
}

describe('<tetris-game> properties apply when set', () => {
  it('every setting is either one a game is made from or one that only changes the display', () => {
    expect([...Object.keys(GAME_SETTINGS), ...DISPLAY_SETTINGS].sort()).to.deep.equal(Object.keys(SETTINGS).sort());
  });

  for (const [name, { value, shows, expected }] of Object.entries(GAME_SETTINGS)) {
    it(`${name}: start() in the same task uses it, on the page and off it`, async () => {
      for (const el of [await connected(), detached()]) {
        // The sprint goal needs sprint: a goal alone is checked against the mode in force.
        if (name === 'goal') el.mode = 'sprint';
        (el as unknown as Record<string, unknown>)[name] = value;
        el.start();
        expect(shows(el), el.isConnected ? 'connected' : 'not connected').to.equal(expected);
      }
    });

    it(`${name}: restart() and reset() in the same task use it`, async () => {
      const el = await connected();
      el.start();
      if (name === 'goal') el.mode = 'sprint';
      (el as unknown as Record<string, unknown>)[name] = value;
      el.restart();
      expect(shows(el), 'restart').to.equal(expected);
      const other = await connected();
      if (name === 'goal') other.mode = 'sprint';
      (other as unknown as Record<string, unknown>)[name] = value;
      other.reset();
      other.start();
      expect(shows(other), 'reset').to.equal(expected);
    });
  }

  it('level, mode and seed set together before start(): the README example', async () => {
    const el = detached();
    el.level = 15;
    el.mode = 'sprint';
    el.seed = 9;
    const starts: unknown[] = [];
    el.addEventListener('game-start', (event) => starts.push(event.detail));
    el.start();
    expect(starts).to.deep.equal([{ level: 15, seed: 9 }]);
    expect(el.replay.options).to.include({ level: 15, mode: 'sprint', seed: 9 });
    document.body.append(el);
    await el.updateComplete;
    expect(el.status).to.equal('playing');
    expect(el.state.level).to.equal(15);
    el.remove();
  });
});
