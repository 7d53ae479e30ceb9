/**
 * BotPlayer: plays a game through down()/up() at frame times. Its games are ordinary replays that
 * verify() accepts, it keeps its pace, never presses a button without letting it go, and its
 * slips come from its seed.
 */
import { expect } from '@open-wc/testing';
import { Game, record, verify } from '../../src/engine/index.js';
import type { Action, GameOptions } from '../../src/engine/index.js';
import { BotPlayer } from '../../src/bot/index.js';
import type { BotPlayerOptions } from '../../src/bot/index.js';

/** Plays `pieces` pieces (or until the game ends) with the bot on a recorder. */
function botGame(options: GameOptions, bot: BotPlayerOptions, pieces: number) {
  const rec = record(options);
  const player = new BotPlayer(rec.game, { ...bot, keys: rec });
  while (!rec.game.over && rec.game.pieces < pieces) {
    player.update();
    rec.tick();
  }
  return { rec, player };
}

describe('BotPlayer', () => {
  it('plays a marathon whose replay verify() accepts, on key downs and ups only', () => {
    const { rec } = botGame({ seed: 4, mode: 'marathon' }, { difficulty: 'hard' }, 80);
    const g = rec.game;
    expect(g.pieces).to.equal(80);
    expect(g.lines).to.be.greaterThan(20);
    const result = verify(JSON.stringify(rec));
    expect([result.score, result.lines, result.pieces, result.frames]).to.deep.equal([g.score, g.lines, g.pieces, g.frame]);
    // Ticks (t, a-h) and buttons going down (+) or up (-): no one-shot presses, no placed pieces.
    expect(rec.log).to.match(/^(?:[a-ht]\d*|[+-][A-Z])+$/);
  });

  it('keeps its pace: about one piece per second at medium, two at hard', () => {
    for (const [difficulty, pps] of [['medium', 1], ['hard', 2]] as const) {
      const { rec } = botGame({ seed: 9, handling: { das: 10, arr: 2, are: false } }, { difficulty }, 40);
      const measured = rec.game.pieces / (rec.game.frame / 60);
      expect(measured, difficulty).to.be.within(pps * 0.8, pps * 1.05);
    }
  });

  it('lets every key it presses go again, and release() lets go at once', () => {
    const game = new Game({ seed: 3 });
    const down = new Set<Action>();
    const keys = {
      down: (b: Action) => {
        down.add(b);
        return game.down(b);
      },
      up: (b: Action) => {
        down.delete(b);
        game.up(b);
      },
    };
    const bot = new BotPlayer(game, { difficulty: 'expert', keys });
    let mostHeld = 0;
    for (let f = 0; f < 3000 && !game.over; f++) {
      bot.update();
      mostHeld = Math.max(mostHeld, down.size);
      game.tick();
    }
    expect(game.pieces).to.be.greaterThan(40);
    expect(mostHeld).to.be.at.most(2);
    bot.release();
    expect([...down]).to.deep.equal([]);
  });

  it('slips by its seed at easy: the same seed plays the same game, another seed another', () => {
    const play = (seed: number) => botGame({ seed: 1 }, { difficulty: 'easy', seed }, 30).rec.log;
    expect(play(5)).to.equal(play(5));
    expect(play(5)).to.not.equal(play(6));
  });

  it('rejects an unknown difficulty or pace with a RangeError naming it', () => {
    const game = new Game();
    expect(() => new BotPlayer(game, { difficulty: 'godlike' as never })).to.throw(RangeError, 'difficulty');
    expect(() => new BotPlayer(game, { pps: 0 })).to.throw(RangeError, 'pps');
  });
});
