/**
 * Genuine games for the server tests: the greedy test bot plays through the engine's recorder
 * with button presses (down, then up) and hard drops, so each replay verifies to a known result.
 */
import { record } from '../../../src/engine/index.js';
import type { Action, Game, GameOptions, ReplayData } from '../../../src/engine/index.js';
import { choose } from '../../../test/engine/bot.js';

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
    const target = choose(game, game.active.type);
    if (target.turns === 3) tap('ccw');
    else for (let t = 0; t < target.turns; t++) tap('cw');
    for (let moves = 0; game.active && game.active.x !== target.x && moves < 10; moves++) {
      const x: number = game.active.x;
      tap(game.active.x < target.x ? 'right' : 'left');
      if (game.active?.x === x) break; // blocked
    }
    if (game.active) tap('hardDrop');
    rec.tick();
  }
  return { replay: rec.replay, game };
}
