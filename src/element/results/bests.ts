/**
 * Personal bests, one per mode and goal (sprint 40 and sprint 20 are different races): sprint's
 * best time, the other modes' best score. Saved in `localStorage` under `<storage-key>:bests`, next
 * to the player's settings; with an empty `storage-key` they last for this page visit only.
 * Storage may be missing, blocked or hold garbage: bests then live in memory and nothing throws.
 * @module
 */
import { isBetter, rankValue, type Game, type Mode } from '../../engine/index.js';
import { gameOverDetail } from './modes.js';
import type { GameResult } from '../screens/result-screen.js';
import type { GameOverDetail } from '../events.js';

/** The `localStorage` key of the bests saved with settings under `storageKey`. */
export function bestsKey(storageKey: string): string {
  return `${storageKey}:bests`;
}

/** The key of one best in the saved object: `sprint:40`, `marathon:none`. */
function slot(mode: Mode, goal: number | null): string {
  return `${mode}:${goal ?? 'none'}`;
}

/** Saved bests that are still good: whole, non-negative numbers; anything else is dropped. */
function readSaved(storageKey: string): Record<string, number> {
  if (!storageKey) return {};
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(bestsKey(storageKey)) ?? '{}');
  } catch {
    return {};
  }
  const good: Record<string, number> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return good;
  for (const [key, best] of Object.entries(value)) {
    if (typeof best === 'number' && Number.isSafeInteger(best) && best >= 0) good[key] = best;
  }
  return good;
}

/** The outcome of one finished game for the bests. */
export interface BestOutcome {
  /** The best before this game, or null. */
  readonly previous: number | null;
  /** This game set a new best. */
  readonly isNew: boolean;
}

/** The bests of one element: read from storage when asked, written when beaten. */
export class Bests {
  /** Bests of this visit, over what storage holds (all of them when storage fails). */
  private readonly memory = new Map<string, Record<string, number>>();

  /** The best for `mode` and `goal` under `storageKey`, or null. */
  get(storageKey: string, mode: Mode, goal: number | null): number | null {
    return this.all(storageKey)[slot(mode, goal)] ?? null;
  }

  /** The last game finished through {@link finish}, for the result screen. */
  last?: GameResult;

  /** Records a finished `game` as {@link last} and returns the best it had to beat, or null. */
  finish(storageKey: string, game: Game): number | null {
    const detail = gameOverDetail(game, null);
    const { previous, isNew } = this.record(storageKey, detail);
    this.last = { detail: { ...detail, best: previous }, isNew };
    return previous;
  }

  /** Records a finished game: returns the best before it and whether it beat that. */
  record(storageKey: string, detail: Pick<GameOverDetail, 'mode' | 'goal' | 'reason' | 'time' | 'score'>): BestOutcome {
    const previous = this.get(storageKey, detail.mode, detail.goal);
    // The engine's result rules: which results count, and which figure ranks them.
    const value = rankValue(detail);
    if (value === null || !isBetter(detail.mode, value, previous)) return { previous, isNew: false };
    const bests = { ...this.all(storageKey), [slot(detail.mode, detail.goal)]: value };
    this.memory.set(storageKey, bests);
    if (storageKey) {
      try {
        localStorage.setItem(bestsKey(storageKey), JSON.stringify(bests));
      } catch {
        // Full or blocked: the best still counts for this visit.
      }
    }
    return { previous, isNew: true };
  }

  /** Storage's bests with this visit's over them (another tab may have saved since). */
  private all(storageKey: string): Record<string, number> {
    const saved = readSaved(storageKey);
    const mine = this.memory.get(storageKey) ?? {};
    const merged = { ...saved };
    for (const [key, value] of Object.entries(mine)) {
      const mode = key.split(':')[0] as Mode;
      if (!(key in merged) || isBetter(mode, value, merged[key])) merged[key] = value;
    }
    return merged;
  }
}
