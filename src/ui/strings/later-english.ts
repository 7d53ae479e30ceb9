/**
 * English words of `<tetris-game>`'s parts that load later, under every table `localize` makes.
 * `en-later.ts` adds them as it is imported, and each part that says them imports it, so a part's
 * words are here before it renders; the lookup reads them when asked, so a localizer made before
 * the part loaded finds them too. (Its own module, importing nothing, so that neither `en-later.ts`
 * nor `strings.ts` imports the other.)
 * @module
 */

/** The words added so far, by key. */
export const laterEnglish: Record<string, string> = {};

/** Adds English words a lazily loaded part says to the base every localizer falls back to. */
export function addEnglish(words: Readonly<Record<string, string>>): void {
  Object.assign(laterEnglish, words);
}

/**
 * The groups (the text before the first dot) of the keys in `en-later.ts`: a page may set their
 * texts in the `strings` property before the part that says them has loaded, so they are known by
 * group until then (a test holds this list to the keys of `en-later.ts`).
 */
const LATER_GROUPS = new Set(['paused', 'over', 'stats', 'replay', 'cue', 'offer', 'action', 'settings', 'puzzle']);

/** Whether `key` may name a word of a part that loads later: added already, or of one of their groups. */
export function isLaterKey(key: string): boolean {
  return Object.hasOwn(laterEnglish, key) || LATER_GROUPS.has(key.split('.')[0]);
}
