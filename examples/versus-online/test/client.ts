/**
 * A player's connection for tests: the messages it receives, one at a time in order, and how its
 * connection closed. Every wait ends: a message or close that does not come fails the test after
 * a few seconds instead of hanging it.
 */
import { WebSocket } from 'ws';
import type { ClientOptions } from 'ws';

const WAIT_MS = 5000;

export interface Closed {
  code: number;
  reason: string;
}

/** `promise`, or a rejection naming `what` when it takes longer than {@link WAIT_MS}. */
function inTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class TestClient {
  readonly socket: WebSocket;
  readonly #received: unknown[] = [];
  #waiting: ((message: unknown) => void) | undefined;
  readonly #closed: Promise<Closed>;

  constructor(url: string, options?: ClientOptions) {
    this.socket = new WebSocket(url, options);
    this.socket.on('message', (data) => {
      const message: unknown = JSON.parse(data.toString());
      if (this.#waiting) {
        const resolve = this.#waiting;
        this.#waiting = undefined;
        resolve(message);
      } else this.#received.push(message);
    });
    this.#closed = new Promise((resolve) => this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    // A refused handshake reports an error before its close; the close is what tests read.
    this.socket.on('error', () => undefined);
  }

  /** The connection open (or a rejection with the handshake's failure). */
  open(): Promise<void> {
    return inTime(
      new Promise((resolve, reject) => {
        this.socket.once('open', () => resolve());
        this.socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake answered ${res.statusCode}`)));
      }),
      'open connection',
    );
  }

  /** The next message received. */
  next(): Promise<unknown> {
    if (this.#received.length > 0) return Promise.resolve(this.#received.shift());
    return inTime(new Promise((resolve) => (this.#waiting = resolve)), 'message');
  }

  /** Messages received and not yet read. */
  get unread(): number {
    return this.#received.length;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  closed(): Promise<Closed> {
    return inTime(this.#closed, 'close');
  }
}
