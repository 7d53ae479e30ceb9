/**
 * The `versus` value of `<tetris-game>`: what it takes and whether it asks for versus games. The
 * element reads this much before its versus part has loaded (`versus-link.ts`).
 * @module
 */
import type { AttackRuleName, VersusSettings } from '../../engine/index.js';

/**
 * What `versus` takes: a rule set's name ('' for the default rules), or the engine's `versus`
 * option; null (and false, as a framework may set it): a single-player game.
 */
export type VersusValue = AttackRuleName | '' | Partial<VersusSettings> | null;

/** Whether a `versus` value asks for versus games (not null, undefined or false). */
export function playsVersus(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false;
}
