/**
 * The page's copy of its player's game (a {@link PlayerSession}) kept a little behind the
 * element's own game, so that the element's inputs never come for a frame the copy, and then the
 * room, has already passed (the room refuses those as late, and the player loses the round when
 * its state no longer matches the room's).
 * @module
 */
import { FrameClock } from '../../src/engine/index.js';
import type { PlayerSession } from './player-session.js';

/** Frames the copy keeps behind the element's clock. */
export const FOLLOW_MARGIN = 20;

export class ElementFollower {
  /**
   * The element's clock, kept here by the element's own rule (the engine's FrameClock: at most
   * MAX_CATCH_UP_FRAMES frames in one display frame, the rest of a longer gap dropped). The copy
   * is played up to FOLLOW_MARGIN frames behind it. An input moves the copy on to the input's
   * frame but not this clock: a clock reckoned from the copy's own frame would, after a stall just
   * after an input, drop fewer frames than the element and leave the copy level with it.
   */
  #element = new FrameClock();
  /** Frames the element's clock had counted when it started here (a round resumed under way). */
  #from = 0;

  constructor(readonly session: PlayerSession) {}

  /** The round began at `now` (ms), or resumed then at `from` frames (its countdown's included): the element's clock starts. */
  start(now: number, from = 0): void {
    this.#element = new FrameClock();
    this.#element.advance(now);
    this.#from = from;
  }

  /** A display frame at `now` (ms): the copy plays on to FOLLOW_MARGIN frames behind the element. */
  follow(now: number): void {
    this.#element.advance(now);
    const wanted = this.#from + this.#element.frames - FOLLOW_MARGIN;
    while (this.session.game && this.session.ticks < wanted) this.session.tick();
  }
}
