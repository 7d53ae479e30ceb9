import { LitElement, html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { AttackRuleName, ReceiveGarbageOptions, VersusLevels } from '../engine/index.js';
import type { Difficulty } from '../bot/index.js';
import type { HandlingPreset } from '../element/settings/setting-values.js';
import type { ThemeName } from '../themes/themes.js';
import { PageClock } from '../clock/page-clock.js';
import { rafScheduler, type Scheduler } from '../clock/scheduler.js';
import { define } from '../define.js';
import { garbageMeterStyles } from '../element/screens/garbage-meter.js';
import { themeStyles } from '../themes/themes.js';
import { pauseOnFocusLoss } from '../board/focus-loss.js';
import { PagePresence } from '../board/page-presence.js';
import type { BoardChangeDetail, PlayerIndex, RoundEndDetail, TetrisVersusEventMap } from './versus-events.js';
import type { Opponent, TargetingMode } from './versus-options.js';
import type { SoundMode } from '../audio/sound-modes.js';
import { VersusSound } from './versus-sound.js';
import { seatName } from './seats.js';
import { seatEntries, type VersusPlayer } from './seat-entries.js';
import { renderSeats } from './seat-layout.js';
import { VersusSession, type VersusPhase } from './versus-session.js';
import { readSessionSettings } from './session-settings.js';
import { versusTouchStyles } from './versus-touch.styles.js';
import { versusOverlay } from './versus-overlay.js';
import { seatFiguresStyles } from './seat-figures.js';
import { VersusBoards } from './versus-boards.js';
import { resultTableStyles } from './result-table.js';
import { hudStatsStyles, hudStyles } from '../ui/hud.js';
import { defaultBotWorker, type BotWorkerFactory } from './worker-search.js';
import { LanguageController } from '../ui/strings/language-controller.js';
import { versusEnglish } from '../ui/strings/en-versus.js';
import type { StringKey } from '../ui/strings/strings.js';
import { announcement } from './versus-announcements.js';
import { scoreRow } from './score-row.js';
import { versusStyles } from './tetris-versus.styles.js';
import { ElementChecks } from './element-checks.js';
import { RemoteCalls } from './remote-calls.js';
import type { RoundSoFar } from './remote-round.js';
import { InputWiring } from './input-wiring.js';
import type { KeyOverrides } from '../input/keymap.js';
import { VERSUS_STORAGE_KEY, VersusSettings, settingsGearStyles } from './versus-settings.js';

/**
 * A versus match of two to eight boards on one clock: against bots (the default), a second player
 * on the same keyboard, or a remote player whose transport the page wires through the events and
 * `receiveGarbage()`. With three players or more each attack goes to the board its player's
 * targeting picks; the player switches with the digits 1-7 (that seat), `T` (the next opponent), 0
 * (back to the rule) or a click or tap on a board; a second local player with the keypad and `'`.
 *
 * @summary Tetris versus: two to eight boards, attacks and garbage, rounds and a match.
 * @tagname tetris-versus
 * @attr opponent - `bot` (default: every other seat is a bot), `local` (seat 2 is a second player on this keyboard, any further seats bots) or `remote` (every other seat is a remote player the page relays).
 * @attr players - Seats, 2-8 (default 2); the property is `playerCount`.
 * @attr difficulty - The bots': `easy`, `medium` (default), `hard`, `expert`; one for every bot, or one per bot in seat order (`easy medium hard`).
 * @attr targeting - Where attacks go with three players or more: `even` (default), `eliminations`, `random`, `payback`, or `manual` (each player aims at the board it picks, starting with the next seat).
 * @attr rules - Attack rules: `guideline` (default), `tetrio`, `jstris`.
 * @attr levels - How gravity rises in a round: `time` (default: a level every 30 seconds), `lines` (a level every 10 lines) or `fixed`.
 * @attr first-to - Rounds to win the match, 1-99 (default 3).
 * @attr seed - Seed of the match (default: random).
 * @attr theme - `modern` (default), `classic`, `light`, `high-contrast`.
 * @attr lang - `en` (default), `de`, `fr`, `es`, `pt`, `ja`.
 * @attr handling - `modern` (default) or `nes`: the handling preset of the players (the bots always play their preset).
 * @attr das - Auto-shift delay of the players, 1-60 frames (default: the preset's), as on `<tetris-game>`; from the next match.
 * @attr arr - Auto-repeat rate of the players, 0-60 frames (0: to the wall at once; default: the preset's); from the next match.
 * @attr soft-drop - Soft drop of the players, 0-60 frames per row (0: to the floor at once; default: the preset's); from the next match.
 * @attr dcd - Frames a charged auto-shift of the players waits after a rotation or spawn, 0-60 (0: off; default: the preset's); from the next match.
 * @attr sound - `off` (default), `effects` or `all` (effects and music), for the player's own board (seat 0, also with two local players), as on `<tetris-game>`; audio starts after a key or pointer press on the element.
 * @attr volume - Sound volume, 0-1 (default 0.5).
 * @attr controls - `keyboard touch gamepad` (default), any of them, or `none`; touch plays the player's board against the bot or a remote player.
 * @attr keys - The left player's keys over the defaults, as `hardDrop: KeyW Space; hold: KeyQ`.
 * @attr keys-2 - The right local player's keys.
 * @attr storage-key - `localStorage` key of the player's settings from the gear's dialog (handling, DAS, ARR, soft drop, DCD, keys, sound, volume), restored over the attributes (default `tetris-versus-settings`; empty: nothing saved).
 * @event match-start - A match began. Detail: `MatchStartDetail`.
 * @event attack - A clear sent garbage. Detail: `VersusAttackDetail` (`player`, `to`: the seat it went to, null when nothing was sent; `id`, `lines`, `sent`, `chunks`).
 * @event round-over - A round was decided. Detail: `RoundOverDetail` (`winner`, `wins`).
 * @event match-over - The match was won. Detail: `MatchOverDetail` (`winner`, `rounds`, `stats`, `forfeit`).
 * @event ready - Remote: the player asked for a match. Detail: `{}`.
 * @event round-end - Remote: this board's round ended. Detail: `RoundEndDetail`.
 * @event board-change - Remote: this board's field changed. Detail: `BoardChangeDetail`.
 * @event input - Remote: this board's player pressed or released a button. Detail: `VersusInputDetail` (`round`, `frame`, `button`, `down`).
 * @csspart board - Each board's canvas.
 * @csspart garbage-meter - Each board's incoming-garbage meter.
 * @csspart place - A knocked-out board's finishing place, over its dimmed board.
 * @csspart hud - Each board's score, level and lines (and time and pieces per second), as on `<tetris-game>`'s board.
 * @csspart figures - Each board's versus figures during play: attack per minute, pieces per second, VS score, lines sent and received.
 * @csspart result-table - The result screen's table after a match: each player's place, name, wins and figures.
 * @csspart touch-buttons - The row of on-screen buttons under the boards (touch screens only).
 * @csspart settings-button - The gear button that opens the settings dialog.
 * @csspart button - The buttons of the settings dialog.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below only types addEventListener
export class TetrisVersus extends LitElement {
  static override styles = [themeStyles, garbageMeterStyles, hudStyles, hudStatsStyles, settingsGearStyles, versusStyles, versusTouchStyles, seatFiguresStyles, resultTableStyles];

  /** Registers the element as `tag` (default `tetris-versus`); see `<tetris-game>`'s `define()`. */
  static define(tag = 'tetris-versus'): CustomElementConstructor | undefined {
    return define(this, tag);
  }

  /** Who plays the other boards: `bot` (default), `local` (a second player on this keyboard, any further seats bots) or `remote` (players the page relays). */
  @property() opponent: Opponent | null = null;
  /** Seats, 2-8 (default 2); the attribute is `players` (`el.players` lists the seats). */
  @property({ attribute: 'players' }) playerCount: string | number | null = null;
  /** The bots' strength: `easy`, `medium` (default), `hard` or `expert`, for every bot or one per bot (`easy medium hard`). */
  @property() difficulty: Difficulty | `${Difficulty} ${string}` | null = null;
  /** Where attacks go with three players or more: `even` (default), `eliminations`, `random`, `payback` or `manual`. */
  @property() targeting: TargetingMode | null = null;
  /** Attack rules: `guideline` (default), `tetrio` or `jstris`. */
  @property() rules: AttackRuleName | null = null;
  /** How the level, and so gravity, rises in a round: `time` (default: a level every 30 seconds), `lines` (every 10 lines) or `fixed`. */
  @property() levels: VersusLevels | null = null;
  /** Rounds to win the match, 1-99 (default 3); the attribute is `first-to`. */
  @property({ attribute: 'first-to' }) firstTo: string | number | null = null;
  /** Seed of the match, 0-4294967295 (default: a random one per match). */
  @property() seed: string | number | null = null;
  /** Built-in look: `modern` (default), `classic`, `light` or `high-contrast`. */
  @property({ reflect: true }) theme: ThemeName | null = null;
  /** Handling preset of the players: `modern` (default) or `nes`; `das`, `arr`, `soft-drop` and `dcd` override it. */
  @property() handling: HandlingPreset | null = null;
  /** Auto-shift delay in frames, 1-60 (default: the preset's), as on `<tetris-game>`; from the next match. */
  @property() das: string | number | null = null;
  /** Auto-repeat rate in frames, 0-60 (0: to the wall at once; default: the preset's); from the next match. */
  @property() arr: string | number | null = null;
  /** Soft drop in frames per row, 0-60 (0: to the floor at once; default: the preset's); the attribute is `soft-drop`. */
  @property({ attribute: 'soft-drop' }) softDrop: string | number | null = null;
  /** Frames a charged auto-shift waits after a rotation or spawn, 0-60 (default: the preset's); from the next match. */
  @property() dcd: string | number | null = null;
  /** `off` (default), `effects` or `all` (effects and music), for the player's own board, as on `<tetris-game>`. */
  @property() sound: SoundMode | null = null;
  /** Sound volume, 0-1 (default 0.5). */
  @property() volume: string | number | null = null;
  /** Space-separated input sources (`keyboard`, `touch`, `gamepad`), or `none`. */
  @property() controls: string | null = null;
  /** The left player's keys over the defaults, as `hardDrop: KeyW Space; hold: KeyQ` or `{ hardDrop: ['KeyW', 'Space'] }` (the settings dialog saves such a table; it applies while the player is alone on the keyboard). */
  @property() keys: string | KeyOverrides | null = null;
  /** The right local player's keys, in the same form; the attribute is `keys-2`. */
  @property({ attribute: 'keys-2' }) keys2: string | null = null;
  /** `localStorage` key of the player's settings from the gear's dialog (default `tetris-versus-settings`, not `<tetris-game>`'s; empty: nothing saved). */
  @property({ attribute: 'storage-key' }) storageKey: string = VERSUS_STORAGE_KEY;
  /**
   * Makes the bot's worker (its search runs there, so the page never stalls): by default
   * `bot-worker.js` next to this script, through a `blob:` worker from another origin and the
   * `tetris-game` Trusted Types policy where the page requires one; `botWorkerFactory({ policy })`
   * passes the page's policy, and any function returning a TBP worker plugs in another bot.
   * Null: the bot searches on the main thread. Any other fallback to the main thread warns once.
   */
  @property({ attribute: false }) botWorker: BotWorkerFactory | null = defaultBotWorker;
  /** Makes the AudioContext when sound starts. Tests pass a factory of an `OfflineAudioContext` or a fake. */
  @property({ attribute: false }) audioContextFactory: () => BaseAudioContext = () => new AudioContext();
  /** Where time and frames come from: animation frames by default; tests pass a `ManualScheduler`. */
  @property({ attribute: false }) scheduler: Scheduler = rafScheduler;

  private clock = PageClock.of(rafScheduler);
  private readonly session: VersusSession;
  /** Each seat's board on screen. */
  private readonly boards: VersusBoards;
  /** The players' keys, pads, touch and targeting. */
  private readonly input: InputWiring;
  /** The element's words: its `lang` or the nearest ancestor's, each language loaded on first use. */
  private readonly words = new LanguageController(this, { english: versusEnglish, label: null });
  private announcement = '';
  private readonly checks = new ElementChecks(this);
  private readonly remoteCalls: RemoteCalls;
  private readonly audio = new VersusSound(this, this.checks, () => this.session);
  /** The gear and the settings dialog (loaded when first opened). */
  private readonly settings = new VersusSettings(this, this.checks, { phase: () => this.session.phase, bindings: () => this.input.bindings, hasGamepad: () => this.input.hasGamepad, localizer: () => this.words.localizer });

  constructor() {
    super();
    this.boards = new VersusBoards({ element: this, root: () => this.renderRoot, session: () => this.session, words: () => this.words.localizer }, this.clock);
    const surface = () => this.renderRoot.querySelector('.me canvas') ?? undefined;
    this.input = new InputWiring(this, { session: () => this.session, clock: () => this.clock, surface, cellSize: () => this.boards.seat(0)!.view.cellSize, changed: () => this.requestUpdate(), settings: () => this.settings }, this.checks);
    const presence = new PagePresence(this, () => this.session.pause());
    pauseOnFocusLoss(this, () => presence.detaching, () => this.session.pause());
    this.session = new VersusSession(readSessionSettings(this, this.checks), this.clock, {
      dispatch: (event) => this.onSessionEvent(event),
      changed: () => this.requestUpdate(),
      draw: () => this.boards.draw(),
      botFallback: (reason) => this.checks.warnOnce('botWorker', reason),
      pressed: (player, button, ok) => this.audio.pressed(player, button, ok),
    });
    this.remoteCalls = new RemoteCalls(this.session, this.checks, () => this.checks.read('opponent', this.opponent) === 'remote', () => this.boards.draw());
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
  get wins(): readonly number[] {
    return [...this.session.wins];
  }
  /**
   * One entry per seat: `name`, `kind` (`player`, `bot`, `local`, `remote`), a bot's `difficulty`,
   * `state` (its board as `<tetris-game>`'s `state` gives it; null before the first round and for
   * a remote board), `wins`, `place` (its finishing place once knocked out, else null) and
   * `figures` (`apm`, `pps`, `vs`, `sent`, `received` over the match so far). Read-only.
   */
  get players(): readonly VersusPlayer[] {
    return seatEntries(this.session, (seat) => this.playerName(seat));
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

  /**
   * Remote: round `round` begins with `seed`, the same on every side (round 1 begins a new match).
   * With `soFar` the round is under way: this board resumes it at `soFar.frame`, its game played
   * from `soFar.events` (its inputs and the garbage that entered its queue, in order), with no countdown.
   */
  startRound(seed: number, round = 1, soFar?: RoundSoFar): void {
    this.remoteCalls.startRound(seed, round, soFar);
  }
  /**
   * Remote: seat `seat`'s `round-end` detail (seats as this element numbers them: 1 to `players` - 1;
   * default 1). A knocked-out seat dims with its place; the round is decided once every seat's end is known.
   */
  opponentRoundEnd(end: Omit<RoundEndDetail, 'round'>, seat: number = 1): void {
    this.remoteCalls.opponentRoundEnd(end, seat);
  }

  /**
   * Remote: seat `seat` (default 1) left the match for good: knocked out of every round from now
   * on while the others play on; the last one left wins by forfeit (the result screen says so).
   */
  opponentForfeit(seat: number = 1): void {
    this.remoteCalls.opponentForfeit(seat);
  }

  /** Remote: the seat this board's attacks go to now, as the page's server says (marked as with bots; null: none). */
  showTarget(seat: number | null): void {
    this.remoteCalls.showTarget(seat);
  }

  /** Remote: seat `seat`'s `board-change` detail (default seat 1), to draw its board and meter. */
  showOpponent(board: BoardChangeDetail, seat: number = 1): void {
    this.remoteCalls.showOpponent(board, seat);
  }
  /**
   * Remote: garbage the other side sent (its `attack` detail's chunks, one call each). Bad
   * arguments are ignored with one warning naming what is wrong.
   */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void {
    this.remoteCalls.receiveGarbage(lines, options);
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
  }

  /** Also waits for the words of the element's language (each loads on first use) and the render they bring. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.words.ready;
    await this.settings.lazy.settle();
    return (await super.getUpdateComplete()) && done;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session.pause();
    this.session.endWorker();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.settings.willUpdate(changed.has('storageKey'));
    if (changed.has('scheduler')) {
      this.clock = PageClock.of(this.scheduler);
      this.session.setClock(this.clock);
      this.boards.setClock(this.clock);
      this.input.clockChanged();
    }
    if (['opponent', 'playerCount', 'difficulty', 'targeting', 'rules', 'levels', 'firstTo', 'seed', 'handling', 'das', 'arr', 'softDrop', 'dcd', 'theme', 'controls', 'keys', 'keys2', 'botWorker'].some((name) => changed.has(name as keyof TetrisVersus))) {
      this.configure();
    }
  }

  /** The properties as they are now, for the next match and the input sources. */
  private configure(): void {
    this.session.configure(readSessionSettings(this, this.checks));
    this.input.configure(this);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.boards.refreshTheme();
    this.boards.draw();
  }

  // ---------------------------------------------------------------- events and drawing

  private onSessionEvent(event: TetrisVersusEventMap[keyof TetrisVersusEventMap]): void {
    const text = announcement(this.words.localizer, (seat) => this.playerName(seat), event);
    if (text) this.announcement = text;
    this.dispatchEvent(event);
    this.requestUpdate();
  }

  private t(key: StringKey, params?: Readonly<Record<string, string | number>>): string {
    return this.words.localizer.t(key, params);
  }

  private playerName(player: PlayerIndex): string {
    return seatName(this.words.localizer, this.session.seats.map((seat) => seat.kind), player);
  }

  // ---------------------------------------------------------------- rendering

  protected override render() {
    const s = this.session;
    this.boards.rendering();
    const local = s.seats[1]?.kind === 'local';
    return html`
      <div class="match ${this.input.touch.enabled ? 'touch' : ''} ${local ? 'local' : ''} players-${s.seats.length}" role="group" aria-label=${this.t('versus.label')}>
        ${scoreRow(this.overlayHost, s.round, s.seats.length, s.wins, this.checks.read('first-to', this.firstTo), this.settings.render())}
        ${renderSeats(this.seatLayoutHost)} ${this.input.touch.buttons(this.words.localizer)} ${versusOverlay(this.session, this.overlayHost)}
        <p class="visually-hidden">${this.t(local ? 'versus.keysLocal' : 'versus.keysSolo')} ${s.seats.length > 2 ? this.t('versus.keysTarget') : ''} ${local && s.seats.length > 2 ? this.t('versus.keysTarget2') : ''}</p>
        <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      </div>
    `;
  }

  private readonly overlayHost = {
    t: (key: StringKey, params?: Readonly<Record<string, string | number>>) => this.t(key, params),
    playerName: (player: PlayerIndex) => this.playerName(player),
    start: () => this.start(),
    resume: () => this.resume(),
    focus: () => this.focus(),
    number: (value: number, fractionDigits?: number) => this.words.localizer.number(value, fractionDigits),
  };

  private readonly seatLayoutHost = {
    session: () => this.session,
    t: this.overlayHost.t,
    playerName: this.overlayHost.playerName,
    canvas: (seat: number) => this.renderRoot?.querySelector<HTMLCanvasElement>(`canvas[data-player="${seat}"]`) ?? undefined,
    placement: (seat: number) => this.boards.seat(seat)?.view.placement,
    incoming: (seat: number) => this.boards.incoming(seat),
    touch: () => this.input.touch.enabled,
    words: () => this.words.localizer,
    hud: (seat: number) => this.boards.hud(seat),
    aim: (seat: number) => {
      if (this.input.targets.aim(seat)) this.focus();
    },
  };
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
