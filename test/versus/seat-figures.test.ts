/**
 * `<tetris-versus>`'s boards during play: each shows its versus figures (the engine's, rendered
 * when a count changes or half a second passes, not every frame) and its HUD, and the `levels`
 * attribute sets how gravity rises. Real keys on a stepped clock.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { VERSUS_LEVEL_FRAMES, matchFigures, verifyMatch, type MatchFigures } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { FIGURES_REFRESH_FRAMES } from '../../src/versus/seat-figures.js';
import { captureWarnings } from '../element/helpers.js';

async function versus(attributes: Record<string, string>): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} style="width: 800px"></tetris-versus>`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await el.updateComplete;
  el.focus();
  return { el, scheduler };
}

async function tap(scheduler: ManualScheduler, code: string, frames: number): Promise<void> {
  await sendKeys({ press: code });
  scheduler.frames(frames);
}

const seat = (el: TetrisVersus, player: number) => el.shadowRoot!.querySelectorAll('section.player')[player];

/** A board's figures as shown: label to value. */
function shownFigures(el: TetrisVersus, player: number): Record<string, string> {
  const items = [...seat(el, player).querySelectorAll('[part="figures"] > div')];
  return Object.fromEntries(items.map((item) => [item.querySelector('dt')!.textContent!.trim(), item.querySelector('dd')!.textContent!.trim()]));
}

const twoDecimals = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The figures as the element shows them in English. */
function asShown(f: MatchFigures): Record<string, string> {
  return { APM: twoDecimals.format(f.apm), PPS: twoDecimals.format(f.pps), VS: twoDecimals.format(f.vs), Sent: String(f.sent), Received: String(f.received) };
}

/** The engine's figures of the match so far, replayed from the element's match replay. */
const engineFigures = (el: TetrisVersus) => verifyMatch(el.replay!).stats.map(matchFigures);

/** A board's HUD: label to value. */
function shownHud(el: TetrisVersus, player: number): Record<string, string> {
  const items = [...seat(el, player).querySelectorAll('[part="hud"] > div:not(.stat)')];
  return Object.fromEntries(items.map((item) => [item.querySelector('dt')!.textContent!.trim(), item.querySelector('dd')!.textContent!.trim()]));
}

describe('<tetris-versus> versus figures during play', () => {
  it("each board shows the engine's figures for its seat as the match goes on", async () => {
    const { el, scheduler } = await versus({ seed: '11', difficulty: 'hard', 'first-to': '3' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    for (let i = 0; i < 12; i++) await tap(scheduler, 'Space', 40);
    await el.updateComplete;
    const engine = engineFigures(el);
    expect(engine[0].pps, 'the player placed pieces').to.be.greaterThan(0);
    expect(engine[1].apm + engine[1].pps, 'the bot played').to.be.greaterThan(0);
    expect(shownFigures(el, 0)).to.deep.equal(asShown(engine[0]));
    expect(shownFigures(el, 1)).to.deep.equal(asShown(engine[1]));
    // The long names are there for screen readers.
    expect(seat(el, 0).querySelector('[part="figures"] abbr')!.getAttribute('aria-label')).to.equal('Attack per minute');
  });

  it('renders again when a count changes or half a second passed, not on every frame', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '4', 'first-to': '1' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await tap(scheduler, 'KeyW', FIGURES_REFRESH_FRAMES);
    await el.updateComplete;
    const shown = shownFigures(el, 0);
    expect(shown).to.deep.equal(asShown(engineFigures(el)[0]));
    expect(shown.PPS).to.not.equal('0.00');
    // A frame later the rate has moved in the engine, but nothing is rendered for it yet.
    scheduler.frames(1);
    await el.updateComplete;
    expect(asShown(engineFigures(el)[0]).PPS).to.not.equal(shown.PPS);
    expect(shownFigures(el, 0)).to.deep.equal(shown);
    // Half a second of play later it is.
    scheduler.frames(FIGURES_REFRESH_FRAMES);
    await el.updateComplete;
    expect(shownFigures(el, 0)).to.deep.equal(asShown(engineFigures(el)[0]));
  });
});

describe('<tetris-versus> HUD per board', () => {
  it("shows each board's score, level and lines, as <tetris-game> does", async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '4', 'first-to': '1' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await tap(scheduler, 'KeyW', 2);
    await el.updateComplete;
    const left = shownHud(el, 0);
    expect(Object.keys(left)).to.deep.equal(['Score', 'Level', 'Lines']);
    expect(Number(left.Score), 'a hard drop scores 2 a row').to.be.greaterThan(0);
    expect(left.Level).to.equal('1');
    expect(shownHud(el, 1)).to.deep.equal({ Score: '0', Level: '1', Lines: '0' });
    expect(seat(el, 0).querySelector('[part="hud"] .clock')!.textContent).to.not.equal('');
  });
});

describe('<tetris-versus levels>', () => {
  const warnings = captureWarnings();

  it('rises a level every 30 seconds by default, shown on each HUD', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '4', 'first-to': '1' });
    await sendKeys({ press: 'Enter' });
    expect(el.replay!.options.versus?.levels).to.equal('time');
    scheduler.frames(COUNTDOWN_FRAMES + VERSUS_LEVEL_FRAMES);
    await el.updateComplete;
    expect(el.phase).to.equal('playing');
    expect([shownHud(el, 0).Level, shownHud(el, 1).Level]).to.deep.equal(['2', '2']);
  });

  it('takes fixed or lines, and falls back from a bad value with one warning', async () => {
    const { el } = await versus({ levels: 'fixed' });
    el.start();
    expect(el.replay!.options.versus?.levels).to.equal('fixed');
    el.levels = 'lines';
    el.start();
    expect(el.replay!.options.versus?.levels).to.equal('lines');
    el.setAttribute('levels', 'faster');
    await el.updateComplete;
    el.start();
    expect(el.replay!.options.versus?.levels).to.equal('time');
    expect(warnings.map((w) => String(w[0])).filter((text) => text.includes('levels="faster"'))).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('lines, fixed, time');
  });
});
