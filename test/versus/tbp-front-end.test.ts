/**
 * The element's side of TBP for one game, on engine games: a `play` per lock (hold implied), the
 * `new_piece`s the preview reveals, garbage told as `garbage` to a bot that advertises it and as a
 * fresh `stop` + `start` to one that does not, and a `start` again after a desync only.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import { stateOf, suggest } from '../../src/bot/suggest.js';
import { TbpBot } from '../../src/bot/tbp.js';
import { TbpFrontEnd, type TbpFrontMessage } from '../../src/versus/tbp-front-end.js';

/** A game against which `front` keeps a TbpBot told; returns every message sent. */
function session(garbageExtension: boolean) {
  const game = new Game({ seed: 9, versus: { rules: 'guideline' }, handling: { are: false } });
  const front = new TbpFrontEnd(garbageExtension);
  const bot = new TbpBot({ difficulty: 'medium' });
  const sent: TbpFrontMessage[] = [];
  const send = (message: TbpFrontMessage) => {
    sent.push(message);
    const errors = bot.handle(message).filter((answer) => answer.type === 'error');
    expect(errors, JSON.stringify(message)).to.deep.equal([]);
  };
  send({ type: 'rules' });
  game.on('lock', (lock) => {
    const play = front.played(lock.type, lock.cells, lock.tSpin);
    if (play) send(play);
  });
  /** Before each piece: the front end catches the bot up, and the bot is asked (it must have no complaint). */
  const piece = () => {
    for (const message of front.catchUp(stateOf(game)!)) send(message);
    send({ type: 'suggest' });
  };
  return { game, sent, piece };
}

describe('TbpFrontEnd', () => {
  it('one start, then play and new_piece per piece; garbage as the extension where advertised, else stop and start', () => {
    for (const garbageExtension of [true, false]) {
      const { game, sent, piece } = session(garbageExtension);
      for (let i = 0; i < 6; i++) {
        piece();
        const [move] = suggest(game, { difficulty: 'medium' });
        for (const action of move.actions) game.press(action);
        if (i === 2) game.receiveGarbage(2, { column: 3, delay: 0 });
      }
      const types = sent.map((m) => m.type);
      expect(types.filter((t) => t === 'play').length, 'a play per lock').to.equal(6);
      expect(types.filter((t) => t === 'new_piece').length, 'pieces revealed').to.be.at.least(4);
      if (garbageExtension) {
        expect(types.filter((t) => t === 'start').length).to.equal(1);
        const garbage = sent.find((m) => m.type === 'garbage')!;
        expect(garbage.rows, 'two rows, the hole in column 3').to.deep.equal(
          Array.from({ length: 2 }, () => Array.from({ length: 10 }, (_, x) => (x === 3 ? null : 'G'))),
        );
      } else {
        expect(types.filter((t) => t === 'start').length).to.equal(2);
        expect(types[types.lastIndexOf('start') - 1]).to.equal('stop');
        expect(types).to.not.include('garbage');
      }
    }
  });
});
