/**
 * A page's connection to a versus room for tests, through colyseus.js: every message it receives
 * kept in order and readable by type, and every wait bounded (a message that does not come fails
 * the test after a few seconds instead of hanging it).
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { COUNTDOWN_FRAMES } from '../../../src/engine/index.js';
import type { PlayerMessages, RoomMessage } from '../protocol.js';

const WAIT_MS = 10_000;

/** The frame an honest page's game is at, `start` being when its round began: real time, after the countdown. */
export function wallFrame(start: number): number {
  return Math.max(0, Math.floor(((performance.now() - start) * 60) / 1000) - COUNTDOWN_FRAMES);
}

type Of<T extends RoomMessage['type']> = Extract<RoomMessage, { type: T }>;

export class RoomClient {
  readonly received: RoomMessage[] = [];
  /** The close code, once the connection is gone. */
  left: number | null = null;
  /** Every `until()` under way: each looks again at every message and at the leave. */
  readonly #waiters = new Set<() => void>();

  private constructor(readonly room: Room) {
    room.onMessage('*', (type, message) => {
      this.received.push({ ...(message as object), type } as RoomMessage);
      this.#wakeAll();
    });
    room.onLeave((code) => {
      this.left = code;
      this.#wakeAll();
    });
    room.onError(() => undefined);
  }

  static async connect(url: string, how: (client: Client) => Promise<Room>): Promise<RoomClient> {
    return new RoomClient(await how(new Client(url.replace(/^http/, 'ws'))));
  }

  /**
   * Resolves once `done()` holds, looked at now and on every message and leave; several may wait
   * at once. The timer only bounds the wait: it fails the test rather than hanging it.
   */
  until<T>(done: () => T | undefined | null | false, what: string): Promise<T> {
    const now = done();
    if (now) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const result = done();
        if (!result) return;
        finish();
        resolve(result);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${what} within ${WAIT_MS} ms`));
      }, WAIT_MS);
      const finish = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      this.#waiters.add(check);
    });
  }

  #wakeAll(): void {
    for (const check of [...this.#waiters]) check();
  }

  all<T extends RoomMessage['type']>(type: T): Of<T>[] {
    return this.received.filter((m): m is Of<T> => m.type === type);
  }

  /** The first message of `type` matching `test`, once it has come. */
  next<T extends RoomMessage['type']>(type: T, test: (message: Of<T>) => boolean = () => true): Promise<Of<T>> {
    return this.until(() => this.all(type).find(test), `${type} message`);
  }

  send<T extends keyof PlayerMessages>(type: T, message: PlayerMessages[T]): void;
  send(type: string, message: unknown): void;
  send(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  gone(): Promise<number> {
    return this.until(() => this.left, 'leave');
  }
}
