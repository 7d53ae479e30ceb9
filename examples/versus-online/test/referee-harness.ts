/**
 * A room's referee and its players in one process, on a manual clock: each call to `frame()` is
 * one sixtieth of a second for everyone, and every message takes `latency` frames each way. The
 * players are the engine's bots pressing keys through their `PlayerSession`s; a test may replace
 * what one player sends to forge messages.
 */
import { BotPlayer } from '../../../src/bot/index.js';
import type { BotPlayerOptions } from '../../../src/bot/index.js';
import { PlayerSession } from '../player-session.js';
import type { PlayerMessages, RoomMessage } from '../protocol.js';
import { Referee } from '../referee.js';
import type { Tolerance } from '../referee.js';

type Outgoing = { at: number; seat: number; type: keyof PlayerMessages; message: PlayerMessages[keyof PlayerMessages] };

export interface HarnessOptions {
  players?: number;
  firstTo?: number;
  seed?: number;
  latency?: number;
  tolerance?: Partial<Tolerance>;
  /** Seats whose bots press no keys (a test plays them itself). */
  idle?: number[];
  /** Seats that never acknowledge a garbage delivery. */
  silent?: number[];
  /** Each seat's bot (default: expert), or a number: hard-drop every that many frames (tops out soon). */
  bots?: (BotPlayerOptions | number)[];
}

export class RefereeHarness {
  now = 0;
  frames = 0;
  readonly latency: number;
  readonly referee: Referee;
  readonly sessions: PlayerSession[];
  /** Everything each seat received, in order. */
  readonly received: RoomMessage[][];
  /** Seats whose clock runs at this rate (1: real time). */
  readonly clockRate: number[];
  readonly #bots: (BotPlayer | null)[];
  readonly #toRoom: Outgoing[] = [];
  readonly #toSeats: { at: number; seat: number; message: RoomMessage }[] = [];
  readonly #idle: Set<number>;
  readonly #botOptions: (BotPlayerOptions | number)[];
  #owed: number[];

  constructor(options: HarnessOptions = {}) {
    const players = options.players ?? 2;
    this.latency = options.latency ?? 3;
    this.#idle = new Set(options.idle ?? []);
    this.#botOptions = options.bots ?? [{ difficulty: 'expert' }];
    this.received = Array.from({ length: players }, () => []);
    this.clockRate = new Array<number>(players).fill(1);
    this.#owed = new Array<number>(players).fill(0);
    this.#bots = new Array<BotPlayer | null>(players).fill(null);
    this.sessions = Array.from({ length: players }, (_, seat) => {
      const silent = options.silent?.includes(seat) ?? false;
      const session = new PlayerSession(seat, (type, message) => (silent && type === 'ack' ? undefined : this.fromSeat(seat, type, message)));
      session.onReplay = () => this.#newBot(seat);
      return session;
    });
    this.referee = new Referee({
      players,
      seed: options.seed ?? 7,
      firstTo: options.firstTo ?? 1,
      now: () => this.now,
      tolerance: options.tolerance,
      send: (message, to) => {
        for (let seat = 0; seat < players; seat++) {
          if (to === undefined || to === seat) this.#toSeats.push({ at: this.frames + this.latency, seat, message: structuredClone(message) });
        }
      },
    });
  }

  /** Queues a message from `seat` to the room (after the latency), as its page would send it. */
  fromSeat<T extends keyof PlayerMessages>(seat: number, type: T, message: PlayerMessages[T]): void {
    this.#toRoom.push({ at: this.frames + this.latency, seat, type, message: structuredClone(message) });
  }

  /** One sixtieth of a second. */
  frame(): void {
    this.frames++;
    this.now = (this.frames * 1000) / 60;
    this.#deliver();
    this.sessions.forEach((session, seat) => {
      this.#owed[seat] += this.clockRate[seat];
      for (; this.#owed[seat] >= 1; this.#owed[seat]--) {
        if (!session.game) continue;
        const plan = this.#botOptions[seat % this.#botOptions.length];
        if (this.#idle.has(seat)) {
          // played by the test
        } else if (typeof plan === 'number') {
          if (session.game.frame % plan === 0) session.input('hardDrop', true);
          else if (session.game.frame % plan === 1) session.input('hardDrop', false);
        } else {
          if (this.#bots[seat]?.game !== session.game.game) this.#newBot(seat);
          this.#bots[seat]!.update();
        }
        session.tick();
      }
    });
    if (this.frames % 15 === 0) this.referee.tick();
  }

  /** Frames until `done()` holds (throws after `limit`). */
  until(done: () => boolean, limit = 60 * 60 * 5): void {
    for (let i = 0; !done(); i++) {
      if (i > limit) throw new Error(`not done within ${limit} frames`);
      this.frame();
    }
  }

  of<T extends RoomMessage['type']>(seat: number, type: T): Extract<RoomMessage, { type: T }>[] {
    return this.received[seat].filter((m): m is Extract<RoomMessage, { type: T }> => m.type === type);
  }

  #newBot(seat: number): void {
    const session = this.sessions[seat];
    const plan = this.#botOptions[seat % this.#botOptions.length];
    if (!session.game || this.#idle.has(seat) || typeof plan === 'number') return;
    this.#bots[seat] = new BotPlayer(session.game.game, {
      seed: seat + 1,
      ...plan,
      keys: { down: (button) => session.input(button, true), up: (button) => session.input(button, false) },
    });
  }

  #deliver(): void {
    while (this.#toRoom.length > 0 && this.#toRoom[0].at <= this.frames) {
      const { seat, type, message } = this.#toRoom.shift()!;
      this.referee.receive(seat, type, message);
    }
    while (this.#toSeats.length > 0 && this.#toSeats[0].at <= this.frames) {
      const { seat, message } = this.#toSeats.shift()!;
      this.received[seat].push(message);
      this.sessions[seat].receive(message);
      if (message.type === 'round-over' && !this.referee.over) this.sessions[seat].send('ready', {});
    }
  }
}
