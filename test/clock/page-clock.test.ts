import { expect } from '@open-wc/testing';
import { MAX_CATCH_UP_FRAMES } from '../../src/engine/index.js';
import { FRAME_MS, PageClock, type Frame, type DisplayPhase } from '../../src/clock/page-clock.js';
import { ManualScheduler } from '../../src/clock/scheduler.js';

describe('PageClock', () => {
  it('is one clock per scheduler', () => {
    const scheduler = new ManualScheduler();
    expect(PageClock.of(scheduler)).to.equal(PageClock.of(scheduler));
    expect(PageClock.of(new ManualScheduler())).not.to.equal(PageClock.of(scheduler));
  });

  it('runs the phases of a display frame in order, whatever order the tasks were added in', () => {
    const scheduler = new ManualScheduler();
    const clock = PageClock.of(scheduler);
    const ran: DisplayPhase[] = [];
    const phases: DisplayPhase[] = ['effects', 'draw', 'route', 'step', 'input'];
    const removers = phases.map((phase) => clock.add(phase, () => ran.push(phase)));
    scheduler.frames(1);
    expect(ran).to.deep.equal(['input', 'step', 'route', 'draw', 'effects']);
    removers.forEach((remove) => remove());
    scheduler.frames(1);
    expect(ran).to.have.length(5);
    expect(scheduler.waiting).to.equal(0);
  });

  it('asks its scheduler for one frame at a time, however many tasks wait', () => {
    const scheduler = new ManualScheduler();
    const clock = PageClock.of(scheduler);
    for (let i = 0; i < 32; i++) clock.add('step', () => {});
    expect(scheduler.waiting).to.equal(1);
    scheduler.frames(3);
    expect(scheduler.waiting).to.equal(1);
  });

  it('counts 60 Hz ticks on one grid and catches up on at most MAX_CATCH_UP_FRAMES after a stall', () => {
    const scheduler = new ManualScheduler();
    const clock = PageClock.of(scheduler);
    const frames: Frame[] = [];
    const member = clock.join();
    clock.add('step', (frame) => frames.push(frame));
    scheduler.frames(2, FRAME_MS / 2);
    expect(frames.map((frame) => frame.ticks)).to.deep.equal([0, 1]);
    scheduler.advance(5000);
    expect(frames[2].ticks).to.equal(MAX_CATCH_UP_FRAMES);
    expect(frames[2].tick).to.equal(1 + MAX_CATCH_UP_FRAMES);
    // The clock went back: no ticks, and the grid goes on from here.
    scheduler.advance(-100);
    expect(frames[3].ticks).to.equal(0);
    scheduler.advance(FRAME_MS);
    expect(frames[4].ticks).to.equal(1);
    member.leave();
  });

  it('runs a task added with once() in one frame only', () => {
    const scheduler = new ManualScheduler();
    let runs = 0;
    PageClock.of(scheduler).once('effects', () => runs++);
    scheduler.frames(3);
    expect(runs).to.equal(1);
    expect(scheduler.waiting).to.equal(0);
  });
});
