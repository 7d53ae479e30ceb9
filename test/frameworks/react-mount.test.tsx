import { expect } from '@open-wc/testing';
import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type {} from '../../src/react.js';
import type { TetrisGame } from '../../src/index.js';
import { ManualScheduler } from './scenario.js';
import { MOUNT_SETTINGS, expectStartedWithProperties } from './start-on-mount.js';

function Game({ scheduler, started }: { scheduler: ManualScheduler; started: (game: TetrisGame) => void }) {
  const game = useRef<TetrisGame>(null);
  // React sets the properties while it commits; the layout effect runs right after, in the same task.
  useLayoutEffect(() => {
    game.current!.start();
    started(game.current!);
  }, []);
  return <tetris-game ref={game} controls="none" level={MOUNT_SETTINGS.level} mode={MOUNT_SETTINGS.mode} seed={MOUNT_SETTINGS.seed} scheduler={scheduler} />;
}

describe('React 19 recipe', () => {
  it('start() in useLayoutEffect plays with the properties React just set', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let game: TetrisGame | undefined;
    flushSync(() => root.render(<Game scheduler={new ManualScheduler()} started={(started) => (game = started)} />));
    expect(game, 'started in the layout effect').to.not.equal(undefined);
    expectStartedWithProperties(game!);
    root.unmount();
    host.remove();
  });
});
