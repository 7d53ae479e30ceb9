// Runs inside headless Chromium (see scripts/bench-browser.mjs): the cost of one game frame,
// engine step plus drawing, measured around the loop's own frame callback; and the input pipeline
// on real animation frames with real key events (sent by the script): latency and lost taps.
import '../src/index.js';
import { ManualScheduler, rafScheduler, type Scheduler, type TetrisGame } from '../src/index.js';
import { ReplayPlayer } from '../src/engine/index.js';
import { suggestPosition } from '../src/bot/index.js';

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
      const [move] = suggestPosition(el.state, { count: 1 });
      if (move) el.press(move.actions[0]);
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

/**
 * The input side, on real animation frames: the script focuses a playing board, sends real key
 * events, then asks for figures. Every display frame is observed right after the element's own
 * frame callback (which draws), so "the frame that shows a key" is the first frame after the key
 * event whose drawing has the piece moved.
 */
function inputBench() {
  let el: TetrisGame | undefined;
  /** Display frames seen so far, and the piece's column after each. */
  const columns: number[] = [];
  /** Per key press: display frames seen before it, and the column before it. */
  const presses: { frame: number; column: number }[] = [];
  const column = () => el?.state.active?.x ?? Number.NaN;
  const observed: Scheduler = {
    now: rafScheduler.now,
    eventTime: rafScheduler.eventTime,
    request: (callback) =>
      requestAnimationFrame((now) => {
        callback(now);
        columns.push(column());
      }),
    cancel: (handle) => cancelAnimationFrame(handle),
  };
  return {
    /** A focused board playing a T from the middle of an empty field (run again between batches). */
    async prepare() {
      if (!el) {
        el = document.createElement('tetris-game') as TetrisGame;
        el.setAttribute('seed', '7');
        el.style.width = '420px';
        el.scheduler = observed;
        document.body.append(el);
        await el.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        el.addEventListener('keydown', () => presses.push({ frame: columns.length, column: column() }), { capture: true });
      }
      el.focus();
      el.start({ queue: ['T', 'T'] });
      presses.length = 0;
    },
    /** Display frames from each key event of this batch to the frame that shows its move: 1 = the very next frame. */
    latency(): number[] {
      const frames: number[] = [];
      for (const { frame, column: before } of presses) {
        const shown = columns.findIndex((x, i) => i >= frame && x !== before);
        frames.push(shown >= 0 ? shown - frame + 1 : Number.POSITIVE_INFINITY);
      }
      return frames;
    },
    /** Of `taps` alternating Left/Right taps, how many did not move the piece (replayed in the engine). */
    lostTaps(taps: number) {
      const player = new ReplayPlayer(el!.replay);
      let moves = 0;
      player.game.on('move', ({ auto }) => (moves += auto ? 0 : 1));
      player.finish();
      return { taps, moves, lost: taps - moves };
    },
  };
}

Object.assign(window, { runBench: run, inputBench: inputBench() });
