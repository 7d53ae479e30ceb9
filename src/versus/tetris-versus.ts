import { LitElement, html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { AttackRuleName, ReceiveGarbageOptions } from '../engine/index.js';
import type { Difficulty } from '../bot/index.js';
import type { HandlingPreset } from '../element/settings/setting-values.js';
import type { ThemeName } from '../themes/themes.js';
import { FrameClock } from '../clock/frame-clock.js';
import { rafScheduler, type Scheduler } from '../clock/scheduler.js';
import { define } from '../define.js';
import { GamepadController } from '../input/gamepad-controller.js';
import type { InputSink } from '../input/input-source.js';
import { KeyboardController } from '../input/keyboard-controller.js';
import type { KeyAction } from '../input/keymap.js';
import { garbageMeter, garbageMeterStyles } from '../element/screens/garbage-meter.js';
import { themeStyles } from '../themes/themes.js';
import { pauseOnFocusLoss } from '../board/focus-loss.js';
import { show } from '../element/settings/warnings.js';
import { PagePresence } from '../board/page-presence.js';
import { meterPlace } from '../board/meter-place.js';
import { SeatBoard } from '../board/seat-board.js';
import { RemoteBoard } from './remote-board.js';
import type { BoardChangeDetail, PlayerIndex, RoundEndDetail, TetrisVersusEventMap } from './versus-events.js';
import { LOCAL_KEYS, SOLO_KEYS, handlingOf, keysOver, readAttribute, type AttributeValue, type Opponent, type VersusAttribute } from './versus-options.js';
import { VersusSession, type SessionSettings, type VersusPhase } from './versus-session.js';
import { VersusTouch, versusTouchStyles } from './versus-touch.js';
import { versusOverlay } from './versus-overlay.js';
import { defaultBotWorker, type BotWorkerFactory } from './worker-search.js';
import { say, type VersusStringKey } from './versus-strings.js';
import { announcement, playerName } from './versus-announcements.js';
import { versusStyles } from './tetris-versus.styles.js';

/**
 * A versus match of two boards on one clock: against the bot (the default), a second player on
 * the same keyboard, or a remote player whose transport the page wires through the events and
 * `receiveGarbage()`.
 *
 * @summary Tetris versus: two boards, attacks and garbage, rounds and a match.
 * @tagname tetris-versus
 * @attr opponent - `bot` (default), `local` (two players, one keyboard) or `remote`.
 * @attr difficulty - The bot's: `easy`, `medium` (default), `hard`, `expert`.
 * @attr rules - Attack rules: `guideline` (default), `tetrio`, `jstris`.
 * @attr first-to - Rounds to win the match, 1-99 (default 3).
 * @attr seed - Seed of the match (default: random).
 * @attr theme - `modern` (default), `classic`, `light`, `high-contrast`.
 * @attr lang - `en` (default), `de`, `fr`, `es`, `pt`, `ja`.
 * @attr handling - `modern` (default) or `nes`.
 * @attr controls - `keyboard touch gamepad` (default), any of them, or `none`; touch plays the player's board against the bot or a remote player.
 * @attr keys - The left player's keys over the defaults, as `hardDrop: KeyW Space; hold: KeyQ`.
 * @attr keys-2 - The right local player's keys.
 * @event match-start - A match began. Detail: `MatchStartDetail`.
 * @event attack - A clear sent garbage. Detail: `VersusAttackDetail` (`player`, `id`, `lines`, `sent`, `chunks`).
 * @event round-over - A round was decided. Detail: `RoundOverDetail` (`winner`, `wins`).
 * @event match-over - The match was won. Detail: `MatchOverDetail` (`winner`, `rounds`, `stats`, `forfeit`).
 * @event ready - Remote: the player asked for a match. Detail: `{}`.
 * @event round-end - Remote: this board's round ended. Detail: `RoundEndDetail`.
 * @event board-change - Remote: this board's field changed. Detail: `BoardChangeDetail`.
 * @event input - Remote: this board's player pressed or released a button. Detail: `VersusInputDetail` (`round`, `frame`, `button`, `down`).
 * @csspart board - Each board's canvas.
 * @csspart garbage-meter - Each board's incoming-garbage meter.
 * @csspart touch-buttons - The row of on-screen buttons under the boards (touch screens only).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below only types addEventListener
export class TetrisVersus extends LitElement {
  static override styles = [themeStyles, garbageMeterStyles, versusStyles, versusTouchStyles];

  /** Registers the element as `tag` (default `tetris-versus`); see `<tetris-game>`'s `define()`. */
  static define(tag = 'tetris-versus'): CustomElementConstructor | undefined {
    return define(this, tag);
  }

  /** Who plays the second board: `bot` (default), `local` (a second player on this keyboard) or `remote`. */
  @property() opponent: Opponent | null = null;
  /** The bot's strength: `easy`, `medium` (default), `hard` or `expert`. */
  @property() difficulty: Difficulty | null = null;
  /** Attack rules: `guideline` (default), `tetrio` or `jstris`. */
  @property() rules: AttackRuleName | null = null;
  /** Rounds to win the match, 1-99 (default 3); the attribute is `first-to`. */
  @property({ attribute: 'first-to' }) firstTo: string | number | null = null;
  /** Seed of the match, 0-4294967295 (default: a random one per match). */
  @property() seed: string | number | null = null;
  /** Built-in look: `modern` (default), `classic`, `light` or `high-contrast`. */
  @property({ reflect: true }) theme: ThemeName | null = null;
  /** Handling preset of both players: `modern` (default) or `nes`. */
  @property() handling: HandlingPreset | null = null;
  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none`. */
  @property() controls: string | null = null;
  /** The left player's keys over the defaults, as `hardDrop: KeyW Space; hold: KeyQ`. */
  @property() keys: string | null = null;
  /** The right local player's keys, in the same form; the attribute is `keys-2`. */
  @property({ attribute: 'keys-2' }) keys2: string | null = null;
  /**
   * Makes the bot's worker (its search runs there, so the page never stalls): by default
   * `bot-worker.js` next to this script, through a `blob:` worker from another origin and the
   * `tetris-game` Trusted Types policy where the page requires one; `botWorkerFactory({ policy })`
   * passes the page's policy, and any function returning a TBP worker plugs in another bot.
   * Null: the bot searches on the main thread. Any other fallback to the main thread warns once.
   */
  @property({ attribute: false }) botWorker: BotWorkerFactory | null = defaultBotWorker;
  /** Where time and frames come from: animation frames by default; tests pass a `ManualScheduler`. */
  @property({ attribute: false }) scheduler: Scheduler = rafScheduler;

  private clock = FrameClock.of(rafScheduler);
  private readonly session: VersusSession;
  /** Each player's board, drawn by the board unit `<tetris-game>` draws with. */
  private readonly seats: readonly [SeatBoard, SeatBoard];
  private readonly keyboards: readonly [KeyboardController, KeyboardController];
  /** The left player's pads (every pad, or the first against a local player) and the right local player's (the second pad). */
  private readonly gamepads: readonly [GamepadController, GamepadController];
  /** Gestures on the player's board and the on-screen buttons (not with two players on one screen). */
  private readonly touch: VersusTouch;
  private language = readAttribute('lang', null, 'tetris-versus');
  private announcement = '';
  private shownIncoming: [number, number] = [0, 0];
  private readonly warned = new Set<string>();
  private readonly readings = new Map<VersusAttribute, { text: string | null; value: unknown }>();

  constructor() {
    super();
    const sink = (player: PlayerIndex): InputSink => ({ input: (action, down, time) => this.onInput(player, action, down, time) });
    const playing = () => this.session.phase === 'playing' || this.session.phase === 'countdown';
    this.keyboards = [new KeyboardController(this, sink(0), { playing }), new KeyboardController(this, sink(1), { playing })];
    const seat = (player: PlayerIndex) => new SeatBoard(this, this.clock, { canvas: () => this.renderRoot?.querySelector(`canvas[data-player="${player}"]`) });
    this.seats = [seat(0), seat(1)];
    this.touch = new VersusTouch(this, sink(0), { surface: () => this.renderRoot.querySelector('.me canvas') ?? undefined, cellSize: () => this.seats[0].view.cellSize });
    this.gamepads = [new GamepadController(this, sink(0), { playing, clock: () => this.clock }), new GamepadController(this, sink(1), { playing, clock: () => this.clock })];
    const presence = new PagePresence(this, () => this.session.pause());
    pauseOnFocusLoss(this, () => presence.detaching, () => this.session.pause());
    this.session = new VersusSession(this.sessionSettings(), this.clock, {
      dispatch: (event) => this.onSessionEvent(event),
      changed: () => this.requestUpdate(),
      draw: () => this.drawBoards(),
      botFallback: (reason) => this.warnOnce('botWorker', reason),
    });
  }

  // ---------------------------------------------------------------- public API

  /** `idle`, `waiting`, `countdown`, `playing`, `paused`, `round-over` or `match-over`. */
  get phase(): VersusPhase {
    return this.session.phase;
  }
  /** The current round (1-based; 0 before the first match). */
  get round(): number {
    return this.session.round;
  }
  /** Rounds won by each player. */
  get wins(): readonly [number, number] {
    return [...this.session.wins];
  }
  /** Against the bot or a local player: the match's replay so far, for `verifyMatch()`. */
  get replay() {
    return this.session.replay;
  }

  /**
   * Starts a match (a rematch after one ended); remote: tells the page this side is ready
   * (`ready`). Properties set before it in the same task apply to this match.
   */
  start(): void {
    this.configure();
    this.session.start();
  }
  pause(): void {
    this.session.pause();
  }
  /** Back to the start screen: the match is dropped (a remote opponent left, say). Fires nothing. */
  reset(): void {
    this.session.reset();
  }
  resume(): void {
    this.session.resume();
  }

  /** Remote: round `round` begins with `seed`, the same on both sides (round 1 begins a new match). */
  startRound(seed: number, round = 1): void {
    if (this.checkRemote('startRound') && this.checkWhole('startRound(seed)', seed, 0xffffffff) && this.checkWhole('startRound(seed, round)', round, 197, 1)) {
      this.session.startRound(seed, round);
    }
  }

  /** Remote: the other side's `round-end` detail. */
  opponentRoundEnd(end: Omit<RoundEndDetail, 'round'>): void {
    if (!this.checkRemote('opponentRoundEnd')) return;
    if (typeof end !== 'object' || end === null || !Number.isInteger(end.frame) || end.frame < 0 || typeof end.survived !== 'boolean') {
      return this.warnOnce('opponentRoundEnd', `ignoring opponentRoundEnd(${show(end)}); it takes a round-end detail { frame, survived }`);
    }
    this.session.opponentRoundEnd({ frame: end.frame, survived: end.survived });
  }

  /** Remote: the other side left the match for good: this board wins it by forfeit (the result screen says so). */
  opponentForfeit(): void {
    if (this.checkRemote('opponentForfeit')) this.session.opponentForfeit();
  }

  /** Remote: the other side's `board-change` detail, to draw its board and meter. */
  showOpponent(board: BoardChangeDetail): void {
    if (!this.checkRemote('showOpponent')) return;
    if (typeof board !== 'object' || board === null || !RemoteBoard.isField(board.cells) || !Number.isInteger(board.incoming) || board.incoming < 0) {
      return this.warnOnce('showOpponent', `ignoring showOpponent(${show(board)}); it takes a board-change detail { cells, incoming }`);
    }
    this.session.remote.update(board.cells, board.incoming);
    this.drawBoards();
  }

  /**
   * Remote: garbage the other side sent (its `attack` detail's chunks, one call each). Bad
   * arguments are ignored with one warning naming what is wrong.
   */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    if (!this.checkRemote('receiveGarbage')) return;
    try {
      this.session.receiveGarbage(lines, options);
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      this.warnOnce('receiveGarbage', `ignoring receiveGarbage(${show(lines)}, ${show(options)}): ${error.message}`);
    }
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session.pause();
    this.session.endWorker();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scheduler')) {
      this.clock = FrameClock.of(this.scheduler);
      this.session.setClock(this.clock);
      for (const seat of this.seats) seat.view.clock = this.clock;
      for (const pad of this.gamepads) pad.clockChanged();
    }
    // The element's language is its own lang attribute or the nearest ancestor's, read on each update.
    this.language = this.read('lang', this.closest('[lang]')?.getAttribute('lang') ?? null);
    this.touch.setLanguage(this.language);
    if (['opponent', 'difficulty', 'rules', 'firstTo', 'seed', 'handling', 'theme', 'controls', 'keys', 'keys2', 'botWorker'].some((name) => changed.has(name as keyof TetrisVersus))) {
      this.configure();
    }
  }

  /** The properties as they are now, for the next match and the input sources. */
  private configure(): void {
    this.session.configure(this.sessionSettings());
    this.configureInput();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('theme')) for (const seat of this.seats) seat.view.refreshTheme();
    this.drawBoards();
  }

  // ---------------------------------------------------------------- settings and input

  private sessionSettings(): SessionSettings {
    const handling = handlingOf(this.read('handling', this.handling));
    return {
      opponent: this.read('opponent', this.opponent),
      difficulty: this.read('difficulty', this.difficulty),
      rules: this.read('rules', this.rules),
      firstTo: this.read('first-to', this.firstTo),
      seed: this.read('seed', this.seed),
      handling: [handling, handling],
      botWorker: this.botWorker,
    };
  }

  private configureInput(): void {
    const opponent = this.read('opponent', this.opponent);
    const controls = this.read('controls', this.controls);
    const local = opponent === 'local';
    const warnKeys = (attribute: string) => (entry: string) =>
      this.warnOnce(`${attribute}:${entry}`, `ignoring ${attribute} entry "${entry}"; write an action, a colon and KeyboardEvent.code names, such as "hardDrop: KeyW Space"`);
    this.keyboards[0].keys = keysOver(local ? LOCAL_KEYS[0] : SOLO_KEYS, this.keys, warnKeys('keys'));
    this.keyboards[1].keys = keysOver(LOCAL_KEYS[1], this.keys2, warnKeys('keys-2'));
    this.keyboards[0].enabled = controls.has('keyboard');
    this.keyboards[1].enabled = local && controls.has('keyboard');
    // Two local players take the first two pads, one each; otherwise every pad is the player's.
    this.gamepads[0].seat = local ? 0 : undefined;
    this.gamepads[1].seat = 1;
    this.gamepads[0].enabled = controls.has('gamepad');
    this.touch.enabled = !local && controls.has('touch');
    this.touch.halfTurn = handlingOf(this.read('handling', this.handling)).rotate180 === true;
    this.gamepads[1].enabled = local && controls.has('gamepad');
  }

  private onInput(player: PlayerIndex, action: KeyAction, down: boolean, time: number): void {
    if (action === 'start' || action === 'pause' || action === 'restart') {
      if (down) this.command(action);
      return;
    }
    this.session.input(player, action, down, time);
  }

  private command(action: 'start' | 'pause' | 'restart'): void {
    const phase = this.session.phase;
    if (phase === 'paused') this.session.resume();
    else if (action === 'pause') this.session.pause();
    else if (action === 'start' && (phase === 'idle' || phase === 'match-over')) this.session.start();
  }

  // ---------------------------------------------------------------- events and drawing

  private onSessionEvent(event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): void {
    const text = announcement(this.language, this.read('opponent', this.opponent), event);
    if (text) this.announcement = text;
    this.dispatchEvent(event);
    this.requestUpdate();
  }

  private drawBoards(): void {
    const boards = this.session.boards;
    for (const i of [0, 1] as const) this.seats[i].draw(boards[i]);
    const incoming = this.session.incoming;
    if (incoming[0] !== this.shownIncoming[0] || incoming[1] !== this.shownIncoming[1]) {
      this.shownIncoming = incoming;
      this.requestUpdate();
    }
  }

  private t(key: VersusStringKey, params?: Readonly<Record<string, string | number>>): string {
    return say(this.language, key, params);
  }

  private playerName(player: PlayerIndex): string {
    return playerName(this.language, this.read('opponent', this.opponent), player);
  }

  // ---------------------------------------------------------------- checks

  /** Attribute `name` as `text` gives it; each text is read (and warned about) once. */
  private read<A extends VersusAttribute>(name: A, given: string | number | null): AttributeValue<A> {
    const text = given === null ? null : String(given);
    const last = this.readings.get(name);
    if (last && last.text === text) return last.value as AttributeValue<A>;
    const value = readAttribute(name, text, this.localName || 'tetris-versus');
    this.readings.set(name, { text, value });
    return value;
  }

  private checkRemote(method: string): boolean {
    if (this.read('opponent', this.opponent) === 'remote') return true;
    this.warnOnce(`${method}:remote`, `ignoring ${method}(): it is for opponent="remote"`);
    return false;
  }

  private checkWhole(what: string, value: unknown, max: number, min = 0): boolean {
    if (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) return true;
    this.warnOnce(what, `ignoring ${what} = ${show(value)}; it takes a whole number from ${min} to ${max}`);
    return false;
  }

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<${this.localName}>: ${message}`);
  }

  // ---------------------------------------------------------------- rendering

  protected override render() {
    const s = this.session;
    const local = this.read('opponent', this.opponent) === 'local';
    const firstTo = this.read('first-to', this.firstTo);
    const [mine, theirs] = this.shownIncoming;
    return html`
      <div class="match ${this.touch.enabled ? 'touch' : ''}" role="group" aria-label=${this.t('label')}>
        <div class="score" part="score">
          <span>${this.t('round', { n: Math.max(1, s.round) })}</span>
          <span aria-label=${`${this.playerName(0)} ${s.wins[0]}, ${this.playerName(1)} ${s.wins[1]}`}>${this.t('wins', { a: s.wins[0], b: s.wins[1] })}</span>
          <span>${this.t('firstTo', { n: firstTo })}</span>
        </div>
        ${this.renderPlayer(0, 'me', mine)} ${this.renderPlayer(1, 'opponent', theirs)} ${this.touch.buttons()}
        ${versusOverlay(this.session, this.overlayHost)}
        <p class="visually-hidden">${this.t(local ? 'keysLocal' : 'keysSolo')}</p>
        <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      </div>
    `;
  }

  private readonly overlayHost = {
    t: (key: VersusStringKey, params?: Readonly<Record<string, string | number>>) => this.t(key, params),
    playerName: (player: PlayerIndex) => this.playerName(player),
    start: () => this.start(),
    resume: () => this.resume(),
    focus: () => this.focus(),
  };

  private renderPlayer(player: PlayerIndex, place: string, incoming: number) {
    const name = this.playerName(player);
    // The meter goes beside the field as the canvas draws it (once the canvas has a size).
    const canvas = this.renderRoot?.querySelector<HTMLCanvasElement>(`canvas[data-player="${player}"]`);
    const placed = this.seats[player].view.placement;
    return html`
      <section class="player ${place}" aria-label=${name}>
        <div class="name">${name}</div>
        <div class="board">
          <canvas part="board" data-player=${player} class=${player === 0 && this.touch.enabled ? 'touch' : ''} aria-hidden="true"></canvas>
          ${garbageMeter(incoming, this.t('incoming', { n: incoming }), canvas && placed ? meterPlace(canvas, placed) : { display: 'none' })}
        </div>
      </section>
    `;
  }
}

/** Listeners typed with the element's events (kept off the page-wide event map, where `<tetris-game>` may name `attack` too). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- typed overloads of methods the class inherits
export interface TetrisVersus {
  addEventListener<K extends keyof TetrisVersusEventMap>(type: K, listener: (this: TetrisVersus, event: TetrisVersusEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: TetrisVersus, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof TetrisVersusEventMap>(type: K, listener: (this: TetrisVersus, event: TetrisVersusEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: TetrisVersus, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
