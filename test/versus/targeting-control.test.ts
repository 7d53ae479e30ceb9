/**
 * The second local player's targeting keys, with real keys on a stepped clock: `Numpad0`-`Numpad7`
 * aim at that seat (its own seat's digit goes back to the targeting rule) and `'` (Quote) at the
 * next opponent still playing, beside the first player's digits and `T`; each switch is the
 * engine's, logged in the match replay, and marked on the board aimed at.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { TARGETING_KEYS } from '../../src/versus/targeting-control.js';
import { LOCAL_KEYS } from '../../src/versus/versus-options.js';

async function localMatch(players: number): Promise<TetrisVersus> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(
    html`<tetris-versus opponent="local" players=${players} targeting="manual" seed="2" .scheduler=${scheduler} .botWorker=${null} style="width: 900px"></tetris-versus>`,
  );
  el.focus();
  el.start();
  scheduler.frames(COUNTDOWN_FRAMES);
  await el.updateComplete;
  return el;
}

/** The targeting switches of round 1 so far, as `player>seat` (a manual target) or `player@strategy` (back to a rule). */
const switches = (el: TetrisVersus) => [...el.replay!.rounds[0].matchAll(/:(\d)([>@]\d)/g)].map((m) => `${m[1]}${m[2]}`);

/** The seats whose boards carry the mark of `player`'s target. */
const markedBy = (el: TetrisVersus, player: number) =>
  [...el.shadowRoot!.querySelectorAll(`.target-mark[data-by="${player}"]`)].map((mark) => Number(mark.closest<HTMLElement>('.player')!.dataset.seat));

describe('<tetris-versus> targeting keys of the second local player', () => {
  it("are none of either player's default playing keys", () => {
    const playing = new Set(LOCAL_KEYS.flatMap((keys) => Object.values(keys).flat()));
    for (const { digits, next } of TARGETING_KEYS) {
      for (const code of [next, ...Array.from({ length: 8 }, (_, digit) => `${digits}${digit}`)]) expect(playing.has(code), code).to.equal(false);
    }
  });

  it('Numpad digits aim at that seat (the first player\'s board too), Quote at the next opponent, its own digit back to the rule', async () => {
    const el = await localMatch(4);
    const keysHelp = [...el.shadowRoot!.querySelectorAll('p.visually-hidden')].map((p) => p.textContent).join(' ');
    expect(keysHelp, 'the keys described for screen readers').to.contain('Right player: keypad digits 0 to 7 aim at that seat');
    // Manual targeting: each player starts aimed at the next seat.
    expect(switches(el)).to.deep.equal(['0>1', '1>2']);
    await sendKeys({ press: 'Numpad0' });
    await el.updateComplete;
    expect(switches(el).at(-1)).to.equal('1>0');
    expect(markedBy(el, 1)).to.deep.equal([0]);
    expect(markedBy(el, 0), "the first player's target is its own").to.deep.equal([1]);
    await sendKeys({ press: 'Quote' });
    await el.updateComplete;
    expect(switches(el).at(-1)).to.equal('1>2');
    await sendKeys({ press: 'Numpad3' });
    await el.updateComplete;
    expect(switches(el).at(-1)).to.equal('1>3');
    expect(markedBy(el, 1)).to.deep.equal([3]);
    await sendKeys({ press: 'Numpad1' });
    await el.updateComplete;
    expect(switches(el).at(-1), 'back to even').to.equal('1@0');
    // The first player's keys still switch the first player's target only.
    await sendKeys({ press: 'Digit3' });
    await el.updateComplete;
    expect(switches(el)).to.deep.equal(['0>1', '1>2', '1>0', '1>2', '1>3', '1@0', '0>3']);
    // None of these keys played a piece.
    expect(el.replay!.rounds[0]).not.to.match(/:1[+-]?[A-Z]/);
  });

  it('with two players there is nothing to switch', async () => {
    const el = await localMatch(2);
    await sendKeys({ press: 'Numpad0' });
    await sendKeys({ press: 'Quote' });
    expect(switches(el)).to.deep.equal([]);
  });
});
