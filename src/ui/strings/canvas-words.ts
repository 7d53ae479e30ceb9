import type { CanvasWords } from '../../render/words.js';
import type { Localizer, StringKey } from './strings.js';

/** `key` in capitals, as the canvas shows names, with `{n}` left for the number drawn in it. */
function shout(l: Localizer, key: StringKey, params: Record<string, string> = {}): string {
  return l
    .parts(key, params)
    .map((part) => (part === '{n}' ? part : part.toLocaleUpperCase(l.locale)))
    .join('')
    .trim();
}

/** The words the canvas draws (box labels, the names of clears), from the element's language. */
export function canvasWords(l: Localizer): CanvasWords {
  const [single, double, triple] = [l.t('say.single'), l.t('say.double'), l.t('say.triple')];
  const tSpin = (clear: string) => shout(l, 'say.tSpin', { clear });
  const mini = (clear: string) => shout(l, 'say.tSpinMini', { clear });
  return {
    hold: l.t('canvas.hold'),
    next: l.t('canvas.next'),
    tetris: shout(l, 'say.tetris'),
    backToBack: shout(l, 'say.backToBack'),
    perfectClear: shout(l, 'say.perfectClear'),
    tSpin: [tSpin(''), tSpin(single), tSpin(double), tSpin(triple)],
    tSpinMini: [mini(''), mini(single), mini(double)],
    level: shout(l, 'say.level', { level: '{n}' }),
  };
}
