/**
 * The countdown before play (`options.countdown`): 3, 2, 1, then Go; the clock starts on Go; a
 * direction held meanwhile charges auto-shift, a rotation or hold pressed meanwhile acts as the
 * first piece spawns (as TETR.IO does). And the goal's remainder for a HUD.
 */
import { expect } from '@open-wc/testing';
import { COUNTDOWN_FRAMES, Game } from '../../src/engine/index.js';
import type { GameOptions } from '../../src/engine/index.js';

const counting = (options: GameOptions = {}) => new Game({ mode: 'sprint', seed: 1, queue: ['T', 'I'], countdown: true, ...options });

describe('countdown', () => {
  it('counts 3, 2, 1 with no piece and no clock, then deals the first piece on Go', () => {
    const game = counting();
    expect(COUNTDOWN_FRAMES).to.equal(180);
    const numbers: number[] = [];
    for (let f = 0; f < COUNTDOWN_FRAMES; f++) {
      expect(game.phase).to.equal('countdown');
      expect(game.active).to.equal(null);
      numbers.push(game.countdown);
      game.tick();
    }
    expect([...new Set(numbers)]).to.deep.equal([3, 2, 1]);
    expect(game.phase).to.equal('falling');
    expect(game.countdown).to.equal(0);
    expect(game.active?.type).to.equal('T');
    expect(game.frame).to.equal(0);
  });

  it('refuses one-shot presses meanwhile', () => {
    const game = counting();
    expect(game.press('left').ok).to.equal(false);
    expect(game.press('hardDrop').ok).to.equal(false);
  });

  it('a direction held through it is charged: the piece shifts on Go and goes on at the repeat rate', () => {
    const game = counting({ handling: { das: 10, arr: 2 } });
    game.down('right');
    for (let f = 0; f < COUNTDOWN_FRAMES; f++) game.tick();
    expect(game.active!.x).to.equal(4);
    const xs: number[] = [];
    for (let f = 0; f < 4; f++) {
      game.tick();
      xs.push(game.active!.x);
    }
    // Charged: the next shifts follow every 2 frames, with no 10-frame DAS wait.
    expect(xs).to.deep.equal([5, 5, 6, 6]);
  });

  it('a rotation and a hold pressed during it act as the first piece spawns', () => {
    const game = counting();
    expect(game.down('cw')).to.deep.equal({ ok: true, buffered: true });
    game.up('cw');
    game.down('hold');
    for (let f = 0; f < COUNTDOWN_FRAMES; f++) game.tick();
    expect(game.hold).to.equal('T');
    expect(game.active).to.include({ type: 'I', rotation: 'R' });
  });

  it('ultra\'s time counts from Go', () => {
    const game = counting({ mode: 'ultra', goal: 1 });
    for (let f = 0; f < COUNTDOWN_FRAMES + 59; f++) game.tick();
    expect(game.over).to.equal(null);
    game.tick();
    expect(game.over).to.equal('time');
    expect(game.frame).to.equal(60);
  });

  it('is checked', () => {
    expect(() => new Game({ countdown: 1 as unknown as boolean })).to.throw(TypeError, 'countdown');
  });
});

describe('what is left of the goal', () => {
  it('lines in sprint and in a marathon with a line goal; null without a line goal', () => {
    const sprint = new Game({ mode: 'sprint', board: [...Array<string>(19).fill('..........'), 'XXX....XXX'], queue: ['I'] });
    expect(sprint.remaining).to.equal(40);
    sprint.press('hardDrop');
    expect(sprint.remaining).to.equal(39);
    expect(new Game({ goal: 150 }).remaining).to.equal(150);
    expect(new Game().remaining).to.equal(null);
    expect(new Game({ mode: 'ultra' }).remaining).to.equal(null);
    expect(new Game({ mode: 'zen' }).remaining).to.equal(null);
  });
});
