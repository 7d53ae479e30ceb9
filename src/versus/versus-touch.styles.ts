/**
 * Where `<tetris-versus>` puts the board's touch (`board/board-touch.ts`): the player's canvas takes
 * fingers; the on-screen buttons are a row under both boards on a touch screen, finger-sized
 * (48-64 px high). A match has no restart: its button stays hidden.
 * @module
 */
import { css } from 'lit';

export const versusTouchStyles = css`
  canvas.touch {
    touch-action: none;
    -webkit-touch-callout: none;
  }
  .touch-buttons {
    display: none;
  }
  @media (pointer: coarse) {
    .match.touch {
      grid-template-rows: auto 1fr auto;
      grid-template-areas: 'score score' 'me opponent' 'buttons buttons';
    }
    .touch-buttons {
      grid-area: buttons;
      display: grid;
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
      gap: 4px;
      height: clamp(48px, 8vmin, 64px);
      touch-action: none;
    }
    .touch-buttons button {
      padding: 0;
      border-radius: 10px;
      border-width: 1px;
      font-size: 1.2rem;
    }
    .touch-buttons [data-action='restart'] {
      display: none;
    }
  }
  @media (pointer: coarse) and (orientation: portrait) and (max-width: 640px) {
    .match.touch {
      grid-template-rows: auto 1fr 3fr auto;
      grid-template-areas: 'score' 'opponent' 'me' 'buttons';
    }
    /* Too narrow for one row of finger-sized buttons: two rows of five. */
    .touch-buttons {
      grid-auto-flow: row;
      grid-template-columns: repeat(5, 1fr);
      grid-auto-rows: 48px;
      height: auto;
    }
  }
`;
