/**
 * Ranked matches: matches whose players all played by the same rules, and by a named rule set,
 * so a result between them means something (the single-game counterpart is `ranked.ts`).
 *
 * - Garbage: `versus.rules` is one of the named attack rule sets (`ATTACK_RULE_NAMES`, or the one
 *   asked for), with its garbage delay, cap and messiness at their defaults (`DEFAULT_VERSUS`).
 * - Handling: each player may change only its preferences (`das`, `arr`, `softDrop`,
 *   `initialRotation`, `initialHold`, `rotate180`, `dcd`). `lockDelay` and `lockResets` are rules
 *   and keep their defaults, and so does the entry delay: in a single game it is the player's
 *   choice, but in a match it decides how fast one player can attack the others, so it is the
 *   match's `are` option, the same for every player.
 * - Players, seed, rounds, the match's `are` and the starting targeting are the same for all
 *   by construction, and the round logs hold only inputs and targeting switches.
 * @module
 */
import { canonicalOptions } from '../replay/canonical.js';
import { oneOf } from '../check.js';
import { ATTACK_RULE_NAMES } from '../rules/attack.js';
import { checkMatchOptions } from './match-options.js';
import { RANKED_HANDLING } from '../replay/ranked.js';
import { DEFAULT_VERSUS } from '../rules/versus.js';
import type { AttackRuleName } from '../types.js';

/** The handling fields a player of a ranked match may change (the others keep their defaults). */
export const RANKED_MATCH_HANDLING: readonly string[] = Object.freeze(RANKED_HANDLING.filter((field) => field !== 'are'));

const GARBAGE_FIELDS = ['delay', 'cap', 'messiness'] as const;

/**
 * The first field that makes a match with `options` unranked (`replay.options.handling[0].lockDelay`,
 * `replay.options.versus.cap`, ...), or null when its players played by the same named rules.
 * `rules`: the only attack rule set accepted (default: any named one).
 * @throws TypeError/RangeError naming the field for options that are not valid at all.
 */
export function unrankedMatchField(options: unknown, rules?: AttackRuleName): string | null {
  const settings = checkMatchOptions(options);
  if (rules !== undefined && settings.versus.rules !== oneOf('rules', rules, ATTACK_RULE_NAMES)) return 'replay.options.versus.rules';
  for (const field of GARBAGE_FIELDS) {
    if (settings.versus[field] !== DEFAULT_VERSUS[field]) return `replay.options.versus.${field}`;
  }
  for (let i = 0; i < settings.handling.length; i++) {
    const changed = canonicalOptions({ handling: settings.handling[i] }).handling ?? {};
    for (const [field, value] of Object.entries(changed)) {
      // No entry delay for one player, when the match has one: see the module's notes.
      const allowed = field === 'are' ? value === settings.are : RANKED_MATCH_HANDLING.includes(field);
      if (!allowed) return `replay.options.handling[${i}].${field}`;
    }
  }
  return null;
}
