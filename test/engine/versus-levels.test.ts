/**
 * The `versus.levels` rule: how a versus game's level (and so gravity) changes. `lines` (the
 * default) as in marathon, `fixed` never, `time` one level every 30 seconds of play; a match
 * carries the rule in its replay, so `verifyMatch()` plays by it.
 */
import { expect } from '@open-wc/testing';
import { Game, Match, VERSUS_LEVEL_FRAMES, gravityFramesX1000, verifyMatch } from '../../src/engine/index.js';
import type { GameOptions, MatchReplay } from '../../src/engine/index.js';
import { board, instant, tickUntil } from './helpers.js';

const TETRIS_READY = board('IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIIII.', 'IIIIIIII.I');

/** Clears four lines with an I upright in column 9. */
function tetris(game: Game): void {
  game.setActive({ type: 'I', rotation: 'R', x: 7, y: 0 });
  game.press('hardDrop');
}

/** Frames between the active piece's first two falls (its gravity). */
function fallFrames(game: Game): number {
  const y = () => game.active?.y;
  const start = y();
  const first = tickUntil(game, () => y() !== start);
  const next = y();
  return first + tickUntil(game, () => y() !== next) - first;
}

describe('versus levels', () => {
  it('lines (the default) rise a level every 10 lines, as in marathon', () => {
    const game = instant({ versus: {}, lines: 97, board: TETRIS_READY });
    expect(game.versus?.levels).to.equal('lines');
    expect(game.level).to.equal(10);
    tetris(game);
    expect(game.level).to.equal(11);
  });

  it('fixed keeps the starting level whatever is cleared', () => {
    const game = instant({ versus: { levels: 'fixed' }, level: 3, lines: 97, board: TETRIS_READY });
    expect(game.level).to.equal(3);
    tetris(game);
    expect(game.lines).to.equal(101);
    expect(game.level).to.equal(3);
  });

  it('time rises a level every 30 seconds of play, gravity with it, and says so', () => {
    const game = new Game({ versus: { levels: 'time' }, seed: 5 });
    const levels: number[] = [];
    game.on('level', (e) => levels.push(e.level));
    for (let f = 1; f < VERSUS_LEVEL_FRAMES; f++) game.tick({ left: false, right: false, softDrop: false });
    expect(game.level).to.equal(1);
    game.tick();
    expect(game.level).to.equal(2);
    expect(levels).to.deep.equal([2]);
    for (let f = 0; f < VERSUS_LEVEL_FRAMES; f++) game.tick();
    expect(game.over).to.equal(null);
    expect(game.level).to.equal(3);
    expect(levels).to.deep.equal([2, 3]);
    expect(VERSUS_LEVEL_FRAMES).to.equal(30 * 60);
  });

  it('time: lines cleared do not raise it, and the level keeps its gravity', () => {
    const game = instant({ versus: { levels: 'time' }, lines: 97, board: TETRIS_READY });
    tetris(game);
    expect(game.level).to.equal(1);
    const later = instant({ versus: { levels: 'time' }, seed: 2 });
    expect(fallFrames(later)).to.equal(60);
    while (later.frame < VERSUS_LEVEL_FRAMES) later.tick();
    expect(later.level).to.equal(2);
    // Level 2: 47.58 frames a row.
    expect(gravityFramesX1000(2)).to.equal(47580);
    expect(fallFrames(later)).to.be.within(47, 48);
  });

  it('a bad value throws a RangeError naming versus.levels', () => {
    expect(() => new Game({ versus: { levels: 'speed' } as unknown as GameOptions['versus'] })).to.throw(RangeError, 'versus.levels');
  });

  it("a match's games play by its rule, which its replay carries for verifyMatch()", () => {
    const match = new Match({ seed: 3, versus: { levels: 'time' } });
    for (let f = 0; f < 2 * VERSUS_LEVEL_FRAMES + 10 && match.state === 'playing'; f++) match.step();
    expect(match.games.map((game) => game.level)).to.deep.equal([3, 3]);
    const replay: MatchReplay = match.replay;
    expect(replay.options.versus?.levels).to.equal('time');
    expect(verifyMatch(replay).boards).to.deep.equal(match.games.map((game) => game.rows()));
    const again = new Match(replay.options);
    for (let f = 0; f < 2 * VERSUS_LEVEL_FRAMES; f++) again.step();
    expect(again.games.map((game) => game.level), 'the replay options alone give the rule').to.deep.equal([3, 3]);
  });
});
