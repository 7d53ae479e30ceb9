import type { Note } from './synth.js';

export type SoundName =
  | 'move'
  | 'rotate'
  | 'rotateFail'
  | 'softDrop'
  | 'hardDrop'
  | 'lock'
  | 'hold'
  | 'clear1'
  | 'clear2'
  | 'clear3'
  | 'clear4'
  | 'tSpin'
  | 'levelUp'
  | 'gameOver';

/** A recipe per sound: its notes (see `Note`), chip-tune style, short enough to overlap freely. */
export const SOUNDS: Record<SoundName, readonly Note[]> = {
  move: [[60, 0, 0.035, 'triangle', 0, 0.25]],
  rotate: [[76, 0, 0.05, 'square', 81, 0.1]],
  rotateFail: [[45, 0, 0.09, 'sawtooth', 42, 0.12]],
  softDrop: [[48, 0, 0.03, 'triangle', 0, 0.15]],
  hardDrop: [[55, 0, 0.16, 'triangle', 31, 0.5]],
  lock: [[43, 0, 0.08, 'square', 36, 0.12]],
  hold: [
    [69, 0, 0.06, 'triangle'],
    [76, 0.05, 0.09, 'triangle'],
  ],
  clear1: [
    [72, 0, 0.09],
    [79, 0.08, 0.16],
  ],
  clear2: [
    [72, 0, 0.08],
    [76, 0.07, 0.08],
    [79, 0.14, 0.18],
  ],
  clear3: [
    [72, 0, 0.07],
    [76, 0.06, 0.07],
    [79, 0.12, 0.07],
    [84, 0.18, 0.22],
  ],
  clear4: [
    [72, 0, 0.07, 'sawtooth', 0, 0.12],
    [76, 0.06, 0.07, 'sawtooth', 0, 0.12],
    [79, 0.12, 0.07, 'sawtooth', 0, 0.12],
    [84, 0.18, 0.07, 'sawtooth', 0, 0.12],
    [88, 0.24, 0.07, 'sawtooth', 0, 0.12],
    [91, 0.3, 0.07, 'sawtooth', 0, 0.12],
    [96, 0.36, 0.4],
  ],
  tSpin: [
    [67, 0, 0.12, 'sawtooth', 79, 0.12],
    [79, 0.11, 0.25, 'square', 91],
  ],
  levelUp: [
    [72, 0, 0.1],
    [79, 0.1, 0.1],
    [84, 0.2, 0.1],
    [88, 0.3, 0.35],
  ],
  gameOver: [
    [67, 0, 0.25, 'triangle', 0, 0.4],
    [63, 0.25, 0.25, 'triangle', 0, 0.4],
    [60, 0.5, 0.25, 'triangle', 0, 0.4],
    [55, 0.75, 0.8, 'triangle', 43, 0.4],
  ],
};
