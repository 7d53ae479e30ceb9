import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DEFAULT_KEYS, codeMap, type KeyAction } from './keymap.js';
import { HeldState, isHeldButton, type HeldButtons } from './held.js';

export interface KeyboardTarget {
  /** A discrete action: rotate, hard drop, hold, pause or start. */
  keyAction(action: KeyAction): void;
}

/**
 * Keyboard input, listened to on the host element only (never on document), so the page keeps
 * its own keys and two boards never react to one key press.
 */
export class KeyboardController implements ReactiveController {
  enabled = true;
  private readonly held = new HeldState();
  private codes = codeMap(DEFAULT_KEYS);

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & KeyboardTarget) {
    host.addController(this);
  }

  set keys(keys: Readonly<Record<KeyAction, readonly string[]>>) {
    this.codes = codeMap(keys);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    this.host.addEventListener('keyup', this.onKeyUp);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('keyup', this.onKeyUp);
    this.releaseAll();
  }

  collect(into: HeldButtons): void {
    this.held.collect(into);
  }

  releaseAll(): void {
    this.held.releaseAll();
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (!this.enabled || event.altKey || event.metaKey) return;
    // Keys typed into the page's own controls slotted into the element are theirs, and so are the
    // keys that press a focused button (the settings gear, the overlays' buttons).
    if (event.composedPath()[0] !== this.host && ownsKey(event.composedPath()[0], event.code)) return;
    const action = this.codes.get(event.code);
    if (!action) return;
    event.preventDefault();
    if (event.repeat) return; // the engine's DAS does the repeating
    if (isHeldButton(action)) this.held.press(action);
    else this.host.keyAction(action);
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    const action = this.codes.get(event.code);
    if (action && isHeldButton(action)) this.held.release(action);
    // Releasing Meta can swallow other keys' keyup events (macOS), so forget everything then.
    if (event.key === 'Meta') this.releaseAll();
  };
}

function ownsKey(target: EventTarget | undefined, code: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return target.tagName === 'BUTTON' && /^(Enter|NumpadEnter|Space)$/.test(code);
}
