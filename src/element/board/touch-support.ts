/**
 * Touch support, loaded when touch is first used (the first touch or pen on the element, the
 * `touch-buttons` attribute, or a touch screen): the gestures on the board, the on-screen buttons,
 * the pause button of a touch screen and their styles. Nothing of it is in the first frame.
 * @module
 */
export { BoardTouch } from '../../board/board-touch.js';
export { touchButtonsStyles } from '../screens/touch-buttons.styles.js';
