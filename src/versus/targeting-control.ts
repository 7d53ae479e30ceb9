/**
 * How the element's player picks whom its attacks go to, in a match of three players or more:
 * the digit keys 1-7 aim at that opponent's seat (as numbered on screen), `T` aims at the next
 * opponent still playing, 0 goes back to the targeting rule; a click or tap on an opponent's board
 * aims at it. Every switch goes through the engine's `Match.setTarget()`, so the match's replay
 * holds it and `verifyMatch()` routes every attack again. None of these keys plays a piece.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Match, TargetChoice } from '../engine/index.js';
import type { Seat } from './seats.js';

/** The key that aims at the next opponent still playing. */
export const NEXT_TARGET_KEY = 'KeyT';

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

/** The element player's targeting keys and clicks (player 0). */
export class TargetingControl implements ReactiveController {
  enabled = true;

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
    return this.choose(() => ({ player: seat }));
  }

  private choose(choice: (match: Match) => TargetChoice | null): boolean {
    const match = this.options.match();
    if (!this.enabled || !match || !this.options.active()) return false;
    const picked = choice(match);
    const changed = picked !== null && switchTarget(match, 0, picked);
    if (changed) this.options.changed();
    return changed;
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    const choice = this.keyChoice(event.code);
    if (choice && this.choose(choice)) event.preventDefault();
  };

  /** What key `code` picks, if it is a targeting key. */
  private keyChoice(code: string): ((match: Match) => TargetChoice | null) | undefined {
    const digit = /^Digit([0-7])$/.exec(code);
    if (digit && digit[1] === '0') return (match) => ({ strategy: match.targeting(0).strategy });
    if (digit) return () => ({ player: Number(digit[1]) });
    if (code !== NEXT_TARGET_KEY) return undefined;
    return (match) => {
      const seat = nextTarget(match, 0);
      return seat === null ? null : { player: seat };
    };
  }
}
