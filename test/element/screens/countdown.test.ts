/**
 * The countdown of sprint and ultra in the element: 3, 2, 1 and Go over the field (and said to a
 * screen reader), the clock standing until Go, and the player's input during it as TETR.IO takes
 * it: a held direction charges auto-shift, a rotation or hold waits for the first piece.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { COUNTDOWN_FRAMES } from '../../../src/engine/index.js';
import { ManualScheduler, type TetrisGame } from '../../../src/index.js';
import { GO_FRAMES } from '../../../src/element/screens/countdown.js';
import { loadLanguage } from '../../../src/ui/strings/strings.js';

async function game(attributes: string) {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisGame>(`<tetris-game storage-key="" seed="5" ${attributes}></tetris-game>`);
  el.scheduler = scheduler;
  el.focus();
  return { el, scheduler };
}

/** What the countdown shows over the field ('' when nothing), once the element has rendered. */
async function shown(el: TetrisGame): Promise<string> {
  await el.updateComplete;
  return el.shadowRoot!.querySelector('.countdown')?.textContent?.trim() ?? '';
}

/** What the countdown's live region says. */
const said = (el: TetrisGame) => el.shadowRoot!.querySelector('.cues [role="status"]')?.textContent?.trim() ?? '';

/** The text of the HUD entry labelled `label`. */
function hud(el: TetrisGame, label: string): string | undefined {
  const entries = [...el.shadowRoot!.querySelectorAll('.hud div')];
  const entry = entries.find((div) => div.querySelector('dt')!.textContent!.trim().startsWith(label));
  return entry?.querySelector('dd')!.textContent!.trim();
}

describe('<tetris-game> countdown', () => {
  it('a sprint counts 3, 2, 1 over the field, a second each, then says Go as the first piece comes; the lines left show all along', async () => {
    const { el, scheduler } = await game('mode="sprint"');
    el.start({ queue: ['T'] });
    expect(await shown(el)).to.equal('3');
    expect(el.status).to.equal('playing');
    expect(el.state.active, 'no piece yet').to.equal(null);
    expect(hud(el, 'Lines left')).to.equal('40');
    scheduler.frames(59);
    expect(await shown(el)).to.equal('3');
    scheduler.frames(1);
    expect(await shown(el)).to.equal('2');
    scheduler.frames(60);
    expect(await shown(el)).to.equal('1');
    expect(hud(el, 'Time'), 'the clock stands').to.equal('0:00.00');
    scheduler.frames(59);
    expect(el.state.active).to.equal(null);
    scheduler.frames(1);
    expect(el.state.active?.type, 'the first piece on Go').to.equal('T');
    expect(await shown(el)).to.equal('Go!');
    scheduler.frames(GO_FRAMES - 1);
    expect(await shown(el)).to.equal('Go!');
    expect(hud(el, 'Time')).to.equal('0:00.48');
    scheduler.frames(1);
    expect(await shown(el), 'Go stays half a second').to.equal('');
    expect(el.replay.options.countdown).to.equal(true);
  });

  it('a screen reader hears 3, 2, 1 and Go from a live region that was there before', async () => {
    const { el, scheduler } = await game('mode="sprint"');
    el.start();
    await el.updateComplete;
    const region = el.shadowRoot!.querySelector('.cues [role="status"]');
    expect(region, 'a status region').to.exist;
    expect(said(el)).to.equal('3');
    expect(el.shadowRoot!.querySelector('.countdown')?.closest('[aria-hidden="true"]'), 'the big number is not read twice').to.exist;
    const heard = [said(el)];
    for (let frame = 0; frame < COUNTDOWN_FRAMES + GO_FRAMES; frame++) {
      scheduler.frames(1);
      await el.updateComplete;
      if (said(el) !== heard.at(-1)) heard.push(said(el));
    }
    expect(heard).to.deep.equal(['3', '2', '1', 'Go!']);
    expect(el.shadowRoot!.querySelector('.cues [role="status"]'), 'the same region all along').to.equal(region);
  });

  it('an arrow held during the countdown charges auto-shift: the piece shifts on Go and reaches the wall a frame later (arr 0)', async () => {
    const right = (el: TetrisGame) => Math.max(...el.state.active!.cells.map(([x]) => x));
    const charged = await game('mode="sprint" handling="modern" arr="0"');
    charged.el.start({ queue: ['T', 'O'] });
    charged.scheduler.frames(60);
    await sendKeys({ down: 'ArrowRight' });
    charged.scheduler.frames(COUNTDOWN_FRAMES - 60);
    expect(right(charged.el), 'one column on Go').to.equal(6);
    charged.scheduler.frames(1);
    expect(right(charged.el), 'charged: at the wall').to.equal(9);
    await sendKeys({ up: 'ArrowRight' });

    // Pressed on Go instead, the same arrow waits for the 10 frames of DAS.
    const late = await game('mode="sprint" handling="modern" arr="0"');
    late.el.start({ queue: ['T', 'O'] });
    late.scheduler.frames(COUNTDOWN_FRAMES);
    await sendKeys({ down: 'ArrowRight' });
    late.scheduler.frames(1);
    expect(right(late.el), 'not charged').to.equal(6);
    await sendKeys({ up: 'ArrowRight' });
  });

  it('a rotation and a hold pressed during the countdown apply as the first piece comes', async () => {
    const rotated = await game('mode="sprint"');
    rotated.el.start({ queue: ['T', 'O'] });
    rotated.scheduler.frames(90);
    await sendKeys({ press: 'ArrowUp' });
    expect(await shown(rotated.el), 'the countdown goes on').to.equal('2');
    expect(rotated.el.state.active).to.equal(null);
    rotated.scheduler.frames(COUNTDOWN_FRAMES - 90);
    expect(rotated.el.state.active).to.deep.include({ type: 'T', rotation: 'R' });

    const held = await game('mode="ultra"');
    held.el.start({ queue: ['T', 'O'] });
    held.scheduler.frames(30);
    await sendKeys({ press: 'KeyC' });
    held.scheduler.frames(COUNTDOWN_FRAMES - 30);
    expect(held.el.state.hold).to.equal('T');
    expect(held.el.state.active?.type).to.equal('O');
  });

  it('ultra counts down with its time standing; marathon and start({ countdown: false }) do not count down', async () => {
    const ultra = await game('mode="ultra" goal="60"');
    ultra.el.start();
    ultra.scheduler.frames(COUNTDOWN_FRAMES - 1);
    expect(await shown(ultra.el)).to.equal('1');
    expect(hud(ultra.el, 'Time left')).to.equal('1:00.00');

    const marathon = await game('');
    marathon.el.start();
    marathon.scheduler.frames(1);
    expect(await shown(marathon.el)).to.equal('');
    expect(marathon.el.state.active).to.not.equal(null);

    const sprint = await game('mode="sprint"');
    sprint.el.start({ countdown: false });
    sprint.scheduler.frames(1);
    expect(await shown(sprint.el)).to.equal('');
    expect(sprint.el.state.active).to.not.equal(null);
  });

  it('pausing hides the countdown, and it goes on from where it was', async () => {
    const { el, scheduler } = await game('mode="sprint"');
    el.start();
    scheduler.frames(70);
    el.pause();
    expect(await shown(el)).to.equal('');
    scheduler.frames(200);
    el.resume();
    expect(await shown(el)).to.equal('2');
    scheduler.frames(COUNTDOWN_FRAMES - 70);
    expect(await shown(el)).to.equal('Go!');
  });

  it('speaks the language of the element', async () => {
    await loadLanguage('de');
    const { el, scheduler } = await game('mode="sprint" lang="de"');
    el.start();
    expect(await shown(el)).to.equal('3');
    scheduler.frames(COUNTDOWN_FRAMES);
    expect(await shown(el)).to.equal('Los!');
  });

  it('a sprint replay counts down as it was played', async () => {
    const { el, scheduler } = await game('mode="sprint" goal="1"');
    el.start({ queue: ['I'], board: [...Array.from({ length: 19 }, () => '..........'), 'OOO....OOO'] });
    scheduler.frames(COUNTDOWN_FRAMES + 5);
    await sendKeys({ press: 'Space' });
    expect(el.status).to.equal('over');
    void el.watch(el.replay);
    await el.updateComplete;
    expect(await shown(el)).to.equal('3');
    el.reset();
  });
});
