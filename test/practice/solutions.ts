/**
 * A puzzle fumen's answer: the pages after the first place one piece each (the way fumen shares a
 * solution). Each page's placement is reached on the engine with the fewest presses the bot's
 * route search finds (hold first when the page's piece is not the current one), so a test can play
 * it with `game.press()` or with real keys.
 */
import { decoder } from 'tetris-fumen';
import { Game, ROTATIONS, ROWS, type Action, type PieceType } from '../../src/engine/index.js';
import { parseSetup, type Setup } from '../../src/practice/setup.js';
import { CELL_X, CELL_Y, Field, pieceOf } from '../../src/bot/field.js';
import { routeActions, routes } from '../../src/bot/routes.js';


/** One placement of the answer: hold first or not, then the presses ending with the hard drop. */
export interface SolutionStep {
  readonly piece: PieceType;
  readonly hold: boolean;
  readonly actions: readonly Action[];
}

const cellsKey = (cells: readonly { x: number; y: number }[]) =>
  cells
    .map(({ x, y }) => `${x},${y}`)
    .sort()
    .join(' ');

/** The setup of `fumen` and the presses that play its answer pages, found on a game started from it. */
export async function solutionOf(fumen: string): Promise<{ setup: Setup; steps: SolutionStep[] }> {
  const setup = await parseSetup(fumen);
  const game = new Game({ ...setup, seed: 1, handling: { are: false } });
  const steps: SolutionStep[] = [];
  for (const page of decoder.decode(fumen).slice(1)) {
    if (!page.operation) continue;
    const piece = page.operation.type as PieceType;
    // Fumen counts rows up from the floor; the engine down from the top of the visible field.
    const target = cellsKey(page.mino().positions().map(({ x, y }) => ({ x, y: ROWS - 1 - y })));
    const hold = game.active?.type !== piece;
    if (hold) game.press('hold');
    const active = game.active;
    if (active?.type !== piece) throw new Error(`the answer places ${piece}, but ${active?.type ?? 'no piece'} is in play`);
    const r0 = ROTATIONS.indexOf(active.rotation);
    const found = [...routes(Field.fromGame(game), pieceOf(piece), r0, active.x, active.y).values()].find(({ placement: { p, r, x, y } }) => {
      const k = p * 4 + r;
      return cellsKey([0, 1, 2, 3].map((i) => ({ x: x + CELL_X[k * 4 + i], y: y + CELL_Y[k * 4 + i] }))) === target;
    });
    if (!found) throw new Error(`no route takes ${piece} to ${target}`);
    const actions = routeActions(found.steps, active.x, active.y);
    for (const action of actions) game.press(action);
    steps.push({ piece, hold, actions });
  }
  return { setup, steps };
}
