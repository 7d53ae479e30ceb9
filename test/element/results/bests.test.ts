import { expect, fixture } from '@open-wc/testing';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { bestsKey } from '../../../src/element/results/bests.js';
import type { GameOverDetail } from '../../../src/element/events.js';
import { board } from '../helpers.js';

const GAP_FOR_I = board(['O.........', 'OOO....OOO']);
let keys = 0;
const freshKey = () => `tetris-bests-test-${Date.now()}-${keys++}`;

async function game(storageKey: string, attributes = 'mode="sprint" goal="1"') {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="${storageKey}" handling="modern" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  const overs: GameOverDetail[] = [];
  el.addEventListener('game-over', (e) => overs.push(e.detail));
  return { el, scheduler, overs };
}

/** A one-line sprint (without its countdown) finished after `frames` frames. */
function sprint(el: TetrisGame, scheduler: ManualScheduler, frames: number): void {
  el.start({ board: GAP_FOR_I, queue: ['I'], countdown: false });
  scheduler.frames(frames);
  el.press('hardDrop');
}

const newBestShown = async (el: TetrisGame) => {
  await el.updateComplete;
  return el.shadowRoot!.querySelector('.new-best') !== null;
};

describe('<tetris-game> personal bests', () => {
  it('a sprint best is the fastest time, per goal, across games and reloads', async () => {
    const storageKey = freshKey();
    const first = await game(storageKey);
    sprint(first.el, first.scheduler, 60);
    expect(first.overs[0].best, 'no best before the first game').to.equal(null);
    expect(await newBestShown(first.el)).to.be.true;
    sprint(first.el, first.scheduler, 120);
    expect(first.overs[1].best).to.equal(1000);
    expect(await newBestShown(first.el), 'slower').to.be.false;
    expect(first.el.shadowRoot!.querySelector('.best')!.textContent).to.equal('Best: 0:01.00');

    const reloaded = await game(storageKey);
    sprint(reloaded.el, reloaded.scheduler, 30);
    expect(reloaded.overs[0].best, 'saved under storage-key').to.equal(1000);
    expect(await newBestShown(reloaded.el)).to.be.true;
    expect(JSON.parse(localStorage.getItem(bestsKey(storageKey))!)).to.deep.equal({ 'sprint:1': 500 });

    const otherGoal = await game(storageKey, 'mode="sprint" goal="2"');
    otherGoal.el.start({ board: board(['O.........', 'OOO....OOO', 'OOO....OOO']), queue: ['I', 'I'], countdown: false });
    otherGoal.scheduler.frames(1);
    otherGoal.el.press('hardDrop');
    otherGoal.scheduler.frames(1);
    otherGoal.el.press('hardDrop');
    expect(otherGoal.overs.map((d) => [d.reason, d.best]), 'another goal: another best').to.deep.equal([['goal', null]]);
    expect(JSON.parse(localStorage.getItem(bestsKey(storageKey))!)).to.have.keys('sprint:1', 'sprint:2');
    const other = await game(freshKey());
    sprint(other.el, other.scheduler, 60);
    expect(other.overs[0].best, 'another storage-key: another player').to.equal(null);
  });

  it('marathon and ultra bests are the highest score; a sprint that tops out sets none', async () => {
    const storageKey = freshKey();
    const marathon = await game(storageKey, '');
    marathon.el.start({ board: GAP_FOR_I, queue: ['I'] });
    marathon.scheduler.frames(1);
    marathon.el.press('hardDrop');
    for (let i = 0; i < 60 && marathon.el.status === 'playing'; i++) {
      marathon.el.press('hardDrop');
      marathon.scheduler.frames(1);
    }
    const score = marathon.overs[0].score;
    expect(score).to.be.greaterThan(0);
    expect(JSON.parse(localStorage.getItem(bestsKey(storageKey))!)).to.deep.equal({ 'marathon:none': score });

    const sprinter = await game(storageKey, 'mode="sprint"');
    sprinter.el.start({ countdown: false });
    for (let i = 0; i < 60 && sprinter.el.status === 'playing'; i++) {
      sprinter.el.press('hardDrop');
      sprinter.scheduler.frames(1);
    }
    expect(sprinter.overs[0].reason).to.not.equal('goal');
    expect(JSON.parse(localStorage.getItem(bestsKey(storageKey))!)).to.not.have.property('sprint:40');
  });

  it('an empty storage-key saves nothing; bests still count for the visit', async () => {
    const before = localStorage.length;
    const { el, scheduler, overs } = await game('');
    sprint(el, scheduler, 60);
    sprint(el, scheduler, 90);
    expect(overs.map((d) => d.best)).to.deep.equal([null, 1000]);
    expect(localStorage.length).to.equal(before);
  });

  it('storage that throws or holds garbage never stops the game', async () => {
    const storageKey = freshKey();
    localStorage.setItem(bestsKey(storageKey), '{"sprint:1": "fast", "ultra:120": -5, nonsense');
    const garbage = await game(storageKey);
    sprint(garbage.el, garbage.scheduler, 60);
    expect(garbage.overs[0].best).to.equal(null);

    const { getItem, setItem } = Storage.prototype;
    Object.assign(Storage.prototype, {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    try {
      const blocked = await game(freshKey());
      sprint(blocked.el, blocked.scheduler, 60);
      sprint(blocked.el, blocked.scheduler, 30);
      expect(blocked.overs.map((d) => d.best)).to.deep.equal([null, 1000]);
      expect(await newBestShown(blocked.el)).to.be.true;
    } finally {
      Object.assign(Storage.prototype, { getItem, setItem });
    }
  });
});
