/**
 * `<tetris-game versus>`: two boards on one page wired as the README shows (each `attack` to the
 * other's `receiveGarbage()`), the garbage meter beside the field, garbage rising into the
 * other board (its snapshot and its pixels), the replay of a game that received garbage, and bad
 * input (one warning, nothing thrown).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { replay, verify } from '../../../src/engine/index.js';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { board, captureWarnings, cellPixel, cssVar, hex, near, nextFrame, record } from '../helpers.js';
import { cellCentre } from '../touch-helpers.js';

// Four rows ready for a quad in column 9, above a row that stays (so it is no perfect clear); of
// piece cells, not garbage (TETR.IO's rules send one more for a quad that clears garbage).
const QUAD_READY = board(['JJJJJJJJJ.', 'JJJJJJJJJ.', 'JJJJJJJJJ.', 'JJJJJJJJJ.', 'JJJJJJJJ.J']);

/** Two `<tetris-game versus>` on one clock, each one's attacks sent to the other (the README's wiring). */
async function pair(versus = '') {
  const scheduler = new ManualScheduler();
  const root = await fixture<HTMLDivElement>(html`
    <div style="display: flex; gap: 8px">
      <tetris-game versus=${versus} seed="3" .scheduler=${scheduler}></tetris-game>
      <tetris-game versus=${versus} seed="4" .scheduler=${scheduler}></tetris-game>
    </div>
  `);
  const [left, right] = root.querySelectorAll('tetris-game');
  for (const [from, to] of [[left, right], [right, left]]) {
    from.addEventListener('attack', (e) => {
      for (const lines of e.detail.chunks) to.receiveGarbage(lines, { id: e.detail.id });
    });
  }
  await Promise.all([left.updateComplete, right.updateComplete]);
  return { left, right, scheduler };
}

/** Puts the I in column 9 upright and drops it: a quad on {@link QUAD_READY}. */
function quad(el: TetrisGame): void {
  el.press('cw');
  for (let i = 0; i < 4; i++) el.press('right');
  el.press('hardDrop');
}

const meterOf = (el: TetrisGame) => el.shadowRoot!.querySelector('[part="garbage-meter"]');

describe('<tetris-game versus>: two boards wired together', () => {
  it('a quad on one board sends 4 lines: attack there, garbage queued and on the meter here', async () => {
    const { left, right, scheduler } = await pair();
    const sent = record(left, ['attack']);
    const received = record(right, ['garbage']);
    left.start({ board: QUAD_READY, queue: ['I', 'O'] });
    right.start({ queue: ['O', 'O', 'O'] });
    scheduler.frames(1);
    quad(left);
    expect(sent).to.have.length(1);
    expect(sent[0].detail).to.deep.include({ id: 1, lines: 4, sent: 4, cancelled: 0, chunks: [4] });
    expect((sent[0].detail as { clear: { lines: number } }).clear.lines).to.equal(4);
    expect(received).to.deep.equal([{ type: 'garbage', detail: { kind: 'queued', id: 1, lines: 4, column: null, frame: 1 } }]);
    await right.updateComplete;
    const meter = meterOf(right)!;
    expect(meter.getAttribute('role')).to.equal('meter');
    expect(meter.getAttribute('aria-valuenow')).to.equal('4');
    expect(meter.getAttribute('aria-label')).to.equal('4 lines incoming');
    expect(meterOf(left)!.getAttribute('aria-valuenow')).to.equal('0');
  });

  it('the garbage rises on the next lock that clears nothing: snapshot, pixels, event and an empty meter', async () => {
    const { left, right, scheduler } = await pair('tetrio');
    const received = record(right, ['garbage']);
    left.start({ board: QUAD_READY, queue: ['I', 'O'] });
    right.start({ queue: ['O', 'O', 'O'] });
    scheduler.frames(1);
    quad(left);
    // The lines travel 20 frames (the default delay) before they may enter.
    scheduler.frames(20);
    right.press('hardDrop');
    scheduler.frames(1);
    const entered = received.find((e) => (e.detail as { kind: string }).kind === 'entered')!.detail as { lines: number; column: number };
    expect(entered.lines).to.equal(4);
    const rows = right.state.board.slice(-4);
    const column = entered.column;
    expect(rows).to.deep.equal(Array.from({ length: 4 }, () => 'X'.repeat(column) + '.' + 'X'.repeat(9 - column)));
    // The O landed on top of them.
    expect(right.state.board[15]).to.match(/^\.{4}OO\.{4}$/);
    const garbage = hex(cssVar(right, '--tetris-garbage'));
    expect(near(cellPixel(right, column === 0 ? 1 : 0, 19), garbage, 40), 'a garbage cell is drawn in the garbage colour').to.equal(true);
    await right.updateComplete;
    expect(meterOf(right)!.getAttribute('aria-valuenow')).to.equal('0');
  });

  it("the receiving board's replay logs the garbage: it plays back to the same board and verifies", async () => {
    const { left, right, scheduler } = await pair();
    left.start({ board: QUAD_READY, queue: ['I', 'O'] });
    right.start();
    scheduler.frames(5);
    quad(left);
    scheduler.frames(30);
    right.press('hardDrop');
    scheduler.frames(10);
    right.press('hardDrop');
    const shown = right.state.board;
    expect(shown.filter((row) => row.includes('X'))).to.have.length(4);
    const data = right.replay;
    expect(data.options.versus).to.deep.equal({ rules: 'guideline', delay: 20, cap: 8, messiness: 1, levels: 'lines' });
    expect(replay(data).rows()).to.deep.equal(shown);
    const result = verify(data);
    expect(result.pieces).to.equal(2);
    expect(result.ranked).to.equal(false);
  });

  it('start() right after versus is set starts a versus game once its part is there; so does autostart', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game seed="2"></tetris-game>`);
    el.versus = 'tetrio';
    el.start();
    await el.updateComplete;
    expect(el.status).to.equal('playing');
    expect(el.replay.options.versus).to.deep.include({ rules: 'tetrio' });
    const auto = await fixture<TetrisGame>(html`<tetris-game versus="jstris" autostart></tetris-game>`);
    await auto.updateComplete;
    expect(auto.status).to.equal('playing');
    expect(auto.replay.options.versus).to.deep.include({ rules: 'jstris' });
  });

  it('Enter pressed before the versus part is there starts a versus game once it is', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game seed="2"></tetris-game>`);
    el.versus = 'jstris';
    el.focus();
    // In the same task as setting versus, so the part is still on its way.
    el.dispatchEvent(new KeyboardEvent('keydown', { code: 'Enter', key: 'Enter', bubbles: true, composed: true }));
    el.dispatchEvent(new KeyboardEvent('keyup', { code: 'Enter', key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.status).to.equal('playing');
    expect(el.replay.options.versus).to.deep.include({ rules: 'jstris' });
  });

  for (const [layout, style] of [['side', 'width: 420px'], ['stacked', 'width: 260px; height: 600px']]) {
    it(`the meter stands just left of the field, as tall as its visible rows (${layout} layout)`, async () => {
      const el = await fixture<TetrisGame>(html`<tetris-game versus style=${style}></tetris-game>`);
      await el.updateComplete;
      await nextFrame();
      await el.updateComplete;
      const meter = meterOf(el)!.getBoundingClientRect();
      const top = cellCentre(el, 0, 0);
      const bottom = cellCentre(el, 0, 19);
      const fieldLeft = top.x - top.cell / 2;
      expect(meter.right).to.be.at.most(fieldLeft + 0.5);
      expect(meter.right).to.be.at.least(fieldLeft - top.cell / 2);
      expect(meter.width).to.be.greaterThan(2);
      expect(meter.top).to.be.closeTo(top.y - top.cell / 2, 1);
      expect(meter.bottom).to.be.closeTo(bottom.y + bottom.cell / 2, 1);
      expect(el.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().left).to.be.at.most(meter.left);
    });
  }

  it('events bubble and are composed', async () => {
    const { left, right, scheduler } = await pair();
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('attack', listener);
    document.addEventListener('garbage', listener);
    left.start({ board: QUAD_READY, queue: ['I'] });
    right.start();
    scheduler.frames(1);
    quad(left);
    document.removeEventListener('attack', listener);
    document.removeEventListener('garbage', listener);
    // The right board's garbage comes first: the page's listener on the left board sent it on before the attack bubbled up.
    expect(seen.map((e) => [e.type, e.target])).to.deep.equal([['garbage', right], ['attack', left]]);
    expect(seen.every((e) => e instanceof CustomEvent && e.bubbles && e.composed)).to.equal(true);
  });

  it('takes the engine option as a property, and nothing without versus', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game seed="1" .scheduler=${scheduler}></tetris-game>`);
    await el.updateComplete;
    expect(meterOf(el)).to.equal(null);
    el.versus = { rules: 'jstris', delay: 0 };
    await el.updateComplete;
    el.start();
    expect(el.replay.options.versus).to.deep.equal({ rules: 'jstris', delay: 0, cap: 8, messiness: 1, levels: 'lines' });
    expect(meterOf(el)).not.to.equal(null);
    el.versus = null;
    await el.updateComplete;
    el.start();
    expect(el.replay.options.versus).to.equal(undefined);
    expect(meterOf(el)).to.equal(null);
  });
});

describe('<tetris-game versus>: bad input', () => {
  const warnings = captureWarnings();

  it('a bad versus value plays the guideline rules, with one warning naming the accepted values', async () => {
    const el = await fixture<TetrisGame>(html`<tetris-game versus="tetris99"></tetris-game>`);
    await el.updateComplete;
    el.requestUpdate();
    await el.updateComplete;
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('versus="tetris99"').and.to.contain('guideline, tetrio, jstris');
    el.start();
    expect(el.replay.options.versus).to.deep.include({ rules: 'guideline' });
  });

  it('receiveGarbage() with bad arguments warns once per call, throws nothing and queues nothing', async () => {
    const { left, right, scheduler } = await pair();
    right.start();
    scheduler.frames(1);
    expect(() => right.receiveGarbage(-2)).not.to.throw();
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.match(/^<tetris-game>: ignoring receiveGarbage\(-2, undefined\): receiveGarbage\(lines\)/);
    right.receiveGarbage('lots' as unknown as number);
    right.receiveGarbage(2, { column: 12 });
    right.receiveGarbage(2, 'soon' as never);
    expect(warnings).to.have.length(4);
    expect(String(warnings[2][0])).to.contain('column');
    await right.updateComplete;
    expect(meterOf(right)!.getAttribute('aria-valuenow')).to.equal('0');
    expect(right.replay.log).not.to.contain('[');
    // A good call still works, and the other board was never touched.
    right.receiveGarbage(2);
    await right.updateComplete;
    expect(meterOf(right)!.getAttribute('aria-valuenow')).to.equal('2');
    expect(left.status).to.equal('idle');
  });

  it('receiveGarbage() on a single-player game warns and does nothing', async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisGame>(html`<tetris-game .scheduler=${scheduler}></tetris-game>`);
    el.start();
    expect(() => el.receiveGarbage(3)).not.to.throw();
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('versus');
  });
});
