/**
 * Plays a replay back on the element's board: the engine replays the log frame by frame on the
 * element's clock, at a chosen speed, while the player's input is off. A "Replay" badge with pause,
 * speed and stop controls sits over the board. `watch()` resolves when playback ends: the log ran
 * out, the replayed game ended, or it was stopped.
 * @module
 */
import { css, html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { ReplayPlayer, type Game, type ReplayData } from '../../engine/index.js';
import { FRAME_MS } from '../board/game-loop-controller.js';
import { gameOverDetail } from '../results/modes.js';
import type { Scheduler } from '../../clock/scheduler.js';
import type { GameOverDetail } from '../events.js';
import { warnInvalid } from '../settings/settings.js';
import type { Localizer } from '../strings/strings.js';

/** Playback speeds offered by the speed control (any speed from 0.1 to 16 is accepted). */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
const MIN_SPEED = 0.1;
const MAX_SPEED = 16;
/** Most replay frames run per display frame (16x at 60 Hz), so a long stall never freezes the page. */
const MAX_FRAMES_PER_DISPLAY_FRAME = 16;

/** Options of `watch()`. */
export interface WatchOptions {
  /** Playback speed: 1 is real time, 2 twice as fast. Default 1. */
  speed?: number;
}

/** How a playback ended. */
export interface WatchResult {
  /** The 20 visible rows at the end, as in `state.board`. */
  readonly board: string[];
  readonly score: number;
  readonly lines: number;
  readonly level: number;
  readonly pieces: number;
  /** Game time played back, in ms. */
  readonly time: number;
  /** How the replayed game ended, or null when its log ended first or playback was stopped. */
  readonly reason: GameOverDetail['reason'] | null;
  /** `stop()`, a new game or another `watch()` ended playback before the replay did. */
  readonly stopped: boolean;
}

/** What the viewer needs from its element. */
export interface ViewerHost {
  scheduler(): Scheduler;
  /** Effects follow the replayed game; returns the unsubscribers. */
  attach(game: Game): readonly (() => void)[];
  /** Playback started or ended (status, custom states, the board to draw). */
  changed(watching: boolean): void;
  /** The replayed game moved: draw it. */
  draw(): void;
}

export const replayStyles = css`
  .replay-bar {
    position: absolute;
    inset: 0.5rem 0.5rem auto;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    justify-content: center;
    font-size: 0.8rem;
  }
  /* Above the field in the side layout; in the stacked one the HUD is up there, so at the bottom. */
  :host(:state(layout-stacked)) .replay-bar {
    inset: auto 0.5rem 0.5rem;
  }
  .replay-badge {
    padding: 0.2em 0.7em;
    border-radius: 999px;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--tetris-background);
    background: var(--tetris-text);
  }
  .replay-bar button,
  .replay-bar select {
    padding: 0.25em 0.8em;
  }
  .replay-bar select {
    font: inherit;
    border-radius: 999px;
    border: 1px solid var(--tetris-border);
    color: var(--tetris-text);
    background: var(--tetris-field);
  }
`;

export class ReplayViewer implements ReactiveController {
  private player?: ReplayPlayer;
  private unsubscribe: readonly (() => void)[] = [];
  private resolve?: (result: WatchResult) => void;
  private frame = 0;
  private last = 0;
  /** Replay frames owed, fractions included (speeds below 1 owe less than one per display frame). */
  private owed = 0;
  private speed = 1;
  private paused = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly view: ViewerHost,
  ) {
    host.addController(this);
  }

  /** The game being played back, or undefined when none is. */
  get game(): Game | undefined {
    return this.player?.game;
  }

  /** A replay is being played back (paused or not). */
  get active(): boolean {
    return this.player !== undefined;
  }

  /** Playback is moving. */
  get running(): boolean {
    return this.active && !this.paused;
  }

  /**
   * Plays `replay` (an `el.replay` object or its JSON text) back from its start. A replay already
   * playing is stopped first. Rejects with the engine's TypeError/RangeError for a malformed or
   * oversized replay, before anything changes.
   */
  watch(replay: ReplayData | string, options: WatchOptions = {}): Promise<WatchResult> {
    let player: ReplayPlayer;
    try {
      player = new ReplayPlayer(replay);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    this.stop();
    this.player = player;
    this.speed = checkSpeed(options?.speed);
    this.paused = false;
    this.owed = 0;
    this.unsubscribe = this.view.attach(player.game);
    this.view.changed(true);
    this.schedule();
    this.view.draw();
    return new Promise((resolve) => (this.resolve = resolve));
  }

  /** Ends playback now; `watch()` resolves with `stopped: true`. */
  stop(): void {
    if (this.player) this.finish(true);
  }

  togglePause(): void {
    if (!this.player) return;
    this.paused = !this.paused;
    if (this.paused) this.cancel();
    else this.schedule();
    this.host.requestUpdate();
  }

  setSpeed(speed: number): void {
    this.speed = checkSpeed(speed);
    this.host.requestUpdate();
  }

  /** The badge and controls over the board. */
  render(l: Localizer) {
    return html`<div class="replay-bar" part="replay-bar" role="group" aria-label=${l.t('replay.playing')}>
      <span class="replay-badge">${l.t('replay.playing')}</span>
      <button part="button" @click=${this.onPauseClick} aria-pressed=${this.paused ? 'true' : 'false'}>${l.t('replay.pause')}</button>
      <label>
        <span class="visually-hidden">${l.t('replay.speed')}</span>
        <select @change=${this.onSpeedChange}>
          ${[...new Set([...REPLAY_SPEEDS, this.speed])]
            .sort((a, b) => a - b)
            .map((speed) => html`<option value=${speed} ?selected=${speed === this.speed}>${l.number(speed, Number.isInteger(speed) ? 0 : Number.isInteger(speed * 10) ? 1 : 2)}×</option>`)}
        </select>
      </label>
      <button part="button" @click=${this.onStopClick}>${l.t('replay.stop')}</button>
    </div>`;
  }

  /** Off the page: playback stops, as a game pauses. */
  hostDisconnected(): void {
    if (this.running) this.togglePause();
  }

  private schedule(): void {
    const scheduler = this.view.scheduler();
    this.last = scheduler.now();
    this.cancel();
    this.frame = scheduler.request(this.tick);
  }

  private cancel(): void {
    if (this.frame) this.view.scheduler().cancel(this.frame);
    this.frame = 0;
  }

  private readonly tick = (now: number) => {
    this.frame = 0;
    const player = this.player;
    if (!player || this.paused) return;
    this.owed = Math.min(MAX_FRAMES_PER_DISPLAY_FRAME, this.owed + (Math.max(0, now - this.last) * this.speed) / FRAME_MS);
    this.last = now;
    // The small epsilon absorbs floating-point error from display periods of exactly one frame.
    while (this.owed >= 1 - 1e-6) {
      this.owed -= 1;
      if (!player.step() || player.game.over !== null) {
        this.finish(false);
        return;
      }
    }
    this.view.draw();
    this.frame = this.view.scheduler().request(this.tick);
  };

  private finish(stopped: boolean): void {
    const player = this.player!;
    const game = player.game;
    this.cancel();
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.player = undefined;
    const resolve = this.resolve;
    this.resolve = undefined;
    this.view.changed(false);
    const { score, lines, level, pieces, time, reason } = gameOverDetail(game, null);
    resolve?.({ board: game.rows(), score, lines, level, pieces, time, reason: game.over === null ? null : reason, stopped });
  }

  private readonly onPauseClick = (event: Event) => {
    event.preventDefault();
    this.togglePause();
  };

  private readonly onStopClick = (event: Event) => {
    event.preventDefault();
    this.stop();
  };

  private readonly onSpeedChange = (event: Event) => {
    this.setSpeed(Number((event.target as HTMLSelectElement).value));
  };
}

/** A playback speed; anything else is 1 with one warning. */
function checkSpeed(speed: unknown): number {
  if (speed === undefined) return 1;
  if (typeof speed === 'number' && speed >= MIN_SPEED && speed <= MAX_SPEED) return speed;
  warnInvalid(`watch() speed=${JSON.stringify(speed) ?? typeof speed}`, `numbers from ${MIN_SPEED} to ${MAX_SPEED}`, '1');
  return 1;
}
