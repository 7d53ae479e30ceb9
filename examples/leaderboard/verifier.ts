/**
 * A small pool of worker threads that verify replays, so a long replay never holds up the HTTP
 * server or more than one verification at a time. Each replay is independent: no state is kept
 * between jobs, which is what lets verification spread over any number of threads or machines.
 */
import { Worker } from 'node:worker_threads';
import type { VerifiedResult } from '../../src/engine/index.js';

export interface VerifierWorkerData {
  maxFrames: number | undefined;
}
export interface VerifyRequest {
  id: number;
  replay: unknown;
}
/** A verified ranked game: what verify() found, and the replay's canonical JSON text. */
export interface VerifiedGame {
  result: VerifiedResult;
  replay: string;
}
/** Sent once by a thread that has loaded the engine and listens for jobs. */
export interface VerifierReady {
  ready: true;
}
export type VerifyReply =
  | ({ id: number } & VerifiedGame)
  | { id: number; error: { invalid: boolean; message: string } };

/** The replay is malformed, a practice game, or over one of verify()'s limits (HTTP 400). */
export class ReplayRejected extends Error {
  override name = 'ReplayRejected';
}
/** Too many replays are waiting, or one took too long (HTTP 503: try again later). */
export class VerifierBusy extends Error {
  override name = 'VerifierBusy';
}

export interface VerifierOptions {
  /** Worker threads (default 2). */
  size?: number;
  /** Passed to verify(); its own default when undefined. */
  maxFrames?: number;
  /** A job still running after this long is abandoned and its thread replaced (default 10 s; a thread's start does not count). */
  timeoutMs?: number;
  /** Replays waiting for a thread beyond this are refused with VerifierBusy (default 64). */
  maxQueue?: number;
}

interface Job {
  id: number;
  replay: unknown;
  resolve: (game: VerifiedGame) => void;
  reject: (error: Error) => void;
}

interface Slot {
  /** Null after the thread failed: a new one starts when the next job needs it. */
  worker: Worker | null;
  /** The thread has loaded the engine: jobs go only to ready threads, so their time limit is play time alone. */
  ready: boolean;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const WORKER_URL = new URL('./verify-worker.mjs', import.meta.url);

export class VerifierPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  readonly #data: VerifierWorkerData;
  readonly #timeoutMs: number;
  readonly #maxQueue: number;
  #nextId = 1;
  #closed = false;

  constructor(options: VerifierOptions = {}) {
    const size = options.size ?? 2;
    if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a whole number of at least 1');
    this.#data = { maxFrames: options.maxFrames };
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxQueue = options.maxQueue ?? 64;
    for (let i = 0; i < size; i++) {
      const slot: Slot = { worker: null, ready: false, job: null, timer: undefined };
      this.#slots.push(slot);
      this.#spawn(slot);
    }
  }

  /** Verifies one replay as a ranked game on the next free thread. */
  verify(replay: unknown): Promise<VerifiedGame> {
    if (this.#closed) return Promise.reject(new VerifierBusy('the verifier is shutting down'));
    // Jobs that a free thread will take as soon as it is ready are not waiting for one.
    const free = this.#slots.filter((slot) => !slot.job).length;
    if (this.#queue.length >= this.#maxQueue + free) return Promise.reject(new VerifierBusy('too many replays waiting'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, replay, resolve, reject });
      this.#dispatch();
    });
  }

  /** Stops every thread; waiting and running jobs are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new VerifierBusy('the verifier is shutting down'));
    await Promise.all(
      this.#slots.map((slot) => {
        this.#finish(slot, (job) => job.reject(new VerifierBusy('the verifier is shutting down')));
        return slot.worker?.terminate();
      }),
    );
  }

  #spawn(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, { workerData: this.#data });
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (reply: VerifyReply | VerifierReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        this.#dispatch();
        return;
      }
      if (slot.job?.id !== reply.id) return;
      this.#finish(slot, (job) => {
        if ('result' in reply) job.resolve({ result: reply.result, replay: reply.replay });
        else if (reply.error.invalid) job.reject(new ReplayRejected(reply.error.message));
        else job.reject(new Error(`verification failed: ${reply.error.message}`));
      });
      this.#dispatch();
    });
    worker.on('error', (error) => this.#discard(slot, worker, error));
    worker.on('exit', (code) => this.#discard(slot, worker, new Error(`verifier thread exited with code ${code}`)));
    return worker;
  }

  /**
   * A thread failed or hung: fail its job and drop it. A thread that failed before it was ready
   * fails the oldest waiting job instead, and its replacement starts only when a job is waiting,
   * so a thread that cannot start fails each job once instead of restarting in a loop.
   */
  #discard(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    worker.removeAllListeners();
    worker.on('error', () => {}); // it is being discarded: nothing left to report
    void worker.terminate();
    if (slot.ready) this.#finish(slot, (job) => job.reject(error));
    else this.#queue.shift()?.reject(error);
    this.#dispatch();
  }

  #finish(slot: Slot, settle: (job: Job) => void): void {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.timer = undefined;
    if (job) settle(job);
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (slot.job) continue;
      const worker = slot.worker ?? this.#spawn(slot);
      if (!slot.ready) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.#discard(slot, worker, new VerifierBusy('verification took too long')), this.#timeoutMs);
      worker.postMessage({ id: job.id, replay: job.replay } satisfies VerifyRequest);
    }
  }
}
