import type { TetrisGame } from '../../src/index.js';

/** What a framework sets as properties before it starts a game in its mount hook. */
export const MOUNT_SETTINGS = { level: 7, mode: 'sprint', seed: 1234 } as const;

/** Throws unless `game` started a sprint at level 7 from seed 1234 (the properties, not the defaults). */
export function expectStartedWithProperties(game: TetrisGame): void {
  const { level, mode, seed } = game.replay.options;
  if (game.status !== 'playing' || level !== 7 || mode !== 'sprint' || seed !== 1234) {
    throw new Error(`expected a sprint at level 7 from seed 1234, got ${game.status} ${JSON.stringify({ level, mode, seed })}`);
  }
}
