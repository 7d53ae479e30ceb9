/**
 * Engine events: delivered after the command that caused them (a listener never sees or
 * re-enters a half-finished lock), and the events the presentation needs: move, rotate,
 * soft-drop, and the cleared rows' cells on line-clear.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import type { EngineEventMap, EngineEventType, GameOptions } from '../../src/engine/index.js';
import { board, instant } from './helpers.js';

/** Payloads of one event type, as they arrive. */
function payloads<K extends EngineEventType>(game: Game, type: K): EngineEventMap[K][] {
  const out: EngineEventMap[K][] = [];
  game.on(type, (p) => out.push(p));
  return out;
}

function listen(game: Game, types: EngineEventType[]) {
  const log: [EngineEventType, unknown][] = [];
  for (const t of types) game.on(t, (p) => log.push([t, p]));
  return log;
}

describe('events are delivered after the command that caused them', () => {
  it('a listener that presses during a lock starts a new command after the first finished', () => {
    const game = instant({ queue: ['I', 'O', 'S', 'Z'], active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    const log = listen(game, ['lock', 'spawn', 'score']);
    let pressed = false;
    game.on('lock', () => {
      if (pressed) return;
      pressed = true;
      // The first lock is complete here: its piece is counted and the next one is in play.
      expect([game.pieces, game.active?.type]).to.deep.equal([1, 'I']);
      game.press('hardDrop');
    });
    game.press('hardDrop');
    expect(log.map(([t, p]) => (t === 'spawn' ? `spawn ${(p as { type: string }).type}` : t))).to.deep.equal([
      'lock', 'score', 'spawn I', 'lock', 'score', 'spawn O',
    ]);
    expect(game.pieces).to.equal(2);
  });

  it('a listener that throws loses its own batch only; the game and later events go on', () => {
    const game = instant({ queue: ['I', 'O', 'S'], active: { type: 'T', rotation: '0', x: 3, y: 0 } });
    let fail = true;
    const spawns: string[] = [];
    game.on('lock', () => {
      if (fail) throw new Error('listener bug');
    });
    game.on('spawn', (e) => spawns.push(e.type));
    expect(() => game.press('hardDrop')).to.throw('listener bug');
    expect(game.active!.type).to.equal('I');
    fail = false;
    game.press('hardDrop');
    expect(spawns).to.deep.equal(['O']);
  });

  it('events of a tick come after the whole frame', () => {
    const game = new Game({ active: { type: 'O', rotation: '0', x: 3, y: 18 }, queue: ['T'], handling: { lockDelay: 0 } });
    let phaseAtLock = '';
    game.on('lock', () => (phaseAtLock = game.phase));
    game.tick();
    expect(phaseAtLock).to.equal('entry');
  });
});

describe('events for the presentation', () => {
  const open = (options: GameOptions = {}) => new Game({ active: { type: 'T', rotation: '0', x: 3, y: 0 }, ...options });

  it('move: dx and whether auto-shift made it', () => {
    const game = open();
    const moves = payloads(game, 'move');
    game.press('left');
    game.down('right');
    for (let f = 0; f < 17; f++) game.tick();
    game.up('right');
    expect(moves).to.deep.equal([
      { dx: -1, auto: false },
      { dx: 1, auto: false },
      { dx: 1, auto: true },
    ]);
  });

  it('move: an instant auto-repeat (ARR 0) is one event with the whole distance', () => {
    const game = open({ handling: { das: 4, arr: 0 } });
    const moves = payloads(game, 'move');
    for (let f = 0; f < 5; f++) game.tick({ right: true });
    expect(moves).to.deep.equal([{ dx: 1, auto: false }, { dx: 3, auto: true }]);
  });

  it('a blocked move sends nothing', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 0, y: 0 } });
    const log = listen(game, ['move']);
    game.press('left');
    expect(log).to.deep.equal([]);
  });

  it('rotate: direction and kick test, also for an initial rotation at spawn', () => {
    const game = new Game({ active: { type: 'T', rotation: '0', x: 3, y: 17 }, queue: ['J'] });
    const log = listen(game, ['rotate', 'spawn']);
    game.press('ccw');
    game.press('hardDrop');
    game.down('cw');
    while (!game.active) game.tick();
    expect(log).to.deep.equal([
      ['rotate', { cw: false, kick: 1, half: false }],
      ['spawn', { type: 'J' }],
      ['rotate', { cw: true, kick: 1, half: false }],
    ]);
  });

  it('soft-drop: rows moved by a press, by a held button, and by an instant soft drop', () => {
    const game = open();
    const drops = payloads(game, 'soft-drop');
    game.press('softDrop');
    game.down('softDrop');
    game.tick();
    game.tick();
    game.tick();
    game.up('softDrop');
    expect(drops).to.deep.equal([{ rows: 1 }, { rows: 1 }, { rows: 1 }]);
    const instantDrop = open({ handling: { softDrop: 0 } });
    const rows = listen(instantDrop, ['soft-drop']);
    instantDrop.tick({ softDrop: true });
    expect(rows).to.deep.equal([['soft-drop', { rows: 18 }]]);
  });

  it('line-clear carries the cleared rows as they were, top first', () => {
    const game = instant({ board: board('IIII.IIIII', 'XXXX.XXXXX', 'XXXX.XXXXX'), active: { type: 'I', rotation: 'R', x: 2, y: 16 } });
    const clears = payloads(game, 'line-clear');
    game.press('hardDrop');
    expect(clears[0].rows).to.deep.equal([17, 18, 19]);
    expect(clears[0].cells).to.deep.equal(['IIIIIIIIII', 'XXXXIXXXXX', 'XXXXIXXXXX']);
  });
});
