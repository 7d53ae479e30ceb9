/**
 * Genuine games for the server tests: the bot (`tetris-game/bot`) plays through the engine's
 * recorder with button presses (down, then up) ending in hard drops, so each replay verifies to a
 * known result.
 */
import { record } from '../../../src/engine/index.js';
import type { Action, Game, GameOptions, ReplayData } from '../../../src/engine/index.js';
import { suggest } from '../../../src/bot/index.js';

export interface PlayedGame {
  replay: ReplayData;
  /** The game as it stood when recording stopped: what verify() must find again. */
  game: Game;
}

/** Plays until the game ends or `maxPieces` pieces have locked. */
export function botGame(options: GameOptions, maxPieces: number): PlayedGame {
  const rec = record(options);
  const game = rec.game;
  const tap = (action: Action) => {
    rec.down(action);
    rec.up(action);
  };
  while (!game.over && game.pieces < maxPieces) {
    if (!game.active) {
      rec.tick();
      continue;
    }
    const [move] = suggest(game, { difficulty: 'medium', count: 1 });
    // Soft drop moves on frames while held: its one-row steps are presses.
    for (const action of move?.actions ?? ['hardDrop']) {
      if (action === 'softDrop') rec.press(action);
      else tap(action);
    }
    rec.tick();
  }
  return { replay: rec.replay, game };
}
