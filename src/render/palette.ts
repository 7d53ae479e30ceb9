import type { PieceType } from '../engine/index.js';

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

const PIECE_ORDER: readonly PieceType[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

/** Reads the `--tetris-*` custom properties as the host currently resolves them. */
export function readPalette(host: Element, pieceTypes: readonly PieceType[] = PIECE_ORDER): Palette {
  const style = getComputedStyle(host);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--tetris-${name}`).trim() || fallback;
  const opacity = Number.parseFloat(read('ghost-opacity', '0.3'));
  const blockStyle = read('block-style', 'bevel');
  return {
    background: read('background', '#0d0f1a'),
    field: read('field', '#05060c'),
    grid: read('grid', '#181b2b'),
    border: read('border', '#3b4164'),
    text: read('text', '#ffffff'),
    muted: read('muted', '#a0a0a0'),
    accent: read('accent', '#7c8cff'),
    ghostOpacity: Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 0.3,
    blockStyle: blockStyle === 'flat' || blockStyle === 'nes' ? blockStyle : 'bevel',
    outline: read('block-outline', ''),
    letters: read('letters', 'off') === 'on',
    font: read('font', 'sans-serif'),
    cells: ['', ...pieceTypes.map((type) => read(`piece-${type.toLowerCase()}`, '#888888')), read('garbage', '#888888')],
  };
}
