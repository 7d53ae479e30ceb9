/**
 * The rooms of the relay: two seats each, found by code. A room lives while someone sits in it
 * and holds nothing but its players' connections: no game state, so any instance can host any
 * room as long as both players of a room reach the same instance.
 * @module
 */
import type { WebSocket } from 'ws';
import type { RelayMessage } from './messages.js';

/** Room codes: 4 to 16 letters and digits, compared without case. */
export const ROOM_CODE = /^[A-Za-z0-9]{4,16}$/;

export type Seat = 0 | 1;

/** The code of `text` as rooms are kept (upper case), or null when it is no room code. */
export function roomCode(text: string): string | null {
  return ROOM_CODE.test(text) ? text.toUpperCase() : null;
}

export function send(socket: WebSocket, message: RelayMessage | string): void {
  if (socket.readyState === socket.OPEN) socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

export class Rooms {
  readonly #rooms = new Map<string, [WebSocket | undefined, WebSocket | undefined]>();

  constructor(private readonly maxRooms: number) {}

  get size(): number {
    return this.#rooms.size;
  }

  /**
   * Seats `socket` in room `code` (made when new) and tells both players; 'full' when both seats
   * are taken, 'busy' when a new room would pass the most rooms allowed.
   */
  join(code: string, socket: WebSocket): Seat | 'full' | 'busy' {
    let room = this.#rooms.get(code);
    if (!room) {
      if (this.#rooms.size >= this.maxRooms) return 'busy';
      room = [undefined, undefined];
      this.#rooms.set(code, room);
    }
    const seat: Seat | -1 = room[0] === undefined ? 0 : room[1] === undefined ? 1 : -1;
    if (seat === -1) return 'full';
    room[seat] = socket;
    const other = room[1 - seat];
    send(socket, { type: 'welcome', room: code, seat, opponent: other !== undefined });
    if (other) send(other, { type: 'opponent-joined' });
    return seat;
  }

  /** The other player of `seat` in room `code`, if any. */
  opponent(code: string, seat: Seat): WebSocket | undefined {
    return this.#rooms.get(code)?.[1 - seat];
  }

  /** Frees `seat` of room `code`, tells the other player, and forgets the room once it is empty. */
  leave(code: string, seat: Seat, socket: WebSocket): void {
    const room = this.#rooms.get(code);
    if (!room || room[seat] !== socket) return;
    room[seat] = undefined;
    const other = room[1 - seat];
    if (other) send(other, { type: 'opponent-left' });
    else this.#rooms.delete(code);
  }
}
