/**
 * A bot that plays a `Game` through its buttons, frame by frame, as a person's keys would: it
 * decides when a piece appears, waits a reaction time, then taps, holds a direction for DAS,
 * rotates and holds soft drop along a finesse-minimal route, and hard-drops at its pace (pieces
 * per second). Gravity may pull the piece off the route: then it finds a new route from where the
 * piece is, or a new move. Everything goes through `down()`/`up()` at frame times, so its games
 * are ordinary replays.
 * @module
 */
import { Rng, ROTATIONS, SPAWN_X, SPAWN_Y, gravityFramesX1000 } from '../engine/index.js';
import type { Action, Game } from '../engine/index.js';
import { DIFFICULTIES, pickMove } from './difficulty.js';
import type { Difficulty, DifficultyRules } from './difficulty.js';
import { Field, pieceOf } from './field.js';
import { routes } from './routes.js';
import type { Step } from './routes.js';
import type { BotState, RankedMove } from './search.js';
import { checkDifficulty, searchState, stateOf } from './suggest.js';
import type { SuggestOptions } from './suggest.js';

/** Where the bot's key presses go: the game itself, or a recorder of it. */
export interface KeyTarget {
  down(button: Action): unknown;
  up(button: Action): void;
}

/** Options of {@link BotPlayer}. */
export interface BotPlayerOptions extends Omit<SuggestOptions, 'count' | 'difficulty'> {
  /** Default `medium`. */
  difficulty?: Difficulty;
  /** Seed of the bot's slips (easy and medium). Default 0. */
  seed?: number;
  /** Pieces per second over the difficulty's; null = as fast as the keys go. */
  pps?: number | null;
  /** Where presses go. Default: the game. */
  keys?: KeyTarget;
  /**
   * The moves for a state, best first, or null while they are not known yet (a search running
   * elsewhere, such as in a worker): the bot then asks again on the next frame. Default: searched
   * here with the difficulty's settings.
   */
  moves?: (state: BotState, options: SuggestOptions) => readonly RankedMove[] | null;
}

/** What the bot has done so far. */
export interface BotPlayerStats {
  /** Pieces it decided. */
  decisions: number;
  /** Key presses for moving and turning pieces (taps, DAS holds, rotations, soft drops). */
  presses: number;
  /** The fewest such presses the chosen placements needed from the spawn. */
  finesse: number;
}


interface Plan {
  hold: boolean;
  key: number;
  steps: readonly Step[];
  /** Where the piece should be now (rotation index, box x, y). */
  r: number;
  x: number;
  y: number;
  dropFrame: number;
}

/** Plays a game through its buttons. Call {@link update} once per frame, before `game.tick()`. */
export class BotPlayer {
  readonly game: Game;
  readonly rules: DifficultyRules;
  readonly stats: BotPlayerStats = { decisions: 0, presses: 0, finesse: 0 };
  readonly #options: BotPlayerOptions;
  readonly #keys: KeyTarget;
  readonly #rng: Rng;
  readonly #framesPerPiece: number;
  #plan: Plan | null = null;
  #field: Field | null = null;
  #pieces: number;
  #lastLock: number;
  #nextKey = 0;
  /** Taps to release, by the frame they come up. */
  readonly #taps = new Map<Action, number>();
  /** A key held until the piece gets somewhere (DAS or soft drop), and since when. */
  #holding: { key: Action; step: Step; since: number } | null = null;

  /** @throws RangeError for an unknown difficulty or a bad pps. */
  constructor(game: Game, options: BotPlayerOptions = {}) {
    this.game = game;
    this.rules = DIFFICULTIES[checkDifficulty('difficulty', options.difficulty ?? 'medium')];
    const pps = options.pps === undefined ? this.rules.pps : options.pps;
    if (pps !== null && !(typeof pps === 'number' && pps > 0 && pps <= 60)) throw new RangeError(`pps must be a number in (0, 60] or null, got ${String(pps)}`);
    this.#framesPerPiece = pps === null ? 0 : Math.round(60 / pps);
    this.#options = options;
    this.#keys = options.keys ?? game;
    this.#rng = new Rng(options.seed ?? 0);
    this.#pieces = game.pieces;
    this.#lastLock = game.frame;
  }

  /** Press and release this frame's keys. */
  update(): void {
    const game = this.game;
    const f = game.frame;
    for (const [key, at] of this.#taps) {
      if (at > f) continue;
      this.#taps.delete(key);
      this.#keys.up(key);
    }
    if (game.over !== null) return this.release();
    if (game.pieces !== this.#pieces) {
      this.#pieces = game.pieces;
      this.#lastLock = f;
      this.#plan = null;
      this.#field = null;
      this.#stopHolding();
    }
    const active = game.active;
    if (!active) return this.#stopHolding();
    if (!this.#plan && !this.#decide()) return;
    const plan = this.#plan!;
    if (this.#holding && !this.#holdDone()) return;
    if (f < this.#nextKey) return;
    if (plan.hold) {
      plan.hold = false;
      this.#tap('hold');
      this.#field = null;
      plan.steps = [];
      plan.r = -1;
      return;
    }
    if (ROTATIONS.indexOf(active.rotation) !== plan.r || active.x !== plan.x || active.y !== plan.y) {
      if (!this.#reroute()) return;
    }
    const step = plan.steps[0];
    if (!step) {
      if (f >= plan.dropFrame) this.#tap('hardDrop');
      return;
    }
    plan.steps = plan.steps.slice(1);
    [plan.r, plan.x, plan.y] = [step.r, step.x, step.y];
    this.stats.presses++;
    switch (step.move) {
      case 'left':
      case 'right':
      case 'cw':
      case 'ccw':
        this.#tap(step.move);
        break;
      case 'dasLeft':
      case 'dasRight':
        this.#hold(step.move === 'dasLeft' ? 'left' : 'right', step);
        break;
      case 'sonic':
      case 'down':
        this.#hold('softDrop', step);
        break;
    }
  }

  /** Let go of every key the bot holds (before a person takes over, or at the end). */
  release(): void {
    for (const key of this.#taps.keys()) this.#keys.up(key);
    this.#taps.clear();
    this.#stopHolding();
  }

  /** Choose the move for the piece that just appeared; false when there is none. */
  #decide(): boolean {
    const game = this.game;
    const state = stateOf(game);
    if (!state) return false;
    const options = { ...this.#options, incoming: this.#options.incoming ?? game.incomingLines };
    const moves = this.#options.moves ? this.#options.moves(state, options) : searchState(state, options).moves;
    if (!moves || moves.length === 0) return false;
    this.stats.decisions++;
    const choice = pickMove(moves, this.rules, this.#rng)!;
    const active = game.active!;
    const r = ROTATIONS.indexOf(active.rotation);
    const f = game.frame;
    const dropFrame = this.#lastLock + this.#framesPerPiece;
    this.#plan = { hold: choice.hold, key: choice.placement.key, steps: [], r, x: active.x, y: active.y, dropFrame };
    let steps: readonly Step[];
    if (choice.hold) steps = routes(state.field, choice.placement.p, 0, SPAWN_X, SPAWN_Y, choice.placement.key).get(choice.placement.key)?.steps ?? [];
    else steps = this.#plan.steps = this.#route()?.steps ?? [];
    this.stats.finesse += steps.length;
    // Think while the piece hangs near the top, as long as the pace and gravity leave time for it.
    const framesPerRow = gravityFramesX1000(game.level) / 1000;
    const slack = dropFrame - f - this.#framesFor(steps, active.x, active.y);
    this.#nextKey = f + Math.max(this.rules.reaction, Math.min(slack, Math.floor(framesPerRow * 2)));
    return true;
  }

  /** The route from where the piece is to the plan's placement, or null. */
  #route(): { steps: readonly Step[] } | null {
    const active = this.game.active!;
    this.#field ??= Field.fromGame(this.game);
    const key = this.#plan!.key;
    return routes(this.#field, pieceOf(active.type), ROTATIONS.indexOf(active.rotation), active.x, active.y, key).get(key) ?? null;
  }

  /** The piece is not where the plan expects (gravity, or a hold): a new route, or a new move. */
  #reroute(): boolean {
    const plan = this.#plan!;
    const active = this.game.active!;
    let route = this.#route();
    if (!route) {
      const state = stateOf(this.game)!;
      const best = searchState(state, { ...this.#options, limits: { depth: 1 } }).moves.find((m) => !m.hold);
      if (!best) return false;
      plan.key = best.placement.key;
      route = this.#route();
      if (!route) return false;
    }
    plan.steps = route.steps;
    [plan.r, plan.x, plan.y] = [ROTATIONS.indexOf(active.rotation), active.x, active.y];
    return true;
  }

  /** Frames the keys of a route take (taps, DAS charge and repeat, soft drop rows). */
  #framesFor(steps: readonly Step[], x0: number, y0: number): number {
    const { das, arr, softDrop } = this.game.handling;
    let frames = this.rules.keyFrames;
    let [x, y] = [x0, y0];
    for (const step of steps) {
      if (step.move === 'dasLeft' || step.move === 'dasRight') frames += das + arr * Math.max(0, Math.abs(step.x - x) - 2);
      else if (step.move === 'sonic' || step.move === 'down') frames += Math.max(1, softDrop) * (step.y - y);
      else frames += this.rules.keyFrames;
      [x, y] = [step.x, step.y];
    }
    return frames;
  }

  #tap(key: Action): void {
    const f = this.game.frame;
    if (this.#taps.has(key)) this.#keys.up(key);
    this.#keys.down(key);
    this.#taps.set(key, f + 1);
    this.#nextKey = f + this.rules.keyFrames;
  }

  #hold(key: Action, step: Step): void {
    this.#keys.down(key);
    this.#holding = { key, step, since: this.game.frame };
  }

  /** Whether the held key has done its work (then it comes up). */
  #holdDone(): boolean {
    const { key, step, since } = this.#holding!;
    const active = this.game.active;
    const { das, arr } = this.game.handling;
    const done =
      !active ||
      (key === 'softDrop' ? active.y >= step.y || this.game.ghostY === active.y : active.x === step.x) ||
      this.game.frame - since > das + 10 * Math.max(arr, 1) + 2;
    if (!done) return false;
    this.#stopHolding();
    this.#nextKey = this.game.frame + Math.max(1, this.rules.keyFrames - 1);
    return true;
  }

  #stopHolding(): void {
    if (!this.#holding) return;
    this.#keys.up(this.#holding.key);
    this.#holding = null;
  }
}
