/**
 * `<tetris-versus>`'s `attack` event says where the attack went: `to` is the seat the match routed
 * its chunks to (null when nothing was sent). Checked against the engine's own counts: the lines
 * sent to each seat add up to the lines that seat received.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { ManualScheduler, type TetrisVersus, type VersusAttackDetail } from '../../src/versus/index.js';
import { record } from '../element/helpers.js';

async function botMatch(players: number): Promise<{ el: TetrisVersus; attacks: VersusAttackDetail[] }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(
    html`<tetris-versus players=${players} difficulty="hard" seed="4" first-to="1" .scheduler=${scheduler} .botWorker=${null}></tetris-versus>`,
  );
  const events = record(el, ['attack']);
  el.start();
  // The bots play until a few attacks went out (the player's board never moves).
  const sent = () => events.filter((e) => (e.detail as VersusAttackDetail).sent > 0).length;
  for (let i = 0; i < 120 && sent() < 4 && el.phase !== 'match-over'; i++) scheduler.frames(60);
  expect(sent(), 'attacks that sent lines').to.be.at.least(4);
  return { el, attacks: events.map((e) => e.detail as VersusAttackDetail) };
}

describe('<tetris-versus> attack event', () => {
  it('two players: `to` is the other seat when lines were sent, null when all were cancelled', async function () {
    this.timeout(120_000);
    const { attacks } = await botMatch(2);
    for (const attack of attacks) expect(attack.to, `attack ${attack.id} of ${attack.player}`).to.equal(attack.sent > 0 ? 1 - attack.player : null);
  });

  it('three players: `to` is the seat the match routed the lines to, by the engine\'s counts of lines received', async function () {
    this.timeout(120_000);
    const { el, attacks } = await botMatch(3);
    const sentTo = [0, 0, 0];
    for (const attack of attacks) {
      if (attack.sent === 0) {
        expect(attack.to).to.equal(null);
        continue;
      }
      expect(attack.to, `attack ${attack.id} of ${attack.player}`).to.be.a('number').and.not.equal(attack.player);
      sentTo[attack.to!] += attack.sent;
    }
    expect(sentTo).to.deep.equal(el.players.map((p) => p.figures.received));
  });
});
