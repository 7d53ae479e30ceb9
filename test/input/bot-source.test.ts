/**
 * BotSource: the bot as an input source. Its presses and releases reach the sink stamped with the
 * display frame's time, like a person's keys; switched off it presses nothing; releaseAll lets go.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import type { Action } from '../../src/engine/index.js';
import { BotSource } from '../../src/input/bot-source.js';
import type { KeyAction } from '../../src/input/keymap.js';

function driven(game: Game) {
  const inputs: { action: KeyAction; down: boolean; time: number }[] = [];
  const held = new Set<KeyAction>();
  const sink = {
    input(action: KeyAction, down: boolean, time: number) {
      inputs.push({ action, down, time });
      if (down) {
        held.add(action);
        game.down(action as Action);
      } else {
        held.delete(action);
        game.up(action as Action);
      }
    },
  };
  return { inputs, held, sink };
}

describe('BotSource', () => {
  it('plays the game through the sink at the polled times', () => {
    const game = new Game({ seed: 2 });
    const { inputs, sink } = driven(game);
    const source = new BotSource(sink, 'expert', 1);
    for (let f = 0; f < 1800 && !game.over; f++) {
      source.poll(game, 1000 + f * 10);
      game.tick();
    }
    expect(game.pieces).to.be.greaterThan(20);
    expect(inputs.every(({ time }) => time >= 1000 && (time - 1000) % 10 === 0)).to.equal(true);
    expect(inputs.filter((i) => i.down).length).to.be.greaterThan(game.pieces);
  });

  it('presses nothing once switched off, and releaseAll lets go of what it held', () => {
    const game = new Game({ seed: 3 });
    const { inputs, held, sink } = driven(game);
    const source = new BotSource(sink, 'medium', 1);
    for (let f = 0; f < 600; f++) {
      source.poll(game, f);
      game.tick();
    }
    source.releaseAll();
    expect([...held]).to.deep.equal([]);
    source.enabled = false;
    const count = inputs.length;
    for (let f = 600; f < 1200; f++) {
      source.poll(game, f);
      game.tick();
    }
    expect(inputs.length).to.equal(count);
  });
});
