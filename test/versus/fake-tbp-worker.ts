/**
 * A TBP bot behind a Worker's interface, answering on a clock the test steps: `tick()` is one game
 * frame; each answer is delivered `delay` frames after the message it answers (null: never). It
 * records every message the element sends. The bot is the package's own `TbpBot`, which may
 * advertise fewer features (a foreign bot without `garbage`).
 */
import { TbpBot, type TbpOutMessage } from '../../src/bot/tbp.js';

export type SentMessage = { type: string; [field: string]: unknown };

export class FakeTbpWorker {
  readonly received: SentMessage[] = [];
  /** Both ways in order: what the element sent (`in`) and what reached it (`out`). */
  readonly log: { way: 'in' | 'out'; message: SentMessage | TbpOutMessage }[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  private readonly bot = new TbpBot();
  private frame = 0;
  private readonly outbox: { at: number; message: TbpOutMessage }[] = [];

  constructor(
    private readonly delay: number | null,
    features?: string[],
  ) {
    const info = this.bot.info();
    this.outbox.push({ at: 0, message: info.type === 'info' && features ? { ...info, features } : info });
  }

  postMessage(message: SentMessage): void {
    this.received.push(structuredClone(message));
    this.log.push({ way: 'in', message: this.received.at(-1)! });
    // A bot without the extension would not be sent it; the bot here still reads it to play on.
    for (const answer of this.bot.handle(message)) {
      // Only suggestions take thinking time (the pace under test); rules are answered at once.
      if (answer.type !== 'suggestion') this.outbox.push({ at: this.frame, message: answer });
      else if (this.delay !== null) this.outbox.push({ at: this.frame + this.delay, message: answer });
    }
  }

  /** One frame: answers that are due reach the element. */
  tick(): void {
    for (const entry of this.outbox.filter((e) => e.at <= this.frame)) {
      this.outbox.splice(this.outbox.indexOf(entry), 1);
      this.log.push({ way: 'out', message: entry.message });
      this.onmessage?.({ data: entry.message } as MessageEvent);
    }
    this.frame++;
  }

  terminate(): void {
    this.terminated = true;
  }

  /** As a Worker, for `botWorker`. */
  asWorker(): Worker {
    return this as unknown as Worker;
  }
}
