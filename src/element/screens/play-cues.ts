/**
 * Marks over the field while a game (or a replay) plays: the countdown of a sprint or ultra and
 * the finesse cue. They come from the game on the board, read once per display frame: the element
 * renders again only when what they show changes. Loaded when a game first starts, so nothing of
 * it is in the first frame.
 * @module
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Game } from '../../engine/index.js';
import type { PageClock } from '../../clock/page-clock.js';
import type { PlayerBoard } from '../board/player-board.js';
import { addStyles } from '../lazy-part.js';
import type { Localizer } from '../../ui/strings/strings.js';
import { countdownMark, countdownWord, type CountdownMark } from './countdown.js';
import { FinesseCue } from './finesse-cue.js';
// Its English words, added to the English base as this part loads (before it renders).
import '../../ui/strings/en-later.js';

export const playCueStyles = css`
  /* The canvas's box (the on-screen buttons stay out, as for the screens), letting every pointer
     through to the board. */
  .cues {
    position: absolute;
    inset: 0;
    container-type: size;
    pointer-events: none;
  }

  /* Placed over the field by the element's styles. */
  .cue-field {
    display: grid;
    container-type: size;
  }

  .cue-field > * {
    grid-area: 1 / 1;
    margin: 0;
    font-weight: 800;
    line-height: 1;
  }

  .countdown {
    place-self: center;
    font-size: 40cqi;
    font-variant-numeric: tabular-nums;
    color: var(--tetris-text);
    text-shadow:
      0 0 0.08em var(--tetris-background),
      0 0 0.2em var(--tetris-background);
  }

  .countdown.go {
    font-size: 17cqi;
    color: var(--tetris-accent);
  }

  .finesse-cue {
    place-self: start center;
    margin-top: 12cqb;
    padding: 0.25em 0.7em;
    font-size: max(0.75rem, 6cqi);
    letter-spacing: 0.04em;
    color: var(--tetris-accent);
    background: var(--tetris-field);
    border: 1px solid var(--tetris-accent);
    border-radius: 999px;
  }
`;

export class PlayCues implements ReactiveController {
  private readonly finesse = new FinesseCue();
  private game?: Game;
  /** The game on the board began with a countdown (then it says Go). */
  private counted = false;
  /** What the last render showed. */
  private drawnMark: CountdownMark | null = null;
  private drawnFaults = 0;
  private watching?: { readonly clock: PageClock; readonly stop: () => void };
  /** The live region's text: the countdown's latest mark in words. */
  private said = '';
  /** The live region is on the page (it is added empty: a region is read when its text changes). */
  private regionShown = false;

  /** `board`: the element's board, whose shown game (live, or a replay playing back) the cues follow. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly board: () => PlayerBoard,
  ) {
    if (host.shadowRoot) addStyles(host.shadowRoot, playCueStyles);
    host.addController(this);
  }

  hostUpdate(): void {
    this.follow();
  }

  hostUpdated(): void {
    if (this.regionShown) return;
    this.regionShown = true;
    if (this.said) void this.host.updateComplete.then(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unwatch();
  }

  /** The marks over the field, and the live region that says the countdown. */
  render(l: Localizer) {
    const mark = (this.drawnMark = this.mark());
    const faults = (this.drawnFaults = this.faults());
    if (mark !== null) this.said = countdownWord(l, mark);
    return html`<div class="cues">
      <div class="cue-field" aria-hidden="true">
        ${mark === null ? nothing : html`<p class=${mark === 'go' ? 'countdown go' : 'countdown'}>${countdownWord(l, mark)}</p>`}
        ${faults > 0 ? html`<p class="finesse-cue">${l.t('cue.finesse', { faults })}</p>` : nothing}
      </div>
      <div class="visually-hidden" role="status">${this.regionShown ? this.said : ''}</div>
    </div>`;
  }

  /** Follows the game on the board, and reads it once per display frame while it runs. */
  private follow(): void {
    const game = this.board().shown;
    if (game !== this.game) {
      this.game = game;
      this.counted = game.phase === 'countdown';
      this.finesse.follow(game);
    }
    const clock = this.running() && this.host.isConnected ? this.board().view.clock : undefined;
    if (clock === this.watching?.clock) return;
    this.unwatch();
    if (clock) this.watching = { clock, stop: clock.add('effects', this.check) };
  }

  private unwatch(): void {
    this.watching?.stop();
    this.watching = undefined;
  }

  /** A game or a replay is on: the cues show (paused or over, they are hidden). */
  private running(): boolean {
    const status = this.board().status;
    return status === 'playing' || status === 'replay';
  }

  private mark(): CountdownMark | null {
    return this.game && this.running() ? countdownMark(this.game, this.counted) : null;
  }

  private faults(): number {
    return this.game && this.running() ? this.finesse.shown : 0;
  }

  /** A display frame (nothing allocated): the element renders again when a mark changed. */
  private readonly check = () => {
    if (this.mark() !== this.drawnMark || this.faults() !== this.drawnFaults) this.host.requestUpdate();
  };
}
