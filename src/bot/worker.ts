/**
 * `tetris-game/bot-worker`: the bot as a module Web Worker speaking the Tetris Bot Protocol over
 * `postMessage` (see `tbp.ts`). It announces itself with `info`; `?difficulty=easy|medium|hard|expert`
 * on the worker's URL picks the level (default `expert`). The search runs in the worker's thread,
 * so the page never stalls:
 *
 * ```js
 * const bot = new Worker(new URL('tetris-game/bot-worker', import.meta.url), { type: 'module' });
 * ```
 * @module
 */
import { DIFFICULTY_NAMES } from './difficulty.js';
import type { Difficulty } from './difficulty.js';
import { TbpBot } from './tbp.js';

interface WorkerScope {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  location: { href: string };
}

const scope = globalThis as unknown as WorkerScope;
const asked = new URL(scope.location.href).searchParams.get('difficulty');
const difficulty = (DIFFICULTY_NAMES as readonly (string | null)[]).includes(asked) ? (asked as Difficulty) : 'expert';
// The worker may read a clock (the bot itself never does): it times the search for move_info's nps.
const bot = new TbpBot({ difficulty, clock: () => performance.now() });

scope.onmessage = (event) => {
  for (const answer of bot.handle(event.data)) scope.postMessage(answer);
  if (bot.quit) scope.close();
};
scope.postMessage(bot.info());
