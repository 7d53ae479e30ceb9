import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import type { LineClearDetail } from '../../src/element/events.js';

/** The bottom row has a gap of four in the middle; the first piece, an I, fills it. */
const ONE_LINE = {
  board: [...Array.from({ length: 18 }, () => '..........'), 'X.........', 'XXX....XXX'],
  queue: ['I' as const],
};

/** What a framework test renders through its framework: a property it sets and a listener it adds. */
export interface Rendered {
  game: TetrisGame;
  clears: LineClearDetail[];
}

/**
 * Plays the clearing drop in `game` (rendered by a framework with `level` = 3, `scheduler` and a
 * `line-clear` handler pushing to `clears`) and checks what arrived.
 */
export async function clearOneLine({ game, clears }: Rendered, scheduler: ManualScheduler): Promise<void> {
  await game.updateComplete;
  game.start(ONE_LINE);
  scheduler.frames(1);
  game.press('hardDrop');
  scheduler.frames(2);
  if (clears.length !== 1 || clears[0].lines !== 1) {
    throw new Error(`expected one single line-clear, got ${JSON.stringify(clears)}`);
  }
}

/** The element rendered inside `host`, once the framework has put it there. */
export function gameIn(host: Element): TetrisGame {
  const game = host.querySelector('tetris-game');
  if (!game) throw new Error('the framework rendered no <tetris-game>');
  return game;
}

export { ManualScheduler };
