/**
 * The referee of one match: the room's own `Match`, stepped on the inputs the players send. It
 * applies each player's button downs and ups at the frames they name, steps every game only up to
 * the frame every player still playing has reached, and lets the engine derive the attacks, route
 * the garbage and decide the rounds and the match. It checks what it cannot derive: each player's
 * state hash against its own game at that frame, each player's clock against real time, and that
 * each garbage delivery reached the player in time. A player who fails a check loses the round:
 * the referee drops that player's pieces until the engine tops the game out, so the round ends by
 * the engine's rules and the match replay still plays back with `verifyMatch()`. A player who
 * leaves for good leaves the engine's `Match` (`match.forfeit()`): out of the round and of every
 * later one while the others play on, the last one left winning the match, all in the replay.
 *
 * Pure and deterministic: time comes from `now()`, messages leave through `send()`.
 * @module
 */
import { COUNTDOWN_FRAMES, Match, roundSeed } from '../../src/engine/index.js';
import type { Handling, MatchReplay } from '../../src/engine/index.js';
import { MAX_BATCH_FRAMES, MessageRejected } from './protocol.js';
import type { FramesMessage, GarbageMessage, InputEvent, PlayerMessages, RoomMessage } from './protocol.js';
import { stateHash } from './state-hash.js';

export const FRAMES_PER_SECOND = 60;

/**
 * Every player's handling in a room: `<tetris-versus>`'s `modern` preset (quick auto-shift, no
 * entry delay, half turns), so the element's own board and the room's agree input for input.
 */
export const ROOM_HANDLING: Readonly<Partial<Handling>> = Object.freeze({ das: 10, arr: 2, softDrop: 1, are: false, rotate180: true, dcd: 0 });

/** How far the referee lets a player be off, before that player loses the round. */
export interface Tolerance {
  /** How far a player's clock may run from real time, in percent (default 4). */
  clockPercent: number;
  /** Frames of network delay allowed on top (default 90: 1.5 s). */
  clockSlackFrames: number;
  /** Frames within which a player's game must take in a garbage delivery (default 60: 1 s). */
  garbageFrames: number;
  /** How long the room waits for every player's `ready` after a round, in ms (default 5000). */
  nextRoundMs: number;
}

export const DEFAULT_TOLERANCE: Readonly<Tolerance> = Object.freeze({
  clockPercent: 4,
  clockSlackFrames: 90,
  garbageFrames: 60,
  nextRoundMs: 5000,
});

export interface RefereeOptions {
  players: number;
  seed: number;
  firstTo: number;
  /** Milliseconds, as `performance.now()`. */
  now: () => number;
  /** Sends `message` to seat `to`, or to everyone in the room (players and spectators). */
  send: (message: RoomMessage, to?: number) => void;
  tolerance?: Partial<Tolerance>;
}

/** Seconds of its own hashes the room keeps for late ones. */
const KEPT_HASH_SECONDS = 10;
/** Hashes one seat may have waiting to be checked. */
const MAX_PENDING_HASHES = 8;

interface SeatState {
  /** The frame its game has reached: every input before it is in. */
  upTo: number;
  /** Inputs received and not yet applied, in frame order. */
  readonly events: InputEvent[];
  readonly hashes: { frame: number; hash: number }[];
  /** The room's own state hash of its game at each whole second of the last few. */
  readonly own: Map<number, number>;
  /** Garbage delivered and not yet acknowledged: id → round frame it entered the room's game. */
  readonly unacked: Map<number, number>;
  connected: boolean;
  /** Left for good: out of the match (the engine's `match.forfeit()`). */
  forfeited: boolean;
  /** Why it loses this round (the referee plays its pieces to the top), or null. */
  losing: string | null;
  ready: boolean;
  /** Its inputs applied at the current frame so far. */
  appliedThisFrame: number;
}

export class Referee {
  readonly match: Match;
  readonly #options: RefereeOptions;
  readonly #tolerance: Tolerance;
  readonly #seats: SeatState[];
  /** The match ended because every other player left. */
  #forfeit = false;
  /** The targets last told, joined (the message goes out only when they change). */
  #targets = '';
  #roundStartMs: number;
  #roundOverMs = 0;
  /** What the room applied and routed this round, for pages that join or come back mid-round. */
  #history: FramesMessage[] = [];
  #garbage: GarbageMessage[] = [];
  #applied: FramesMessage['events'] = [];

  constructor(options: RefereeOptions) {
    this.#options = options;
    this.#tolerance = { ...DEFAULT_TOLERANCE, ...options.tolerance };
    this.match = new Match({ players: options.players, seed: options.seed, firstTo: options.firstTo, handling: new Array(options.players).fill(ROOM_HANDLING) });
    this.#seats = Array.from({ length: options.players }, () => ({
      upTo: 0, events: [], hashes: [], own: new Map(), unacked: new Map(), connected: true, forfeited: false, losing: null, ready: false, appliedThisFrame: 0,
    }));
    this.#roundStartMs = options.now();
    this.match.on('attack', ({ from, to, id, chunks, frame, sent }) => {
      if (to === null || sent === 0) return;
      const message: GarbageMessage = { type: 'garbage', round: this.match.round, id, from, to, chunks: [...chunks], frame, order: this.#seats[to].appliedThisFrame };
      this.#seats[to].unacked.set(id, frame);
      this.#garbage.push(message);
      this.#options.send(message);
    });
    this.match.on('round-over', ({ round, winner, wins }) => {
      this.#roundOverMs = this.#options.now();
      this.#options.send({ type: 'round-over', round, winner, wins: [...wins] });
    });
    this.match.on('match-over', ({ winner, wins, forfeit }) => {
      this.#forfeit = forfeit;
      this.#options.send({ type: 'match-over', winner, wins: [...wins], forfeit, replayId: null });
    });
    this.#announceRound();
  }

  /** The match is decided (by the engine: on the boards, or by the others leaving). */
  get over(): boolean {
    return this.match.state === 'over';
  }
  get winner(): number | null {
    return this.match.winner;
  }
  get forfeit(): boolean {
    return this.#forfeit;
  }
  get replay(): MatchReplay {
    return this.match.replay;
  }

  /** The match so far and the round in play, for a page joining now. */
  sync(): RoomMessage {
    const { forfeited, places } = this.match;
    const left = forfeited.flatMap((gone, seat) => (gone ? [seat] : []));
    // Knocked out of this round: placed, not the round's winner (place 1), not gone for good; the worst place went out first.
    const knockedOut = places
      .flatMap((place, seat) => (place !== null && place > 1 && !forfeited[seat] ? [{ seat, place }] : []))
      .sort((x, y) => y.place - x.place)
      .map(({ seat }) => seat);
    return {
      type: 'sync', round: this.match.round, seed: roundSeed(this.#options.seed, this.match.round), wins: [...this.match.wins],
      left, knockedOut, frames: [...this.#history], garbage: [...this.#garbage],
    };
  }

  /** A message from the player in `seat`; a refused one is answered with an error and changes nothing. */
  receive<T extends keyof PlayerMessages>(seat: number, type: T, message: PlayerMessages[T]): void {
    try {
      if (type === 'inputs') this.#inputs(seat, message as PlayerMessages['inputs']);
      else if (type === 'ack') this.#ack(seat, message as PlayerMessages['ack']);
      else if (type === 'hash') this.#hash(seat, message as PlayerMessages['hash']);
      else this.#ready(seat);
    } catch (error) {
      if (!(error instanceof MessageRejected)) throw error;
      this.#options.send({ type: 'error', message: error.message }, seat);
    }
  }

  /** Called every few hundred ms: moves idle seats on with real time and checks the slow ones. */
  tick(): void {
    if (this.over) return;
    if (this.match.state === 'round-over') {
      if (this.#options.now() - this.#roundOverMs >= this.#tolerance.nextRoundMs) this.#nextRound();
      return;
    }
    const expected = this.#expectedFrame();
    const lowest = expected * (1 - this.#tolerance.clockPercent / 100) - this.#tolerance.clockSlackFrames;
    this.#seats.forEach((seat, i) => {
      if (this.#active(seat) && this.match.games[i].over === null && seat.upTo < lowest) this.#lose(i, `clock runs slow: frame ${seat.upTo} after ${(expected / FRAMES_PER_SECOND).toFixed(1)} s`);
    });
    this.#checkGarbage();
    this.#advance();
  }

  /** The player in `seat` lost its connection (`present` false) or came back. */
  setConnected(seat: number, present: boolean): void {
    const state = this.#seats[seat];
    state.connected = present;
    // Coming back, it continues from the room's frame: what it did while away was nothing.
    if (present) state.upTo = Math.max(state.upTo, this.match.frame);
    state.events.length = 0;
    state.hashes.length = 0;
    state.unacked.clear();
    this.#advance();
  }

  /**
   * The player in `seat` is gone for good: it leaves the match at the room's frame, out of this
   * round and every later one; when one player is left, that one wins the match.
   */
  forfeitSeat(seat: number): void {
    const state = this.#seats[seat];
    state.forfeited = true;
    state.connected = false;
    state.events.length = 0;
    this.match.forfeit(seat);
    // The others may now be the only ones the room waits for.
    this.#advance();
    if (this.match.state === 'round-over' && this.#seats.every((s) => s.ready || s.forfeited || !s.connected)) this.#nextRound();
  }

  #active(seat: SeatState): boolean {
    return seat.connected && !seat.forfeited && seat.losing === null;
  }

  /** The frame a player's game should be at by now: pages count the countdown down before the round's frame 0. */
  #expectedFrame(): number {
    return Math.max(0, Math.floor(((this.#options.now() - this.#roundStartMs) * FRAMES_PER_SECOND) / 1000) - COUNTDOWN_FRAMES);
  }

  #inputs(seat: number, message: PlayerMessages['inputs']): void {
    const state = this.#seats[seat];
    // Inputs of a round already decided, or of a player the room plays for: nothing to do.
    if (message.round !== this.match.round || this.match.state !== 'playing' || !this.#active(state)) return;
    if (message.upTo < state.upTo) throw new MessageRejected(`inputs.upTo must not go back: the room has you at frame ${state.upTo}`);
    if (message.upTo > state.upTo + MAX_BATCH_FRAMES) throw new MessageRejected(`inputs.upTo may move at most ${MAX_BATCH_FRAMES} frames on`);
    // An input a little behind the frame its page had reported (a page learning of it late) is
    // still in time while the room has not played that frame.
    if (message.events.length > 0 && message.events[0][0] < this.match.frame) throw new MessageRejected(`inputs for frames before ${this.match.frame} came too late`);
    const highest = this.#expectedFrame() * (1 + this.#tolerance.clockPercent / 100) + this.#tolerance.clockSlackFrames;
    if (message.upTo > highest) return this.#lose(seat, `clock runs fast: frame ${message.upTo} after ${(this.#expectedFrame() / FRAMES_PER_SECOND).toFixed(1)} s`);
    for (const event of message.events) {
      let at = state.events.length;
      while (at > 0 && state.events[at - 1][0] > event[0]) at--;
      state.events.splice(at, 0, event);
    }
    state.upTo = message.upTo;
    this.#checkGarbage();
    this.#advance();
  }

  #ack(seat: number, { id, frame }: PlayerMessages['ack']): void {
    const state = this.#seats[seat];
    const entered = state.unacked.get(id);
    if (entered === undefined) throw new MessageRejected(`ack: no garbage delivery ${id} is waiting for you`);
    if (frame < entered) throw new MessageRejected(`ack.frame must be at least ${entered}, the frame delivery ${id} was sent`);
    state.unacked.delete(id);
    if (frame > entered + this.#tolerance.garbageFrames) this.#lose(seat, `garbage ${id} taken in ${frame - entered} frames late`);
  }

  #hash(seat: number, { round, frame, hash }: PlayerMessages['hash']): void {
    const state = this.#seats[seat];
    if (round !== this.match.round || this.match.state !== 'playing' || !this.#active(state)) return;
    if (frame % FRAMES_PER_SECOND !== 0) throw new MessageRejected(`hash.frame must be a whole second (a multiple of ${FRAMES_PER_SECOND})`);
    const own = state.own.get(frame);
    if (own !== undefined) {
      if (own !== hash) this.#lose(seat, `state differs from the room's at frame ${frame}`);
      return;
    }
    if (frame < this.match.frame) throw new MessageRejected(`hash.frame ${frame} is too old to check`);
    if (frame > state.upTo) throw new MessageRejected(`hash.frame must be at most ${state.upTo}: send the inputs up to it first`);
    if (state.hashes.length >= MAX_PENDING_HASHES) throw new MessageRejected(`at most ${MAX_PENDING_HASHES} hashes wait to be checked`);
    state.hashes.push({ frame, hash });
    this.#advance();
  }

  #ready(seat: number): void {
    this.#seats[seat].ready = true;
    if (this.match.state !== 'round-over') return;
    if (this.#seats.every((s) => s.ready || s.forfeited || !s.connected)) this.#nextRound();
  }

  /** Garbage a player's game has gone past without taking in costs it the round. */
  #checkGarbage(): void {
    this.#seats.forEach((seat, i) => {
      if (!this.#active(seat)) return;
      for (const [id, entered] of seat.unacked) {
        if (seat.upTo > entered + this.#tolerance.garbageFrames) return this.#lose(i, `garbage ${id} not taken in within ${this.#tolerance.garbageFrames} frames`);
      }
    });
  }

  /** `seat` loses the round: told to everyone, and its pieces dropped by the room from now on. */
  #lose(seat: number, reason: string): void {
    const state = this.#seats[seat];
    if (state.losing !== null || this.match.state !== 'playing') return;
    state.losing = reason;
    state.events.length = 0;
    state.hashes.length = 0;
    this.#options.send({ type: 'lost', round: this.match.round, seat, reason });
    this.#advance();
  }

  /** Steps the match up to the lowest frame every active player has reached. */
  #advance(): void {
    if (this.match.state !== 'playing' || this.over) return;
    const match = this.match;
    let target = Infinity;
    // A game already topped out waits for no one: its page's frame count may stop with it.
    this.#seats.forEach((seat, i) => {
      if (this.#active(seat) && match.games[i].over === null) target = Math.min(target, seat.upTo);
    });
    // Nobody left to wait for: the room plays on with real time.
    if (target === Infinity) target = this.#expectedFrame();
    const before = match.frame;
    while (match.state === 'playing' && match.frame < target) {
      const frame = match.frame;
      for (let i = 0; i < this.#seats.length && match.state === 'playing'; i++) this.#applyFrame(i, frame);
      if (match.state !== 'playing') break;
      for (const seat of this.#seats) seat.appliedThisFrame = 0;
      match.step();
    }
    if (match.frame !== before || this.#applied.length > 0) {
      const message: FramesMessage = { type: 'frames', round: match.round, upTo: match.frame, events: this.#applied };
      this.#applied = [];
      this.#history.push(message);
      this.#options.send(message);
    }
    this.#tellTargets();
  }

  /** Tells everyone whom each seat's next attack goes to, when that changed (an attack, a knock-out, a new round). */
  #tellTargets(): void {
    const targets = this.match.games.map((_, seat) => this.match.targetOf(seat));
    if (targets.join() === this.#targets) return;
    this.#targets = targets.join();
    this.#options.send({ type: 'targets', round: this.match.round, targets });
  }

  /** Seat `i`'s part of frame `frame`: its hash checked, then its inputs (or the room's drops) applied. */
  #applyFrame(i: number, frame: number): void {
    const seat = this.#seats[i];
    const game = this.match.games[i];
    if (frame % FRAMES_PER_SECOND === 0 && frame > 0) {
      const own = stateHash(game);
      seat.own.set(frame, own);
      seat.own.delete(frame - KEPT_HASH_SECONDS * FRAMES_PER_SECOND);
      while (seat.hashes.length > 0 && seat.hashes[0].frame === frame) {
        const { hash } = seat.hashes.shift()!;
        if (this.#active(seat) && hash !== own) return this.#lose(i, `state differs from the room's at frame ${frame}`);
      }
    }
    if (seat.forfeited) return;
    if (seat.losing !== null) {
      if (game.over === null) this.#apply(i, [frame, 'hardDrop', 1], [frame, 'hardDrop', 0]);
      return;
    }
    let count = 0;
    while (count < seat.events.length && seat.events[count][0] === frame) count++;
    if (count > 0) this.#apply(i, ...seat.events.splice(0, count));
  }

  #apply(seat: number, ...events: InputEvent[]): void {
    for (const [frame, button, down] of events) {
      if (down === 1) this.match.down(seat, button);
      else this.match.up(seat, button);
      this.#seats[seat].appliedThisFrame++;
      this.#applied.push([seat, frame, button, down]);
      if (this.match.state !== 'playing') return;
    }
  }

  #nextRound(): void {
    this.match.nextRound();
    this.#roundStartMs = this.#options.now();
    this.#history = [];
    this.#garbage = [];
    for (const seat of this.#seats) {
      Object.assign(seat, { upTo: 0, losing: null, ready: false, appliedThisFrame: 0 });
      seat.events.length = 0;
      seat.hashes.length = 0;
      seat.unacked.clear();
      seat.own.clear();
    }
    this.#announceRound();
    this.#advance();
  }

  #announceRound(): void {
    this.#options.send({ type: 'round-start', round: this.match.round, seed: roundSeed(this.#options.seed, this.match.round) });
    this.#targets = '';
    this.#tellTargets();
  }
}
