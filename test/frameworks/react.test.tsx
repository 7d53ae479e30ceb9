import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type {} from '../../src/react.js';
import { clearOneLine, gameIn, ManualScheduler } from './scenario.js';
import type { LineClearDetail } from '../../src/element/events.js';

describe('React 19', () => {
  it('sets properties and receives line-clear through online-clear', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const scheduler = new ManualScheduler();
    const clears: LineClearDetail[] = [];
    flushSync(() =>
      root.render(
        <tetris-game
          controls="none"
          theme="classic"
          level={3}
          scheduler={scheduler}
          online-clear={(event) => clears.push(event.detail)}
          style={{ width: '300px' }}
        />,
      ),
    );
    const game = gameIn(host);
    expect(game.level).to.equal(3);
    expect(game.hasAttribute('level'), 'level set as a property').to.equal(false);
    expect(game.scheduler).to.equal(scheduler);
    await clearOneLine({ game, clears }, scheduler);
    expect(clears[0].level).to.equal(3);
    root.unmount();
    host.remove();
  });
});
