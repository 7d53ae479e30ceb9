import type { LayoutName } from '../render/geometry.js';

/** What a board is doing; `replay`: a replay is playing back on it. */
export type GameStatus = 'idle' | 'playing' | 'paused' | 'over' | 'replay';

const STATUSES: readonly GameStatus[] = ['idle', 'playing', 'paused', 'over', 'replay'];

/** Everything the custom states show about a board. */
export interface BoardStateValues {
  readonly status: GameStatus;
  /** The canvas's layout (`layout-side`, `layout-stacked`); unknown until it is measured. */
  readonly layout?: LayoutName;
  /** The on-screen buttons are on (`touch-buttons`). */
  readonly touchButtons: boolean;
  /** They sit beside the board rather than under it (`buttons-aside`). */
  readonly buttonsAside: boolean;
}

/**
 * The one writer of a board's custom states (`:state(playing)`, `:state(layout-side)`, ...): the
 * board and its view change values here, and only the states that changed are touched. Without a
 * state set (simulated DOMs, a board that is not the element's own) nothing is written.
 */
export class BoardStates {
  private values: BoardStateValues = { status: 'idle', touchButtons: false, buttonsAside: false };

  constructor(private readonly states: CustomStateSet | undefined) {
    this.write({}, this.values);
  }

  get current(): BoardStateValues {
    return this.values;
  }

  set(change: Partial<BoardStateValues>): void {
    const before = this.values;
    this.values = { ...before, ...change };
    this.write(before, this.values);
  }

  private write(before: Partial<BoardStateValues>, after: BoardStateValues): void {
    const states = this.states;
    if (!states) return;
    if (before.status !== after.status) for (const name of STATUSES) toggle(states, name, name === after.status);
    if (before.layout !== after.layout) {
      if (before.layout) states.delete(`layout-${before.layout}`);
      if (after.layout) states.add(`layout-${after.layout}`);
    }
    if (before.touchButtons !== after.touchButtons) toggle(states, 'touch-buttons', after.touchButtons);
    if (before.buttonsAside !== after.buttonsAside) toggle(states, 'buttons-aside', after.buttonsAside);
  }
}

function toggle(states: CustomStateSet, name: string, on: boolean): void {
  if (on) states.add(name);
  else states.delete(name);
}
