/**
 * The fumen reader and writer (the `tetris-fumen` package), as one module of named exports that
 * setups load on first use: the ES builds make it a chunk of its own, and the single-file script
 * loads it from a file next to it (`tetris-game.iife-fumen.js`), so neither carries it up front.
 * @module
 */
export { decoder, encoder, Field } from 'tetris-fumen';
