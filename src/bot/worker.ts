/**
 * `tetris-game/bot-worker`: the bot as a module Web Worker speaking the Tetris Bot Protocol over
 * `postMessage` (see `tbp.ts`). It announces itself with `info`; the `rules` message's
 * `tetris_game: { difficulty }` picks the level (default `expert`), so it plays the same level
 * however it was started (by its file, a bundler's copy of it, or a `blob:` worker importing it).
 * The build makes `dist/bot-worker.js` one file with everything inside. The search runs in the
 * worker's thread, so the page never stalls:
 *
 * ```js
 * const bot = new Worker(new URL('tetris-game/bot-worker', import.meta.url), { type: 'module' });
 * bot.postMessage({ type: 'rules', randomizer: 'seven_bag', tetris_game: { difficulty: 'hard' } });
 * ```
 * @module
 */
import { TbpBot } from './tbp.js';

interface WorkerScope {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
// The worker may read a clock (the bot itself never does): it times the search for move_info's nps.
const bot = new TbpBot({ clock: () => performance.now() });

scope.onmessage = (event) => {
  for (const answer of bot.handle(event.data)) scope.postMessage(answer);
  if (bot.quit) scope.close();
};
scope.postMessage(bot.info());
