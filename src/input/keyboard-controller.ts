import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InputSink, InputSource } from './input-source.js';
import { DEFAULT_KEYS, codeMap, type KeyAction } from './keymap.js';

export interface KeyboardCallbacks {
  /** A game is running: then game keys reach it wherever focus is inside the element, buttons included. */
  playing(): boolean;
  /** Ctrl+Z (`redo` false) or Ctrl+Y / Ctrl+Shift+Z (`redo` true) was pressed; without it those are plain keys. */
  travel?(redo: boolean): void;
}

/**
 * Keyboard input, listened to on the host element only (never on document), so the page keeps
 * its own keys and two boards never react to one key press. Every bound key reports its press and
 * its release, stamped with the event's time.
 */
export class KeyboardController implements ReactiveController, InputSource {
  enabled = true;
  private codes = codeMap(DEFAULT_KEYS);
  /** Keys down now, by code, with the action each pressed (so a rebinding mid-press releases the right one). */
  private readonly down = new Map<string, KeyAction>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly sink: InputSink,
    private readonly callbacks: KeyboardCallbacks,
  ) {
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

  releaseAll(): void {
    this.down.clear();
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (!this.enabled || event.altKey || event.metaKey) return;
    // Keys typed into the page's own controls slotted into the element are theirs, and so, between
    // games, are the keys that press a focused button (the settings gear, the overlays' buttons).
    const target = event.composedPath()[0];
    if (target !== this.host && ownsKey(target, event.code, this.callbacks.playing())) return;
    // Undo and redo are the usual chords, not bindable keys (a Ctrl bound to a rotation turns the
    // piece first; the undo then takes that back too).
    if (event.ctrlKey && this.callbacks.travel && (event.code === 'KeyZ' || event.code === 'KeyY')) {
      event.preventDefault();
      if (!event.repeat) this.callbacks.travel(event.code === 'KeyY' || event.shiftKey);
      return;
    }
    const action = this.codes.get(event.code);
    if (!action) return;
    event.preventDefault();
    if (event.repeat) return; // the engine's auto-shift does the repeating
    // A key that is down already lost its keyup somewhere: release it first so it never sticks.
    const stale = this.down.get(event.code);
    if (stale) this.sink.input(stale, false, event.timeStamp);
    this.down.set(event.code, action);
    this.sink.input(action, true, event.timeStamp);
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    const action = this.down.get(event.code);
    if (action) {
      this.down.delete(event.code);
      this.sink.input(action, false, event.timeStamp);
    }
    // Releasing Meta can swallow other keys' keyup events (macOS), so release everything then.
    if (event.key === 'Meta') {
      for (const held of this.down.values()) this.sink.input(held, false, event.timeStamp);
      this.down.clear();
    }
  };
}

function ownsKey(target: EventTarget | undefined, code: string, playing: boolean): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return !playing && target.tagName === 'BUTTON' && /^(Enter|NumpadEnter|Space)$/.test(code);
}
