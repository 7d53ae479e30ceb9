/**
 * The words drawn on the canvas: box labels and the names effects show. English by default; the
 * element gives its language's through `CanvasView.setWords()`. `{n}` is a number.
 */
export interface CanvasWords {
  readonly hold: string;
  readonly next: string;
  readonly tetris: string;
  readonly backToBack: string;
  readonly perfectClear: string;
  /** A T-spin by lines cleared: [none, single, double, triple]. */
  readonly tSpin: readonly [string, string, string, string];
  /** A mini T-spin by lines cleared: [none, single, double]. */
  readonly tSpinMini: readonly [string, string, string];
  /** A new level: `{n}` is the level. */
  readonly level: string;
}

export const ENGLISH_WORDS: CanvasWords = {
  hold: 'HOLD',
  next: 'NEXT',
  tetris: 'TETRIS',
  backToBack: 'BACK-TO-BACK',
  perfectClear: 'PERFECT CLEAR',
  tSpin: ['T-SPIN', 'T-SPIN SINGLE', 'T-SPIN DOUBLE', 'T-SPIN TRIPLE'],
  tSpinMini: ['T-SPIN MINI', 'T-SPIN MINI SINGLE', 'T-SPIN MINI DOUBLE'],
  level: 'LEVEL {n}',
};
