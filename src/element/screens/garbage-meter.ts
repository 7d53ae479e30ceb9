/**
 * The incoming-garbage meter beside a field: a bar that rises with the lines waiting to enter,
 * a full field's height at 20 lines, read out as a `role="meter"`. `<tetris-versus>` puts one
 * beside each board, `<tetris-game versus>` one beside its field.
 * @module
 */
import { css, html } from 'lit';
import { cssProperties, type CssProperties } from '../../ui/css-properties.js';

/** Lines that fill the meter (a whole visible field). */
export const METER_LINES = 20;

/** The meter for `incoming` lines; `label` says it in words (`place`: where it goes, if placed). */
export function garbageMeter(incoming: number, label: string, place: CssProperties = {}) {
  const shown = Math.min(METER_LINES, incoming);
  return html`<div
    class="meter"
    part="garbage-meter"
    role="meter"
    aria-valuemin="0"
    aria-valuemax=${METER_LINES}
    aria-valuenow=${shown}
    aria-label=${label}
    ${cssProperties({ '--fill': String(shown / METER_LINES), ...place })}
  ></div>`;
}

export const garbageMeterStyles = css`
  .meter {
    position: relative;
    box-sizing: border-box;
    background: var(--tetris-field);
    border: 1px solid var(--tetris-border);
  }
  .meter::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: calc(var(--fill, 0) * 100%);
    background: var(--tetris-piece-z);
    transition: height 0.1s linear;
  }
`;
