/**
 * What a game is doing, as integer codes for the hot path (`Game.phase` names them), the length
 * of the countdown, and the press results every game shares: frozen, so the common presses return
 * without allocating.
 * @module
 */
import type { PressResult } from '../types.js';

/** @internal Phase codes, in the order of `Phase`. */
export const FALLING = 0;
/** @internal */
export const ENTRY = 1;
/** @internal */
export const CLEARING = 2;
/** @internal */
export const OVER = 3;
/** @internal */
export const COUNTDOWN = 4;

/** Frames of the countdown before play (3, 2, 1: a second each; play starts on Go). */
export const COUNTDOWN_FRAMES = 180;

/** @internal */
export const OK: PressResult = Object.freeze({ ok: true });
/** @internal */
export const FAIL: PressResult = Object.freeze({ ok: false });
/** @internal */
export const BUFFERED: PressResult = Object.freeze({ ok: true, buffered: true });
/** @internal A rotation that used SRS test `k`: `KICKED[k - 1]`. */
export const KICKED: readonly PressResult[] = [1, 2, 3, 4, 5, 6].map((k) => Object.freeze({ ok: true, kick: k as 1 | 2 | 3 | 4 | 5 | 6 }));
