/**
 * A player's own game as its page runs it: ahead of the room, on the page's own clock, with no
 * lockstep. The page records every input it makes with the frame it made it at; when a garbage
 * delivery arrives, which the room routed at an earlier frame, the page plays its round again from
 * the start with the delivery where the room put it, so its game stays what the room's is (a
 * round is a few thousand frames, and the engine runs hundreds of thousands a second). It keeps
 * the state hash of each whole second, as last played, for the room's checks.
 * @module
 */
import { DEFAULT_VERSUS, Game } from '../../src/engine/index.js';
import type { RoundSoFar, RoundSoFarEvent } from '../../src/versus/index.js';
import type { ActionName } from './actions.js';
import type { GarbageMessage, InputEvent } from './protocol.js';
import { ROOM_HANDLING } from './referee.js';
import { stateHash } from './state-hash.js';

const FRAMES_PER_SECOND = 60;

export class SeatGame {
  #game: Game;
  readonly #events: InputEvent[] = [];
  /** Deliveries in the order the room made them: by frame, then by the inputs before them. */
  readonly #garbage: GarbageMessage[] = [];
  #delivered = 0;
  /** This frame's inputs so far. */
  #inputsThisFrame = 0;
  /** The state hash at each whole second reached, before that frame's inputs. */
  readonly #hashes = new Map<number, number>();

  /** `seed`: the round's seed (`roundSeed(matchSeed, round)`). */
  constructor(readonly seed: number) {
    this.#game = this.#fresh();
  }

  get game(): Game {
    return this.#game;
  }
  get frame(): number {
    return this.#game.frame;
  }
  /** Every input made this round, for the room. */
  get events(): readonly InputEvent[] {
    return this.#events;
  }

  /**
   * A button went down (or up) at `frame` (default: now): applied, and returned as the input to
   * send. An input of an earlier frame (a page that learns of it late) plays the round again.
   */
  input(button: ActionName, down: boolean, frame = this.#game.frame): InputEvent {
    const event: InputEvent = [frame, button, down ? 1 : 0];
    if (frame < this.#game.frame) {
      let at = this.#events.length;
      while (at > 0 && this.#events[at - 1][0] > frame) at--;
      this.#events.splice(at, 0, event);
      this.#replay();
      return event;
    }
    while (this.#game.frame < frame) this.tick();
    this.#events.push(event);
    apply(this.#game, event);
    this.#inputsThisFrame++;
    this.#deliver();
    return event;
  }

  /** One frame on. */
  tick(): void {
    this.#game.tick();
    this.#inputsThisFrame = 0;
    this.#deliver();
    const frame = this.#game.frame;
    if (frame % FRAMES_PER_SECOND === 0) this.#hashes.set(frame, stateHash(this.#game));
  }

  /**
   * The state hash at whole second `frame` (as last played: a late delivery plays it again), and
   * forgets earlier ones; undefined when that frame was not reached.
   */
  hashAt(frame: number): number | undefined {
    for (const key of this.#hashes.keys()) if (key < frame) this.#hashes.delete(key);
    return this.#hashes.get(frame);
  }

  /**
   * The round so far as `<tetris-versus>`'s `startRound(seed, round, soFar)` takes it: every input
   * and delivery in the order this game took them in, up to the frame reached.
   */
  roundSoFar(): RoundSoFar {
    const events: RoundSoFarEvent[] = [];
    const taken = this.#garbage.slice(0, this.#delivered);
    let delivered = 0;
    // The deliveries due at `frame` after `inputs` of its inputs, as #deliver takes them in.
    const deliver = (frame: number, inputs: number) => {
      for (; delivered < taken.length; delivered++) {
        const next = taken[delivered];
        if (next.frame > frame || (next.frame === frame && next.order > inputs)) return;
        for (const lines of next.chunks) events.push({ frame, garbage: lines, id: next.id });
      }
    };
    // The frames where anything is taken in: each input's, and each delivery's (or the next, after more inputs than came).
    const frames = new Set([...this.#events.map(([frame]) => frame), ...taken.flatMap((g) => [g.frame, g.frame + 1])]);
    let next = 0;
    for (const frame of [...frames].sort((x, y) => x - y)) {
      deliver(frame, 0);
      for (let inputs = 1; next < this.#events.length && this.#events[next][0] === frame; inputs++) {
        const [, button, down] = this.#events[next++];
        events.push({ frame, button, down: down === 1 });
        deliver(frame, inputs);
      }
    }
    return { frame: this.#game.frame, events };
  }

  /** A delivery for this player: put where the room put it. Returns the frame it was taken in at. */
  receive(garbage: GarbageMessage): number {
    let at = this.#garbage.length;
    while (at > 0 && before(garbage, this.#garbage[at - 1])) at--;
    this.#garbage.splice(at, 0, garbage);
    if (at < this.#delivered || garbage.frame < this.#game.frame || (garbage.frame === this.#game.frame && garbage.order < this.#inputsThisFrame)) this.#replay();
    else this.#deliver();
    return this.#game.frame;
  }

  #fresh(): Game {
    // As the engine's Match makes each player's game in the room's referee.
    return new Game({ seed: this.seed, versus: { ...DEFAULT_VERSUS }, handling: { ...ROOM_HANDLING } });
  }

  /** Deliveries now due: of an earlier frame, or of this one after as many inputs as were made. */
  #deliver(): void {
    const frame = this.#game.frame;
    while (this.#delivered < this.#garbage.length) {
      const next = this.#garbage[this.#delivered];
      if (next.frame > frame || (next.frame === frame && next.order > this.#inputsThisFrame)) return;
      for (const lines of next.chunks) this.#game.receiveGarbage(lines, { id: next.id });
      this.#delivered++;
    }
  }

  /** The round again from its start, every input and delivery where it belongs, up to the frame reached. */
  #replay(): void {
    const reached = this.#game.frame;
    this.#game = this.#fresh();
    this.#delivered = 0;
    this.#inputsThisFrame = 0;
    let next = 0;
    for (;;) {
      this.#deliver();
      while (next < this.#events.length && this.#events[next][0] === this.#game.frame) {
        apply(this.#game, this.#events[next++]);
        this.#inputsThisFrame++;
        this.#deliver();
      }
      if (this.#game.frame >= reached) return;
      this.tick();
    }
  }
}

function apply(game: Game, [, button, down]: InputEvent): void {
  if (down === 1) game.down(button);
  else game.up(button);
}

function before(a: GarbageMessage, b: GarbageMessage): boolean {
  return a.frame < b.frame || (a.frame === b.frame && (a.order < b.order || (a.order === b.order && a.id < b.id)));
}
