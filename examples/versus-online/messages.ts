/**
 * The messages of a versus room. Players send the {@link PLAYER_MESSAGES} to each other through
 * the relay, which checks each one against this table and passes on only the fields it names;
 * the relay itself sends the {@link RelayMessage}s. Every message is one JSON object in one text
 * frame, at most {@link MAX_MESSAGE_BYTES} long.
 * @module
 */
import { COLS, MAX_GARBAGE_LINES, ROWS, TOTAL_ROWS } from '../../src/engine/index.js';

/** The longest message the relay takes, in bytes; a longer one closes the sender's connection. */
export const MAX_MESSAGE_BYTES = 1024;

/** Largest attack id and seed: the engine's 32-bit range. */
const MAX_U32 = 0xffffffff;
/** Most rounds a match may need (first to 99 rounds at most: 197 rounds). */
const MAX_ROUND = 197;
/** Most frames one round may last (about 24 hours at 60 Hz). */
const MAX_FRAME = 60 * 60 * 60 * 24;
/** Most lines waiting on one player's garbage meter. */
const MAX_INCOMING = 999;

/** One field's rule: its check, and the words an error names the accepted values with. */
interface FieldRule<K extends 'number' | 'boolean' | 'string' = 'number' | 'boolean' | 'string'> {
  /** The value's type, as the checked message holds it. */
  readonly kind: K;
  readonly accepts: string;
  readonly check: (value: unknown) => boolean;
}

const whole = (min: number, max: number): FieldRule<'number'> => ({
  kind: 'number',
  accepts: `a whole number from ${min} to ${max}`,
  check: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
});

const flag: FieldRule<'boolean'> = { kind: 'boolean', accepts: 'true or false', check: (value) => typeof value === 'boolean' };

/** A field as the engine's `game.rows()` writes it, top row first, visible rows up to the whole matrix. */
const FIELD = new RegExp(`^[.IJLOSTZX]{${ROWS * COLS},${TOTAL_ROWS * COLS}}$`);
const field: FieldRule<'string'> = {
  kind: 'string',
  accepts: `${ROWS} to ${TOTAL_ROWS} rows of ${COLS} cells, each one of . I J L O S T Z X`,
  check: (value) => typeof value === 'string' && FIELD.test(value) && value.length % COLS === 0,
};

/**
 * What players may tell each other, and the fields of each:
 * - `ready`: ready for the next round (or a rematch);
 * - `round`: the round begins, with the seed of both boards (sent by seat 0);
 * - `attack`: lines sent after cancelling, for the other player's `receiveGarbage(lines, { id })`;
 * - `garbage`: how many lines wait on the sender's garbage meter;
 * - `board`: the sender's field, to draw the opponent's board;
 * - `over`: the sender's round ended at `frame`, knocked out or (`survived`) by the other's knock-out.
 */
export const PLAYER_MESSAGES = {
  ready: {},
  round: { round: whole(1, MAX_ROUND), seed: whole(0, MAX_U32) },
  attack: { id: whole(1, MAX_U32), lines: whole(1, MAX_GARBAGE_LINES) },
  garbage: { incoming: whole(0, MAX_INCOMING) },
  board: { cells: field },
  over: { frame: whole(0, MAX_FRAME), survived: flag },
} as const satisfies Record<string, Record<string, FieldRule>>;

export type PlayerMessageType = keyof typeof PLAYER_MESSAGES;

type FieldValue<R> = R extends FieldRule<'boolean'> ? boolean : R extends FieldRule<'string'> ? string : number;

/** A checked player message: its type and exactly the fields the table gives it. */
export type PlayerMessage = {
  [T in PlayerMessageType]: { type: T } & { [F in keyof (typeof PLAYER_MESSAGES)[T]]: FieldValue<(typeof PLAYER_MESSAGES)[T][F]> };
}[PlayerMessageType];

/** What the relay tells a player. */
export type RelayMessage =
  /** Joined room `room` in seat 0 or 1; `opponent`: the other seat is taken. */
  | { type: 'welcome'; room: string; seat: 0 | 1; opponent: boolean }
  | { type: 'opponent-joined' }
  /** The other player's connection closed or stopped answering. */
  | { type: 'opponent-left' }
  /** The last message was refused and not passed on. */
  | { type: 'error'; message: string };

/** Why a message was refused. */
export class MessageRejected extends Error {}

const TYPES = Object.keys(PLAYER_MESSAGES) as PlayerMessageType[];

/** `text` as a player message, or a {@link MessageRejected} naming what is wrong. */
export function parsePlayerMessage(text: string): PlayerMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MessageRejected('a message is one JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MessageRejected('a message is one JSON object');
  const message = value as Record<string, unknown>;
  const type = message.type;
  if (typeof type !== 'string' || !Object.hasOwn(PLAYER_MESSAGES, type)) {
    throw new MessageRejected(`type must be one of ${TYPES.join(', ')}`);
  }
  const rules: Record<string, FieldRule> = PLAYER_MESSAGES[type as PlayerMessageType];
  const checked: Record<string, unknown> = { type };
  for (const key of Object.keys(message)) {
    if (key !== 'type' && !Object.hasOwn(rules, key)) throw new MessageRejected(`${type} has no field ${JSON.stringify(key.slice(0, 40))}`);
  }
  for (const [key, rule] of Object.entries(rules)) {
    if (!rule.check(message[key])) throw new MessageRejected(`${type}.${key} must be ${rule.accepts}`);
    checked[key] = message[key];
  }
  return checked as PlayerMessage;
}
