import { PIECE_TYPES } from '../engine/index.js';
import { MODERN, resolved, type ThemeProperty } from '../themes/themes.js';

export type BlockStyle = 'bevel' | 'flat' | 'nes';

/** The resolved colours and switches the renderer draws with: a snapshot, read only when styles change. */
export interface Palette {
  background: string;
  field: string;
  grid: string;
  border: string;
  text: string;
  muted: string;
  accent: string;
  ghostOpacity: number;
  blockStyle: BlockStyle;
  /** Inner frame of `nes` blocks (empty: none), as NES draws its white-centred pieces. */
  outline: string;
  letters: boolean;
  /** Font family for the canvas labels. */
  font: string;
  /** Index 0 is unused, 1-7 follow the engine's PIECE_TYPES, 8 is a filled cell of no piece. */
  cells: readonly string[];
}

/**
 * Reads the look as the host resolves it (see `themeStyles`): the page's `--tetris-*` properties
 * over the theme's. An element without the theme styles gets `modern`.
 */
export function readPalette(host: Element): Palette {
  const style = getComputedStyle(host);
  const read = (name: ThemeProperty) => style.getPropertyValue(resolved(name)).trim() || MODERN[name];
  const opacity = Number.parseFloat(read('ghost-opacity'));
  const blockStyle = read('block-style');
  return {
    background: read('background'),
    field: read('field'),
    grid: read('grid'),
    border: read('border'),
    text: read('text'),
    muted: read('muted'),
    accent: read('accent'),
    ghostOpacity: Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : Number(MODERN['ghost-opacity']),
    blockStyle: blockStyle === 'flat' || blockStyle === 'nes' ? blockStyle : 'bevel',
    outline: read('block-outline'),
    letters: read('letters') === 'on',
    font: read('font'),
    cells: ['', ...PIECE_TYPES.map((type) => read(`piece-${type.toLowerCase()}` as ThemeProperty)), read('garbage')],
  };
}
