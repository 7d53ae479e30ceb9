/**
 * A player's side of a room, whatever carries its messages (the page's colyseus.js room, or a
 * test's): its own game ahead of the room, its inputs batched out, every garbage delivery for it
 * taken in and acknowledged, and its state hash sent once a second.
 * @module
 */
import type { ActionName } from './actions.js';
import type { InputEvent, PlayerMessages, RoomMessage } from './protocol.js';
import { DEFAULT_TOLERANCE, FRAMES_PER_SECOND } from './referee.js';
import { SeatGame } from './seat-game.js';

/** Inputs go out every this many frames (20 messages a second). */
export const BATCH_FRAMES = 3;
/** A second's hash goes out this many frames after it: the room's bound on a late delivery. */
const HASH_DELAY_FRAMES = DEFAULT_TOLERANCE.garbageFrames;

export type Send = <T extends keyof PlayerMessages>(type: T, message: PlayerMessages[T]) => void;

export class PlayerSession {
  round = 0;
  /** This player's game in the current round, or null between rounds. */
  game: SeatGame | null = null;
  #batch: InputEvent[] = [];
  #ticked = -1;
  /** Frames this page has played this round: its game's, and on after its game topped out. */
  #clock = 0;
  /** Called when the game is played again from the start (a late delivery), so a bot can look at the new game. */
  onReplay: (() => void) | undefined;

  constructor(
    readonly seat: number,
    readonly send: Send,
  ) {}

  /** A message from the room. */
  receive(message: RoomMessage): void {
    if (message.type === 'round-start') {
      this.round = message.round;
      this.game = new SeatGame(message.seed);
      this.#batch = [];
      this.#ticked = -1;
      this.#clock = 0;
    } else if (message.type === 'round-over') {
      this.game = null;
    } else if (message.type === 'garbage' && message.to === this.seat && message.round === this.round && this.game) {
      const before = this.game.game;
      const frame = this.game.receive(message);
      this.send('ack', { id: message.id, frame });
      if (this.game.game !== before) this.onReplay?.();
    }
  }

  input(button: ActionName, down: boolean): void {
    if (this.game) this.#batch.push(this.game.input(button, down));
  }

  /**
   * One frame on. Every few frames the inputs go out; once a second, the state hash of the second
   * before, by when every delivery of that time has come (or the room has ruled on it).
   */
  tick(): void {
    if (!this.game) return;
    this.game.tick();
    this.#clock++;
    if (this.#clock % BATCH_FRAMES === 0) this.flush();
    const frame = this.game.frame;
    if (frame === this.#ticked) return; // topped out: the game stands still
    this.#ticked = frame;
    const hashed = frame - HASH_DELAY_FRAMES;
    if (hashed > 0 && hashed % FRAMES_PER_SECOND === 0) {
      const hash = this.game.hashAt(hashed);
      this.flush();
      if (hash !== undefined) this.send('hash', { round: this.round, frame: hashed, hash });
    }
  }

  /** Sends the inputs made since the last batch, with the frame reached. */
  flush(): void {
    if (!this.game) return;
    this.send('inputs', { round: this.round, upTo: Math.max(this.#clock, this.game.frame), events: this.#batch });
    this.#batch = [];
  }
}
