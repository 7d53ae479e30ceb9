/**
 * A versus game's side of a lock and of received garbage: the attack a clear sends (after it
 * cancels incoming garbage), the garbage that enters on a lock that clears no line, and the
 * `attack` / `garbage` events that tell the host. The host routes attacks to opponents (or
 * `Match` does) and feeds them back through `receiveGarbage()`.
 * @module
 */
import { ATTACK_RULES, ATTACK_RULE_NAMES, AttackCounter } from './attack.js';
import type { Board } from '../state/board.js';
import { knownKeys, oneOf, plainObject, show, wholeNumber } from '../check.js';
import type { Emitter } from '../emitter.js';
import { GarbageQueue, type CancelledGarbage } from '../state/garbage.js';
import type { EngineEventMap, ReceiveGarbageOptions, VersusLevels, VersusSettings } from '../types.js';

/** Longest travel delay accepted, in frames (one minute). */
export const MAX_GARBAGE_DELAY = 3600;
/** Largest per-lock cap accepted (the whole matrix). */
export const MAX_GARBAGE_CAP = 40;
/** Most lines one `receiveGarbage()` call accepts. */
export const MAX_GARBAGE_LINES = 100;
/** Largest attack id accepted. */
const MAX_ID = 0xffffffff;

/** Defaults of the `versus` option. */
export const DEFAULT_VERSUS: VersusSettings = Object.freeze({ rules: 'guideline', delay: 20, cap: 8, messiness: 1, levels: 'lines' });

/** The values of the `versus.levels` option. */
export const VERSUS_LEVELS: readonly VersusLevels[] = Object.freeze(['lines', 'fixed', 'time']);

/**
 * Frames of play per level under `versus.levels: 'time'`: 30 seconds. Level 10 (about 4 frames a
 * row) comes after four and a half minutes, 20 G (level 19) after nine: long rounds end.
 */
export const VERSUS_LEVEL_FRAMES = 1800;

/** The `versus` option checked, with its defaults filled in; throws a TypeError/RangeError naming the bad field. */
export function checkVersus(value: unknown): VersusSettings {
  const v = plainObject('versus', value);
  knownKeys('versus', v, Object.keys(DEFAULT_VERSUS));
  let messiness = DEFAULT_VERSUS.messiness;
  if (v.messiness !== undefined) {
    if (typeof v.messiness !== 'number') throw new TypeError(`versus.messiness must be a number from 0 to 1, got ${show(v.messiness)}`);
    if (!(v.messiness >= 0 && v.messiness <= 1)) throw new RangeError(`versus.messiness must be a number from 0 to 1, got ${show(v.messiness)}`);
    messiness = v.messiness;
  }
  return Object.freeze({
    rules: v.rules === undefined ? DEFAULT_VERSUS.rules : oneOf('versus.rules', v.rules, ATTACK_RULE_NAMES),
    delay: v.delay === undefined ? DEFAULT_VERSUS.delay : wholeNumber('versus.delay', v.delay, 0, MAX_GARBAGE_DELAY),
    cap: v.cap === undefined ? DEFAULT_VERSUS.cap : wholeNumber('versus.cap', v.cap, 1, MAX_GARBAGE_CAP),
    messiness,
    levels: v.levels === undefined ? DEFAULT_VERSUS.levels : oneOf('versus.levels', v.levels, VERSUS_LEVELS),
  });
}

/** Check `receiveGarbage(lines, options)`; returns the resolved id, column (-1 = drawn) and delay. */
function checkReceive(lines: unknown, options: unknown, settings: VersusSettings): { lines: number; id: number | null; column: number; delay: number } {
  const n = wholeNumber('receiveGarbage(lines)', lines, 1, MAX_GARBAGE_LINES);
  const o = plainObject('receiveGarbage(lines, options)', options ?? {}) as ReceiveGarbageOptions & Record<string, unknown>;
  knownKeys('receiveGarbage option', o, ['id', 'column', 'delay']);
  return {
    lines: n,
    id: o.id === undefined ? null : wholeNumber('receiveGarbage options.id', o.id, 0, MAX_ID),
    column: o.column === undefined ? -1 : wholeNumber('receiveGarbage options.column', o.column, 0, 9),
    delay: o.delay === undefined ? settings.delay : wholeNumber('receiveGarbage options.delay', o.delay, 0, MAX_GARBAGE_DELAY),
  };
}

/** @internal The versus state of one game. */
export class Versus {
  readonly settings: VersusSettings;
  readonly counter: AttackCounter;
  readonly queue: GarbageQueue;
  /** Attacks sent so far (ids count from 1). */
  attacks = 0;
  /** Attacks received without an id so far. */
  received = 0;
  /** Lines sent after cancelling, lines that entered the matrix, and garbage rows cleared, so far. */
  sent = 0;
  entered = 0;
  cleared = 0;
  /** Lines sent as the opener phase counts them: of each attack, the chunks up to the first one left over after cancelling. */
  #openerSent = 0;

  constructor(settings: VersusSettings, seed: number, combo: number, backToBack: boolean) {
    this.settings = settings;
    this.counter = new AttackCounter(ATTACK_RULES[settings.rules], combo, backToBack);
    this.queue = new GarbageQueue(seed, settings.messiness, this.counter.rules);
  }

  /** Frames of play per level (`levels: 'time'`), or 0 when time does not raise the level. */
  get levelFrames(): number {
    return this.settings.levels === 'time' ? VERSUS_LEVEL_FRAMES : 0;
  }

  /** Check `receiveGarbage(lines, options)` for this game: the resolved id, column (-1 = drawn) and delay. */
  check(lines: unknown, options: unknown): ReturnType<typeof checkReceive> {
    return checkReceive(lines, options, this.settings);
  }

  /** Queue received garbage at `frame` and tell the host. */
  receive(lines: number, id: number | null, column: number, delay: number, frame: number, events: Emitter<EngineEventMap>): void {
    const attackId = id ?? ++this.received;
    this.queue.receive(attackId, lines, column, frame + delay);
    if (events.has('garbage')) events.emit('garbage', { kind: 'queued', id: attackId, lines, column: column < 0 ? null : column, frame });
  }

  /**
   * After a lock at `frame` (the `pieces`-th) that cleared `lines` (`garbageRows` of them garbage)
   * with spin code `spin`: attack and cancel on a clear, let garbage in otherwise.
   */
  lock(board: Board, lines: number, spin: number, perfectClear: boolean, garbageRows: number, frame: number, pieces: number, events: Emitter<EngineEventMap>): void {
    this.cleared += garbageRows;
    const chunks = this.counter.lock(lines, spin, perfectClear, garbageRows, frame);
    if (lines === 0) return this.#enter(board, frame, events);
    let total = 0;
    for (const chunk of chunks) total += chunk;
    if (total === 0) return;
    const opener = pieces <= this.counter.rules.openerPieces;
    const cancelled: CancelledGarbage[] = [];
    const sentChunks: number[] = [];
    let used = 0;
    // Chunks cancel in turn until one is left over (the queue ran dry); the chunks after it leave as they are,
    // and only the chunks up to it count as sent for the opener phase (as in TETR.IO).
    let cancelling = true;
    for (const chunk of chunks) {
      if (!cancelling) {
        sentChunks.push(chunk);
        continue;
      }
      // Opener phase, chunk by chunk: while at least as much is incoming as was sent, a chunk cancels double; the extra never leaves.
      const double = opener && this.queue.total >= this.#openerSent;
      let removed = 0;
      for (const c of this.queue.cancel(double ? chunk * 2 : chunk)) {
        cancelled.push(c);
        removed += c.lines;
      }
      used += removed;
      const kept = chunk - Math.min(chunk, removed);
      this.#openerSent += kept;
      if (kept > 0) {
        sentChunks.push(kept);
        cancelling = false;
      }
    }
    let sent = 0;
    for (const chunk of sentChunks) sent += chunk;
    this.sent += sent;
    this.attacks++;
    if (events.has('garbage')) {
      for (const c of cancelled) events.emit('garbage', { kind: 'cancelled', id: c.id, lines: c.lines, column: null, frame });
    }
    if (events.has('attack')) {
      const clear = this.counter.clear;
      if (clear) events.emit('attack', { id: this.attacks, lines: total, sent, cancelled: used, chunks: Object.freeze(sentChunks), clear, frame });
    }
  }

  /** Ready garbage rises into the matrix, at most `cap` rows. */
  #enter(board: Board, frame: number, events: Emitter<EngineEventMap>): void {
    if (this.queue.total === 0) return;
    for (const g of this.queue.take(frame, this.settings.cap)) {
      board.addGarbage(g.lines, g.column);
      this.entered += g.lines;
      if (events.has('garbage')) events.emit('garbage', { kind: 'entered', id: g.id, lines: g.lines, column: g.column, frame });
    }
  }
}
