/**
 * A small pool of worker threads that verify replays, so a long replay never holds up the HTTP
 * server or more than one verification at a time. Each replay is independent: no state is kept
 * between jobs, which is what lets verification spread over any number of threads or machines.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
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
/** The client's verification budget ran out: before its job started, or while it ran (HTTP 429). */
export class BudgetSpent extends Error {
  override name = 'BudgetSpent';
}

/** One verification's limits and who pays for it. */
export interface VerifyJobOptions {
  /** The most frames played (default {@link MAX_REPLAY_FRAMES}). */
  maxFrames?: number;
  /** Its thread is ended after this long on it (default: the pool's `timeoutMs`). */
  timeoutMs?: number;
  /**
   * The client it is verified for: one job per client runs at a time (a thread restarting after
   * its job was ended counts as one), and the client served least recently goes first.
   */
  client?: string;
  /**
   * The ms of a thread the client has left, read when the job goes to a thread (not when it is
   * queued): under {@link MIN_JOB_MS} the job is refused with BudgetSpent without running, and
   * otherwise it is ended with BudgetSpent when it runs past it.
   */
  budgetMs?: () => number;
  /** Hears that the job went to a thread: its wait in the queue is over. */
  onStart?: () => void;
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
  budgetMs: (() => number) | undefined;
  onStart: (() => void) | undefined;
  onCost: ((ms: number) => void) | undefined;
  /** Its deadline is the client's budget, not the pool's time limit: ending it there is BudgetSpent. */
  byBudget: boolean;
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
  /** The client whose job was ended on this slot, while its replacement thread starts: that client's job in flight. */
  restartFor: string | undefined;
  /** Resolves when the slot's first thread is ready. */
  firstReady: () => void;
}

const TASK_ENTRY = fileURLToPath(new URL('./verify-task.ts', import.meta.url));
let taskScript: string | undefined;

/**
 * The thread's task and the engine as one script, bundled once per process: a thread started from
 * it needs no TypeScript loader of its own (with `tsx` each thread registers one, which runs on a
 * thread more, tens of MB each).
 */
function verifierScript(): string {
  taskScript ??= buildSync({ entryPoints: [TASK_ENTRY], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'silent' })
    .outputFiles[0].text;
  return taskScript;
}
/** Jobs of one client waiting for its turn (a request limit's burst and some), beyond which it is refused: the rest of the queue stays for others. */
const MAX_WAITING_PER_CLIENT = 24;
/** What a thread ended at its deadline costs besides its job: starting its replacement (loading the engine). */
const RESTART_COST_MS = 200;
/** A job with less of its client's budget than this is refused: cut off at once, it would cost a thread's restart for nothing. */
export const MIN_JOB_MS = 50;
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
  /** When each client with a job waiting or running was last served (a count of jobs started); the others are forgotten. */
  readonly #lastServed = new Map<string, number>();
  #started = 0;
  #nextId = 1;
  #closed = false;
  /** Resolves once every thread has loaded the engine and verified a first game (so its code is compiled). */
  readonly ready: Promise<void>;

  constructor(options: VerifierOptions = {}) {
    const size = options.size ?? 2;
    if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a whole number of at least 1');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxQueue = options.maxQueue ?? 64;
    const ready: Promise<void>[] = [];
    for (let i = 0; i < size; i++) {
      let firstReady = () => {};
      ready.push(new Promise<void>((resolve) => (firstReady = resolve)));
      const slot: Slot = { worker: null, ready: false, job: null, timer: undefined, restartFor: undefined, firstReady };
      this.#slots.push(slot);
      this.#spawn(slot);
    }
    this.ready = Promise.all(ready).then(() => undefined);
  }

  /**
   * Verifies one replay as a ranked game on the next free thread. Clients take turns: a client's
   * job waits while another of its jobs runs (or its thread restarts), so one client never holds
   * more than one thread, and a free thread goes to the waiting client served least recently, so
   * another client's flood is never ahead in the queue.
   */
  verify(replay: unknown, options: VerifyJobOptions = {}): Promise<VerifiedGame> {
    const { maxFrames = MAX_REPLAY_FRAMES, timeoutMs = this.#timeoutMs, client, budgetMs, onStart, onCost } = options;
    if (this.#closed) return Promise.reject(new VerifierBusy('the verifier is shutting down'));
    // Jobs that a free thread will take as soon as it is ready are not waiting for one.
    const free = this.#slots.filter((slot) => !slot.job).length;
    if (this.#queue.length >= this.#maxQueue + free) return Promise.reject(new VerifierBusy('too many replays waiting'));
    if (client !== undefined && this.#queue.filter((job) => job.client === client).length >= MAX_WAITING_PER_CLIENT) {
      return Promise.reject(new VerifierBusy('too many of this address\'s replays waiting'));
    }
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.#nextId++, replay, maxFrames, timeoutMs, client, budgetMs, onStart, onCost, byBudget: false, started: 0, resolve, reject };
      this.#queue.push(job);
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
    const worker = new Worker(verifierScript(), { eval: true, resourceLimits: WORKER_LIMITS });
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (reply: VerifyReply | VerifierReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        slot.restartFor = undefined;
        slot.firstReady();
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
   * A thread failed or hung: fail its job and drop it. A thread ended with a client's job starts
   * again at once, and until it is ready that client's next job waits (the restart is its cost).
   * A thread that failed before it was ready fails the oldest waiting job instead, and its
   * replacement starts only when a job is waiting, so a thread that cannot start fails each job
   * once instead of restarting in a loop.
   */
  #discard(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    worker.removeAllListeners();
    worker.on('error', () => {}); // it is being discarded: nothing left to report
    void worker.terminate();
    if (slot.ready) {
      slot.restartFor = slot.job?.client;
      this.#finish(slot, RESTART_COST_MS, (job) => job.reject(job.byBudget && error instanceof VerificationTimeout ? new BudgetSpent('this replay takes more verification time than its client has left') : error));
      if (slot.restartFor !== undefined && !this.#closed) this.#spawn(slot);
    } else {
      this.#queue.shift()?.reject(error);
      slot.firstReady(); // the pool is as ready as it will be: each job that needs this thread tries it again
    }
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
    this.#forgetIdle(job.client);
  }

  /** Forgets when `client` was served once it has nothing waiting or running: the map holds only clients in the queue. */
  #forgetIdle(client: string | undefined): void {
    if (client === undefined || this.#busyClients().has(client) || this.#queue.some((job) => job.client === client)) return;
    this.#lastServed.delete(client);
  }

  /** Clients with a job on a thread, or a thread restarting after their job was ended. */
  #busyClients(): Set<string | undefined> {
    return new Set(this.#slots.flatMap((slot) => [slot.job?.client, slot.restartFor]).filter((client) => client !== undefined));
  }

  /**
   * The next job to run: of the clients with no job running, the one served least recently (a
   * client not served while it has been waiting goes first), its oldest job; jobs without a
   * client in arrival order, as if each were a new client.
   */
  #next(): Job | undefined {
    const busy = this.#busyClients();
    let best = -1;
    let bestServed = Infinity;
    for (let i = 0; i < this.#queue.length; i++) {
      const { client } = this.#queue[i];
      if (client !== undefined && busy.has(client)) continue;
      const served = client === undefined ? -1 : (this.#lastServed.get(client) ?? -1);
      if (served < bestServed) [best, bestServed] = [i, served];
      if (served === -1) break; // never served: nobody goes before it, and older jobs came first
    }
    return best < 0 ? undefined : this.#queue.splice(best, 1)[0];
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (slot.job) continue;
      const worker = slot.worker ?? this.#spawn(slot);
      if (!slot.ready) continue;
      const job = this.#take();
      if (!job) return;
      slot.job = job;
      job.started = performance.now();
      job.onStart?.();
      slot.timer = setTimeout(() => this.#discard(slot, worker, new VerificationTimeout('verification took too long')), job.timeoutMs);
      worker.postMessage({ id: job.id, replay: job.replay, maxFrames: job.maxFrames } satisfies VerifyRequest);
    }
  }

  /** The next job whose client still has budget for it, with its deadline set; the others are refused on the way. */
  #take(): Job | undefined {
    for (let job = this.#next(); job; job = this.#next()) {
      if (job.client !== undefined) this.#lastServed.set(job.client, this.#started++);
      const budget = job.budgetMs?.() ?? Infinity;
      if (budget >= MIN_JOB_MS) {
        job.byBudget = budget < job.timeoutMs;
        job.timeoutMs = Math.min(job.timeoutMs, budget);
        return job;
      }
      job.reject(new BudgetSpent('its client has used its verification time'));
      this.#forgetIdle(job.client);
    }
    return undefined;
  }
}
