/**
 * The inside of `<tetris-game>`: one {@link PlayerBoard} and what surrounds it on the element (the
 * input sources, the language, the settings panel, the parts loaded later), wired together, with
 * the element's lifecycle and its rendering. `TetrisGame` (tetris-game.ts) puts the public
 * properties and methods on top; everything here is protected or private.
 * @module
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { ReplayData } from '../engine/index.js';
import { PageClock } from '../clock/page-clock.js';
import { rafScheduler } from '../clock/scheduler.js';
import type { KeyAction } from '../input/keymap.js';
import { pauseOnFocusLoss } from '../board/focus-loss.js';
import { PlayerBoard, replaySide, type BoardSettings, type StartOptions } from './board/player-board.js';
import { InputSources } from './board/input-sources.js';
import type { SelfPlay } from './board/self-play.js';
import type { PlayCues } from './screens/play-cues.js';
import type { VersusLink } from './versus/versus-link.js';
import type { PuzzleGame } from './practice/puzzle-controller.js';
import type { WatchOptions, WatchResult } from './replay/replay-playback.js';
import { goalFor } from './results/modes.js';
import { hud } from '../ui/hud.js';
import { InputKindController } from './screens/input-kind.js';
import { overlay, type OverlayActions } from './screens/overlays.js';
import { SettingsPanel } from './settings/settings-panel.js';
import { LazyPart, LazyParts, addStyles } from './lazy-part.js';
import { TetrisGameSettings } from './settings/settings-element.js';
import { validOrDefault, warnInvalid } from './settings/settings.js';
import { deviceHelp } from './screens/device-help.js';
import { canvasWords } from '../ui/strings/canvas-words.js';
import { LanguageController } from '../ui/strings/language-controller.js';
import { checkOverrides, type Localizer } from '../ui/strings/strings.js';

export abstract class BoardElement extends TetrisGameSettings {
  /** Parts loaded when first used (and when the page is idle): none is in the first frame. */
  protected readonly parts = {
    sound: new LazyPart(() => import('../audio/sound-controller.js')),
    replayBar: new LazyPart(() => import('./replay/replay-bar.js')),
    practice: new LazyPart(() => import('../practice/setup.js')),
    selfPlay: new LazyPart(() => import('./board/self-play.js')),
    cues: new LazyPart(() => import('./screens/play-cues.js')),
    presetOffer: new LazyPart(() => import('./screens/preset-offer.js')),
    puzzle: new LazyPart(() => import('./practice/puzzle-controller.js')),
    versus: new LazyPart(() => import('./versus/versus-link.js')),
    pauseAndOver: new LazyPart(() => import('./screens/pause-and-over.js')),
    afterFirstFrame: new LazyPart(() => import('./after-first-frame.js')),
  };
  /** Parts on their way: `updateComplete` waits for them. */
  protected readonly lazy = new LazyParts(this);
  protected audioFactory: () => BaseAudioContext = () => new AudioContext();

  /** Waits for the update, then for parts on their way and the update they bring. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (await this.lazy.settle()) done = await super.getUpdateComplete();
    return done;
  }

  private canvasElement?: HTMLCanvasElement | null;
  /** The board's canvas (rendered once and kept; none before the first rendering). */
  protected get canvas(): HTMLCanvasElement {
    return (this.canvasElement ??= this.renderRoot?.querySelector('canvas'))!;
  }

  private readonly language = new LanguageController(this);
  private readonly inputKind = new InputKindController(this);
  protected readonly inputs: InputSources = new InputSources(this, { input: (action, down, time) => this.route(action, down, time) }, {
    playing: () => this.board.status === 'playing',
    travel: (redo) => void (redo ? this.redo() : this.undo()),
    surface: () => this.canvas,
    cellSize: () => this.board.view.cellSize,
    clock: () => PageClock.of(this.board.scheduler),
    usedGamepad: () => this.inputKind.use('gamepad'),
    lazy: this.lazy,
  });
  /** The one player's board: game, replay, canvas, events, effects, sound and bests. */
  protected readonly board: PlayerBoard = new PlayerBoard(this, {
    settings: { level: 1, mode: 'marathon', handling: {}, storageKey: '' },
    localizer: this.language.localizer,
    clock: PageClock.of(rafScheduler),
    surface: { canvas: () => this.canvas },
    // Simulated DOMs have no ElementInternals (happy-dom) or no custom states (jsdom).
    states: this.attachInternals?.().states,
    sources: [this.inputs],
    track: (loading) => this.lazy.track(loading),
  });
  private readonly settings = new SettingsPanel(this, this.lazy, {
    bindings: () => structuredClone(this.inputs.bindings),
    frames: () => this.handlingOptions(),
    sources: () => this.inputs.sources,
    hasGamepad: () => this.inputs.gamepad?.hasGamepad ?? false,
    playing: () => this.board.status === 'playing',
    localizer: () => this.language.localizer,
    deviceHelp,
  });
  /** The bot playing the board, once `bot` was set. */
  protected selfPlay?: SelfPlay;
  /** The countdown and the finesse cue over the field, once a game has started. */
  private cues?: PlayCues;
  /** Versus games (attacks, garbage, the meter), once `versus` was set. */
  protected versusLink?: VersusLink;
  /** The puzzle's judge and goal line, once `puzzle` was set. */
  protected puzzleGame?: PuzzleGame;
  /** The language the canvas's words were last set in. */
  private spokenIn?: Localizer;
  /** The mode and goal last warned about (a goal the mode cannot take). */
  private readonly goalWarning: { pair?: string } = {};

  // The public methods (tetris-game.ts) that the buttons, keys and clicks use.
  abstract start(options?: StartOptions): void;
  abstract restart(): void;
  abstract pause(): void;
  abstract watch(replay: ReplayData | string, options?: WatchOptions): Promise<WatchResult>;
  abstract undo(): boolean;
  abstract redo(): boolean;
  abstract refreshTheme(): void;
  /** Whether a game started now must first wait for a part (`start()` waits; a key must not start without it). */
  protected abstract startWaits(): boolean;

  constructor() {
    super();
    // Focus elsewhere: the game pauses (the keys no longer reach it).
    pauseOnFocusLoss(this, () => this.board.detaching, () => this.board.pause());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'application');
    this.addEventListener('click', this.onClick);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('click', this.onClick);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Every changed setting is checked against the settings table: a bad value is its default.
    super.willUpdate(changed);
    // Then the player's saved settings (checked as they load) go over the page's attributes.
    if (changed.has('storageKey')) {
      this.settings.restore();
    }
    if (changed.has('controls')) this.inputs.setControls(this.controls);
    if (changed.has('keys')) this.inputs.setKeys(this.keys, this.localName);
    if (changed.has('handling') || changed.has('das') || changed.has('arr') || changed.has('softDrop')) {
      this.board.setHandling(this.handlingOptions());
    }
    if ((changed.has('sound') || changed.has('volume')) && (this.sound !== 'off' || this.board.sound)) {
      this.lazy.use(this.parts.sound, ({ SoundController }) => {
        if (!this.board.sound) {
          const sound = new SoundController(this);
          sound.createContext = this.audioFactory;
          this.board.attachSound(sound);
        }
        this.board.sound!.configure(this.sound, this.volume);
      });
    }
    if (this.board.replaying) this.lazy.use(this.parts.replayBar, ({ replayBarStyles }) => this.shadowRoot && addStyles(this.shadowRoot, replayBarStyles));
    if (this.board.status === 'paused' || this.board.status === 'over') {
      this.lazy.use(this.parts.pauseAndOver, ({ resultStyles }) => this.shadowRoot && addStyles(this.shadowRoot, resultStyles));
    }
    if (changed.has('reducedMotion')) {
      this.board.view.effects.reduced = this.reducedMotion;
      this.board.view.markDirty();
    }
    if (changed.has('touchButtons') || changed.has('controls')) {
      // Lets the styles make room for the buttons.
      this.board.states.set({ touchButtons: this.touchButtons && this.inputs.touchOn });
      if (this.touchButtons) this.inputs.loadTouch();
    }
    if (this.inputs.touchScreens && this.shadowRoot) addStyles(this.shadowRoot, this.inputs.touchScreens.touchButtonsStyles);
    if (changed.has('strings')) {
      this.language.strings = checkOverrides(this.strings, (bad) =>
        warnInvalid(`strings=${bad}`, 'an object of string keys (see StringKey) to texts', 'the built-in texts for those', this.localName),
      );
    }
    if (this.language.localizer !== this.spokenIn) {
      this.spokenIn = this.board.localizer = this.language.localizer;
      this.board.view.setWords(canvasWords(this.spokenIn));
    }
    if (this.board.status !== 'idle') this.lazy.use(this.parts.cues, ({ PlayCues }) => (this.cues ??= new PlayCues(this, () => this.board)));
    if (this.settings.firstVisit) this.lazy.use(this.parts.presetOffer, ({ presetOfferStyles }) => this.shadowRoot && addStyles(this.shadowRoot, presetOfferStyles));
    // A new starting level, seed, mode or goal shows on the start screen's board straight away.
    this.board.settings = this.boardSettings();
    this.board.refreshIdleGame();
  }

  protected override firstUpdated(): void {
    // A touch screen: its pause button shows while playing, before any touch.
    if (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches) this.inputs.loadTouch();
    // Not needed for the first frame, but before a game's first lock or its end: they load right after it.
    this.lazy.use(this.parts.afterFirstFrame, ({ ExtraEffects, Bests }) => {
      const effects = this.board.view.effects;
      effects.extend(new ExtraEffects(effects));
      this.board.attachBests(new Bests());
    });
    if (this.autostart && this.board.status === 'idle') this.start();
    // Only what a plain game may soon need: the bot, practice, puzzle and versus parts load for pages that ask for them.
    for (const part of [this.parts.sound, replaySide, this.parts.replayBar, this.parts.cues, this.parts.presetOffer, this.parts.pauseAndOver]) part.prefetch();
    this.settings.prefetch();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('theme') && changed.get('theme') !== undefined) this.refreshTheme();
  }

  protected override render() {
    const l = this.language.localizer;
    const board = this.board;
    const playback = board.replaying;
    const { touch } = this.inputs;
    return html`
      <canvas part="board" class=${this.inputs.touchOn ? 'touch' : ''} aria-hidden="true"></canvas>
      ${hud(l, board.hud, { style: board.view.hudPlace, row: board.view.hudRow })}
      ${this.versusLink?.meter() ?? nothing}
      ${this.puzzleGame?.render() ?? nothing}
      ${touch && this.touchButtons ? touch.buttons(l, this.handlingOptions().rotate180) : nothing}
      ${this.cues?.render(l) ?? nothing}
      ${touch ? touch.pauseButton(l) : nothing}
      ${playback
        ? this.parts.replayBar.value?.replayBar(l, playback, {
            togglePause: () => board.togglePlayback(),
            setSpeed: (speed) => board.setPlaybackSpeed(speed),
            stop: () => board.stopWatching(),
          })
        : overlay({
            status: board.status,
            l,
            input: this.inputKind.current,
            bindings: this.inputs.bindings,
            mode: board.game.mode,
            goal: board.game.goal,
            result: board.result,
            cards: this.parts.pauseAndOver.value,
            actions: this.overlayActions,
            offer: this.settings.firstVisit ? this.parts.presetOffer.value?.presetOffer(l, this, this.settings) : undefined,
          })}
      <div class="visually-hidden" role="status" aria-live="polite">${board.announcement}</div>
      ${this.settings.render(l, this.inputs.sources.size, board.status === 'playing')}
      ${board.view.renderProbe()}
    `;
  }

  /** Plays `value` as the puzzle: its part loads on first use, and `updateComplete` waits for its setup to be read. */
  protected playPuzzle(value: unknown): void {
    const playing = this.parts.puzzle.load().then(({ PuzzleGame }) => {
      this.puzzleGame ??= new PuzzleGame(this, this.board, this.inputs);
      return this.puzzleGame.set(value);
    });
    this.lazy.track(playing.catch((error: unknown) => console.error(error)));
  }

  /** The settings a new game is made from, as the properties are now. */
  protected boardSettings(): BoardSettings {
    const mode = validOrDefault('mode', this.mode);
    return {
      seed: validOrDefault('seed', this.seed),
      level: validOrDefault('level', this.level),
      mode,
      goal: goalFor(mode, validOrDefault('goal', this.goal), this.goalWarning),
      handling: this.handlingOptions(),
      storageKey: validOrDefault('storageKey', this.storageKey),
      versus: this.versusLink?.settings,
    };
  }

  /** Every input source reports here: the settings panel first, then the board (which routes a replay's). */
  private route(action: KeyAction, down: boolean, timeStamp: number): void {
    if (this.settings.open) {
      // The settings panel is over the game: start or pause closes it rather than playing on.
      if (down && (action === 'start' || action === 'pause')) this.settings.hide();
      return;
    }
    // A person's first key or tap takes the game from the bot.
    if (down && this.selfPlay?.playing) this.selfPlay.handOver();
    const starts = down && action === 'start' && (this.board.status === 'idle' || this.board.status === 'over');
    if (starts && this.startWaits()) return this.start();
    this.board.input(action, down, timeStamp);
  }

  private readonly overlayActions: OverlayActions = {
    resume: (event) => this.fromButton(event, () => this.board.resume()),
    playAgain: (event) => this.fromButton(event, () => this.start()),
    restart: (event) => this.fromButton(event, () => this.restart()),
    watch: (event) => this.fromButton(event, () => void this.watch(this.board.replay)),
  };

  /** An overlay button acts, then gives the keyboard back to the game. */
  private fromButton(event: Event, act: () => void): void {
    event.preventDefault();
    act();
    this.focus();
  }

  private readonly onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || this.board.replaying) return;
    if (this.board.status === 'idle') this.start();
    else if (this.board.status === 'paused' && event.composedPath()[0] === this.canvas) this.board.resume();
  };
}
