/**
 * A versus room on Colyseus: 2 to 8 seats and up to {@link MAX_SPECTATORS} spectators. A room
 * made with New room is private (never offered by quick match) and joined by its link, which holds
 * the room id and a 128-bit key; a quick-match room pairs whoever asks for the same number of
 * seats. The match starts when every seat is taken and runs in the room's {@link Referee}; a
 * player whose connection drops has 30 s to come back to the same seat, after which (or at once,
 * when leaving on purpose) the seat forfeits. Finished matches go to the {@link MatchStore}.
 * @module
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Room, ServerError } from '@colyseus/core';
import type { AuthContext, Client } from '@colyseus/core';
import { MAX_FIRST_TO, MAX_PLAYERS } from '../../src/engine/index.js';
import type { MatchStore } from './match-store.js';
import { MAX_MESSAGE_BYTES, MessageRejected, parsePlayerMessage } from './protocol.js';
import type { PlayerMessageType, RoomMessage } from './protocol.js';
import { Referee } from './referee.js';

export const MAX_SPECTATORS = 16;
/** Seconds a dropped player has to come back to its seat. */
export const RECONNECT_SECONDS = 30;
/** Messages one connection may send in a second; more close it (4008). */
export const MESSAGES_PER_SECOND = 60;
/** How often the referee looks at the clock, in ms. */
const TICK_MS = 250;

/** Close codes and error codes of the room besides Colyseus's own. */
export const ROOM_CODES = Object.freeze({ full: 4001, badKey: 4003, badOptions: 4000, flood: 4008 });

/** What every room of this process shares: set once by the server before any room is made. */
export const roomServices: { store: MatchStore | null; log: (line: string) => void } = { store: null, log: (line) => console.error(line) };

export interface VersusRoomOptions {
  players?: number;
  firstTo?: number;
  /** A quick-match room (public), or a private one joined by link. */
  quick?: boolean;
}

interface JoinOptions {
  key?: unknown;
  spectate?: unknown;
}

function option(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new ServerError(ROOM_CODES.badOptions, `${name} must be a whole number from ${min} to ${max}`);
  }
  return value as number;
}

function sameKey(given: unknown, key: string): boolean {
  if (typeof given !== 'string' || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}

export class VersusRoom extends Room {
  #players = 2;
  #firstTo = 3;
  #quick = false;
  /** The private room's link key (128 random bits); null for quick-match rooms. */
  #key: string | null = null;
  readonly #seats: (Client | null)[] = [];
  /** Seats held for a dropped player until it comes back or its time is up. */
  readonly #away = new Set<number>();
  readonly #spectators = new Set<Client>();
  readonly #rates = new Map<Client, { start: number; count: number }>();
  readonly #rematch = new Set<number>();
  #referee: Referee | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  override onCreate(options: VersusRoomOptions = {}): void {
    this.#players = option('players', options.players, 2, MAX_PLAYERS, 2);
    this.#firstTo = option('firstTo', options.firstTo, 1, MAX_FIRST_TO, 3);
    this.#quick = options.quick === true;
    this.#seats.push(...new Array<Client | null>(this.#players).fill(null));
    this.maxClients = this.#players + MAX_SPECTATORS;
    if (!this.#quick) {
      this.#key = randomBytes(16).toString('base64url');
      void this.setPrivate(true);
    }
    this.onMessage('*', (client, type, message) => this.#onMessage(client, String(type), message));
    this.#timer = setInterval(() => this.#referee?.tick(), TICK_MS);
  }

  override onAuth(_client: Client, options: JoinOptions, _context: AuthContext): boolean {
    // The first to join a private room is the one who made it; everyone after needs its key.
    const first = this.clients.length === 0 && this.#seats.every((seat) => seat === null);
    if (this.#key !== null && !first && !sameKey(options?.key, this.#key)) throw new ServerError(ROOM_CODES.badKey, 'no such room, or a wrong link');
    return true;
  }

  override onJoin(client: Client, options: JoinOptions = {}): void {
    if (options.spectate === true) {
      if (this.#spectators.size >= MAX_SPECTATORS) throw new ServerError(ROOM_CODES.full, 'no room for more spectators');
      this.#spectators.add(client);
      this.#welcome(client, null);
      return;
    }
    const seat = this.#seats.findIndex((taken, i) => taken === null && !this.#away.has(i));
    if (seat === -1) throw new ServerError(ROOM_CODES.full, 'room full');
    this.#seats[seat] = client;
    this.#welcome(client, seat);
    this.broadcast('seat', { type: 'seat', seat, present: true } satisfies RoomMessage, { except: client });
    if (this.#seats.every((taken) => taken !== null)) {
      if (this.#quick) void this.lock();
      if (!this.#referee) this.#startMatch();
    }
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.#rates.delete(client);
    if (this.#spectators.delete(client)) return;
    const seat = this.#seats.indexOf(client);
    if (seat === -1) return;
    this.#seats[seat] = null;
    this.#rematch.delete(seat);
    this.broadcast('seat', { type: 'seat', seat, present: false } satisfies RoomMessage);
    const referee = this.#referee;
    if (!referee || referee.over) return;
    referee.setConnected(seat, false);
    if (!consented) {
      this.#away.add(seat);
      try {
        const back = await this.allowReconnection(client, RECONNECT_SECONDS);
        this.#away.delete(seat);
        this.#seats[seat] = back;
        if (this.#referee !== referee || referee.over) return;
        referee.setConnected(seat, true);
        this.#welcome(back, seat);
        this.broadcast('seat', { type: 'seat', seat, present: true } satisfies RoomMessage, { except: back });
        return;
      } catch {
        this.#away.delete(seat);
      }
    }
    if (this.#referee === referee && !referee.over) {
      this.broadcast('seat', { type: 'seat', seat, present: false, forfeit: true } satisfies RoomMessage);
      referee.forfeitSeat(seat);
    }
  }

  override onDispose(): void {
    clearInterval(this.#timer);
  }

  #welcome(client: Client, seat: number | null): void {
    const referee = this.#referee;
    const welcome: RoomMessage = {
      type: 'welcome', seat, players: this.#players, firstTo: this.#firstTo, round: referee?.match.round ?? 0,
      present: this.#seats.map((taken) => taken !== null), key: seat === null ? null : this.#key,
    };
    client.send('welcome', welcome);
    if (referee && !referee.over) client.send('sync', referee.sync());
  }

  #startMatch(): void {
    this.#rematch.clear();
    this.#referee = new Referee({
      players: this.#players,
      firstTo: this.#firstTo,
      seed: randomInt(0, 2 ** 32),
      now: () => performance.now(),
      send: (message, to) => {
        if (message.type === 'match-over') void this.#finish(message);
        else if (to === undefined) this.broadcast(message.type, message);
        else this.#seats[to]?.send(message.type, message);
      },
    });
  }

  /** Stores the finished match, then tells everyone with the stored match's id. */
  async #finish(message: Extract<RoomMessage, { type: 'match-over' }>): Promise<void> {
    const referee = this.#referee!;
    let replayId: string | null = null;
    try {
      replayId = (await roomServices.store?.save(referee.replay, message.winner, message.wins, message.forfeit)) ?? null;
    } catch (error) {
      roomServices.log(`match not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.broadcast('match-over', { ...message, replayId });
  }

  #onMessage(client: Client, type: string, message: unknown): void {
    if (!this.#withinRate(client)) return client.leave(ROOM_CODES.flood, 'too many messages');
    const seat = this.#seats.indexOf(client);
    try {
      if (seat === -1) throw new MessageRejected('spectators send nothing');
      if (JSON.stringify(message ?? null).length > MAX_MESSAGE_BYTES) throw new MessageRejected('message too long');
      const checked = parsePlayerMessage(type as PlayerMessageType, message);
      const referee = this.#referee;
      if (type === 'ready' && (!referee || referee.over)) return this.#ready(seat);
      if (!referee) throw new MessageRejected('the match has not started: waiting for every seat');
      referee.receive(seat, type as PlayerMessageType, checked);
    } catch (error) {
      if (!(error instanceof MessageRejected)) throw error;
      client.send('error', { type: 'error', message: error.message } satisfies RoomMessage);
    }
  }

  /** A player ready for a rematch: once every seat is, a new match begins. */
  #ready(seat: number): void {
    if (!this.#referee?.over) return;
    this.#rematch.add(seat);
    if (this.#rematch.size === this.#players && this.#seats.every((taken) => taken !== null)) this.#startMatch();
  }

  #withinRate(client: Client): boolean {
    const now = performance.now();
    let rate = this.#rates.get(client);
    if (!rate || now - rate.start >= 1000) this.#rates.set(client, (rate = { start: now, count: 0 }));
    return ++rate.count <= MESSAGES_PER_SECOND;
  }
}
