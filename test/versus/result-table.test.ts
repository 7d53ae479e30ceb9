/**
 * `<tetris-versus>`'s result screen after a match: a table of each player's place, name, wins
 * and figures (the ones `match-over` carries), and Rematch, which starts a new match. Also the
 * table's places on their own.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type MatchOverDetail, type TetrisVersus } from '../../src/versus/index.js';
import { placesOf } from '../../src/versus/result-table.js';
import { nextFrame, record } from '../element/helpers.js';

const twoDecimals = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('placesOf', () => {
  it('places players by rounds won; equal wins share a place', () => {
    expect(placesOf([1, 3])).to.deep.equal([2, 1]);
    expect(placesOf([2, 0, 3, 2])).to.deep.equal([2, 4, 1, 2]);
  });
});

describe('<tetris-versus> result screen', () => {
  it("shows each player's figures after the match, and Rematch starts a new one", async () => {
    const scheduler = new ManualScheduler();
    const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} seed="11" first-to="1" difficulty="hard" style="width: 800px"></tetris-versus>`);
    el.focus();
    const events = record(el, ['match-over', 'match-start']);
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    for (let i = 0; i < 60 && el.phase !== 'match-over'; i++) {
      await sendKeys({ press: 'Space' });
      scheduler.frames(60);
    }
    expect(el.phase).to.equal('match-over');
    await el.updateComplete;
    const over = events.find((e) => e.type === 'match-over')!.detail as MatchOverDetail;
    const table = el.shadowRoot!.querySelector('[part="result-table"]')!;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim())).to.deep.equal(['Place', 'Player', 'Wins', 'APM', 'PPS', 'VS', 'Sent', 'Received']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent!.trim()));
    const line = (place: number, name: string, wins: number, s: MatchOverDetail['stats'][number]) => [
      String(place), name, String(wins), twoDecimals.format(s.apm!), twoDecimals.format(s.pps!), twoDecimals.format(s.vs!), String(s.sent), String(s.received),
    ];
    // The bot won: it comes first.
    expect(over.winner).to.equal(1);
    expect(rows).to.deep.equal([line(1, 'Bot', 1, over.stats[1]), line(2, 'You', 0, over.stats[0])]);
    expect(over.stats[0].vs).to.be.a('number');

    // On a phone's width the table scrolls inside the element rather than run off it.
    el.style.width = '340px';
    await nextFrame();
    const box = el.getBoundingClientRect();
    const scroller = el.shadowRoot!.querySelector('.results-scroll')!.getBoundingClientRect();
    expect(scroller.left).to.be.at.least(box.left - 1);
    expect(scroller.right).to.be.at.most(box.right + 1);

    const rematch = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.overlay button')].find((b) => b.textContent === 'Rematch')!;
    rematch.click();
    expect(events.filter((e) => e.type === 'match-start')).to.have.length(2);
    expect(el.phase).to.equal('countdown');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="result-table"]')).to.equal(null);
  });
});
