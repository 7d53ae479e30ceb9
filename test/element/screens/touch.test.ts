import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type StartOptions, type TetrisGame } from '../../../src/index.js';
import { board, nextFrame, record } from '../helpers.js';
import { cellCentre, phone, swipe, tap, touch } from '../touch-helpers.js';

async function playing(options: StartOptions, attributes = '') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game seed="3" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  await nextFrame();
  el.start(options);
  await el.updateComplete;
  scheduler.frames(1);
  return { el, scheduler };
}

const xs = (el: TetrisGame) => el.state.active!.cells.map(([x]) => x);

describe('<tetris-game> touch', () => {
  afterEach(async () => {
    await phone(false);
    scrollTo(0, 0);
  });

  it('a tap on the right half rotates clockwise, on the left half counter-clockwise', async () => {
    const { el } = await playing({ queue: ['T'] });
    const right = cellCentre(el, 8, 12);
    await tap(right.x, right.y);
    expect(el.state.active?.rotation).to.equal('R');
    await tap(right.x, right.y);
    expect(el.state.active?.rotation).to.equal('2');
    const left = cellCentre(el, 1, 12);
    await tap(left.x, left.y);
    expect(el.state.active?.rotation).to.equal('R');
  });

  it('a sideways drag moves one column per cell travelled', async () => {
    const { el } = await playing({ queue: ['T'] });
    const start = Math.min(...xs(el));
    const from = cellCentre(el, 4, 10);
    const to = cellCentre(el, 7, 10);
    await swipe(from, { x: to.x + from.cell / 3, y: to.y }, { ms: 20 });
    expect(Math.min(...xs(el))).to.equal(start + 3);
    const back = cellCentre(el, 2, 11);
    await swipe(from, back, { ms: 20 });
    expect(Math.min(...xs(el))).to.equal(start + 1);
    expect(el.state.active?.rotation, 'a drag is no tap').to.equal('0');
  });

  it('a drag down soft drops while the finger stays down; lifting slowly does not hard drop', async () => {
    const { el, scheduler } = await playing({ queue: ['O'] });
    const y = el.state.active!.y;
    const from = cellCentre(el, 4, 4);
    await swipe(from, { x: from.x, y: from.y + 3 * from.cell }, { lift: false });
    scheduler.frames(20);
    // NES handling: one row every 2 frames.
    expect(el.state.active!.y).to.be.within(y + 9, y + 11);
    await touch({ type: 'touchEnd', x: from.x, y: from.y + 3 * from.cell, after: 150 });
    const after = el.state.active!.y;
    scheduler.frames(20);
    expect(el.state.active?.type).to.equal('O');
    expect(el.state.active!.y).to.equal(after);
    expect(el.score).to.equal(after - y);
  });

  it('a flick down hard drops', async () => {
    const { el } = await playing({ queue: ['T', 'O'] });
    const events = record(el, ['score']);
    const from = cellCentre(el, 4, 3);
    await swipe(from, { x: from.x, y: from.y + 8 * from.cell }, { steps: 2 });
    expect(events).to.have.length(1);
    expect(el.state.board[19]).to.equal('...TTT....');
  });

  it('a flick up holds', async () => {
    const { el } = await playing({ queue: ['S', 'Z'] });
    const from = cellCentre(el, 4, 15);
    await swipe(from, { x: from.x, y: from.y - 8 * from.cell }, { steps: 2 });
    expect(el.state.hold).to.equal('S');
    expect(el.state.active?.type).to.equal('Z');
  });

  it('the page does not scroll while a finger plays, but does elsewhere', async () => {
    const { el } = await playing({ queue: ['T'] });
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    el.after(spacer);
    try {
      const on = cellCentre(el, 5, 16);
      await swipe(on, { x: on.x, y: on.y - 10 * on.cell }, { ms: 30 });
      await nextFrame();
      expect(scrollY).to.equal(0);
      const below = el.getBoundingClientRect().bottom + 100;
      await swipe({ x: on.x, y: below }, { x: on.x, y: below - 200 }, { ms: 30 });
      await nextFrame();
      expect(scrollY, 'outside the element the page scrolls').to.be.greaterThan(0);
    } finally {
      spacer.remove();
    }
  });

  it('touch gestures are ignored unless controls lists touch', async () => {
    const { el } = await playing({ queue: ['T'] }, 'controls="keyboard"');
    const right = cellCentre(el, 8, 12);
    await tap(right.x, right.y);
    expect(el.state.active?.rotation).to.equal('0');
  });

  it('on a phone, touch-buttons shows buttons under the board that play with DAS', async () => {
    await phone(true);
    const { el, scheduler } = await playing({ queue: ['T'] }, 'touch-buttons');
    await nextFrame();
    const bar = el.shadowRoot!.querySelector<HTMLElement>('.touch-buttons')!;
    const canvas = el.shadowRoot!.querySelector('canvas')!.getBoundingClientRect();
    const buttons = bar.getBoundingClientRect();
    expect(buttons.height).to.be.greaterThan(40);
    expect(buttons.top).to.be.at.least(canvas.bottom - 1);
    expect(el.getBoundingClientRect().bottom).to.be.at.most(innerHeight);
    const button = (action: string) => {
      const box = bar.querySelector(`[data-action="${action}"]`)!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    const start = Math.min(...xs(el));
    const left = button('left');
    await touch({ type: 'touchStart', ...left });
    scheduler.frames(17);
    await touch({ type: 'touchEnd', ...left });
    scheduler.frames(1);
    expect(Math.min(...xs(el)), 'moves at frames 0 and 16').to.equal(start - 2);
    const cw = button('cw');
    await tap(cw.x, cw.y);
    expect(el.state.active?.rotation).to.equal('R');
    const hardDrop = button('hardDrop');
    await tap(hardDrop.x, hardDrop.y);
    expect(el.score).to.be.greaterThan(0);
  });

  it('without a coarse pointer the buttons stay hidden', async () => {
    const { el } = await playing({ queue: ['T'] }, 'touch-buttons');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.touch-buttons')!).display).to.equal('none');
  });

  // Quick swipes end in a fling, and the browser takes the next tap anywhere on the page for
  // "stop the fling": it sent no click, so the gear (or any button) ignored it.
  for (const buttons of [true, false]) {
    it(`every tap on the gear after a run of swipes opens the settings${buttons ? ', with the on-screen buttons' : ', after the pause button'}`, async () => {
      await phone(true);
      const { el, scheduler } = await playing({ queue: ['T', 'O', 'S', 'Z', 'L', 'J', 'I'] }, `storage-key="" ${buttons ? 'touch-buttons' : ''} style="width: 100vw; height: 100dvh"`);
      // The settings may load on first use: a few display frames for them to show.
      const settingsOpen = async () => {
        for (let i = 0; i < 30 && !el.shadowRoot!.querySelector('dialog[open]'); i++) await nextFrame();
        return el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
      };
      const centre = (selector: string) => {
        const r = el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      };
      for (let round = 0; round < 5; round++) {
        const from = cellCentre(el, 4, 6);
        for (const [dx, dy] of [[3, 0], [-3, 0], [0, 4], [2, 0]]) {
          await swipe(from, { x: from.x + dx * from.cell, y: from.y + dy * from.cell }, { steps: 3, ms: 6 });
          scheduler.frames(2);
        }
        if (!buttons) {
          const pause = centre('[part~="pause-button"]');
          await tap(pause.x, pause.y);
          scheduler.frames(1);
          await el.updateComplete;
          expect(el.status, `round ${round}: the pause button pauses`).to.equal('paused');
        }
        const gear = centre('[part="settings-button"]');
        await tap(gear.x, gear.y);
        const dialog = await settingsOpen();
        expect(dialog, `round ${round}: the settings open`).to.exist;
        dialog!.close();
        await el.updateComplete;
        el.resume();
        scheduler.frames(1);
        await el.updateComplete;
      }
      // Off the page before the screen changes back, so no resize is left undelivered.
      el.remove();
    });
  }

  it('done: a phone plays a game to its first line clear by touch alone', async () => {
    await phone(true);
    const row = 'XXXXXXXXX.';
    const { el } = await playing({ board: board([row, row, row, row]), queue: ['I', 'O'] }, 'style="width: 100%"');
    await nextFrame();
    const box = el.getBoundingClientRect();
    expect(box.width).to.be.at.most(390);
    expect(box.bottom).to.be.at.most(844);
    const events = record(el, ['line-clear']);
    // A tap on the right half stands the I up in column 5; a drag of 4 cells takes it to column 9.
    const right = cellCentre(el, 7, 12);
    await tap(right.x, right.y);
    expect(xs(el)).to.deep.equal([5, 5, 5, 5]);
    const from = cellCentre(el, 3, 8);
    const to = cellCentre(el, 7, 8);
    await swipe(from, { x: to.x + from.cell / 3, y: to.y }, { ms: 20 });
    expect(xs(el)).to.deep.equal([9, 9, 9, 9]);
    await swipe(from, { x: from.x, y: from.y + 8 * from.cell }, { steps: 2 });
    expect(events).to.have.length(1);
    expect((events[0].detail as { lines: number }).lines).to.equal(4);
    expect(el.lines).to.equal(4);
  });
});
