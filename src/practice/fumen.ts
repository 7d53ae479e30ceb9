/**
 * The fumen reader and writer (the `tetris-fumen` package), as one module of named exports that
 * setups load on first use: a chunk of its own, so no first frame carries it.
 * @module
 */
export { decoder, encoder, Field } from 'tetris-fumen';
