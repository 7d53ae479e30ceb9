/**
 * Practice in the element: `setup` (a fumen or a board?queue map) starts a game from it, a string
 * it cannot read warns once and leaves the game alone, `toFumen()` writes the board back, and
 * undo/redo step through the placed pieces.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Field, encoder } from 'tetris-fumen';
import { ManualScheduler, type TetrisGame } from '../../src/index.js';
import { MAX_QUEUE, PIECE_TYPES } from '../../src/engine/index.js';
import { BUILT_IN_PUZZLES } from '../../src/practice/puzzles.js';
import { parseSetup } from '../../src/practice/setup.js';
import { board, captureWarnings } from './helpers.js';

const FOUR_GRAY_ROWS = 'v115@9gI8AeI8AeI8AeI8KeAgH';
const GRAY = 'XXXXXXXXX.';

async function withSetup(setup: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="3"></tetris-game>`);
  el.scheduler = scheduler;
  el.setAttribute('setup', setup);
  await el.updateComplete;
  return { el, scheduler };
}

describe('<tetris-game> setup, toFumen, undo and redo', () => {
  const warnings = captureWarnings();

  it('a fumen setup starts a game from its board', async () => {
    const { el } = await withSetup(FOUR_GRAY_ROWS);
    expect(el.status).to.equal('playing');
    expect(el.state.board).to.deep.equal(board([GRAY, GRAY, GRAY, GRAY]));
    expect(warnings).to.have.length(0);
  });

  it('a map setup gives the queue; restart goes back to it', async () => {
    const { el, scheduler } = await withSetup('GGGG_GGGGG?T,S,Z');
    expect(el.state.active?.type).to.equal('T');
    expect(el.state.next.slice(0, 2)).to.deep.equal(['S', 'Z']);
    el.press('hardDrop');
    scheduler.frames(30);
    el.restart();
    expect(el.state.board).to.deep.equal(board(['XXXX.XXXXX']));
    expect(el.state.active?.type).to.equal('T');
  });

  it('a string it cannot read warns once and leaves the game as it is', async () => {
    const { el } = await withSetup('GGGG_GGGGG?T');
    const before = el.state;
    el.setup = 'v115@!!!';
    await el.updateComplete;
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('setup=').and.contain('fumen');
    expect(el.state).to.deep.equal(before);
  });

  it('toFumen() writes the board and pieces, which read back as the same setup', async () => {
    const { el } = await withSetup(FOUR_GRAY_ROWS);
    const fumen = await el.toFumen();
    expect(fumen).to.match(/^v115@/);
    const again = await withSetup(fumen);
    expect(again.el.state.board).to.deep.equal(el.state.board);
    expect(again.el.state.active?.type).to.equal(el.state.active?.type);
    expect(again.el.state.next).to.deep.equal(el.state.next);
  });

  it('toFumen() writes a setup\'s queue as it is: each built-in puzzle\'s setup comes back the same', async () => {
    for (const { id, setup } of BUILT_IN_PUZZLES) {
      const { el } = await withSetup(setup);
      expect(await parseSetup(await el.toFumen()), id).to.deep.equal(await parseSetup(setup));
    }
    for (const queue of ['T', 'TSZ', 'TSZLJOI', 'TSZLJOIT', 'IOTSZJL'.repeat(20)]) {
      const { el } = await withSetup(`GGGG_GGGGG?${queue}`);
      expect((await parseSetup(await el.toFumen())).queue.join(''), queue).to.equal(queue);
    }
    expect(warnings).to.have.length(0);
  });

  it('a fumen with a full row on its first page loads with the row cleared, as viewers show it', async () => {
    const field = Field.create();
    for (let x = 0; x < 10; x++) field.set(x, 0, 'X');
    for (let x = 1; x < 10; x++) field.set(x, 1, 'X');
    const { el } = await withSetup(encoder.encode([{ field, comment: '#Q=[](I)O' }]));
    expect(el.state.board).to.deep.equal(board(['.XXXXXXXXX']));
    expect(el.state.active?.type).to.equal('I');
    expect(warnings).to.have.length(0);
  });

  it(`a recorded game of 1,826 pages loads its board and first ${MAX_QUEUE} pieces, with one warning`, async () => {
    const pages = Array.from({ length: 1826 }, (_, i) => ({ operation: { type: PIECE_TYPES[i % 7], rotation: 'spawn' as const, x: 4, y: 1 } }));
    const { el } = await withSetup(encoder.encode(pages));
    expect(el.status).to.equal('playing');
    expect(el.state.board).to.deep.equal(board([]));
    expect([el.state.active?.type, ...el.state.next]).to.deep.equal(PIECE_TYPES.slice(0, 6));
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('1826');
  });

  it('undo takes back a placed piece and redo places it again', async () => {
    const { el, scheduler } = await withSetup('GGGG_GGGGG?I,O');
    const start = el.state;
    el.press('hardDrop');
    scheduler.frames(30);
    const placed = el.state;
    expect(placed.board).to.not.deep.equal(start.board);
    expect(el.undo()).to.equal(true);
    expect(el.state.board).to.deep.equal(start.board);
    expect(el.redo()).to.equal(true);
    expect(el.state.board).to.deep.equal(placed.board);
    expect(el.redo()).to.equal(false);
    expect(el.replay.log).to.contain('<');
  });

  it('a game without a setup keeps no steps (outside zen)', async () => {
    const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="3"></tetris-game>`);
    el.scheduler = new ManualScheduler();
    el.start();
    el.press('hardDrop');
    expect(el.undo()).to.equal(false);
  });
});

describe('<tetris-game> undo and redo keys', () => {
  it('Ctrl+Z takes back a placed piece and Ctrl+Y places it again', async () => {
    const { el, scheduler } = await withSetup('GGGG_GGGGG?I,O');
    el.focus();
    const start = el.state.board;
    el.press('hardDrop');
    scheduler.frames(30);
    const placed = el.state.board;
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'KeyZ' });
    expect(el.state.board).to.deep.equal(start);
    await sendKeys({ press: 'KeyY' });
    await sendKeys({ up: 'Control' });
    expect(el.state.board).to.deep.equal(placed);
    expect(el.replay.log).to.contain('<').and.contain('>');
  });
});
