/**
 * A player's side of a room, whatever carries its messages (the page's colyseus.js room, or a
 * test's): its own game ahead of the room, its inputs batched out, every garbage delivery for it
 * taken in and acknowledged, and its state hash sent once a second. Coming back mid-round (the
 * room's `sync`), its game is the room's version of it: its inputs as the room has them, then
 * nothing while it was away, up to the room's frame, and it plays on from there.
 * @module
 */
import { COUNTDOWN_FRAMES } from '../../src/engine/index.js';
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
  /** Frames of the round's countdown still to wait before its game's frame 0. */
  #countdown = 0;
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
      this.#countdown = COUNTDOWN_FRAMES;
    } else if (message.type === 'sync') {
      this.#resume(message);
    } else if (message.type === 'round-over') {
      this.game = null;
    } else if (message.type === 'garbage' && message.to === this.seat && message.round === this.round && this.game) {
      const before = this.game.game;
      const frame = this.game.receive(message);
      this.send('ack', { id: message.id, frame });
      if (this.game.game !== before) this.onReplay?.();
    }
  }

  /** The round under way as the room has this seat's game; one the room has not begun counting (frame 0) starts with its countdown. */
  #resume(sync: Extract<RoomMessage, { type: 'sync' }>): void {
    const game = new SeatGame(sync.seed);
    let frame = 0;
    for (const frames of sync.frames) {
      for (const [seat, at, button, down] of frames.events) if (seat === this.seat) game.input(button, down === 1, at);
      frame = Math.max(frame, frames.upTo);
    }
    while (game.frame < frame && game.game.over === null) game.tick();
    for (const garbage of sync.garbage) if (garbage.to === this.seat) game.receive(garbage);
    this.round = sync.round;
    this.game = game;
    this.#batch = [];
    this.#ticked = game.frame;
    this.#clock = frame;
    this.#countdown = frame === 0 ? COUNTDOWN_FRAMES : 0;
  }

  /** Whether the round's countdown is over and the game plays. */
  get playing(): boolean {
    return this.game !== null && this.#countdown === 0;
  }

  /** Frames this page has counted this round, the countdown's included. */
  get ticks(): number {
    return COUNTDOWN_FRAMES - this.#countdown + this.#clock;
  }

  /** An input of this player, at `frame` of its game (default: now). */
  input(button: ActionName, down: boolean, frame?: number): void {
    if (!this.game) return;
    while (!this.playing) this.tick();
    while (frame !== undefined && this.game.frame < frame && this.game.game.over === null) this.tick();
    const event = this.game.input(button, down, frame);
    let at = this.#batch.length;
    while (at > 0 && this.#batch[at - 1][0] > event[0]) at--;
    this.#batch.splice(at, 0, event);
  }

  /**
   * One frame on. Every few frames the inputs go out; once a second, the state hash of the second
   * before, by when every delivery of that time has come (or the room has ruled on it).
   */
  tick(): void {
    if (!this.game) return;
    if (this.#countdown > 0) {
      this.#countdown--;
      return;
    }
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
