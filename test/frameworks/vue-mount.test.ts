import { expect } from '@open-wc/testing';
import { createApp, onMounted, ref } from 'vue';
import type { TetrisGame } from '../../src/index.js';
import { ManualScheduler } from './scenario.js';
import { MOUNT_SETTINGS, expectStartedWithProperties } from './start-on-mount.js';

describe('Vue 3 recipe', () => {
  it('start() in onMounted plays with the properties Vue just set', () => {
    const host = document.createElement('div');
    document.body.append(host);
    let game: TetrisGame | undefined;
    const app = createApp({
      template: `<tetris-game ref="game" controls="none" :level="level" :mode="mode" :seed="seed" :scheduler="scheduler"></tetris-game>`,
      setup() {
        const element = ref<TetrisGame>();
        onMounted(() => {
          element.value!.start();
          game = element.value;
        });
        return { game: element, scheduler: new ManualScheduler(), ...MOUNT_SETTINGS };
      },
    });
    app.config.compilerOptions.isCustomElement = (tag) => tag === 'tetris-game';
    app.mount(host);
    expect(game, 'started in the mount hook').to.not.equal(undefined);
    expectStartedWithProperties(game!);
    app.unmount();
    host.remove();
  });
});
