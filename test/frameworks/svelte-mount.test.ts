import { expect } from '@open-wc/testing';
import { flushSync, mount, unmount } from 'svelte';
import type { TetrisGame } from '../../src/index.js';
import StartOnMount from './StartOnMount.svelte';
import { ManualScheduler } from './scenario.js';
import { expectStartedWithProperties } from './start-on-mount.js';

describe('Svelte 5 recipe', () => {
  it('start() in onMount plays with the properties Svelte just set', () => {
    const host = document.createElement('div');
    document.body.append(host);
    let game: TetrisGame | undefined;
    const component = mount(StartOnMount, { target: host, props: { scheduler: new ManualScheduler(), started: (started: TetrisGame) => (game = started) } });
    flushSync();
    expect(game, 'started in the mount hook').to.not.equal(undefined);
    expectStartedWithProperties(game!);
    void unmount(component);
    host.remove();
  });
});
