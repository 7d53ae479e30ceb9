import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { COUNTDOWN_FRAMES } from '../../../src/engine/index.js';
import type { GameOverDetail } from '../../../src/element/events.js';
import { board, captureWarnings } from '../helpers.js';

/** A bottom row the first I piece, dropped flat where it spawns (columns 3-6), completes (no perfect clear). */
const GAP_FOR_I = board(['O.........', 'OOO....OOO']);

/** A `<tetris-game ${attributes}>` on a stepped clock that saves nothing, with its `game-over` details. */
async function game(attributes: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" handling="modern" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  const overs: GameOverDetail[] = [];
  el.addEventListener('game-over', (e) => overs.push(e.detail));
  return { el, scheduler, overs };
}

/** Starts a game whose first piece, hard dropped, clears one line; drops it after `frames` frames (no countdown). */
function clearOneLine(el: TetrisGame, scheduler: ManualScheduler, frames = 1): void {
  el.start({ board: GAP_FOR_I, queue: ['I'], countdown: false });
  scheduler.frames(frames);
  el.press('hardDrop');
}

/** Hard drops pieces until the game ends (or `max` pieces). */
function dropUntilOver(el: TetrisGame, scheduler: ManualScheduler, max: number): void {
  for (let i = 0; i < max && el.status === 'playing'; i++) {
    el.press('hardDrop');
    scheduler.frames(1);
  }
}

/** The text of the HUD entry labelled `label`. */
function hud(el: TetrisGame, label: string): string | undefined {
  const entries = [...el.shadowRoot!.querySelectorAll('.hud div')];
  const entry = entries.find((div) => div.querySelector('dt')!.textContent!.trim().startsWith(label));
  return entry?.querySelector('dd')!.textContent!.trim();
}

describe('<tetris-game> modes', () => {
  const warnings = captureWarnings();

  it('sprint ends with reason goal on the lock that clears its last line; the detail carries the result', async () => {
    const { el, scheduler, overs } = await game('mode="sprint" goal="1"');
    clearOneLine(el, scheduler, 3);
    expect(el.status).to.equal('over');
    expect(overs).to.have.length(1);
    const detail = overs[0];
    expect(detail).to.deep.include({ reason: 'goal', mode: 'sprint', goal: 1, lines: 1, pieces: 1, level: 1, best: null });
    expect(detail.time, '3 frames of game time').to.equal(50);
    expect(detail.pps).to.equal(20);
    expect(detail.score).to.be.greaterThan(0);
    expect(detail.stats).to.deep.equal({ tetrises: 0, tSpins: 0, maxCombo: 0, perfectClears: 0, finesseFaults: 0, keysPerPiece: 1 });
  });

  it('the detail and the result screen count finesse faults', async () => {
    const { el, scheduler, overs } = await game('mode="sprint" goal="1"');
    el.start({ board: board(['OOOO....OO']), queue: ['I'], countdown: false });
    scheduler.frames(1);
    // The I lies over columns 4-7 after one tap right; three taps and one back are 3 faults.
    for (const action of ['right', 'right', 'right', 'left', 'left'] as const) el.press(action);
    el.press('hardDrop');
    expect(overs[0].stats.finesseFaults).to.equal(4);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.result-card')!.textContent).to.contain('Finesse faults');
  });

  it('the HUD shows the lines left in sprint and the garbage rows left in dig', async () => {
    const sprint = await game('mode="sprint" goal="3"');
    clearOneLine(sprint.el, sprint.scheduler);
    await sprint.el.updateComplete;
    expect(hud(sprint.el, 'Lines left')).to.equal('2');
    const dig = await game('mode="dig" goal="5" seed="1"');
    dig.el.start();
    dig.scheduler.frames(1);
    await dig.el.updateComplete;
    expect(hud(dig.el, 'Rows left')).to.equal('5');
    expect(dig.el.state.board.filter((row) => row.includes('X'))).to.have.length(5);
  });

  it('sprint defaults to 40 lines and marathon to none', async () => {
    const sprint = await game('mode="sprint"');
    clearOneLine(sprint.el, sprint.scheduler);
    expect(sprint.el.status).to.equal('playing');
    expect(sprint.el.replay.options).to.deep.include({ mode: 'sprint' });
    const marathon = await game('');
    clearOneLine(marathon.el, marathon.scheduler);
    expect(marathon.el.status, 'endless').to.equal('playing');
    expect(marathon.el.replay.options).to.deep.include({ mode: 'marathon' });
  });

  it('marathon with a goal ends with reason goal', async () => {
    const { el, scheduler, overs } = await game('goal="1"');
    clearOneLine(el, scheduler);
    expect(overs.map((d) => [d.reason, d.mode, d.goal])).to.deep.equal([['goal', 'marathon', 1]]);
  });

  it('ultra ends with reason time after its seconds, and the HUD counts down', async () => {
    const { el, scheduler, overs } = await game('mode="ultra" goal="2"');
    el.start();
    // The time starts on Go.
    scheduler.frames(COUNTDOWN_FRAMES);
    await el.updateComplete;
    expect(hud(el, 'Time left')).to.equal('0:02.00');
    scheduler.frames(30);
    expect(hud(el, 'Time left')).to.equal('0:01.50');
    scheduler.frames(89);
    expect(el.status).to.equal('playing');
    scheduler.frames(1);
    expect(el.status).to.equal('over');
    expect(overs.map((d) => [d.reason, d.mode, d.goal, d.time])).to.deep.equal([['time', 'ultra', 2, 2000]]);
  });

  it('ultra defaults to 120 seconds', async () => {
    const { el, scheduler } = await game('mode="ultra"');
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES);
    await el.updateComplete;
    expect(hud(el, 'Time left')).to.equal('2:00.00');
    scheduler.frames(120 * 60 - 1);
    expect(el.status).to.equal('playing');
    scheduler.frames(1);
    expect(el.status).to.equal('over');
  });

  it('marathon ends by topping out; zen never ends by itself', async () => {
    const marathon = await game('');
    marathon.el.start();
    dropUntilOver(marathon.el, marathon.scheduler, 60);
    expect(marathon.overs.map((d) => d.reason)).to.satisfy((reasons: string[]) => reasons.length === 1 && ['block-out', 'lock-out'].includes(reasons[0]));
    const zen = await game('mode="zen"');
    zen.el.start();
    dropUntilOver(zen.el, zen.scheduler, 120);
    expect(zen.el.status).to.equal('playing');
    expect(zen.overs).to.deep.equal([]);
    expect(zen.el.state.level, 'no speed-up').to.equal(1);
  });

  it('the HUD shows the time and pieces per second as text', async () => {
    const { el, scheduler } = await game('');
    el.start();
    scheduler.frames(59);
    el.press('hardDrop');
    scheduler.frames(1);
    await el.updateComplete;
    expect(hud(el, 'Time')).to.equal('0:01.00');
    expect(hud(el, 'Pieces per second')).to.equal('1.00');
  });

  it('the result screen shows the mode result first, the statistics, and Play again and Restart', async () => {
    const { el, scheduler } = await game('mode="sprint" goal="1"');
    clearOneLine(el, scheduler, 90);
    await el.updateComplete;
    const card = el.shadowRoot!.querySelector('.overlay .card')!;
    expect(card.querySelector('.title')!.textContent!.trim()).to.equal('Goal reached!');
    expect(card.querySelector('.result')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Time 0:01.50');
    expect(card.querySelector('.new-best')!.textContent).to.equal('New best!');
    const stats = Object.fromEntries([...card.querySelectorAll('.stats dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
    expect(stats).to.deep.include({ Score: String(el.score), Lines: '1', Pieces: '1', 'Pieces per second': '0.67', Tetrises: '0' });
    const buttons = [...card.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(buttons).to.include.members(['Play again', 'Restart', 'Replay']);
  });

  it('the start screen names the mode and its goal', async () => {
    const { el } = await game('mode="sprint"');
    const line = () => el.shadowRoot!.querySelector('.overlay .mode-name')!.textContent;
    expect(line()).to.equal('Sprint · 40 lines');
    el.mode = 'ultra';
    await el.updateComplete;
    expect(line()).to.equal('Ultra · 2 minutes');
    el.mode = 'marathon';
    await el.updateComplete;
    expect(line()).to.equal('Marathon');
  });

  it('mode and goal changed before play apply to the start-screen game; a game in play keeps its own', async () => {
    const { el, scheduler } = await game('');
    el.mode = 'sprint';
    el.goal = 1;
    await el.updateComplete;
    clearOneLine(el, scheduler);
    expect(el.status).to.equal('over');
    el.start();
    el.mode = 'zen';
    await el.updateComplete;
    expect(el.replay.options).to.deep.include({ mode: 'sprint', goal: 1 });
  });

  it('bad mode and goal values are the default with one warning each', async () => {
    const { el, scheduler, overs } = await game('mode="blitz"');
    expect(el.mode).to.equal('marathon');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('mode="blitz"').and.contain('marathon, sprint, ultra, zen');
    el.setAttribute('goal', 'ten');
    await el.updateComplete;
    expect(el.goal).to.equal(undefined);
    expect(warnings).to.have.length(2);
    expect(String(warnings[1][0])).to.contain('goal="ten"');
    el.setAttribute('mode', 'ultra');
    el.setAttribute('goal', '4000');
    await el.updateComplete;
    el.start();
    expect(warnings, 'too many seconds for ultra').to.have.length(3);
    expect(String(warnings[2][0])).to.contain('goal="4000" in ultra mode').and.contain('120 seconds');
    expect(el.replay.options.goal).to.equal(undefined);
    el.restart();
    el.restart();
    expect(warnings, 'one warning, not one per game').to.have.length(3);
    el.setAttribute('mode', 'zen');
    el.setAttribute('goal', '5');
    await el.updateComplete;
    el.start();
    expect(warnings, 'zen has no goal').to.have.length(4);
    scheduler.frames(1);
    expect(overs).to.deep.equal([]);
  });
});
