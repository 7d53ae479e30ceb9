/**
 * `<tetris-versus>`'s lifecycle as a page sees it: each event once per occurrence, properties set
 * before `start()` in the same task, and a pause when the element loses focus or the tab hides.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';
import type { BotWorkerFactory } from '../../src/versus/worker-search.js';
import { hideTab, record } from '../element/helpers.js';
import { FakeTbpWorker } from './fake-tbp-worker.js';

async function versus(attributes: Record<string, string> = {}): Promise<{ el: TetrisVersus; scheduler: ManualScheduler }> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} style="width: 800px"></tetris-versus>`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await el.updateComplete;
  el.focus();
  return { el, scheduler };
}

describe('<tetris-versus> events', () => {
  it('fires round-over and match-over once when a round ends on a hard drop played at a later frame', async () => {
    const { el, scheduler } = await versus({ opponent: 'local', seed: '21', 'first-to': '1' });
    const events = record(el, ['round-over', 'match-over']);
    await sendKeys({ press: 'Enter' });
    scheduler.frames(COUNTDOWN_FRAMES);
    // Each drop is stamped a frame ahead of the grid, so the step phase plays it (and ends the round there).
    for (let i = 0; i < 60 && el.phase !== 'match-over'; i++) {
      scheduler.elapse(1000 / 60);
      await sendKeys({ press: 'KeyW' });
      scheduler.frames(8);
    }
    expect(el.phase).to.equal('match-over');
    expect(events.map((e) => e.type)).to.deep.equal(['round-over', 'match-over']);
  });
});

describe('<tetris-versus> properties set before start()', () => {
  it('plays the seed, rules and first-to set in the same task', async () => {
    const { el } = await versus();
    const events = record(el, ['match-start']);
    el.seed = '7';
    el.firstTo = '1';
    el.rules = 'tetrio';
    el.start();
    expect(events[0].detail).to.deep.equal({ opponent: 'bot', rules: 'tetrio', firstTo: 1, seed: 7 });
  });

  it('the bot takes the difficulty and worker set in the same task: the worker is told it in rules', async () => {
    const { el, scheduler } = await versus({ seed: '3' });
    const workers: FakeTbpWorker[] = [];
    const factory: BotWorkerFactory = () => {
      workers.push(new FakeTbpWorker(1));
      return workers.at(-1)!.asWorker();
    };
    el.difficulty = 'expert';
    el.botWorker = factory;
    el.start();
    scheduler.frames(2);
    workers[0].tick();
    expect(workers.length).to.equal(1);
    expect(workers[0].received[0]).to.deep.include({ type: 'rules', tetris_game: { difficulty: 'expert' } });
  });
});

describe('<tetris-versus> pauses', () => {
  it('when it loses focus', async () => {
    const scheduler = new ManualScheduler();
    const wrapper = await fixture<HTMLElement>(html`<div><tetris-versus .scheduler=${scheduler} .botWorker=${null}></tetris-versus><input /></div>`);
    const el = wrapper.querySelector('tetris-versus')!;
    await el.updateComplete;
    el.focus();
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES + 5);
    expect(el.phase).to.equal('playing');
    wrapper.querySelector('input')!.focus();
    expect(el.phase).to.equal('paused');
  });

  it('when the tab is hidden', async () => {
    const { el, scheduler } = await versus();
    el.start();
    scheduler.frames(COUNTDOWN_FRAMES + 5);
    hideTab();
    expect(el.phase).to.equal('paused');
  });
});
