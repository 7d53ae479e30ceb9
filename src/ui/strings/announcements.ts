import type { Localizer, StringKey } from './strings.js';

const CLEAR_NAMES: readonly StringKey[] = ['say.single', 'say.double', 'say.triple', 'say.tetris'];

/** What a line clear says to a screen reader: "T-spin Double, back-to-back, combo 2! 1,200 points". */
export function clearAnnouncement(
  l: Localizer,
  clear: { lines: number; tSpin: 'none' | 'mini' | 'full'; backToBack: boolean; combo: number; perfectClear: boolean; points: number },
): string {
  const name = l.t(CLEAR_NAMES[Math.min(4, Math.max(1, clear.lines)) - 1]);
  const named = clear.tSpin === 'none' ? name : l.t(clear.tSpin === 'mini' ? 'say.tSpinMini' : 'say.tSpin', { clear: name });
  const extras = [
    clear.backToBack ? l.t('say.backToBack') : '',
    clear.combo > 0 ? l.t('say.combo', { combo: clear.combo }) : '',
    clear.perfectClear ? l.t('say.perfectClear') : '',
  ].filter(Boolean);
  return l.t('say.clear', { clear: [named, ...extras].join(l.t('say.separator')), points: clear.points });
}

/** What the end of a game says: why it ended and the result that matters for the mode. */
export function gameOverAnnouncement(
  l: Localizer,
  result: { reason: 'block-out' | 'lock-out' | 'goal' | 'time' | null; score: number; lines: number; time: number },
): string {
  if (result.reason === 'goal') return l.t('say.goal', { time: l.time(result.time) });
  if (result.reason === 'time') return l.t('say.timeUp', { score: result.score });
  return l.t('say.gameOver', { score: result.score, lines: result.lines });
}
