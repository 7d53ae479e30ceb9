import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ReactiveController } from 'lit';
import { SoundController } from '../../src/audio/sound-controller.js';
import { Game } from '../../src/engine/index.js';
import { audioSpy } from './helpers.js';

/**
 * The sound controller on a bare engine game: only the engine's events reach it (no element
 * reporting presses or steps), so every sound here comes from an event.
 */
async function listening(options: ConstructorParameters<typeof Game>[0]) {
  const spy = audioSpy();
  const host = Object.assign(await fixture<HTMLElement>(html`<div tabindex="0"></div>`), {
    addController: (_: ReactiveController) => {},
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  });
  const sound = new SoundController(host);
  sound.createContext = spy.factory;
  sound.hostConnected();
  sound.configure('effects', 1);
  host.focus();
  await sendKeys({ press: 'KeyM' }); // the gesture that lets audio start
  const game = new Game({ seed: 1, ...options });
  const off = sound.attach(game);
  return { game, spy, done: () => (off(), sound.hostDisconnected(), spy.restore()) };
}

describe('sound from engine events', () => {
  it('moves click, tapped and auto-shifted alike, one per column', async () => {
    const { game, spy, done } = await listening({ queue: ['O'], handling: { das: 4, arr: 2 } });
    try {
      game.down('left');
      expect(spy.played).to.deep.equal(['move']);
      game.up('left');
      game.down('right');
      for (let i = 0; i < 12; i++) game.tick();
      game.up('right');
      const columns = game.active!.cells[0][0] - 3; // the O spawns at columns 4-5; one tap left
      expect(columns).to.be.greaterThan(2);
      expect(spy.played.filter((name) => name === 'move')).to.have.length(1 + columns);
      expect(spy.played.every((name) => name === 'move')).to.be.true;
    } finally {
      done();
    }
  });

  it('a rotation sounds once, also when a kick moves the piece sideways (no move click)', async () => {
    // The I stands at the left wall: turning it back kicks it right.
    const { game, spy, done } = await listening({ queue: ['I'] });
    try {
      game.down('cw');
      game.up('cw');
      for (let i = 0; i < 6; i++) {
        game.down('left');
        game.up('left');
      }
      spy.played.length = 0;
      const x = game.active!.x;
      game.down('ccw');
      expect(game.active!.x, 'the kick moved it').to.not.equal(x);
      expect(spy.played).to.deep.equal(['rotate']);
    } finally {
      done();
    }
  });

  it('a soft drop sounds for the rows it moves, a held one as it goes', async () => {
    const { game, spy, done } = await listening({ queue: ['T'], handling: { softDrop: 2 } });
    try {
      game.down('softDrop');
      for (let i = 0; i < 8; i++) game.tick();
      game.up('softDrop');
      const rows = game.score; // 1 point per soft-dropped row
      expect(rows).to.be.greaterThan(2);
      expect(spy.played).to.deep.equal(Array(spy.played.length).fill('softDrop'));
      expect(spy.played.length).to.be.at.least(1).and.at.most(rows);
    } finally {
      done();
    }
  });
});
