/**
 * Puzzles in the element, played with real keys: `puzzle` starts a game from a setup and shows its
 * goal; each lock is judged; the attempt ends with `puzzle-solved` or `puzzle-failed`; Retry (R)
 * puts the setup back at once; a puzzle it cannot use warns once and changes nothing.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import type { Action } from '../../../src/engine/index.js';
import { BUILT_IN_PUZZLES, builtInPuzzle } from '../../../src/practice/puzzles.js';
import { parseSetup } from '../../../src/practice/setup.js';
import { loadLanguage, localize } from '../../../src/ui/strings/strings.js';
import { solutionOf, type SolutionStep } from '../../practice/solutions.js';
import { captureWarnings, record } from '../helpers.js';
import { canvasRects, desktop, hudRects, overlaps, rectOf, screen, settle, textRects } from '../screens/screen-helpers.js';

/** The default key of each action a solution presses. */
const KEYS: Readonly<Record<Action | 'hold', string>> = {
  left: 'ArrowLeft',
  right: 'ArrowRight',
  softDrop: 'ArrowDown',
  hardDrop: 'Space',
  cw: 'ArrowUp',
  ccw: 'KeyZ',
  rotate180: 'KeyA',
  hold: 'KeyC',
};

const EVENTS = ['puzzle-solved', 'puzzle-failed'];

/** A focused element on a stepped clock playing `puzzle`, its events recorded. */
async function playing(puzzle: unknown, attributes = '') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="4" ${attributes} style="width: 520px; height: 560px"></tetris-game>`);
  el.scheduler = scheduler;
  const events = record(el, EVENTS);
  el.puzzle = puzzle as TetrisGame['puzzle'];
  await el.updateComplete;
  el.focus();
  scheduler.frames(1);
  return { el, scheduler, events };
}

/** Taps `code` (press and release) and lets a frame pass. */
async function tap(scheduler: ManualScheduler, code: string) {
  await sendKeys({ press: code });
  scheduler.frames(1);
}

/** Plays `steps` with the keyboard, each piece once it is in play, then lets the last lock's events out. */
async function play(el: TetrisGame, scheduler: ManualScheduler, steps: readonly SolutionStep[]) {
  for (const step of steps) {
    for (let i = 0; i < 60 && !el.state.active; i++) scheduler.frames(1);
    if (step.hold) await tap(scheduler, KEYS.hold);
    for (const action of step.actions) await tap(scheduler, KEYS[action]);
  }
  await el.updateComplete;
}

/** The position a player sees: board, piece in play, next pieces, hold. */
const position = (el: TetrisGame) => {
  const { board, active, next, hold } = el.state;
  return { board, active, next, hold };
};

const goalLine = (el: TetrisGame) => el.shadowRoot!.querySelector<HTMLElement>('.puzzle-goal');

describe('<tetris-game> puzzle', () => {
  const warnings = captureWarnings();

  it('a perfect-clear opener solved with real keys dispatches puzzle-solved (bubbling, composed)', async () => {
    const pco = builtInPuzzle('pco')!;
    const { steps } = await solutionOf(pco.setup);
    const { el, scheduler, events } = await playing('pco');
    expect(goalLine(el)?.textContent).to.contain('PCO').and.contain('Perfect clear in 10 pieces');
    let fired: Event | undefined;
    document.addEventListener('puzzle-solved', (event) => (fired = event), { once: true });
    await play(el, scheduler, steps);
    expect(events).to.deep.equal([{ type: 'puzzle-solved', detail: { pieces: 10, lines: 4 } }]);
    expect(fired?.bubbles && fired.composed, 'bubbles and composed').to.equal(true);
    expect(el.state.board.every((row) => row === '..........')).to.equal(true);
    expect(goalLine(el)?.textContent).to.contain('Solved!').and.contain('R to retry');
    await expect(el).to.be.accessible();
    expect(warnings).to.have.length(0);
  });

  it('toFumen() of each built-in puzzle as it starts gives its setup back: board, queue and hold', async () => {
    for (const { id, setup } of BUILT_IN_PUZZLES) {
      const { el } = await playing(id);
      expect(await parseSetup(await el.toFumen()), id).to.deep.equal(await parseSetup(setup));
    }
  });

  it('a wrong placement dispatches puzzle-failed: a piece dropped where it spawns leaves no room for the perfect clear', async () => {
    const { el, scheduler, events } = await playing('grace');
    await tap(scheduler, KEYS.hardDrop);
    await el.updateComplete;
    expect(events).to.deep.equal([{ type: 'puzzle-failed', detail: { reason: 'unreachable', pieces: 1, lines: 0 } }]);
    expect(goalLine(el)?.textContent).to.contain('Not solved');
    expect(el.status, 'the game goes on').to.equal('playing');
  });

  it('Retry (R) restores the exact setup at once, and the new attempt is judged afresh', async () => {
    const grace = builtInPuzzle('grace')!;
    const { steps } = await solutionOf(grace.setup);
    const { el, scheduler, events } = await playing('grace');
    const start = position(el);
    await tap(scheduler, KEYS.hold);
    await tap(scheduler, KEYS.hardDrop);
    await el.updateComplete;
    expect(position(el)).to.not.deep.equal(start);
    await sendKeys({ press: 'KeyR' });
    expect(position(el), 'at once, before any frame').to.deep.equal(start);
    await el.updateComplete;
    expect(goalLine(el)?.textContent).to.not.contain('Not solved');
    scheduler.frames(1);
    await play(el, scheduler, steps);
    expect(events.map(({ type }) => type)).to.deep.equal(['puzzle-failed', 'puzzle-solved']);
  });

  it('a puzzle object: the pieces it deals are the limit when it names none', async () => {
    const { el, scheduler, events } = await playing({ setup: 'XXXX_XXXXX?O,O', lines: 1 });
    expect(goalLine(el)?.textContent).to.contain('Clear 1 lines in 2 pieces');
    await tap(scheduler, KEYS.hardDrop);
    for (let i = 0; i < 60 && !el.state.active; i++) scheduler.frames(1);
    await tap(scheduler, KEYS.hardDrop);
    await el.updateComplete;
    expect(events).to.deep.equal([{ type: 'puzzle-failed', detail: { reason: 'pieces', pieces: 2, lines: 0 } }]);
  });

  it('a game that ends without a lock (ultra\'s time up) fails the attempt once', async () => {
    const { el, scheduler, events } = await playing('tki', 'mode="ultra" goal="2"');
    for (let i = 0; i < 60 * 10 && el.status === 'playing'; i++) scheduler.frames(1);
    await el.updateComplete;
    expect(el.status).to.equal('over');
    expect(events).to.deep.equal([{ type: 'puzzle-failed', detail: { reason: 'game-over', pieces: 0, lines: 0 } }]);
  });

  it('the goal is in the element\'s language', async () => {
    const { el } = await playing('tki', 'lang="de"');
    await loadLanguage(localize('de').language);
    await waitUntil(() => goalLine(el)?.textContent?.includes('Steinen'), 'the German words come');
    expect(goalLine(el)?.textContent).to.contain('TKI: T-Spin Double mit 7 Steinen');
  });

  const bad: [string, unknown][] = [
    ['no goal', { setup: 'XXXX_XXXXX?I' }],
    ['an unknown id', 'nope'],
    ['an unreadable fumen', { setup: 'v115@!!!', perfectClear: true }],
    ['a number', 7],
  ];
  for (const [what, value] of bad) {
    it(`${what} warns once, naming puzzle and what it accepts, and leaves the game as it is`, async () => {
      const { el, scheduler } = await playing('tki');
      await tap(scheduler, KEYS.hardDrop);
      const before = position(el);
      el.puzzle = value as TetrisGame['puzzle'];
      await el.updateComplete;
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('puzzle=').and.contain('setup, lines?, perfectClear?').and.contain('tki, pco, grace');
      expect(position(el)).to.deep.equal(before);
      expect(goalLine(el)?.textContent, 'the puzzle in play goes on').to.contain('TKI');
    });
  }

  it('keeps no undo steps, even in zen: Retry is the way back', async () => {
    const { el, scheduler } = await playing('tki', 'mode="zen"');
    await tap(scheduler, KEYS.hardDrop);
    expect(el.undo()).to.equal(false);
  });

  it('an empty puzzle ends it: the goal goes, the game goes on', async () => {
    const { el } = await playing('tki');
    el.puzzle = null;
    await el.updateComplete;
    expect(goalLine(el)).to.equal(null);
    expect(el.status).to.equal('playing');
  });
});

describe('<tetris-game> puzzle goal line', () => {
  after(desktop);

  for (const [layout, width, height] of [
    ['side', 520, 560],
    ['stacked', 390, 760],
  ] as const) {
    it(`does not print over the HUD (${layout} layout)`, async () => {
      await screen(1000, 900, false);
      const el = await fixture<TetrisGame>(`<tetris-game storage-key="" puzzle="pco" style="width: ${width}px; height: ${height}px"></tetris-game>`);
      el.scheduler = new ManualScheduler();
      await settle(el);
      expect(el.matches(`:state(layout-${layout})`)).to.equal(true);
      const goal = goalLine(el)!;
      const line = rectOf('goal', goal.getBoundingClientRect());
      expect(line.bottom - line.top).to.be.greaterThan(0);
      for (const text of textRects(goal)) for (const hud of hudRects(el)) expect(overlaps(text, hud), `${text.name} over ${hud.name}`).to.equal(false);
      if (layout === 'stacked') {
        // Over the field's hidden rows, right of where pieces spawn (columns 3-6).
        const { field, cell } = canvasRects(el);
        for (const text of textRects(goal)) expect(text.left, text.name).to.be.at.least(field.left + 7 * cell - 0.5);
      }
    });
  }
});
