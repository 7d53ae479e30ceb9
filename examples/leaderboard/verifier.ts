/**
 * A small pool of worker threads that verify replays, so a long replay never holds up the HTTP
 * server or more than one verification at a time. Each replay is independent: no state is kept
 * between jobs, which is what lets verification spread over any number of threads or machines.
 */
import { Worker } from 'node:worker_threads';
import { MAX_REPLAY_FRAMES } from '../../src/engine/index.js';
import type { VerifiedResult } from '../../src/engine/index.js';

export interface VerifyRequest {
  id: number;
  replay: unknown;
  /** The most frames this replay may be played for. */
  maxFrames: number;
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
/** A replay still playing at its deadline: its thread was ended. */
export class VerificationTimeout extends VerifierBusy {
  override name = 'VerificationTimeout';
}

/** One verification's limits and who pays for it. */
export interface VerifyJobOptions {
  /** The most frames played (default {@link MAX_REPLAY_FRAMES}). */
  maxFrames?: number;
  /** Its thread is ended after this long on it (default: the pool's `timeoutMs`). */
  timeoutMs?: number;
  /** The client it is verified for: one job per client runs at a time, the others wait their turn. */
  client?: string;
  /** Hears what the job cost, in ms of a thread (a thread ended at the deadline costs its restart too). */
  onCost?: (ms: number) => void;
}

export interface VerifierOptions {
  /** Worker threads (default 2). */
  size?: number;
  /** A job still running after this long is ended with its thread, which is replaced (default 10 s; a thread's start does not count). */
  timeoutMs?: number;
  /** Replays waiting for a thread beyond this are refused with VerifierBusy (default 64). */
  maxQueue?: number;
}

interface Job {
  id: number;
  replay: unknown;
  maxFrames: number;
  timeoutMs: number;
  client: string | undefined;
  onCost: ((ms: number) => void) | undefined;
  /** When it went to a thread (performance.now()). */
  started: number;
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
/** Jobs of one client waiting for its turn (a request limit's burst and some), beyond which it is refused: the rest of the queue stays for others. */
const MAX_WAITING_PER_CLIENT = 24;
/** What a thread ended at its deadline costs besides its job: starting its replacement (loading the engine). */
const RESTART_COST_MS = 200;
/**
 * A verification needs a few MB: small heaps keep each thread's memory low (V8's default young
 * generation alone is tens of MB per thread), and a replay that needs more fails on its own thread.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

export class VerifierPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  readonly #timeoutMs: number;
  readonly #maxQueue: number;
  #nextId = 1;
  #closed = false;

  constructor(options: VerifierOptions = {}) {
    const size = options.size ?? 2;
    if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a whole number of at least 1');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxQueue = options.maxQueue ?? 64;
    for (let i = 0; i < size; i++) {
      const slot: Slot = { worker: null, ready: false, job: null, timer: undefined };
      this.#slots.push(slot);
      this.#spawn(slot);
    }
  }

  /**
   * Verifies one replay as a ranked game on the next free thread. Clients take turns: a client's
   * job waits while another of its jobs runs, so one client never holds more than one thread.
   */
  verify(replay: unknown, options: VerifyJobOptions = {}): Promise<VerifiedGame> {
    const { maxFrames = MAX_REPLAY_FRAMES, timeoutMs = this.#timeoutMs, client, onCost } = options;
    if (this.#closed) return Promise.reject(new VerifierBusy('the verifier is shutting down'));
    // Jobs that a free thread will take as soon as it is ready are not waiting for one.
    const free = this.#slots.filter((slot) => !slot.job).length;
    if (this.#queue.length >= this.#maxQueue + free) return Promise.reject(new VerifierBusy('too many replays waiting'));
    if (client !== undefined && this.#queue.filter((job) => job.client === client).length >= MAX_WAITING_PER_CLIENT) {
      return Promise.reject(new VerifierBusy('too many of this address\'s replays waiting'));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, replay, maxFrames, timeoutMs, client, onCost, started: 0, resolve, reject });
      this.#dispatch();
    });
  }

  /** Stops every thread; waiting and running jobs are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new VerifierBusy('the verifier is shutting down'));
    await Promise.all(
      this.#slots.map((slot) => {
        this.#finish(slot, 0, (job) => job.reject(new VerifierBusy('the verifier is shutting down')));
        return slot.worker?.terminate();
      }),
    );
  }

  #spawn(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: WORKER_LIMITS });
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (reply: VerifyReply | VerifierReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        this.#dispatch();
        return;
      }
      if (slot.job?.id !== reply.id) return;
      this.#finish(slot, 0, (job) => {
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
    if (slot.ready) this.#finish(slot, RESTART_COST_MS, (job) => job.reject(error));
    else this.#queue.shift()?.reject(error);
    this.#dispatch();
  }

  /** Ends the slot's job: charges its time on the thread (plus `extraCostMs`) and settles it. */
  #finish(slot: Slot, extraCostMs: number, settle: (job: Job) => void): void {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.timer = undefined;
    if (!job) return;
    job.onCost?.(performance.now() - job.started + extraCostMs);
    settle(job);
  }

  /** The oldest waiting job whose client has no job running. */
  #next(): Job | undefined {
    const running = new Set(this.#slots.map((slot) => slot.job?.client).filter((client) => client !== undefined));
    const index = this.#queue.findIndex((job) => job.client === undefined || !running.has(job.client));
    return index < 0 ? undefined : this.#queue.splice(index, 1)[0];
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (slot.job) continue;
      const worker = slot.worker ?? this.#spawn(slot);
      if (!slot.ready) continue;
      const job = this.#next();
      if (!job) return;
      slot.job = job;
      job.started = performance.now();
      slot.timer = setTimeout(() => this.#discard(slot, worker, new VerificationTimeout('verification took too long')), job.timeoutMs);
      worker.postMessage({ id: job.id, replay: job.replay, maxFrames: job.maxFrames } satisfies VerifyRequest);
    }
  }
}
