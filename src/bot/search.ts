/**
 * Look-ahead: a beam search over the next pieces and hold. Each layer places one more piece on
 * the best boards of the layer before; a move's value is the rewards of the locks along its line
 * plus the value of the board at the end. Garbage on its way is cancelled by the attack of a
 * clear and rises into the board at the first lock that clears nothing, so the search sees what
 * waiting costs. The search stops at its depth, at a budget of evaluated placements, or at a time
 * budget read from an injected clock (the bot itself never reads a clock, so a search with a node
 * budget is deterministic).
 * @module
 */
import { BOX_Y_MIN, Field } from './field.js';
import { SPAWN_X, SPAWN_Y } from '../engine/index.js';
import { aboveField, boardValue, landingHeight, moveValue, tetrioAttack } from './evaluate.js';
import type { LockOutcome, Weights } from './evaluate.js';
import { placements } from './placements.js';
import type { Placement } from './placements.js';

/** A position to search from, in the bot's terms (pieces as indices into `PIECE_TYPES`). */
export interface BotState {
  readonly field: Field;
  /** The piece in play and its rotation index and box position. */
  readonly current: number;
  readonly r: number;
  readonly x: number;
  readonly y: number;
  /** The hold slot, -1 when empty. */
  readonly hold: number;
  readonly canHold: boolean;
  /** The pieces known to come, first to come first. */
  readonly queue: readonly number[];
  readonly backToBack: boolean;
  /** The engine's combo counter: -1 none. */
  readonly combo: number;
  /** A top out ends the game (marathon, sprint, ultra); in zen it empties the matrix. */
  readonly topOutEnds?: boolean;
  /**
   * A piece whose spawn rows are blocked enters from the lowest free rows above them (a TBP front
   * end's matrix) instead of ending the game (the engine's block out).
   */
  readonly spawnRises?: boolean;
}

/** Most garbage rows one lock lets in (the versus default cap). */
const GARBAGE_CAP = 8;

/** Box row piece p spawns at in `field`: the spawn, or with `rises` the lowest free rows above a blocked one. */
export function spawnRow(field: Field, p: number, rises = false): number {
  if (!rises || field.fits(p * 4, SPAWN_X, SPAWN_Y)) return SPAWN_Y;
  for (let y = SPAWN_Y - 1; y >= BOX_Y_MIN; y--) if (field.fits(p * 4, SPAWN_X, y)) return y;
  return SPAWN_Y;
}

/** How far and how long to search. */
export interface SearchLimits {
  /** Pieces to look ahead, the current one included (1 = greedy). */
  readonly depth: number;
  /** Boards kept per layer. */
  readonly beam: number;
  /** Most placements to evaluate. */
  readonly nodes: number;
  /** Clock in ms (e.g. `performance.now`), read only when a time budget is set. */
  readonly clock?: () => number;
  /** Time budget in ms of the clock. */
  readonly time?: number;
}

/** A move at the root, with its value. */
export interface RankedMove {
  readonly hold: boolean;
  readonly placement: Placement;
  readonly value: number;
}

/** What a search found. */
export interface SearchResult {
  /** Every distinct move, best first. */
  readonly moves: RankedMove[];
  /** Placements evaluated. */
  readonly nodes: number;
  /** Layers searched in full. */
  readonly depth: number;
}

/** Column of the holes of garbage the search imagines (where it enters is not known yet). */
const GARBAGE_HOLE = 0;

/** A move that tops out: ranked after every other. */
const LOST = -1e9;

interface Node {
  /** The board after this node's lock: built when the node is expanded (most never are). */
  field: Field | null;
  /** The board before the lock, and the lock, to build `field` from. */
  readonly before: Field;
  readonly lock: Placement | null;
  /** Garbage rows that rose after the lock. */
  readonly risen: number;
  /** Garbage lines still on their way. */
  readonly pending: number;
  /** The piece to place next, -1 when the queue has run out. */
  readonly current: number;
  readonly hold: number;
  readonly queueIndex: number;
  readonly canHold: boolean;
  readonly backToBack: boolean;
  readonly combo: number;
  /** Rewards of the locks so far. */
  readonly reward: number;
  /** Reward plus the board's value: what the beam sorts on. */
  readonly score: number;
  /** Index of the root move this line started with. */
  readonly root: number;
}

/** Search `state` with `weights`; `incoming` = garbage lines on their way. */
export function search(state: BotState, weights: Weights, limits: SearchLimits, incoming = 0): SearchResult {
  const started = limits.time === undefined || !limits.clock ? 0 : limits.clock();
  const overTime = () => limits.time !== undefined && limits.clock !== undefined && limits.clock() - started >= limits.time;
  const scratch = new Field();
  const roots: RankedMove[] = [];
  let nodes = 0;

  /** The children of a node: every placement of its piece, and of the other piece through hold. */
  const boardOf = (node: Node): Field => {
    if (!node.field) {
      node.field = node.before.clone();
      node.field.place(node.lock!.p * 4 + node.lock!.r, node.lock!.x, node.lock!.y);
      if (node.risen > 0) node.field.rise(node.risen, GARBAGE_HOLE);
    }
    return node.field;
  };
  const expand = (node: Node, root: boolean, out: Node[]) => {
    const { queue } = state;
    const field = boardOf(node);
    const options: { piece: number; hold: number; current: number; queueIndex: number; held: boolean }[] = [];
    const next = (i: number) => (i < queue.length ? queue[i] : -1);
    options.push({ piece: node.current, hold: node.hold, current: next(node.queueIndex), queueIndex: node.queueIndex + 1, held: false });
    if (node.canHold && node.hold !== node.current) {
      if (node.hold >= 0) options.push({ piece: node.hold, hold: node.current, current: next(node.queueIndex), queueIndex: node.queueIndex + 1, held: true });
      else if (node.queueIndex < queue.length) {
        options.push({ piece: queue[node.queueIndex], hold: node.current, current: next(node.queueIndex + 1), queueIndex: node.queueIndex + 2, held: true });
      }
    }
    const rises = state.spawnRises === true;
    for (const o of options) {
      const fromActive = root && !o.held;
      const found = fromActive ? placements(field, o.piece, state.r, state.x, state.y) : placements(field, o.piece, 0, SPAWN_X, spawnRow(field, o.piece, rises));
      for (const placement of found) {
        nodes++;
        const k = placement.p * 4 + placement.r;
        scratch.copyFrom(field);
        const lines = scratch.place(k, placement.x, placement.y);
        const lockOut = lines === 0 && aboveField(k, placement.y);
        const outcome: LockOutcome = {
          p: placement.p, lines, spin: placement.spin, backToBack: node.backToBack, combo: node.combo, perfectClear: lines > 0 && scratch.empty, landingHeight: landingHeight(k, placement.y),
        };
        // A clear's attack cancels garbage on its way; a lock that clears nothing lets it in.
        let pending = node.pending;
        let risen = 0;
        if (lines > 0) pending = Math.max(0, pending - Math.floor(tetrioAttack(outcome)));
        else if (pending > 0) {
          risen = Math.min(pending, GARBAGE_CAP);
          pending -= risen;
          scratch.rise(risen, GARBAGE_HOLE);
        }
        const blockOut = o.current >= 0 && !scratch.fits(o.current * 4, SPAWN_X, spawnRow(scratch, o.current, rises));
        const difficult = lines === 4 || (lines > 0 && placement.spin !== 0);
        const reward = node.reward + moveValue(outcome, weights, node.pending);
        const lost = lockOut || blockOut;
        const backToBack = lines === 0 ? node.backToBack : difficult;
        const score = lost ? LOST + reward : reward + boardValue(scratch, weights, pending) + (backToBack ? weights.backToBackState : 0);
        const rootIndex = root ? roots.push({ hold: o.held, placement, value: score }) - 1 : node.root;
        out.push({
          field: null,
          before: field,
          lock: placement,
          risen,
          pending,
          current: lost ? -1 : o.current,
          hold: o.hold,
          queueIndex: o.queueIndex,
          canHold: true,
          backToBack,
          combo: lines === 0 ? -1 : node.combo + 1,
          reward,
          score,
          root: rootIndex,
        });
      }
    }
  };

  const start: Node = {
    field: state.field, before: state.field, lock: null, risen: 0, pending: incoming, current: state.current, hold: state.hold, queueIndex: 0, canHold: state.canHold,
    backToBack: state.backToBack, combo: state.combo, reward: 0, score: 0, root: -1,
  };
  let layer: Node[] = [];
  expand(start, true, layer);
  let depth = 1;
  while (depth < limits.depth && nodes < limits.nodes && !overTime()) {
    layer.sort((a, b) => b.score - a.score);
    const kept = layer.slice(0, limits.beam);
    const next: Node[] = [];
    let complete = true;
    for (const node of kept) {
      if (node.current < 0 || node.score <= LOST / 2) next.push(node);
      else expand(node, false, next);
      if (nodes >= limits.nodes || overTime()) {
        complete = false;
        break;
      }
    }
    // A layer cut short by the budget would favour the lines searched first: keep the last whole one.
    if (!complete) break;
    layer = next;
    depth++;
  }
  const best = new Float64Array(roots.length).fill(-Infinity);
  for (const node of layer) if (node.score > best[node.root]) best[node.root] = node.score;
  const ranked = roots.map((move, i) => ({ move, deep: best[i], own: move.value }));
  ranked.sort((a, b) => b.deep - a.deep || b.own - a.own);
  return { moves: ranked.map(({ move, deep }) => (deep === -Infinity ? move : { ...move, value: deep })), nodes, depth };
}
