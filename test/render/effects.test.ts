import { expect } from '@open-wc/testing';
import { Game, LINE_CLEAR_DELAY, ROWS, type GameOptions } from '../../src/engine/index.js';
import { Effects, fallen } from '../../src/render/effects.js';
import { ExtraEffects } from '../../src/render/extra-effects.js';
import { fitGeometry } from '../../src/render/geometry.js';
import { readPalette } from '../../src/render/palette.js';
import { ENGLISH_WORDS } from '../../src/render/words.js';

/** 20 rows: empty on top, then `bottom`. */
const board = (...bottom: string[]) => [...Array<string>(20 - bottom.length).fill('..........'), ...bottom];

function setup(options: GameOptions, now = { ms: 0 }) {
  const game = new Game(options);
  const effects = new Effects(() => now.ms);
  effects.extend(new ExtraEffects(effects));
  effects.attach(game);
  return { game, effects, now };
}

/** The texts the overlays draw at this moment. */
function texts(effects: Effects, game: Game): string[] {
  const ctx = document.createElement('canvas').getContext('2d')!;
  const drawn: string[] = [];
  ctx.fillText = (text: string) => void drawn.push(text);
  effects.drawOverlays(ctx, fitGeometry(420, 460), readPalette(document.body), game, []);
  return drawn;
}

describe('effects', () => {
  it('asks nothing of the browser when made (server rendering has no matchMedia), only when drawing', () => {
    const original = window.matchMedia;
    let asked = 0;
    window.matchMedia = (query: string) => (asked++, original.call(window, query));
    try {
      const effects = new Effects(() => 0);
      expect(asked).to.equal(0);
      expect(effects.reducedMotion).to.be.false;
      expect(asked).to.equal(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('fallen(): how many removed rows a row fell', () => {
    // Row 17 removed: the rows now at 17 and above fell one row, the ones below stayed.
    expect([16, 17, 18].map((y) => fallen([17], y))).to.deep.equal([1, 1, 0]);
    // Rows 17 and 19 removed: the row now at 19 was 18 (fell 1), the row now at 18 was 16 (fell 2).
    expect([17, 18, 19].map((y) => fallen([17, 19], y))).to.deep.equal([2, 2, 1]);
    expect([0, 15, 16, 19].map((y) => fallen([16, 17, 18, 19], y))).to.deep.equal([4, 4, 4, 4]);
  });

  it('a line clear: the cleared rows as they were, flashing, then the rows above falling, for the line-clear delay', () => {
    const { game, effects } = setup({ board: board('X.........', 'XXX....XXX'), queue: ['I', 'O'] });
    game.press('hardDrop');
    const start = effects.clearing(game)!;
    // Row 19 held the garbage (8) and the I (1) in columns 3-6.
    expect(start.rows.map(({ y, cells }) => [y, [...cells]])).to.deep.equal([[19, [8, 8, 8, 1, 1, 1, 1, 8, 8, 8]]]);
    expect(start).to.include({ hang: 1, opacity: 1, flash: 1 });
    expect(start.removed).to.deep.equal([19]);
    for (let i = 0; i < LINE_CLEAR_DELAY - 1; i++) game.tick();
    const end = effects.clearing(game)!;
    expect(end).to.include({ hang: 0, opacity: 0, flash: 0 });
    expect(effects.active(game)).to.be.true;
    game.tick();
    expect(game.phase).to.equal('entry');
    expect(effects.clearing(game)).to.equal(null);
  });

  it('reduced motion: no line-clear animation and no lock flash', () => {
    const { game, effects } = setup({ board: board('X.........', 'XXX....XXX'), queue: ['I', 'O', 'T'] });
    effects.reduced = true;
    game.press('hardDrop');
    expect(game.phase).to.equal('clearing');
    expect(effects.clearing(game)).to.equal(null);
    expect(effects.active(game)).to.be.false;
    effects.reduced = false;
    expect(effects.clearing(game)).not.to.equal(null);
  });

  it('a lock flashes for a few frames, then nothing animates', () => {
    const { game, effects } = setup({ queue: ['O', 'T'] });
    expect(effects.active(game)).to.be.false;
    game.press('hardDrop');
    expect(effects.active(game)).to.be.true;
    for (let i = 0; i < 8; i++) game.tick();
    expect(effects.active(game)).to.be.false;
  });

  it('names a T-spin double, then a level-up, and keeps the name up for 1.5 s', () => {
    const { game, effects } = setup({
      board: board('XXXX......', 'XXX...XXXX', 'XXXX.XXXXX'),
      lines: 9,
      active: { type: 'T', rotation: 'R', x: 3, y: 17 },
      queue: ['S'],
    });
    game.press('cw');
    game.press('hardDrop');
    expect(texts(effects, game)).to.deep.equal(['T-SPIN DOUBLE', 'LEVEL 2']);
    for (let i = 0; i < 89; i++) game.tick();
    expect(texts(effects, game)).to.have.length(2);
    game.tick();
    expect(texts(effects, game)).to.deep.equal([]);
  });

  it("names things in the words it is given (the element's language)", () => {
    const row = 'XXXXX.XXXX';
    const { game, effects } = setup({ board: board(row, row, row, row), backToBack: true, lines: 9, active: { type: 'I', rotation: 'R', x: 3, y: -2 } });
    effects.words = { ...ENGLISH_WORDS, tetris: 'TETRIS!', backToBack: 'RUECKEN AN RUECKEN', perfectClear: 'ALLES WEG', level: 'STUFE {n}' };
    game.press('hardDrop');
    expect(texts(effects, game)).to.deep.equal(['RUECKEN AN RUECKEN', 'TETRIS!', 'ALLES WEG', 'STUFE 2']);
  });

  it('names a back-to-back Tetris and a perfect clear', () => {
    const row = 'XXXXX.XXXX';
    const { game, effects } = setup({ board: board(row, row, row, row), backToBack: true, active: { type: 'I', rotation: 'R', x: 3, y: -2 } });
    game.press('hardDrop');
    expect(texts(effects, game)).to.deep.equal(['BACK-TO-BACK', 'TETRIS', 'PERFECT CLEAR']);
  });

  it('the game-over fill runs on the clock, one row at a time from the bottom, and all at once under reduced motion', () => {
    const { game, effects, now } = setup({ board: board(...Array<string>(20).fill('XXXX.XXXXX')), queue: ['T'] });
    expect(effects.filledRows()).to.equal(0);
    game.press('hardDrop');
    expect(game.over).to.equal('lockOut');
    expect(effects.filledRows()).to.equal(1);
    expect(effects.active(game)).to.be.true;
    now.ms = 45 * 5;
    expect(effects.filledRows()).to.equal(6);
    now.ms = 5000;
    expect(effects.filledRows()).to.equal(ROWS);
    expect(effects.active(game)).to.be.false;
    now.ms = 45 * 5;
    effects.reduced = true;
    expect(effects.filledRows()).to.equal(ROWS);
    expect(effects.active(game)).to.be.false;
  });
});
