/**
 * The `puzzle` of `<tetris-game>`: reads it (a built-in puzzle's id or a puzzle object), starts a
 * game from its setup, judges every game that starts from that position (the first one, and each
 * Retry: the `restart` action, R by default) lock by lock, dispatches `puzzle-solved` or
 * `puzzle-failed` once per attempt, and shows the goal and the verdict in a line beside the field.
 * Loaded when a puzzle is first set: nothing of it is in the first frame.
 * @module
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { COLS, HIDDEN_ROWS, ROWS, type Game } from '../../engine/index.js';
import { PuzzleJudge, PUZZLE_SHAPE, checkPuzzle, pieceLimit, type Puzzle, type PuzzleVerdict } from '../../practice/puzzle.js';
import { BUILT_IN_PUZZLES, builtInPuzzle } from '../../practice/puzzles.js';
import { parseSetup, type Setup } from '../../practice/setup.js';
import type { Placement } from '../../render/geometry.js';
import { gameEvent } from '../events.js';
import type { InputSources } from '../board/input-sources.js';
import type { PlayerBoard, StartOptions } from '../board/player-board.js';
import { keysHint } from '../screens/hints.js';
import { addStyles } from '../lazy-part.js';
import { cssProperties, type CssProperties } from '../../ui/css-properties.js';
import { warnRefused } from '../settings/settings.js';
import type { Localizer } from '../../ui/strings/strings.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

/** The element the puzzle plays on: it starts games from a position (throwing on options it refuses) and dispatches the puzzle's events. */
export type PuzzleHost = ReactiveControllerHost & HTMLElement & { start(options: StartOptions): void };
/** The board it judges and places its goal line by: the live game, its language and its canvas. */
export type PuzzleBoard = Pick<PlayerBoard, 'game' | 'localizer' | 'view'>;
/** The element's inputs: the keys the Retry hint names. */
export type PuzzleInputs = Pick<InputSources, 'bindings'>;

export const puzzleStyles = css`
  .puzzle-goal {
    position: absolute;
    margin: 0;
    line-height: 1.2;
    color: var(--tetris-text, #eef0ff);
    text-shadow: 0 0 0.3em var(--tetris-background, #0d0f1a);
    pointer-events: none;
    overflow-wrap: anywhere;
  }
  .puzzle-goal strong {
    color: var(--tetris-accent, #7c8cff);
  }
`;

/** One attempt: the game judged, its judge, and the unsubscriber of its lock events. */
interface Attempt {
  readonly game: Game;
  readonly judge: PuzzleJudge;
  readonly off: () => void;
}

export class PuzzleGame implements ReactiveController {
  private puzzle?: { readonly goal: Puzzle; readonly setup: Setup; readonly limit: number | null };
  private attempt?: Attempt;
  /** The value last asked for: a slower read of an older one does not start. */
  private asked: unknown;

  constructor(
    private readonly host: PuzzleHost,
    private readonly board: PuzzleBoard,
    private readonly inputs: PuzzleInputs,
  ) {
    host.addEventListener('game-start', this.onGameStart);
    host.addEventListener('game-over', this.onGameOver);
    host.addController(this);
  }

  /** The goal line's styles join the element's (this part loads after them). */
  hostConnected(): void {
    if (this.host.shadowRoot) addStyles(this.host.shadowRoot, puzzleStyles);
  }

  /**
   * Plays `value` (a built-in id or a puzzle object): reads its setup, then starts a game from it.
   * An empty value ends the puzzle (the game goes on). A value it cannot use logs one warning
   * naming `puzzle` and what it accepts, and changes nothing.
   */
  async set(value: unknown): Promise<void> {
    this.asked = value;
    if (value === null || value === undefined || value === '') {
      this.end();
      return;
    }
    let goal: Puzzle;
    let setup: Setup;
    try {
      goal = typeof value === 'string' ? builtIn(value) : checkPuzzle(value);
      setup = await parseSetup(goal.setup);
    } catch (error) {
      this.refuse(value, error);
      return;
    }
    if (this.asked !== value) return;
    const before = this.puzzle;
    this.puzzle = { goal, setup, limit: pieceLimit(goal, setup) };
    try {
      // No undo, even in zen: an attempt is judged piece by piece, and Retry is the way back.
      this.host.start({ board: setup.board, hiddenRows: setup.hiddenRows, queue: setup.queue, hold: setup.hold, undo: false });
    } catch (error) {
      this.puzzle = before;
      this.refuse(value, error);
    }
  }

  /** The goal line, while a game from the puzzle is played. */
  render(): TemplateResult | typeof nothing {
    const attempt = this.attempt;
    const puzzle = this.puzzle;
    if (!attempt || !puzzle || attempt.game !== this.board.game) return nothing;
    const l = this.board.localizer;
    const verdict = attempt.judge.verdict;
    const name = puzzle.goal.name;
    return html`<p class="puzzle-goal" part="puzzle-goal" role="status" ${cssProperties(goalPlace(this.board.view.placement))}>
      ${name ? `${name}: ` : ''}${goalText(l, puzzle.goal, puzzle.limit)}${verdict ? html` · <strong>${l.t(verdict.solved ? 'puzzle.solved' : 'puzzle.failed')}</strong>${this.retryHint(l)}` : nothing}
    </p>`;
  }

  private retryHint(l: Localizer): TemplateResult | typeof nothing {
    const keys = keysHint(this.board.localizer, this.inputs.bindings.restart);
    return keys === nothing ? nothing : html` · ${l.parts('puzzle.retry', { keys })}`;
  }

  /** A game started: judged when it starts from the puzzle's position (the puzzle's first game, or a Retry). */
  private readonly onGameStart = () => {
    this.attempt?.off();
    this.attempt = undefined;
    const game = this.board.game;
    const puzzle = this.puzzle;
    if (puzzle && startsAt(game, puzzle.setup)) {
      const judge = new PuzzleJudge(puzzle.goal, puzzle.limit);
      const off = game.on('lock', (lock) => {
        const verdict = judge.lock(lock, game.rowsBetween(-HIDDEN_ROWS, ROWS));
        if (verdict) this.report(game, verdict);
      });
      this.attempt = { game, judge, off };
    }
    this.host.requestUpdate();
  };

  /** The game ended: an attempt its locks left undecided (ultra's time ran out) fails. */
  private readonly onGameOver = () => {
    const attempt = this.attempt;
    const verdict = attempt?.game === this.board.game ? attempt.judge.gameOver() : null;
    if (attempt && verdict) this.report(attempt.game, verdict);
  };

  /**
   * The verdict's event, once the engine has finished the lock and the board has sent its own
   * events (a listener may start another game); dropped when another game started meanwhile.
   */
  private report(game: Game, verdict: PuzzleVerdict): void {
    queueMicrotask(() => {
      if (this.attempt?.game !== game) return;
      const { pieces, lines } = verdict;
      if (verdict.solved) this.host.dispatchEvent(gameEvent('puzzle-solved', { pieces, lines }));
      else this.host.dispatchEvent(gameEvent('puzzle-failed', { reason: verdict.reason, pieces, lines }));
      this.host.requestUpdate();
    });
  }

  private end(): void {
    this.attempt?.off();
    this.attempt = undefined;
    this.puzzle = undefined;
    this.host.requestUpdate();
  }

  private refuse(value: unknown, error: unknown): void {
    const why = error instanceof Error ? error.message : String(error);
    const ids = BUILT_IN_PUZZLES.map((puzzle) => puzzle.id).join(', ');
    warnRefused('puzzle', value, `${PUZZLE_SHAPE}, or the id of a built-in puzzle (${ids}) (${why})`, this.host.localName);
  }
}

function builtIn(id: string): Puzzle {
  const puzzle = builtInPuzzle(id);
  if (!puzzle) throw new TypeError(`no built-in puzzle is called ${JSON.stringify(id)}`);
  return puzzle;
}

/** Whether `game`, just started, stands where `setup` starts: its board, hold and first pieces. */
function startsAt(game: Game, setup: Setup): boolean {
  const hidden = setup.hiddenRows ?? [];
  const rows = game.rowsBetween(-hidden.length, ROWS);
  if (rows.join() !== [...hidden, ...setup.board].join() || game.hold !== setup.hold) return false;
  // During a countdown no piece is in play yet: the first is still the next.
  const dealt = game.active ? [game.active.type, ...game.next] : game.next;
  const shown = Math.min(dealt.length, setup.queue.length);
  return setup.queue.slice(0, shown).every((piece, i) => dealt[i] === piece);
}

/** "T-spin double in 7 pieces", "Perfect clear in 10 pieces", "Clear 4 lines". */
export function goalText(l: Localizer, goal: Puzzle, limit: number | null): string {
  const parts: string[] = [];
  if (goal.tSpin) parts.push(l.t(`puzzle.tSpin.${goal.tSpin}`));
  if (goal.perfectClear) parts.push(l.t('puzzle.perfectClear'));
  if (goal.lines !== undefined) parts.push(l.t('puzzle.lines', { lines: goal.lines }));
  const text = parts.join(l.t('say.separator'));
  return limit === null ? text : l.t('puzzle.within', { goal: text, pieces: limit });
}

/** The first column right of every piece's spawn position (the I's spans columns 3-6). */
const SPAWN_CLEAR_COLUMN = 7;

/**
 * Where the goal line goes, in the element's CSS pixels: in the side layout, at the foot of the
 * column under the score, level and lines (it grows upwards from the field's bottom edge, clear of
 * the figures); in the stacked layout, whose strip above the field is full, in small print over
 * the field's shown hidden rows right of where pieces spawn (columns 7-9; pieces spawn in 3-6).
 */
function goalPlace(placed: Placement | undefined): CssProperties {
  if (!placed) return { display: 'none' };
  const { geometry: g, scale } = placed;
  const { stats, field, next } = g.layout;
  const cell = g.cell * scale;
  const left = g.left * scale;
  const top = g.top * scale;
  if (stats.row) {
    const x = field.x + SPAWN_CLEAR_COLUMN;
    return {
      left: `${left + x * cell}px`,
      top: `${top + (next.y + next.height) * cell}px`,
      width: `${(COLS - SPAWN_CLEAR_COLUMN) * cell}px`,
      'font-size': `${Math.max(8, 0.36 * cell)}px`,
      'text-align': 'end',
    };
  }
  return {
    left: `${left + stats.x * cell}px`,
    top: `${top + (field.y + ROWS) * cell}px`,
    width: `${stats.width * cell}px`,
    transform: 'translateY(-100%)',
    'font-size': `${Math.max(8, 0.6 * cell)}px`,
  };
}
