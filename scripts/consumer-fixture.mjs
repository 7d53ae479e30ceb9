// A consumer's TypeScript file: the element, its events with their details, and the engine. It must
// compile in a strict project with `skipLibCheck: false` (scripts/check-package.mjs against the packed
// package; test/node/consumer-types.test.ts against freshly emitted declarations).
export const CONSUMER_TS = `import { TetrisGame, type GameOverDetail, type LineClearDetail } from 'tetris-game';
import { Game, type GameOptions } from 'tetris-game/engine';

const el: TetrisGame = document.createElement('tetris-game');
el.level = 3;
el.addEventListener('line-clear', (event) => {
  const detail: LineClearDetail = event.detail;
  console.log(detail.lines + detail.points);
});
el.addEventListener('game-over', (event) => console.log((event.detail satisfies GameOverDetail).score.toFixed()));
el.addEventListener('game-pause', (event) => console.log(event.detail));
el.addEventListener('game-resume', (event) => console.log(event.detail));
document.addEventListener('score', (event) => console.log(event.detail.delta));
// The DOM's own events keep their own types.
el.addEventListener('pause', (event: Event) => console.log(event.type));
document.querySelector('video')?.addEventListener('pause', (event) => console.log(event.timeStamp));
el.addEventListener('click', (event: MouseEvent) => console.log(event.button));

const options: GameOptions = { seed: 42, level: 1 };
const game = new Game(options);
game.on('line-clear', (event) => console.log(event.lines));
game.tick();
console.log(game.score, TetrisGame.name);
`;

/** The consumer's compiler options: strict, and library declarations checked too. */
export const consumerOptions = (moduleResolution) => ({
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: moduleResolution === 'nodenext' ? 'nodenext' : 'esnext',
  moduleResolution,
  types: [],
});
