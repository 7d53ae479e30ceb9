/**
 * The countdown of a sprint or ultra as the player sees it: the engine counts 3, 2, 1 (its
 * `countdown` option: the clock stands, a held direction charges auto-shift, a rotation or hold
 * waits for the first piece), and "Go" stays up for the first half second of play.
 * @module
 */
import type { Game } from '../../engine/index.js';
import type { Localizer } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

/** Game frames "Go" stays up once play has started (half a second). */
export const GO_FRAMES = 30;

/** What the countdown shows: its number, then `go`. */
export type CountdownMark = 3 | 2 | 1 | 'go';

/**
 * The countdown's mark for `game` now, or null. `counted`: the game began with a countdown (a game
 * without one never says Go).
 */
export function countdownMark(game: Game, counted: boolean): CountdownMark | null {
  const count = game.countdown;
  if (count > 0) return count as 3 | 2 | 1;
  return counted && game.over === null && game.frame < GO_FRAMES ? 'go' : null;
}

/** The mark in words: the number in the language's digits, or its word for Go. */
export function countdownWord(l: Localizer, mark: CountdownMark): string {
  return mark === 'go' ? l.t('cue.go') : l.number(mark);
}
