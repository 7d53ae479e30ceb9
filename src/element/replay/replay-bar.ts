/**
 * The controls over a board while a replay plays back: a "Replay" badge, pause, speed and stop.
 * Loaded when the first replay is shown.
 * @module
 */
import { css, html } from 'lit';
import type { Localizer } from '../../ui/strings/strings.js';
import { REPLAY_SPEEDS } from './replay-playback.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

/** What the bar's controls do. */
export interface ReplayBarActions {
  togglePause(): void;
  setSpeed(speed: number): void;
  stop(): void;
}

export const replayBarStyles = css`
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

/** The bar for a playback at `speed`, `paused` or not. */
export function replayBar(l: Localizer, { paused, speed }: { paused: boolean; speed: number }, actions: ReplayBarActions) {
  const click = (act: () => void) => (event: Event) => {
    event.preventDefault();
    act();
  };
  return html`<div class="replay-bar" part="replay-bar" role="group" aria-label=${l.t('replay.playing')}>
    <span class="replay-badge">${l.t('replay.playing')}</span>
    <button part="button" @click=${click(() => actions.togglePause())} aria-pressed=${paused ? 'true' : 'false'}>${l.t('replay.pause')}</button>
    <label>
      <span class="visually-hidden">${l.t('replay.speed')}</span>
      <select @change=${(event: Event) => actions.setSpeed(Number((event.target as HTMLSelectElement).value))}>
        ${[...new Set([...REPLAY_SPEEDS, speed])]
          .sort((a, b) => a - b)
          .map((option) => html`<option value=${option} ?selected=${option === speed}>${l.number(option, Number.isInteger(option) ? 0 : Number.isInteger(option * 10) ? 1 : 2)}×</option>`)}
      </select>
    </label>
    <button part="button" @click=${click(() => actions.stop())}>${l.t('replay.stop')}</button>
  </div>`;
}
