/**
 * The short hash of a game's state that a player's page sends every second and the room compares
 * with its own game at the same frame: the matrix as drawn, the hold piece and the next pieces (not the garbage queue, which a page
 * learns of a little later than the room).
 * FNV-1a, 32 bits: not a secret, only a cheap check that two simulations agree.
 * @module
 */
import type { Game } from '../../src/engine/index.js';

/** FNV-1a of `text`'s UTF-16 code units, as an unsigned 32-bit number. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The hash of `game`'s state as it is now. */
export function stateHash(game: Game): number {
  return fnv1a(`${game.rows().join('')}|${game.hold ?? '-'}|${game.next.join('')}`);
}
