/**
 * The messages of a versus room. A player sends only what it did: its button downs and ups, each
 * stamped with the frame of its own game, the frame up to which it has played, the frame at which
 * each garbage delivery entered its queue, and a hash of its state every second. Everything else
 * (attacks, garbage, knock-outs, rounds, the result) the room works out from those inputs, so
 * there is no message a player could claim any of it with. Every message is checked here before
 * the room looks at it; a refused one is answered with an `error` and changes nothing.
 * @module
 */
import { ACTIONS_BY_NAME } from './actions.js';
import type { ActionName } from './actions.js';

/** Longest message the server takes, in bytes; a longer one closes the connection. */
export const MAX_MESSAGE_BYTES = 4096;
/** Most input events in one `inputs` message. */
export const MAX_EVENTS_PER_BATCH = 64;
/** Most frames one `inputs` message may move its sender's game on (10 s at 60 Hz). */
export const MAX_BATCH_FRAMES = 600;
/** Most frames in one round (24 hours at 60 Hz). */
export const MAX_FRAME = 60 * 60 * 60 * 24;
const MAX_U32 = 0xffffffff;

/** One input: the frame of the sender's game, the button, and whether it went down (1) or up (0). */
export type InputEvent = [frame: number, button: ActionName, down: 0 | 1];

/** What a player may send, by message type. */
export interface PlayerMessages {
  /** Its inputs up to (not including) frame `upTo`, and that its game has reached `upTo`. */
  inputs: { round: number; upTo: number; events: InputEvent[] };
  /** Garbage delivery `id` entered its queue when its game was at `frame`. */
  ack: { id: number; frame: number };
  /** Its state hash at `frame` (before that frame's inputs). */
  hash: { round: number; frame: number; hash: number };
  /** Ready for the next round, or a rematch. */
  ready: Record<string, never>;
}

export type PlayerMessageType = keyof PlayerMessages;

/** Why a message was refused. */
export class MessageRejected extends Error {}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function expectKeys(type: string, value: unknown, keys: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MessageRejected(`${type} must be an object`);
  const message = value as Record<string, unknown>;
  for (const key of Object.keys(message)) {
    if (!keys.includes(key)) throw new MessageRejected(`${type} has no field ${JSON.stringify(key.slice(0, 40))}`);
  }
  return message;
}

function whole(type: string, message: Record<string, unknown>, key: string, min: number, max: number): number {
  const value = message[key];
  if (!isWhole(value, min, max)) throw new MessageRejected(`${type}.${key} must be a whole number from ${min} to ${max}`);
  return value;
}

function parseEvents(value: unknown, upTo: number): InputEvent[] {
  if (!Array.isArray(value) || value.length > MAX_EVENTS_PER_BATCH) throw new MessageRejected(`inputs.events must be a list of at most ${MAX_EVENTS_PER_BATCH} events`);
  let last = 0;
  return value.map((event: unknown, i) => {
    if (!Array.isArray(event) || event.length !== 3) throw new MessageRejected(`inputs.events[${i}] must be [frame, button, down]`);
    const [frame, button, down] = event as unknown[];
    if (!isWhole(frame, last, upTo)) throw new MessageRejected(`inputs.events[${i}] frame must be a whole number from ${last} to ${upTo}, in order`);
    if (typeof button !== 'string' || !Object.hasOwn(ACTIONS_BY_NAME, button)) throw new MessageRejected(`inputs.events[${i}] button must be one of ${Object.keys(ACTIONS_BY_NAME).join(', ')}`);
    if (down !== 0 && down !== 1) throw new MessageRejected(`inputs.events[${i}] down must be 0 or 1`);
    last = frame;
    return [frame, button as ActionName, down];
  });
}

/** Checks `value`, a message of type `type`, and returns exactly its known fields. */
export function parsePlayerMessage<T extends PlayerMessageType>(type: T, value: unknown): PlayerMessages[T];
export function parsePlayerMessage(type: string, value: unknown): PlayerMessages[PlayerMessageType] {
  switch (type) {
    case 'inputs': {
      const message = expectKeys(type, value, ['round', 'upTo', 'events']);
      const upTo = whole(type, message, 'upTo', 0, MAX_FRAME);
      return { round: whole(type, message, 'round', 1, 1000), upTo, events: parseEvents(message.events, upTo) };
    }
    case 'ack': {
      const message = expectKeys(type, value, ['id', 'frame']);
      return { id: whole(type, message, 'id', 1, MAX_U32), frame: whole(type, message, 'frame', 0, MAX_FRAME) };
    }
    case 'hash': {
      const message = expectKeys(type, value, ['round', 'frame', 'hash']);
      return { round: whole(type, message, 'round', 1, 1000), frame: whole(type, message, 'frame', 0, MAX_FRAME), hash: whole(type, message, 'hash', 0, MAX_U32) };
    }
    case 'ready':
      expectKeys(type, value ?? {}, []);
      return {};
    default:
      throw new MessageRejected(`type must be one of inputs, ack, hash, ready`);
  }
}

/** What the room tells its players and spectators. */
export type RoomMessage =
  /**
   * Joined: `seat` (null for a spectator), the match settings, the round in play (0 before the
   * first), which seats are taken, and (to players of a private room) the key its link holds.
   */
  | { type: 'welcome'; seat: number | null; players: number; firstTo: number; round: number; present: boolean[]; key: string | null }
  /**
   * The match so far, for a page that joins or comes back mid-match: the round in play, every seat's
   * wins, the seats that left the match for good (`left`), the seats still in the match already
   * knocked out of this round (`knockedOut`, in the order they went out), and every input the room
   * applied and garbage it routed in the round so far.
   */
  | { type: 'sync'; round: number; seed: number; wins: number[]; left: number[]; knockedOut: number[]; frames: FramesMessage[]; garbage: GarbageMessage[] }
  | FramesMessage
  | GarbageMessage
  | { type: 'round-start'; round: number; seed: number }
  | { type: 'round-over'; round: number; winner: number | null; wins: number[] }
  /** `forfeit`: the others left. `replayId`: the stored match, at `/matches/<id>`. */
  | { type: 'match-over'; winner: number; wins: number[]; forfeit: boolean; replayId: string | null }
  /**
   * Whom each seat's next attack goes to by the room's targeting, by seat (null: nobody, or drawn
   * only when it attacks); sent as a round starts and whenever it changes.
   */
  | { type: 'targets'; round: number; targets: (number | null)[] }
  /** `seat` loses the round: why, as shown to every player. */
  | { type: 'lost'; round: number; seat: number; reason: string }
  /** `seat` came, left (`present` false), or did not come back in time (`forfeit`). */
  | { type: 'seat'; seat: number; present: boolean; forfeit?: boolean }
  | { type: 'error'; message: string };

/** The inputs the room applied, every seat's, up to frame `upTo` of the round: [seat, frame, button, down]. */
export interface FramesMessage {
  type: 'frames';
  round: number;
  upTo: number;
  events: [seat: number, frame: number, button: ActionName, down: 0 | 1][];
}

/**
 * An attack the room routed: `chunks` from `from` entered `to`'s queue at round frame `frame`,
 * after `order` of `to`'s own inputs of that frame (0: before them).
 */
export interface GarbageMessage {
  type: 'garbage';
  round: number;
  id: number;
  from: number;
  to: number;
  chunks: number[];
  frame: number;
  order: number;
}
