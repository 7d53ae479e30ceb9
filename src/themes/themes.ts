import { css } from 'lit';

/** Built-in looks, selected with the `theme` attribute. */
export const THEMES = ['modern', 'classic', 'light', 'high-contrast'] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * Every colour the canvas uses is a `--tetris-*` custom property. A page can override any of
 * them on the element (or an ancestor); `modern` is the default set.
 */
export const themeStyles = css`
  :host {
    --tetris-background: #0d0f1a;
    --tetris-field: #05060c;
    --tetris-grid: #181b2b;
    --tetris-border: #3b4164;
    --tetris-text: #eef0ff;
    --tetris-muted: #8a90b8;
    --tetris-accent: #7c8cff;
    --tetris-overlay: rgb(5 6 12 / 0.82);
    --tetris-ghost-opacity: 0.28;
    --tetris-block-style: bevel;
    --tetris-letters: off;
    --tetris-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --tetris-piece-i: #2fd3e6;
    --tetris-piece-j: #3d6cf2;
    --tetris-piece-l: #f28c28;
    --tetris-piece-o: #f5d027;
    --tetris-piece-s: #4fd05a;
    --tetris-piece-t: #a64ef0;
    --tetris-piece-z: #ef3b47;
    --tetris-garbage: #8d91a8;
  }

  /* NES-like: black well, two blues and a white-centred block. */
  :host([theme='classic']) {
    --tetris-background: #000000;
    --tetris-field: #000000;
    --tetris-grid: #000000;
    --tetris-border: #7c7c7c;
    --tetris-text: #fcfcfc;
    --tetris-muted: #bcbcbc;
    --tetris-accent: #3cbcfc;
    --tetris-overlay: rgb(0 0 0 / 0.85);
    --tetris-ghost-opacity: 0.22;
    --tetris-block-style: nes;
    --tetris-block-outline: #0058f8;
    --tetris-font: 'Courier New', ui-monospace, monospace;
    --tetris-piece-i: #fcfcfc;
    --tetris-piece-j: #0058f8;
    --tetris-piece-l: #3cbcfc;
    --tetris-piece-o: #fcfcfc;
    --tetris-piece-s: #0058f8;
    --tetris-piece-t: #fcfcfc;
    --tetris-piece-z: #3cbcfc;
    --tetris-garbage: #7c7c7c;
  }

  :host([theme='light']) {
    --tetris-background: #eef0f6;
    --tetris-field: #ffffff;
    --tetris-grid: #e6e8f0;
    --tetris-border: #b9bdd0;
    --tetris-text: #1b1d2b;
    --tetris-muted: #5d6180;
    --tetris-accent: #4653d8;
    --tetris-overlay: rgb(255 255 255 / 0.86);
    --tetris-ghost-opacity: 0.3;
    --tetris-piece-i: #0fb5c9;
    --tetris-piece-j: #2c52d6;
    --tetris-piece-l: #e8781a;
    --tetris-piece-o: #e9bd0c;
    --tetris-piece-s: #2fae3b;
    --tetris-piece-t: #8c37d6;
    --tetris-piece-z: #dc2935;
    --tetris-garbage: #9aa0b8;
  }

  /* Okabe-Ito colours (safe for the common colour-vision deficiencies), and a letter on every
     block so colour is never the only cue. */
  :host([theme='high-contrast']) {
    --tetris-background: #000000;
    --tetris-field: #000000;
    --tetris-grid: #2a2a2a;
    --tetris-border: #ffffff;
    --tetris-text: #ffffff;
    --tetris-muted: #e0e0e0;
    --tetris-accent: #ffd400;
    --tetris-overlay: rgb(0 0 0 / 0.9);
    --tetris-ghost-opacity: 0.45;
    --tetris-block-style: flat;
    --tetris-letters: on;
    --tetris-piece-i: #56b4e9;
    --tetris-piece-j: #0072b2;
    --tetris-piece-l: #e69f00;
    --tetris-piece-o: #f0e442;
    --tetris-piece-s: #009e73;
    --tetris-piece-t: #cc79a7;
    --tetris-piece-z: #d55e00;
    --tetris-garbage: #ffffff;
  }
`;
