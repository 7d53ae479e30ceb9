/**
 * What the touch gestures and the gamepad's buttons do, in words: for `<tetris-game>`'s start
 * screen and both elements' settings dialogs (which get it from their element, so the dialog's
 * part does not reach into `<tetris-game>`'s start screen).
 * @module
 */
import { html, type TemplateResult } from 'lit';
import type { Localizer, StringKey } from '../../ui/strings/strings.js';

/** Items on a line, " · " between them where the line may wrap; each item stays whole. */
export function hintLine(items: readonly (string | TemplateResult)[]): TemplateResult {
  return html`${items.map((item, i) => html`${i === 0 ? '' : ' · '}<span class="hint-item">${item}</span>`)}`;
}

/** Phrases on a line, " · " between them; a phrase may wrap like any sentence. */
const phraseLine = (phrases: readonly string[]) => phrases.join(' · ');

/** The touch gestures, for the start screen and the settings panel. */
export function touchHelp(l: Localizer): string {
  return phraseLine((['touch.move', 'touch.rotate', 'touch.softDrop', 'touch.hardDrop', 'touch.hold'] as const).map((key) => l.t(key)));
}

/** Gamepad buttons (standard mapping) and what they do. */
export function gamepadHelp(l: Localizer): TemplateResult {
  const item = (buttons: string[], action: StringKey) => l.t('hint.item', { keys: l.or(buttons), action: l.t(action) });
  return hintLine([
    item([l.t('pad.dpad'), l.t('pad.stick')], 'hint.move'),
    item(['A'], 'hint.rotate'),
    item(['B'], 'hint.rotateBack'),
    item(['Y', l.t('pad.dpadUp')], 'hint.hardDrop'),
    item(['LB', 'RB'], 'hint.hold'),
    item([l.t('pad.start')], 'hint.pause'),
    item([l.t('pad.select')], 'hint.restart'),
  ]);
}

/** What the settings dialog's touch or gamepad tab says about its device; null for the other tabs. */
export function deviceHelp(l: Localizer, section: string): string | TemplateResult | null {
  if (section === 'touch') return touchHelp(l);
  if (section === 'gamepad') return gamepadHelp(l);
  return null;
}
