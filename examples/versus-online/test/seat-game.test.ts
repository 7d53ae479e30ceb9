/**
 * A player's game as its page keeps it, told as `<tetris-versus>`'s `startRound(seed, round, soFar)`
 * takes a round under way: every input and delivery in the order the game took them in (a
 * delivery before or after its frame's inputs as the room put it, one after more inputs than came
 * at the next frame's start), and that order played into a fresh game at the events' frames, then
 * on to the frame reached, is the same game.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_VERSUS, Game } from '../../../src/engine/index.js';
import type { RoundSoFar } from '../../../src/versus/index.js';
import type { GarbageMessage } from '../protocol.js';
import { ROOM_HANDLING } from '../referee.js';
import { SeatGame } from '../seat-game.js';
import { stateHash } from '../state-hash.js';

const delivery = (id: number, frame: number, order: number, chunks: number[]): GarbageMessage => ({ type: 'garbage', round: 1, id, from: 1, to: 0, chunks, frame, order });

/** `soFar` played the way the element's seam says: each event at its frame, in order, then on to its frame. */
function played(seed: number, soFar: RoundSoFar): Game {
  const game = new Game({ seed, versus: { ...DEFAULT_VERSUS }, handling: { ...ROOM_HANDLING } });
  for (const event of [...soFar.events, { frame: soFar.frame }]) {
    while (game.frame < event.frame) game.tick();
    if ('garbage' in event) game.receiveGarbage(event.garbage, { id: event.id });
    else if ('button' in event && event.down) game.down(event.button);
    else if ('button' in event) game.up(event.button);
  }
  return game;
}

describe('SeatGame.roundSoFar()', () => {
  it('tells every input and delivery in the order the game took them in, up to the frame reached', () => {
    const game = new SeatGame(77);
    game.input('left', true, 10);
    game.input('left', false, 12);
    game.input('hardDrop', true, 20);
    game.input('hardDrop', false, 20);
    while (game.frame < 40) game.tick();
    // Told late, as the room's deliveries reach a page: each one plays the round again.
    game.receive(delivery(4, 30, 0, [3]));
    game.receive(delivery(2, 20, 1, [1, 1]));
    game.receive(delivery(1, 20, 0, [2]));
    game.receive(delivery(3, 12, 5, [1]));
    const soFar = game.roundSoFar();
    assert.deepEqual(soFar, {
      frame: 40,
      events: [
        { frame: 10, button: 'left', down: true },
        { frame: 12, button: 'left', down: false },
        // After five inputs of frame 12, of which one came: at frame 13's start.
        { frame: 13, garbage: 1, id: 3 },
        { frame: 20, garbage: 2, id: 1 },
        { frame: 20, button: 'hardDrop', down: true },
        { frame: 20, garbage: 1, id: 2 },
        { frame: 20, garbage: 1, id: 2 },
        { frame: 20, button: 'hardDrop', down: false },
        { frame: 30, garbage: 3, id: 4 },
      ],
    });
    assert.equal(stateHash(played(77, soFar)), stateHash(game.game));
    assert.equal(played(77, soFar).incomingLines, game.game.incomingLines);
  });

  it('leaves out a delivery not yet due', () => {
    const game = new SeatGame(5);
    game.input('cw', true, 3);
    game.receive(delivery(1, 9, 0, [4]));
    assert.deepEqual(game.roundSoFar(), { frame: 3, events: [{ frame: 3, button: 'cw', down: true }] });
  });
});
