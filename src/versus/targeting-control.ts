/**
 * How the element's human players pick whom their attacks go to, in a match of three players or
 * more. The first player: the digit keys 1-7 aim at that seat (as numbered on screen), `T` at the
 * next opponent still playing, 0 (its own seat) goes back to the targeting rule; a click or tap on
 * an opponent's board aims at it. A second player on this keyboard: the keypad's digits 0-7 aim at
 * that seat, 0 being the first player's, and 1 (its own seat) goes back to the rule; `'` aims at
 * the next opponent. Every switch goes through the engine's `Match.setTarget()`, so the match's
 * replay holds it and `verifyMatch()` routes every attack again. None of these keys plays a piece.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Match, TargetChoice } from '../engine/index.js';
import type { Seat } from './seats.js';

/**
 * A human seat's targeting keys: `digits` + a digit aims at that seat, and its own seat's digit goes
 * back to the targeting rule; `next` aims at the next opponent still playing. Neither player's are
 * among the other's playing keys (`versus-options.ts`).
 */
export interface TargetingKeys {
  readonly player: number;
  readonly digits: 'Digit' | 'Numpad';
  readonly next: string;
}

/** The first player's targeting keys (the digit row, `T`) and the second local player's (the keypad, `'`). */
export const TARGETING_KEYS: readonly [TargetingKeys, TargetingKeys] = [
  { player: 0, digits: 'Digit', next: 'KeyT' },
  { player: 1, digits: 'Numpad', next: 'Quote' },
];

/**
 * `targeting="manual"`: each human player starts aimed at the next seat, before the first frame
 * (so the replay has it at the start of round 1).
 */
export function aimManually(match: Match, seats: readonly Seat[]): void {
  const players = match.settings.players;
  if (players < 3) return;
  seats.forEach((seat, i) => seat.kind !== 'bot' && match.setTarget(i, { player: (i + 1) % players }));
}

/**
 * Player `player` of `match` switches to `choice` if it can (more than two players, a board still
 * playing, not itself). Returns whether anything changed.
 */
export function switchTarget(match: Match, player: number, choice: TargetChoice): boolean {
  const players = match.settings.players;
  if (players < 3 || match.state === 'over') return false;
  if ('player' in choice && (choice.player === player || choice.player < 0 || choice.player >= players || match.places[choice.player] !== null)) return false;
  return match.setTarget(player, choice);
}

/** The opponent after `player`'s current target (or after `player`) that is still playing. */
export function nextTarget(match: Match, player: number): number | null {
  const players = match.settings.players;
  const from = match.targetOf(player) ?? player;
  for (let step = 1; step < players; step++) {
    const seat = (from + step) % players;
    if (seat !== player && match.places[seat] === null) return seat;
  }
  return null;
}

export interface TargetingHost {
  /** The match being played (undefined: none, or a remote one). */
  match(): Match | undefined;
  /** Whether the player may switch now (a round counting down or being played). */
  active(): boolean;
  /** A switch was made: show it. */
  changed(): void;
}

/** The human players' targeting keys, and the first player's clicks. */
export class TargetingControl implements ReactiveController {
  enabled = true;
  /** The second player on this keyboard has its own targeting keys. */
  secondPlayer = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: TargetingHost,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
  }

  /** Aims player 0's attacks at seat `seat` (a click or tap on its board). */
  aim(seat: number): boolean {
    return this.choose(0, () => ({ player: seat }));
  }

  private choose(player: number, choice: (match: Match) => TargetChoice | null): boolean {
    const match = this.options.match();
    if (!this.enabled || !match || !this.options.active()) return false;
    const picked = choice(match);
    const changed = picked !== null && switchTarget(match, player, picked);
    if (changed) this.options.changed();
    return changed;
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    const players = this.secondPlayer ? TARGETING_KEYS : TARGETING_KEYS.slice(0, 1);
    for (const keys of players) {
      const choice = keyChoice(keys, event.code);
      if (choice && this.choose(keys.player, choice)) event.preventDefault();
    }
  };
}

/** What key `code` picks for the player of `keys`, if it is one of its targeting keys. */
function keyChoice({ player, digits, next }: TargetingKeys, code: string): ((match: Match) => TargetChoice | null) | undefined {
  const digit = new RegExp(`^${digits}([0-7])$`).exec(code);
  if (digit && Number(digit[1]) === player) return (match) => ({ strategy: match.targeting(player).strategy });
  if (digit) return () => ({ player: Number(digit[1]) });
  if (code !== next) return undefined;
  return (match) => {
    const seat = nextTarget(match, player);
    return seat === null ? null : { player: seat };
  };
}
