/**
 * `<tetris-game versus>`: the part of the element a versus game needs, loaded when the `versus`
 * attribute or property is first set, never with the first frame of a plain game. It reads the
 * `versus` value into the engine's settings (a bad one warns once and plays the default rules),
 * takes the page's `receiveGarbage()` calls (a bad call warns and changes nothing; nothing
 * throws) and draws the incoming-garbage meter beside the field. The `attack` and `garbage`
 * events come from the board's reporter like every other event.
 * @module
 */
import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { ATTACK_RULE_NAMES, checkVersus, type Game, type ReceiveGarbageOptions, type VersusSettings } from '../../engine/index.js';
import type { Placement } from '../../render/geometry.js';
import { meterPlace } from '../../board/meter-place.js';
import { garbageMeter, garbageMeterStyles } from '../screens/garbage-meter.js';
import { addStyles } from '../lazy-part.js';
import { show, warnInvalid } from '../../ui/warnings.js';
import type { Localizer } from '../../ui/strings/strings.js';
import { playsVersus, type VersusValue } from './versus-value.js';

export type { VersusValue } from './versus-value.js';

/** Accepted values of `versus`, for warnings. */
const ACCEPTED = `${ATTACK_RULE_NAMES.join(', ')}, no value (guideline), or an object { rules, delay, cap, messiness } as the engine's versus option`;

/** The board the link serves (a `PlayerBoard`): its game, its way in for garbage, its language. */
export interface VersusBoard {
  readonly game: Game;
  /** Passes garbage to the board's recorded game (throws the engine's errors for bad arguments). */
  receiveGarbage(lines: number, options?: ReceiveGarbageOptions): void;
  readonly localizer: Localizer;
  /** The layout as drawn and its CSS scale (undefined before the canvas has a size). */
  readonly view: { readonly placement: Placement | undefined };
}

/** What the link reads of its element. */
export interface VersusSource {
  /** The element's `versus` value as it is now. */
  value(): VersusValue;
  /** The canvas the field is drawn on. */
  canvas(): HTMLCanvasElement | undefined;
}

export class VersusLink implements ReactiveController {
  /** The `versus` value last read and what it gave, so each value is read (and warned about) once. */
  private read?: { readonly value: VersusValue; readonly settings: VersusSettings | undefined };
  private observer?: ResizeObserver;
  private observed?: HTMLCanvasElement;

  constructor(
    private readonly element: ReactiveControllerHost & HTMLElement,
    private readonly board: VersusBoard,
    private readonly source: VersusSource,
  ) {
    element.addController(this);
    if (element.shadowRoot) addStyles(element.shadowRoot, garbageMeterStyles);
    // The meter follows the queue: every change of it is a `garbage` event, a new game starts empty.
    element.addEventListener('garbage', this.changed);
    element.addEventListener('game-start', this.changed);
  }

  /** The rules of the element's next versus game, from its `versus` value as it is now; undefined: single-player. */
  get settings(): VersusSettings | undefined {
    const value = this.source.value();
    if (this.read?.value !== value) this.read = { value, settings: settingsOf(value, this.element.localName) };
    return this.read.settings;
  }

  /** `receiveGarbage()` on the element: to the board's game, or one warning and nothing else. */
  receive(lines: number, options?: ReceiveGarbageOptions): void {
    if (!this.settings) {
      console.warn(`<${this.element.localName}>: ignoring receiveGarbage(${show(lines)}): it is for a game with the versus attribute`);
      return;
    }
    try {
      this.board.receiveGarbage(lines, options);
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      console.warn(`<${this.element.localName}>: ignoring receiveGarbage(${show(lines)}, ${show(options)}): ${error.message}`);
    }
  }

  /** The meter beside the field (nothing in a single-player game or before the canvas is sized). */
  meter() {
    const canvas = this.source.canvas();
    const placed = this.board.view.placement;
    if (!this.settings || !canvas || !placed) return nothing;
    const where = meterPlace(canvas, placed);
    const incoming = this.board.game.incomingLines;
    return garbageMeter(incoming, this.board.localizer.t('meter.incoming', { n: incoming }), where);
  }

  hostConnected(): void {
    this.hostUpdated();
  }

  /** Follows the canvas's box (once it is rendered): the meter goes with the field. */
  hostUpdated(): void {
    const canvas = this.source.canvas();
    if (!canvas || canvas === this.observed || typeof ResizeObserver === 'undefined') return;
    this.observer ??= new ResizeObserver(this.changed);
    this.observer.observe(canvas);
    this.observed = canvas;
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observed = undefined;
  }

  private readonly changed = () => this.element.requestUpdate();
}

/** The engine's versus settings for a `versus` value; a bad value is the default rules, with one warning. */
function settingsOf(value: VersusValue, tag: string): VersusSettings | undefined {
  if (!playsVersus(value)) return undefined;
  const option = typeof value === 'string' ? (value.trim() === '' ? {} : { rules: value.trim() }) : value;
  try {
    // The engine checks the option and fills in its defaults.
    return checkVersus(option);
  } catch (error) {
    if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
    warnInvalid(`versus=${show(value)} (${error.message})`, ACCEPTED, 'the guideline rules', tag);
    return checkVersus({});
  }
}
