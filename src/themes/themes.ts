import { unsafeCSS } from 'lit';

/** Built-in looks, selected with the `theme` attribute. */
export const THEMES = ['modern', 'classic', 'light', 'high-contrast'] as const;
export type ThemeName = (typeof THEMES)[number];

/** The look's custom properties, each public as `--tetris-<name>`. */
export const THEME_PROPERTIES = [
  'background',
  'field',
  'grid',
  'border',
  'text',
  'muted',
  'accent',
  'overlay',
  'ghost-opacity',
  'block-style',
  'block-outline',
  'letters',
  'font',
  'piece-i',
  'piece-j',
  'piece-l',
  'piece-o',
  'piece-s',
  'piece-t',
  'piece-z',
  'garbage',
  /** Of the form controls in the settings dialog, to match the colours. */
  'color-scheme',
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];

/** `modern`, the default look: every property (no block outline: empty). */
export const MODERN: Readonly<Record<ThemeProperty, string>> = {
  background: '#0d0f1a',
  field: '#05060c',
  grid: '#181b2b',
  border: '#3b4164',
  text: '#eef0ff',
  muted: '#8a90b8',
  accent: '#7c8cff',
  overlay: 'rgb(5 6 12 / 0.82)',
  'ghost-opacity': '0.28',
  'block-style': 'bevel',
  'block-outline': '',
  letters: 'off',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'piece-i': '#2fd3e6',
  'piece-j': '#3d6cf2',
  'piece-l': '#f28c28',
  'piece-o': '#f5d027',
  'piece-s': '#4fd05a',
  'piece-t': '#a64ef0',
  'piece-z': '#ef3b47',
  garbage: '#8d91a8',
  'color-scheme': 'dark',
};

/** What the other themes change from `modern`. */
export const THEME_VALUES: Readonly<Record<Exclude<ThemeName, 'modern'>, Readonly<Partial<Record<ThemeProperty, string>>>>> = {
  // NES-like: black well, two blues and a white-centred block.
  classic: {
    background: '#000000',
    field: '#000000',
    grid: '#000000',
    border: '#7c7c7c',
    text: '#fcfcfc',
    muted: '#bcbcbc',
    accent: '#3cbcfc',
    overlay: 'rgb(0 0 0 / 0.85)',
    'ghost-opacity': '0.22',
    'block-style': 'nes',
    'block-outline': '#0058f8',
    font: "'Courier New', ui-monospace, monospace",
    'piece-i': '#fcfcfc',
    'piece-j': '#0058f8',
    'piece-l': '#3cbcfc',
    'piece-o': '#fcfcfc',
    'piece-s': '#0058f8',
    'piece-t': '#fcfcfc',
    'piece-z': '#3cbcfc',
    garbage: '#7c7c7c',
  },
  light: {
    background: '#eef0f6',
    field: '#ffffff',
    grid: '#e6e8f0',
    border: '#b9bdd0',
    text: '#1b1d2b',
    muted: '#5d6180',
    accent: '#4653d8',
    overlay: 'rgb(255 255 255 / 0.86)',
    'ghost-opacity': '0.3',
    'piece-i': '#0fb5c9',
    'piece-j': '#2c52d6',
    'piece-l': '#e8781a',
    'piece-o': '#e9bd0c',
    'piece-s': '#2fae3b',
    'piece-t': '#8c37d6',
    'piece-z': '#dc2935',
    garbage: '#9aa0b8',
    'color-scheme': 'light',
  },
  // Okabe-Ito colours (safe for the common colour-vision deficiencies), and a letter on every
  // block so colour is never the only cue.
  'high-contrast': {
    background: '#000000',
    field: '#000000',
    grid: '#2a2a2a',
    border: '#ffffff',
    text: '#ffffff',
    muted: '#e0e0e0',
    accent: '#ffd400',
    overlay: 'rgb(0 0 0 / 0.9)',
    'ghost-opacity': '0.45',
    'block-style': 'flat',
    letters: 'on',
    'piece-i': '#56b4e9',
    'piece-j': '#0072b2',
    'piece-l': '#e69f00',
    'piece-o': '#f0e442',
    'piece-s': '#009e73',
    'piece-t': '#cc79a7',
    'piece-z': '#d55e00',
    garbage: '#ffffff',
  },
};

/** The resolved value of `--tetris-<name>` on the host: the page's value, else the theme's. */
export const resolved = (name: ThemeProperty) => `--_tetris-${name}`;

const declarations = (values: Readonly<Partial<Record<ThemeProperty, string>>>) =>
  Object.entries(values)
    .map(([name, value]) => `${resolved(name as ThemeProperty)}: var(--tetris-${name}, ${value});`)
    .join('\n');

/**
 * The theme as fallbacks only: the host resolves each `--tetris-*` property (set on the element or
 * inherited from any ancestor) over the theme's value into a private `--_tetris-*` property, and
 * the shadow content sees the resolved values under the public names again. Declaring the public
 * names on `:host` would hide what the page sets on an ancestor.
 */
export const themeStyles = unsafeCSS(`
  :host {
    ${declarations(MODERN)}
  }
  ${Object.entries(THEME_VALUES)
    .map(([theme, values]) => `:host([theme='${theme}']) { ${declarations(values)} }`)
    .join('\n')}
  :host > * {
    ${THEME_PROPERTIES.map((name) => `--tetris-${name}: var(${resolved(name)});`).join('\n')}
  }
`);
