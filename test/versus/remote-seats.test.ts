/**
 * `<tetris-versus opponent="remote" players="4">` driven through its remote seam on a stepped
 * clock: four boards, each remote seat drawn, knocked out (dimmed with its place) and leaving by
 * the seat the page names; a seat that leaves is out for the rest of the match while the others
 * play on, and the last one left wins by forfeit.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { captureWarnings, record } from '../element/helpers.js';

async function remote(players: string, firstTo = '3'): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} opponent="remote" players=${players} first-to=${firstTo} style="width: 900px"></tetris-versus>`);
  el.focus();
  return { el, scheduler };
}

const seat = (el: TetrisVersus, n: number) => el.shadowRoot!.querySelector(`.player[data-seat="${n}"]`)!;
const places = (el: TetrisVersus) => el.players.map((p) => p.place);
const overlayText = (el: TetrisVersus) => el.shadowRoot!.querySelector('.overlay')!.textContent!.replace(/\s+/g, ' ').trim();
const EMPTY = '.'.repeat(200);

describe('<tetris-versus opponent="remote" players="4">', () => {
  const warnings = captureWarnings();

  it('shows four boards and draws each remote seat the page names', async () => {
    const { el, scheduler } = await remote('4');
    expect(el.players.map((p) => [p.kind, p.name])).to.deep.equal([['player', 'You'], ['remote', 'Opponent 1'], ['remote', 'Opponent 2'], ['remote', 'Opponent 3']]);
    expect(el.shadowRoot!.querySelectorAll('canvas[part="board"]')).to.have.length(4);
    el.startRound(9, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    expect(el.phase).to.equal('playing');
    el.showOpponent({ cells: 'X'.repeat(10) + EMPTY.slice(10), incoming: 4 }, 2);
    // Without a seat: the first opponent, as with two players.
    el.showOpponent({ cells: EMPTY, incoming: 1 });
    await el.updateComplete;
    expect(seat(el, 2).querySelector('.meter')!.getAttribute('aria-valuenow')).to.equal('4');
    expect(seat(el, 1).querySelector('.meter')!.getAttribute('aria-valuenow')).to.equal('1');
    expect(seat(el, 3).querySelector('.meter')!.getAttribute('aria-valuenow')).to.equal('0');
    expect(warnings).to.have.length(0);
  });

  it('marks the board the page says this board\'s attacks go to', async () => {
    const { el, scheduler } = await remote('4');
    el.startRound(9, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    el.showTarget(2);
    await el.updateComplete;
    const targeted = () => [...el.shadowRoot!.querySelectorAll('.player.targeted')].map((s) => s.getAttribute('data-seat'));
    expect(targeted()).to.deep.equal(['2']);
    expect(seat(el, 2).querySelector('.target-mark')!.textContent).to.equal('Target');
    el.showTarget(5);
    el.showTarget(null);
    await el.updateComplete;
    expect(targeted()).to.deep.equal([]);
    expect(warnings.map((w) => String(w[0]))).to.deep.equal(['<tetris-versus>: ignoring showTarget(5): the seat is a whole number from 1 to 3 (an opponent\'s seat)']);
    // A new round shows none until the page says.
    el.showTarget(3);
    el.startRound(10, 2);
    await el.updateComplete;
    expect(targeted()).to.deep.equal([]);
  });

  it('ignores a bad seat with one warning per method', async () => {
    const { el, scheduler } = await remote('3');
    el.startRound(9, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    el.showOpponent({ cells: EMPTY, incoming: 2 }, 3);
    el.showOpponent({ cells: EMPTY, incoming: 2 }, 0);
    el.opponentRoundEnd({ frame: 5, survived: false }, 1.5);
    el.opponentForfeit(-1);
    expect(warnings.map((w) => String(w[0]))).to.deep.equal([
      '<tetris-versus>: ignoring showOpponent(…, 3): the seat is a whole number from 1 to 2 (an opponent\'s seat)',
      '<tetris-versus>: ignoring opponentRoundEnd(…, 1.5): the seat is a whole number from 1 to 2 (an opponent\'s seat)',
      '<tetris-versus>: ignoring opponentForfeit(-1): the seat is a whole number from 1 to 2 (an opponent\'s seat)',
    ]);
    expect(el.phase).to.equal('playing');
    expect(places(el)).to.deep.equal([null, null, null]);
  });

  it('dims each knocked-out seat with its place; this board survives the last knock-out and wins the round', async () => {
    const { el, scheduler } = await remote('4');
    const events = record(el, ['round-end', 'round-over']);
    el.startRound(9, 1);
    scheduler.frames(COUNTDOWN_FRAMES + 40);
    el.opponentRoundEnd({ frame: 30, survived: false }, 3);
    await el.updateComplete;
    expect(places(el)).to.deep.equal([null, null, null, 4]);
    expect(seat(el, 3).classList.contains('out')).to.equal(true);
    expect(seat(el, 3).querySelector('.place')!.textContent).to.equal('Place 4');
    expect(el.phase).to.equal('playing');
    el.opponentRoundEnd({ frame: 35, survived: false }, 1);
    el.opponentRoundEnd({ frame: 38, survived: false }, 2);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { round: 1, frame: 40, survived: true },
      { round: 1, winner: 0, wins: [1, 0, 0, 0] },
    ]);
    expect(places(el)).to.deep.equal([1, 3, 2, 4]);
  });

  it('decides a round this board lost from every seat\'s end, the survivor winning', async () => {
    const { el, scheduler } = await remote('4');
    const events = record(el, ['round-end', 'round-over']);
    el.startRound(1, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    for (let i = 0; i < 60 && el.phase === 'playing'; i++) {
      await sendKeys({ press: 'Space' });
      scheduler.frames(8);
    }
    expect(el.phase).to.equal('round-over');
    const mine = events[0].detail as { frame: number; survived: boolean };
    expect(mine.survived).to.equal(false);
    // Not decided before every seat's end is known: a seat told later may have topped out earlier.
    el.opponentRoundEnd({ frame: mine.frame - 3, survived: false }, 3);
    el.opponentRoundEnd({ frame: mine.frame + 5, survived: false }, 1);
    expect(events).to.have.length(1);
    el.opponentRoundEnd({ frame: mine.frame + 9, survived: true }, 2);
    expect(events[1].detail).to.deep.equal({ round: 1, winner: 2, wins: [0, 0, 1, 0] });
    expect(places(el)).to.deep.equal([3, 2, 1, 4]);
  });

  it('waiting for the first round, one of three leaving ends nothing; the last other one leaving is a win by forfeit', async () => {
    const { el } = await remote('3');
    await sendKeys({ press: 'Enter' });
    expect(el.phase).to.equal('waiting');
    el.opponentForfeit(1);
    expect(el.phase).to.equal('waiting');
    el.opponentForfeit(2);
    expect(el.phase).to.equal('match-over');
  });

  it('keeps a seat that leaves out for the rest of the match; the last one left wins by forfeit', async () => {
    const { el, scheduler } = await remote('4');
    const events = record(el, ['round-end', 'round-over', 'match-over']);
    el.startRound(9, 1);
    scheduler.frames(COUNTDOWN_FRAMES + 20);
    el.opponentForfeit(1);
    await el.updateComplete;
    expect(el.phase).to.equal('playing');
    expect(places(el)).to.deep.equal([null, 4, null, null]);
    el.opponentRoundEnd({ frame: 10, survived: false }, 2);
    el.opponentRoundEnd({ frame: 15, survived: false }, 3);
    expect(events.map((e) => e.type)).to.deep.equal(['round-end', 'round-over']);
    expect(events[1].detail).to.deep.equal({ round: 1, winner: 0, wins: [1, 0, 0, 0] });

    // The next round: the seat that left is out from its start, the others play.
    el.startRound(10, 2);
    scheduler.frames(COUNTDOWN_FRAMES);
    await el.updateComplete;
    expect(places(el)).to.deep.equal([null, 4, null, null]);
    expect(seat(el, 1).classList.contains('out')).to.equal(true);
    el.opponentForfeit(2);
    expect(el.phase).to.equal('playing');
    el.opponentForfeit(3);
    await el.updateComplete;
    expect(el.phase).to.equal('match-over');
    const over = events.at(-1)!.detail as { winner: number; rounds: number; forfeit: boolean; wins: number[] };
    expect([over.winner, over.rounds, over.forfeit, over.wins]).to.deep.equal([0, 2, true, [1, 0, 0, 0]]);
    expect(overlayText(el)).to.contain('You won the match!');
    expect(overlayText(el)).to.contain('Opponent 3 left the match: a win by forfeit.');
    expect(el.shadowRoot!.querySelectorAll('[part="result-table"] tbody tr')).to.have.length(4);
  });
});
