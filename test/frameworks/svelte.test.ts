import { expect } from '@open-wc/testing';
import { flushSync, mount, unmount } from 'svelte';
import type { LineClearDetail } from '../../src/element/events.js';
import Game from './Game.svelte';
import { clearOneLine, gameIn, ManualScheduler } from './scenario.js';

describe('Svelte 5', () => {
  it('sets properties and receives line-clear through online-clear', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const scheduler = new ManualScheduler();
    const clears: LineClearDetail[] = [];
    const component = mount(Game, { target: host, props: { level: 3, scheduler, onclear: (detail: LineClearDetail) => clears.push(detail) } });
    flushSync();
    const game = gameIn(host);
    expect(game.level).to.equal(3);
    expect(game.hasAttribute('level'), 'level set as a property').to.equal(false);
    expect(game.scheduler).to.equal(scheduler);
    await clearOneLine({ game, clears }, scheduler);
    expect(clears[0].level).to.equal(3);
    await unmount(component);
    host.remove();
  });
});
