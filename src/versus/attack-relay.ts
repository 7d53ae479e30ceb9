/**
 * The element's `attack` events with the seat each attack went to. A game says it attacked (its
 * per-round id, the clear) before its match routes the lines; the match then says to whom. This
 * holds each game's attack until the match has routed it, and sends both as one detail.
 * @module
 */
import type { VersusAttackDetail } from './versus-events.js';

/** An attack as its game made it, before the match picked its receiver. */
export type UnroutedAttack = Omit<VersusAttackDetail, 'to'>;

export class AttackRelay {
  private readonly waiting: UnroutedAttack[] = [];

  constructor(private readonly send: (detail: VersusAttackDetail) => void) {}

  /** A game of a match attacked: its event waits for the match's routing. */
  made(attack: UnroutedAttack): void {
    this.waiting.push(attack);
  }

  /** The match routed player `from`'s oldest waiting attack to seat `to` (null: nothing went anywhere). */
  routed(from: number, to: number | null): void {
    const at = this.waiting.findIndex((attack) => attack.player === from);
    if (at < 0) return;
    const [attack] = this.waiting.splice(at, 1);
    this.send({ ...attack, to });
  }

  /** A new round: nothing of the last one is still waiting. */
  clear(): void {
    this.waiting.length = 0;
  }
}
