/**
 * The mode and its goal in words, on the start screen and on the result card.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { MODES, type Mode } from '../../engine/index.js';
import type { Localizer } from '../../ui/strings/strings.js';

/** The mode and its goal in words: "Sprint · 40 lines", "Ultra · 2 minutes", "Marathon". */
export function modeLine(l: Localizer, mode: Mode, goal: number | null): TemplateResult {
  const rules = MODES[mode];
  const target = goal === null ? '' : rules.goal === 'seconds' ? l.duration(goal) : l.t('mode.lines', { lines: goal });
  return html`<p class="mode-name">${l.t(`mode.${mode}`)}${target ? ` · ${target}` : ''}</p>`;
}
