import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GamepadController } from '../../input/gamepad-controller.js';
import type { InputSink } from '../../input/input-source.js';
import { KeyboardController } from '../../input/keyboard-controller.js';
import { DEFAULT_KEYS, mergeKeys, parseKeys, type KeyAction, type KeyBindings, type KeyOverrides } from '../../input/keymap.js';
import type { BoardTouch } from '../../board/board-touch.js';
import { parseControls, type ControlSource } from '../settings/setting-values.js';
import type { PageClock } from '../../clock/page-clock.js';
import { LazyPart, type LazyParts } from '../lazy-part.js';
import { SETTINGS, warnInvalid } from '../settings/settings.js';
import { TouchLoader } from './touch-loader.js';
import type * as TouchSupport from './touch-support.js';

export interface InputSourcesOptions {
  /** A game is running (game keys then win over a focused button; pads poll with the game loop). */
  readonly playing: () => boolean;
  /** The undo (`redo` false) or redo chord was pressed on the keyboard. */
  readonly travel: (redo: boolean) => void;
  /** The canvas a finger plays on. */
  readonly surface: () => Element | undefined;
  /** One board cell in CSS px, for touch drags. */
  readonly cellSize: () => number;
  /** The page's frame clock: gamepads are polled in its input phase. */
  readonly clock: () => PageClock;
  /** A gamepad was used: pads send no DOM events, so the overlays learn it here. */
  readonly usedGamepad: () => void;
  /** Where the gamepad and touch support's loading is counted (the host's `updateComplete` waits for it). */
  readonly lazy: LazyParts;
}

/** Gamepad support, loaded when the first pad shows up. */
const gamepadSupport = new LazyPart(() => import('../../input/gamepad-controller.js'));
/** Touch support, loaded when touch is first used. */
const touchSupport = new LazyPart(() => import('./touch-support.js'));

/**
 * The element's input sources (keyboard, touch and on-screen buttons, gamepads), all reporting to
 * one sink, switched on and off by the `controls` attribute and bound by the `keys` attribute.
 * Gamepad support loads when a pad is first there, touch support at the first touch (or for the
 * on-screen buttons, or on a touch screen): most pages never use one of them.
 */
export class InputSources implements ReactiveController {
  readonly keyboard: KeyboardController;
  /** Touch gestures and on-screen buttons (the board's, as in `<tetris-versus>`), once touch support has loaded. */
  touch?: BoardTouch;
  /** The on-screen buttons' templates and styles, loaded with touch support. */
  touchScreens?: typeof TouchSupport;
  /** Gamepads, once a pad has shown up and gamepad support has loaded. */
  gamepad?: GamepadController;
  /** Sources `controls` switched on. */
  sources: ReadonlySet<ControlSource> = parseControls(SETTINGS.controls.default)!;
  /** Key bindings in effect: `keys` over the defaults. */
  bindings: KeyBindings = mergeKeys({}, () => {});
  private readonly touchLoader: TouchLoader;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly sink: InputSink,
    private readonly options: InputSourcesOptions,
  ) {
    this.keyboard = new KeyboardController(host, sink, { playing: options.playing, travel: options.travel });
    this.touchLoader = new TouchLoader(host, { surface: options.surface, wanted: () => this.touchOn, load: () => this.loadTouch() });
    host.addController(this);
  }

  /** Only whether a pad is there is watched here; reading pads is the gamepad support's. */
  hostConnected(): void {
    addEventListener('gamepadconnected', this.onPad);
    if (!this.gamepad && padConnected()) this.onPad();
  }

  hostDisconnected(): void {
    removeEventListener('gamepadconnected', this.onPad);
  }

  private readonly onPad = () => {
    if (this.gamepad || !this.sources.has('gamepad')) return;
    const { host, sink, options } = this;
    this.options.lazy.use(gamepadSupport, ({ GamepadController }) => {
      if (this.gamepad) return;
      const pads: InputSink = {
        input: (action, down, timeStamp) => {
          options.usedGamepad();
          sink.input(action, down, timeStamp);
        },
      };
      this.gamepad = new GamepadController(host, pads, { playing: options.playing, clock: options.clock });
      this.gamepad.enabled = this.sources.has('gamepad');
    });
  };

  /** `controls` has touch (it may not have loaded yet). */
  get touchOn(): boolean {
    return this.sources.has('touch');
  }

  /** Loads touch support when touch is on (for the on-screen buttons, or on a touch screen). */
  loadTouch(): void {
    if (this.touch || !this.touchOn) return;
    const { host, sink, options } = this;
    options.lazy.use(touchSupport, (screens) => {
      if (this.touch) return;
      this.touch = new screens.BoardTouch(host, sink, { surface: options.surface, cellSize: options.cellSize });
      this.touch.enabled = this.touchOn;
      this.touchScreens = screens;
      // The finger that asked for it plays now.
      this.touch.play(this.touchLoader.handOver());
    });
  }

  /** Applies a checked `controls` value: a source switched off forgets what it held. */
  setControls(controls: string): void {
    this.sources = parseControls(controls)!;
    for (const [name, source] of [['keyboard', this.keyboard], ['touch', this.touch], ['gamepad', this.gamepad]] as const) {
      if (!source) continue;
      source.enabled = this.sources.has(name);
      if (!source.enabled && 'releaseAll' in source) source.releaseAll();
    }
    if (this.host.isConnected && padConnected()) this.onPad();
  }

  /**
   * Applies `keys` over the defaults; each bad entry gets one warning (naming the element's `tag`)
   * and keeps its default keys.
   */
  setKeys(keys: KeyOverrides | string, tag: string): void {
    this.bindings = mergeKeys(typeof keys === 'string' ? parseKeys(keys) : keys, (action, value) =>
      warnInvalid(
        `keys="${action}: ${[value].flat().join(' ')}"`,
        SETTINGS.keys.accepted,
        JSON.stringify(DEFAULT_KEYS[action as KeyAction] ?? 'nothing'),
        tag,
      ),
    );
    this.keyboard.keys = this.bindings;
  }

  /** Forgets every press in progress (pause, game over, focus lost). */
  releaseAll(): void {
    this.keyboard.releaseAll();
    this.touch?.releaseAll();
  }
}

function padConnected(): boolean {
  try {
    return (navigator.getGamepads?.() ?? []).some((pad) => pad?.connected);
  } catch {
    // A permissions policy can forbid the Gamepad API in an iframe: then there are no pads.
    return false;
  }
}
