/**
 * `<tetris-versus>` with more than two players, in real Chromium with real keys on a stepped
 * clock: the `players`, `difficulty` and `targeting` attributes, `el.players`, a target switch by
 * key and by a click on a board, and a four-player match against three bots to its winner whose
 * replay `verifyMatch()` plays back to the same result.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { verifyMatch } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { captureWarnings, record } from '../element/helpers.js';
import { fieldColours } from './screen-pixels.js';

async function versus(attributes: string): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} style="width: 900px"></tetris-versus>`);
  for (const [, name, value] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) el.setAttribute(name, value);
  await el.updateComplete;
  el.focus();
  return { el, scheduler };
}

const seatOf = (el: TetrisVersus, seat: number) => el.shadowRoot!.querySelector<HTMLElement>(`.player[data-seat="${seat}"]`)!;

describe('<tetris-versus> players', () => {
  const warnings = captureWarnings();

  it('players="4": four boards; every other seat a bot with its own difficulty, listed in el.players', async () => {
    const { el } = await versus('players="4" difficulty="easy medium hard"');
    expect(el.shadowRoot!.querySelectorAll('canvas')).to.have.length(4);
    expect(el.players.map((p) => [p.name, p.kind, p.difficulty])).to.deep.equal([
      ['You', 'player', undefined],
      ['Bot 1', 'bot', 'easy'],
      ['Bot 2', 'bot', 'medium'],
      ['Bot 3', 'bot', 'hard'],
    ]);
    expect(el.players[0]).to.deep.include({ state: null, wins: 0, place: null, figures: { apm: 0, pps: 0, vs: 0, sent: 0, received: 0 } });
    expect(warnings.map((w) => w.join(' '))).to.deep.equal([]);
  });

  it('one difficulty for every bot; a shorter list leaves its last value to the rest', async () => {
    const { el } = await versus('players="4" difficulty="hard"');
    expect(el.players.map((p) => p.difficulty)).to.deep.equal([undefined, 'hard', 'hard', 'hard']);
    el.setAttribute('difficulty', 'easy expert');
    await el.updateComplete;
    expect(el.players.map((p) => p.difficulty)).to.deep.equal([undefined, 'easy', 'expert', 'expert']);
  });

  it('bad values fall back with one warning each, naming the attribute and what it takes', async () => {
    const { el } = await versus('players="9" targeting="nearest"');
    el.setAttribute('difficulty', 'easy bogus');
    el.playerCount = 3;
    await el.updateComplete;
    el.start();
    el.start();
    const text = warnings.map((w) => String(w[0]));
    expect(text.filter((t) => t.includes('players="9"') && t.includes('2 to 8'))).to.have.length(1);
    expect(text.filter((t) => t.includes('targeting="nearest"') && t.includes('even, eliminations, random, payback, manual'))).to.have.length(1);
    expect(text.filter((t) => t.includes('"bogus"') && t.includes('easy, medium, hard, expert'))).to.have.length(1);
    expect(el.players.map((p) => p.difficulty)).to.deep.equal([undefined, 'easy', 'medium']);
    expect(warnings).to.have.length(3);
  });

  it('a local opponent with three players: seat 2 is the second player on this keyboard, seat 3 a bot', async () => {
    const { el } = await versus('players="3" opponent="local"');
    expect(el.players.map((p) => [p.name, p.kind])).to.deep.equal([
      ['Player 1', 'player'],
      ['Player 2', 'local'],
      ['Bot', 'bot'],
    ]);
  });

  it('against remote players every other seat is one, numbered', async () => {
    const { el } = await versus('players="3" opponent="remote"');
    expect(el.players.map((p) => [p.name, p.kind])).to.deep.equal([['You', 'player'], ['Opponent 1', 'remote'], ['Opponent 2', 'remote']]);
    expect(warnings).to.have.length(0);
  });
});

describe('<tetris-versus> targeting', () => {
  it('targeting="eliminations" is the rule the match routes attacks by', async () => {
    const { el } = await versus('players="3" targeting="eliminations" seed="2"');
    el.start();
    expect(el.replay!.options.targeting).to.equal('eliminations');
  });

  it('targeting="manual": the player starts aimed at the next seat, marked on its board; 0 goes back to the rule', async () => {
    const { el, scheduler } = await versus('players="4" targeting="manual" seed="2"');
    el.start();
    await el.updateComplete;
    expect(el.replay!.options.targeting).to.equal('even');
    expect(seatOf(el, 1).classList.contains('targeted')).to.equal(true);
    expect(seatOf(el, 1).querySelector('.target-mark')!.textContent).to.equal('Target');
    scheduler.frames(COUNTDOWN_FRAMES);
    await sendKeys({ press: 'Digit3' });
    await el.updateComplete;
    expect(seatOf(el, 3).classList.contains('targeted')).to.equal(true);
    await sendKeys({ press: 'Digit0' });
    await el.updateComplete;
    // Back to even: the first attack goes to the seat after the player's own.
    expect(seatOf(el, 1).classList.contains('targeted')).to.equal(true);
    expect(el.replay!.rounds[0]).to.match(/:0/);
  });

  it('two players have nothing to switch: digits and clicks change nothing', async () => {
    const { el, scheduler } = await versus('players="2" seed="2"');
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES);
    await sendKeys({ press: 'Digit1' });
    seatOf(el, 1).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.targeted')).to.equal(null);
    expect(el.replay!.rounds[0]).not.to.match(/:0/);
  });
});

describe('<tetris-versus> seats from match to match', () => {
  it('a match keeps its seats; the next one takes the players set since, every board playing', async () => {
    const { el, scheduler } = await versus('players="2" seed="3"');
    el.start();
    scheduler.frames(5);
    el.playerCount = 6;
    el.start();
    await el.updateComplete;
    scheduler.frames(COUNTDOWN_FRAMES + 1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('canvas')).to.have.length(6);
    expect(el.players.map((p) => p.state?.status)).to.deep.equal(Array(6).fill('playing'));
    await new Promise(requestAnimationFrame);
    for (const canvas of el.shadowRoot!.querySelectorAll('canvas')) expect(fieldColours(canvas), 'a drawn field').to.be.at.least(2);
    el.playerCount = 3;
    await el.updateComplete;
    expect(el.players, 'the match being played keeps its six seats').to.have.length(6);
    el.start();
    await el.updateComplete;
    expect(el.players).to.have.length(3);
    expect(el.shadowRoot!.querySelectorAll('canvas')).to.have.length(3);
  });
});

describe('<tetris-versus> four players against three bots', () => {
  it('switches target by key and by click, knocks boards out with their places, and plays to a winner whose replay verifies', async function () {
    this.timeout(600_000);
    const { el, scheduler } = await versus('players="4" difficulty="medium" seed="8" first-to="1" rules="tetrio" targeting="payback"');
    const events = record(el, ['round-over', 'match-over']);
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    expect(el.phase).to.equal('playing');
    expect(el.players[0].state).to.deep.include({ status: 'playing', score: 0, lines: 0, level: 1 });

    // Digit 2 aims at seat 2 ("Bot 2"); a click on Bot 3's board aims at it.
    await sendKeys({ press: 'Digit2' });
    await el.updateComplete;
    expect(seatOf(el, 2).classList.contains('targeted'), 'Bot 2 targeted after Digit2').to.equal(true);
    seatOf(el, 3).click();
    await el.updateComplete;
    expect(seatOf(el, 3).classList.contains('targeted'), 'Bot 3 targeted after a click').to.equal(true);
    expect(seatOf(el, 2).classList.contains('targeted')).to.equal(false);
    // T: the next opponent still playing after Bot 3, wrapping round to Bot 1.
    await sendKeys({ press: 'KeyT' });
    await el.updateComplete;
    expect(seatOf(el, 1).classList.contains('targeted'), 'Bot 1 targeted after T').to.equal(true);

    // The player hard-drops at the spawn point until its stack tops out: the first one out, fourth.
    for (let i = 0; i < 80 && el.players[0].place === null; i++) {
      await sendKeys({ press: 'Space' });
      scheduler.frames(20);
    }
    expect(el.players[0].place).to.equal(4);
    await el.updateComplete;
    expect(seatOf(el, 0).classList.contains('out')).to.equal(true);
    expect(seatOf(el, 0).querySelector('.place')!.textContent).to.equal('Place 4');

    // The bots play on to the last one standing.
    for (let i = 0; i < 200 && el.phase !== 'match-over'; i++) scheduler.frames(300);
    expect(el.phase).to.equal('match-over');
    const over = events.find((e) => e.type === 'match-over')!.detail as { winner: number; wins: number[]; stats: { sent: number; pps: number }[] };
    expect(over.winner).to.be.within(1, 3);
    expect(over.wins[over.winner]).to.equal(1);
    const places = el.players.map((p) => p.place);
    expect(places[over.winner]).to.equal(1);
    expect([...places].sort()).to.deep.equal([1, 2, 3, 4]);
    expect(el.players.map((p) => p.figures)).to.deep.equal(over.stats);
    expect(over.stats[over.winner].pps, "the winner's pieces per second").to.be.greaterThan(0);

    const verified = verifyMatch(el.replay!);
    expect(verified.winner).to.equal(over.winner);
    expect(verified.wins).to.deep.equal(over.wins);
    expect(verified.stats.map((s) => s.sent)).to.deep.equal(over.stats.map((s) => s.sent));
  });
});
