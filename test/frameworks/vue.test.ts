import { expect } from '@open-wc/testing';
import { createApp, nextTick } from 'vue';
import type { LineClearDetail } from '../../src/element/events.js';
import { clearOneLine, gameIn, ManualScheduler } from './scenario.js';

describe('Vue 3', () => {
  it('sets properties and receives line-clear through @line-clear', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const scheduler = new ManualScheduler();
    const clears: LineClearDetail[] = [];
    const app = createApp({
      template: `<tetris-game controls="none" theme="classic" :level="3" :scheduler="scheduler" @line-clear="onClear" style="width: 300px"></tetris-game>`,
      setup: () => ({ scheduler, onClear: (event: CustomEvent<LineClearDetail>) => clears.push(event.detail) }),
    });
    // As in the README: <tetris-game> is a custom element, not a Vue component.
    app.config.compilerOptions.isCustomElement = (tag) => tag === 'tetris-game';
    app.mount(host);
    await nextTick();
    const game = gameIn(host);
    expect(game.level).to.equal(3);
    expect(game.hasAttribute('level'), 'level set as a property').to.equal(false);
    expect(game.scheduler).to.equal(scheduler);
    await clearOneLine({ game, clears }, scheduler);
    expect(clears[0].level).to.equal(3);
    app.unmount();
    host.remove();
  });
});
