/**
 * `<tetris-versus>` in real Chromium with real key presses, on a stepped clock: a match against
 * the bot to a knock-out, two players on one keyboard, the remote host API, and bad input.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { verifyMatch } from '../../src/engine/index.js';
import { COUNTDOWN_FRAMES, KO_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import { captureWarnings, record } from '../element/helpers.js';
import { BUTTON, FakeGamepads } from '../input/gamepad-stub.js';

async function versus(attributes: Record<string, string>, scheduler = new ManualScheduler()): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} style="width: 800px"></tetris-versus>`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await el.updateComplete;
  el.focus();
  return { el, scheduler };
}

/** Presses and releases `code` as a real key, then lets `frames` game frames pass. */
async function tap(scheduler: ManualScheduler, code: string, frames = 1): Promise<void> {
  await sendKeys({ press: code });
  scheduler.frames(frames);
}

/** Hard-drops with `code` until the element reaches `phase` (fails after `limit` pieces). */
async function dropUntil(el: TetrisVersus, scheduler: ManualScheduler, code: string, phase: string, every = 8, limit = 60): Promise<void> {
  for (let i = 0; i < limit && el.phase !== phase; i++) await tap(scheduler, code, every);
  expect(el.phase).to.equal(phase);
}

const liveText = (el: TetrisVersus) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const overlayText = (el: TetrisVersus) => el.shadowRoot!.querySelector('.overlay')!.textContent!.replace(/\s+/g, ' ').trim();

describe('<tetris-versus> against the bot', () => {
  it('waits on its start screen, counts down on Enter and plays', async () => {
    const { el, scheduler } = await versus({ seed: '5' });
    expect(el.phase).to.equal('idle');
    expect(el.shadowRoot!.querySelector('.overlay button')!.textContent).to.equal('Start match');
    const events = record(el, ['match-start']);
    await sendKeys({ press: 'Enter' });
    expect(el.phase).to.equal('countdown');
    expect(events).to.deep.equal([{ type: 'match-start', detail: { opponent: 'bot', rules: 'guideline', firstTo: 3, seed: 5 } }]);
    await el.updateComplete;
    expect(overlayText(el)).to.equal('3');
    scheduler.frames(COUNTDOWN_FRAMES - 1);
    expect(el.phase).to.equal('countdown');
    scheduler.frames(1);
    expect(el.phase).to.equal('playing');
    expect(el.round).to.equal(1);
  });

  it('plays a match to a knock-out with real keys: the bot wins, and the replay verifies', async () => {
    const { el, scheduler } = await versus({ seed: '11', 'first-to': '1', difficulty: 'hard' });
    const events = record(el, ['round-over', 'match-over', 'attack']);
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    // The player hard-drops a piece a second where it spawns: the stack tops out in the middle.
    await dropUntil(el, scheduler, 'Space', 'match-over', 60);
    const roundOver = events.find((e) => e.type === 'round-over')!;
    expect(roundOver.detail).to.deep.equal({ round: 1, winner: 1, wins: [0, 1] });
    const matchOver = events.find((e) => e.type === 'match-over')!.detail as { winner: number; rounds: number; stats: { apm: number; pps: number; sent: number; received: number }[] };
    expect(matchOver.winner).to.equal(1);
    expect(matchOver.rounds).to.equal(1);
    expect(matchOver.stats[0].pps).to.be.greaterThan(0);
    expect(matchOver.stats[1].pps).to.be.greaterThan(0);
    const verified = verifyMatch(el.replay!);
    expect(verified.winner).to.equal(1);
    expect(verified.stats[1].pieces, 'the bot placed pieces').to.be.greaterThan(3);
    await el.updateComplete;
    expect(liveText(el)).to.contain('Bot won the match!');
    expect(overlayText(el)).to.contain('Rematch');
    // Rematch: a new match from the overlay's button.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.overlay button')!.click();
    expect(el.phase).to.equal('countdown');
    expect(el.wins).to.deep.equal([0, 0]);
  });

  it('shows the knock-out screen between rounds, then counts down the next round', async () => {
    const { el, scheduler } = await versus({ seed: '3', 'first-to': '2' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await dropUntil(el, scheduler, 'Space', 'round-over');
    await el.updateComplete;
    expect(overlayText(el)).to.contain('K.O.!');
    expect(overlayText(el)).to.contain('Bot won round 1. 0 – 1.');
    expect(liveText(el)).to.equal('Bot won round 1. 0 – 1.');
    scheduler.frames(KO_FRAMES);
    expect(el.phase).to.equal('countdown');
    expect(el.round).to.equal(2);
  });

  it('pauses on Escape and resumes on Enter; nothing steps while paused', async () => {
    const { el, scheduler } = await versus({ seed: '8' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES + 30);
    await sendKeys({ press: 'Escape' });
    expect(el.phase).to.equal('paused');
    const log = JSON.stringify(el.replay);
    scheduler.frames(120);
    expect(JSON.stringify(el.replay)).to.equal(log);
    await sendKeys({ press: 'Enter' });
    expect(el.phase).to.equal('playing');
  });
});

describe('<tetris-versus> with two players on one keyboard', () => {
  it('sends the WASD side to the left board and the arrows to the right one', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '21', 'first-to': '1' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await tap(scheduler, 'KeyW', 30);
    let log = el.replay!.rounds[0];
    expect(log).to.contain(':0+D');
    expect(log).not.to.contain(':1');
    await tap(scheduler, 'ArrowUp', 30);
    await tap(scheduler, 'ArrowLeft', 2);
    log = el.replay!.rounds[0];
    expect(log).to.contain(':1+D');
    expect(log).to.contain(':1+L');
    expect(log).not.to.contain(':0+L');
    // The left player tops out: the right one wins.
    const events = record(el, ['match-over']);
    await dropUntil(el, scheduler, 'KeyW', 'match-over');
    expect((events[0].detail as { winner: number }).winner).to.equal(1);
    await el.updateComplete;
    expect(liveText(el)).to.contain('Player 2 won the match!');
  });

  it('takes remapped keys for each player', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '2', keys: 'hardDrop: KeyG', 'keys-2': 'hardDrop: KeyL' });
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await tap(scheduler, 'KeyG', 30);
    await tap(scheduler, 'KeyL', 30);
    await tap(scheduler, 'KeyW', 30);
    const log = el.replay!.rounds[0];
    expect(log.match(/:0\+D/g)).to.have.length(1);
    expect(log.match(/:1\+D/g)).to.have.length(1);
  });
});

describe('<tetris-versus> with two players on two gamepads', () => {
  let pads: FakeGamepads;
  beforeEach(() => {
    pads = new FakeGamepads();
  });
  afterEach(() => pads.restore());

  /** Presses and releases `button` on the pad at `index`, a few frames apart. */
  function padTap(scheduler: ManualScheduler, button: number, index: number): void {
    pads.press(button, index);
    scheduler.frames(2);
    pads.release(button, index);
    scheduler.frames(20);
  }

  it('the first connected pad plays the left board and the second the right one', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '17' });
    // The browser put the pads at indices 1 and 2: the first two connected are the two players'.
    pads.connect(1);
    pads.connect(2);
    padTap(scheduler, BUTTON.START, 1);
    expect(el.phase).to.equal('countdown');
    scheduler.frames(COUNTDOWN_FRAMES);
    padTap(scheduler, BUTTON.UP, 1);
    let log = el.replay!.rounds[0];
    expect(log).to.contain(':0+D');
    expect(log).not.to.contain(':1');
    padTap(scheduler, BUTTON.UP, 2);
    padTap(scheduler, BUTTON.LEFT, 2);
    log = el.replay!.rounds[0];
    expect(log.match(/:0\+D/g)).to.have.length(1);
    expect(log.match(/:1\+D/g)).to.have.length(1);
    expect(log).to.contain(':1+L');
    expect(log).not.to.contain(':0+L');
  });

  it('against the bot every pad is the player\'s', async () => {
    const { el, scheduler } = await versus({ seed: '17' });
    pads.connect(0);
    pads.connect(1);
    padTap(scheduler, BUTTON.START, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    padTap(scheduler, BUTTON.UP, 1);
    padTap(scheduler, BUTTON.UP, 0);
    expect(el.replay!.rounds[0].match(/:0\+D/g)).to.have.length(2);
  });
});

describe('<tetris-versus opponent="remote">', () => {
  const EMPTY = '.'.repeat(200);

  it('asks the page for a round, plays the seed it gives and takes garbage through receiveGarbage()', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote' });
    const events = record(el, ['ready', 'match-start', 'board-change', 'round-end', 'round-over', 'match-over']);
    await sendKeys({ press: 'Enter' });
    expect(el.phase).to.equal('waiting');
    expect(events.map((e) => e.type)).to.deep.equal(['ready']);
    el.startRound(99, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    expect(el.phase).to.equal('playing');
    el.receiveGarbage(3, { id: 1 });
    await el.updateComplete;
    const meter = el.shadowRoot!.querySelector('.me .meter')!;
    expect(meter.getAttribute('aria-valuenow')).to.equal('3');
    expect(meter.getAttribute('aria-label')).to.equal('3 lines incoming');
    // A lock that clears nothing lets the garbage in: the field sent to the other side shows it.
    scheduler.frames(30);
    await tap(scheduler, 'Space', 2);
    const change = events.filter((e) => e.type === 'board-change').at(-1)!.detail as { cells: string; incoming: number };
    expect(change.incoming).to.equal(0);
    expect(change.cells.slice(-30).replace(/[^X]/g, '')).to.have.length(27);
    el.showOpponent({ cells: 'X'.repeat(10) + EMPTY.slice(10), incoming: 4 });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.opponent .meter')!.getAttribute('aria-valuenow')).to.equal('4');
  });

  it('tells each input of this board with its round and the frame it was played at', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote' });
    const events = record(el, ['input']);
    el.startRound(5, 1);
    scheduler.frames(COUNTDOWN_FRAMES + 12);
    await tap(scheduler, 'Space', 1);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { round: 1, frame: 12, button: 'hardDrop', down: true },
      { round: 1, frame: 12, button: 'hardDrop', down: false },
    ]);
  });

  it('decides a round from both ends, the same way on both sides', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote', 'first-to': '1' });
    const events = record(el, ['round-end', 'round-over', 'match-over']);
    el.startRound(7, 1);
    scheduler.frames(COUNTDOWN_FRAMES + 10);
    // The other side topped out: this board survived, and says so.
    el.opponentRoundEnd({ frame: 5, survived: false });
    expect(events[0]).to.deep.equal({ type: 'round-end', detail: { round: 1, frame: 10, survived: true } });
    expect(events[1].detail).to.deep.equal({ round: 1, winner: 0, wins: [1, 0] });
    const over = events[2].detail as { winner: number; stats: { apm: number | null }[] };
    expect(over.winner).to.equal(0);
    expect(over.stats[1].apm).to.equal(null);
  });

  it('wins the match by forfeit when the other side leaves: the result screen says so, with the score as it stood', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote', 'first-to': '3' });
    const events = record(el, ['match-over']);
    el.startRound(7, 2);
    scheduler.frames(COUNTDOWN_FRAMES + 10);
    el.opponentForfeit();
    await el.updateComplete;
    expect(el.phase).to.equal('match-over');
    const over = events[0].detail as { winner: number; rounds: number; forfeit: boolean };
    expect([over.winner, over.rounds, over.forfeit]).to.deep.equal([0, 2, true]);
    expect(overlayText(el)).to.contain('You won the match!');
    expect(overlayText(el)).to.contain('Opponent left the match: a win by forfeit.');
    // Once over, a late forfeit changes nothing; the next match is no forfeit.
    el.opponentForfeit();
    expect(events).to.have.length(1);
    el.startRound(8, 1);
    await el.updateComplete;
    expect(overlayText(el)).to.not.contain('forfeit');
  });

  it('when both top out, the later knock-out wins the round', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote', 'first-to': '2' });
    const events = record(el, ['round-end', 'round-over']);
    el.startRound(1, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    await dropUntil(el, scheduler, 'Space', 'round-over');
    const mine = events[0].detail as { frame: number; survived: boolean };
    expect(mine.survived).to.equal(false);
    expect(events).to.have.length(1);
    el.opponentRoundEnd({ frame: mine.frame + 1, survived: false });
    expect(events[1].detail).to.deep.equal({ round: 1, winner: 1, wins: [0, 1] });
    el.startRound(2, 2);
    expect(el.phase).to.equal('countdown');
    expect(el.round).to.equal(2);
  });
});

describe('<tetris-versus> languages', () => {
  it('speaks the language of its lang attribute, or its nearest ancestor\'s', async () => {
    const { el, scheduler } = await versus({ lang: 'de', seed: '6', 'first-to': '1' });
    expect(el.shadowRoot!.querySelector('.overlay button')!.textContent).to.equal('Match starten');
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    await dropUntil(el, scheduler, 'Space', 'match-over', 60);
    await el.updateComplete;
    expect(liveText(el)).to.contain('Bot gewinnt das Match!');
    const parent = await fixture<HTMLDivElement>(html`<div lang="ja"><tetris-versus></tetris-versus></div>`);
    const nested = parent.querySelector('tetris-versus')!;
    await nested.updateComplete;
    expect(nested.shadowRoot!.querySelector('.overlay button')!.textContent).to.equal('対戦開始');
  });
});

describe('<tetris-versus> bad input', () => {
  const warnings = captureWarnings();

  it('falls back from bad attribute values with one warning each', async () => {
    const { el } = await versus({ opponent: 'friend', 'first-to': '0', rules: 'tetris99', difficulty: 'godlike' });
    await sendKeys({ press: 'Enter' });
    const text = warnings.map((w) => String(w[0]));
    expect(text.some((t) => t.includes('opponent="friend"') && t.includes('bot, local, remote'))).to.equal(true);
    expect(text.some((t) => t.includes('first-to="0"') && t.includes('1 to 99'))).to.equal(true);
    expect(text.some((t) => t.includes('rules="tetris99"') && t.includes('guideline, tetrio, jstris'))).to.equal(true);
    expect(text.some((t) => t.includes('difficulty="godlike"'))).to.equal(true);
    expect(el.phase).to.equal('countdown');
  });

  it('warns once on receiveGarbage() with bad arguments and plays on', async () => {
    const { el, scheduler } = await versus({ opponent: 'remote' });
    el.startRound(4, 1);
    scheduler.frames(COUNTDOWN_FRAMES);
    el.receiveGarbage(-2);
    el.receiveGarbage('lots' as unknown as number);
    el.receiveGarbage(2, { column: 12 });
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.match(/<tetris-versus>: ignoring receiveGarbage\(-2, undefined\): .*receiveGarbage\(lines\)/);
    el.receiveGarbage(2);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.me .meter')!.getAttribute('aria-valuenow')).to.equal('2');
  });

  it('warns when the remote methods are used against the bot', async () => {
    const { el } = await versus({});
    el.receiveGarbage(2);
    el.receiveGarbage(2);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('opponent="remote"');
  });
});
