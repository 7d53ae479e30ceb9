/**
 * The screens over the board: start, pause and game over. Each sits in a named slot, so a page
 * can replace it; the built-in ones speak to the input the player is using.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameStatus } from '../../board/board-states.js';
import type { Mode } from '../../engine/index.js';
import type { GameResult } from './result-screen.js';
import { startHint, type Bindings, type InputKind } from './hints.js';
import { modeLine } from './mode-line.js';
import type * as PauseAndOver from './pause-and-over.js';
import type { OverlayActions } from './pause-and-over.js';
import type { Localizer } from '../../ui/strings/strings.js';

export type { OverlayActions };

export interface OverlayState {
  readonly status: GameStatus;
  readonly l: Localizer;
  readonly input: InputKind;
  readonly bindings: Bindings;
  /** The mode and goal of the game about to start, named on the start screen. */
  readonly mode: Mode;
  readonly goal: number | null;
  /** The last finished game, for the game-over screen. */
  readonly result?: GameResult;
  /** The pause and game-over screens' cards, once loaded (the screens show their slots meanwhile). */
  readonly cards?: typeof PauseAndOver;
  readonly actions: OverlayActions;
  /** More for the start screen's card (the offer of the handling presets on a first visit). */
  readonly offer?: TemplateResult;
}

/** The overlay for a status (none while playing). */
export function overlay({ status, l, input, bindings, mode, goal, result, cards, actions, offer }: OverlayState): TemplateResult | typeof nothing {
  switch (status) {
    case 'idle':
      return html`<div class="overlay" part="overlay">
        <slot name="start">
          <div class="card">
            <p class="title">${l.t('game.title')}</p>
            ${modeLine(l, mode, goal)} ${startHint(l, bindings, input)} ${offer ?? nothing}
          </div>
        </slot>
      </div>`;
    case 'paused':
      return html`<div class="overlay" part="overlay">
        <slot name="paused">${cards?.pauseCard(l, bindings, input, actions) ?? nothing}</slot>
      </div>`;
    case 'over':
      return html`<div class="overlay" part="overlay">
        <slot name="game-over">${result && cards ? cards.overCard(l, result, bindings, input, actions) : nothing}</slot>
      </div>`;
    default:
      return nothing;
  }
}
