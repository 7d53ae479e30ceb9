/**
 * Each board's HUD in `<tetris-versus>` reads as `<tetris-game>`'s does: one label per figure (the
 * short one only where the HUD is a row), and the opponents' small boards of three players or
 * more show their name and figures line without a HUD squeezed beside a small field.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { COUNTDOWN_FRAMES, ManualScheduler, type TetrisVersus } from '../../src/versus/index.js';

async function playing(players: number): Promise<TetrisVersus> {
  const scheduler = new ManualScheduler();
  const el = await fixture<TetrisVersus>(html`<tetris-versus .scheduler=${scheduler} .botWorker=${null} players=${players} seed="3" style="width: 1200px"></tetris-versus>`);
  el.start();
  scheduler.frames(COUNTDOWN_FRAMES + 30);
  await el.updateComplete;
  return el;
}

const huds = (el: TetrisVersus) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('section.player')].map((seat) => seat.querySelector<HTMLElement>('[part="hud"]'));
const shown = (element: Element | null) => element !== null && getComputedStyle(element).display !== 'none';

describe("<tetris-versus> boards' HUD", () => {
  it('shows one label for pieces per second, as <tetris-game> does', async () => {
    const el = await playing(2);
    const hud = huds(el)[0]!;
    const labels = [...hud.querySelectorAll('.stat dt > *')].filter(shown).map((label) => label.textContent!.trim());
    expect(labels.join(' | ')).not.to.match(/PPS.*second|second.*PPS/i);
    expect(hud.textContent).to.include('0.00');
  });

  it("hides the HUD of the opponents' small boards with three players or more, and keeps every board's figures line", async () => {
    const el = await playing(4);
    const hud = huds(el);
    expect(shown(hud[0]), "the player's HUD").to.equal(true);
    expect(hud.slice(1).map(shown)).to.deep.equal([false, false, false]);
    const figures = [...el.shadowRoot!.querySelectorAll('section.player [part="figures"]')].filter(shown);
    expect(figures.length).to.equal(4);
  });

  it("keeps the opponent's HUD with two players on a wide page", async () => {
    const el = await playing(2);
    expect(huds(el).map(shown)).to.deep.equal([true, true]);
  });
});
