// Runs inside headless Chromium (see scripts/bench-browser.mjs): the cost of one game frame,
// engine step plus drawing, measured around the loop's own frame callback.
import '../src/index.js';
import { ManualScheduler, type TetrisGame } from '../src/index.js';
import { nextAction } from '../stories/support/autoplay.js';

const FRAME_MS = 1000 / 60;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function run(frames: number) {
  const scheduler = new ManualScheduler();
  const el = document.createElement('tetris-game') as TetrisGame;
  el.setAttribute('controls', 'none');
  el.setAttribute('seed', '12345');
  el.setAttribute('level', '8');
  el.style.width = '420px';
  el.scheduler = scheduler;
  document.body.append(el);
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  el.start();
  // Canvas calls are recorded and rasterized later; a 1-pixel read forces the raster work into the
  // measured span, so the figures include it (an upper bound: the read itself costs a little).
  const ctx = el.shadowRoot!.querySelector('canvas')!.getContext('2d')!;
  const all: number[] = [];
  const drawn: number[] = [];
  for (let i = 0; i < frames; i++) {
    if (el.status === 'over') el.start();
    // The bot presses a button every 4th frame, like a quick player.
    if (i % 4 === 0) {
      const { active, board } = el.state;
      const action = nextAction({ active, filled: (x, y) => y >= 0 && board[y][x] !== '.' });
      if (action) el.press(action);
    }
    const t0 = performance.now();
    scheduler.advance(FRAME_MS);
    ctx.getImageData(0, 0, 1, 1);
    const t1 = performance.now();
    all.push(t1 - t0);
  }
  // Drawing alone: paused, so each refreshTheme() redraws the whole board at once.
  el.pause();
  for (let i = 0; i < Math.min(2000, frames); i++) {
    const t0 = performance.now();
    el.refreshTheme();
    ctx.getImageData(0, 0, 1, 1);
    drawn.push(performance.now() - t0);
  }
  el.remove();
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1], n: values.length };
  };
  return { frame: stats(all), redraw: stats(drawn) };
}

(window as unknown as { runBench: typeof run }).runBench = run;
