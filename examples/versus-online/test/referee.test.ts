/**
 * The referee with honest and hostile players on a manual clock: a match the bots play through to
 * the end with garbage crossing late deliveries, a replay that `verifyMatch()` accepts, and every
 * message a player could forge refused or costing that player alone the round.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyMatch } from '../../../src/engine/index.js';
import { parsePlayerMessage } from '../protocol.js';
import { RefereeHarness } from './referee-harness.js';

const lostBy = (h: RefereeHarness, seat: number) => h.of(0, 'lost').filter((m) => m.seat === seat);

describe('a match the room plays from the players\' inputs', () => {
  it('plays a match to the end, no one losing a check, and keeps a replay verifyMatch() accepts', () => {
    const h = new RefereeHarness({ firstTo: 2, latency: 4, bots: [{ difficulty: 'expert' }, 25] });
    h.until(() => h.of(0, 'match-over').length > 0);
    assert.deepEqual(h.of(0, 'lost'), [], 'no honest player failed a check');
    assert.equal(h.of(0, 'round-start').length, h.referee.match.round);
    const over = h.of(0, 'match-over')[0];
    assert.ok(over, 'the match ended');
    const verified = verifyMatch(h.referee.replay);
    assert.equal(verified.winner, over.winner);
    assert.deepEqual(verified.wins, over.wins);
    assert.equal(Math.max(...verified.wins), 2);
  });

  it('keeps two players\' games in step with the room through garbage that reaches them frames after the room routed it', () => {
    const h = new RefereeHarness({ latency: 9, seed: 3 });
    // 30 seconds: both bots still in the first round, with garbage crossing both ways.
    h.until(() => h.frames >= 30 * 60);
    assert.deepEqual(h.of(0, 'lost'), []);
    assert.deepEqual(h.of(0, 'error'), []);
    assert.ok(h.of(0, 'garbage').length >= 2, `${h.of(0, 'garbage').length} deliveries`);
    h.sessions.forEach((session, seat) => assert.ok(session.game!.frame - h.referee.match.frame > 9, `seat ${seat} plays ahead of the room`));
  });

  it('keeps a seat that leaves out for the rest of the match while the others play on; the last one left wins, and the replay says so', () => {
    // Seat 3 hard-drops every 4 frames and tops out soon; the others barely play.
    const h = new RefereeHarness({ players: 3, firstTo: 2, latency: 3, bots: [1000, 1000, 4] });
    h.until(() => h.referee.match.frame >= 10);
    // Everyone is told whom each seat's attacks go to: at first the next seat (the targeting `even`).
    assert.deepEqual(h.of(0, 'targets').map((m) => m.targets), [[1, 2, 0]]);
    h.referee.forfeitSeat(1);
    assert.deepEqual(h.referee.match.places, [null, 3, null]);
    h.until(() => h.of(0, 'targets').length === 2);
    assert.deepEqual(h.of(0, 'targets')[1].targets, [2, null, 0]);
    h.until(() => h.of(0, 'round-over').length === 1);
    assert.deepEqual(h.of(0, 'round-over')[0].wins, [1, 0, 0]);
    h.until(() => h.referee.match.round === 2 && h.referee.match.frame >= 10);
    assert.deepEqual(h.referee.match.places, [null, 3, null], 'out of the next round from its start');
    h.referee.forfeitSeat(2);
    h.until(() => h.of(0, 'match-over').length > 0);
    assert.deepEqual(h.of(0, 'match-over')[0], { type: 'match-over', winner: 0, wins: [1, 0, 0], forfeit: true, replayId: null });
    assert.deepEqual(h.of(0, 'lost'), [], 'leaving is no failed check');
    const verified = verifyMatch(h.referee.replay);
    assert.deepEqual([verified.winner, verified.wins], [0, [1, 0, 0]]);
    assert.deepEqual(verified.rounds.map((round) => round.places), [[1, 3, 2], [null, 3, 2]]);
  });

  it('tells a page joining mid-round the wins, the seats that left the match and the ones knocked out of the round', () => {
    // Seat 4 hard-drops every 4 frames and tops out soon; the others barely play.
    const h = new RefereeHarness({ players: 4, firstTo: 2, latency: 3, bots: [1000, 1000, 1000, 4] });
    h.until(() => h.referee.match.frame >= 10);
    h.referee.forfeitSeat(0);
    h.until(() => h.referee.match.places[3] !== null);
    assert.equal(h.referee.match.state, 'playing', 'seats 2 and 3 still play the round');
    const sync = h.referee.sync();
    assert.ok(sync.type === 'sync');
    assert.deepEqual([sync.round, sync.wins, sync.left, sync.knockedOut], [1, [0, 0, 0, 0], [0], [3]]);
  });
});

describe('a hostile player', () => {
  it('cannot claim an attack, a round or a result: those messages do not exist', () => {
    for (const type of ['attack', 'round', 'over', 'result', 'garbage', 'round-over', 'match-over']) {
      assert.throws(() => parsePlayerMessage(type as 'ready', { lines: 100 }), /type must be one of inputs, ack, hash, ready/);
    }
    assert.throws(() => parsePlayerMessage('inputs', { round: 1, upTo: 5, events: [], seat: 0 }), /inputs has no field "seat"/);
    assert.throws(() => parsePlayerMessage('inputs', { round: 1, upTo: 5, events: [[1, 'explode', 1]] }), /button must be one of/);
    assert.throws(() => parsePlayerMessage('inputs', { round: 1, upTo: 5, events: [[3, 'left', 1], [2, 'left', 0]] }), /in order/);
    assert.throws(() => parsePlayerMessage('ack', { id: 1, frame: 1, lines: 9 }), /ack has no field "lines"/);
  });

  it('sends only its own inputs: the seat comes from its connection, so the other board is untouched', () => {
    const h = new RefereeHarness({ latency: 2 });
    h.until(() => h.frames > 120);
    const before = h.referee.match.games[0].rows().join('');
    // What it sends is applied to its own seat whatever it says.
    h.referee.receive(1, 'inputs', { round: 1, upTo: h.sessions[1].game!.frame, events: [] });
    assert.equal(h.referee.match.games[0].rows().join(''), before);
  });

  it('loses the round, alone, when its state hash is not the room\'s', () => {
    const h = new RefereeHarness({ latency: 2, firstTo: 1 });
    h.until(() => h.frames > 300);
    const session = h.sessions[1];
    session.flush();
    const frame = Math.floor(session.game!.frame / 60) * 60;
    h.fromSeat(1, 'hash', { round: 1, frame, hash: 12345 });
    h.until(() => lostBy(h, 1).length > 0, 600);
    assert.match(lostBy(h, 1)[0].reason, new RegExp(`state differs from the room's at frame ${frame}`));
    assert.equal(lostBy(h, 0).length, 0);
    h.until(() => h.of(1, 'match-over').length > 0);
    assert.equal(h.of(1, 'match-over')[0].winner, 0, 'the forger lost, the other won');
    verifyMatch(h.referee.replay);
  });

  it('loses the round, alone, when its clock runs slow', () => {
    const h = new RefereeHarness({ latency: 2 });
    h.clockRate[1] = 0.5;
    h.until(() => h.of(0, 'match-over').length > 0);
    assert.match(lostBy(h, 1)[0].reason, /clock runs slow/);
    assert.equal(lostBy(h, 0).length, 0);
    assert.equal(h.referee.winner, 0);
  });

  it('loses the round, alone, when its clock runs fast', () => {
    const h = new RefereeHarness({ latency: 2 });
    h.clockRate[0] = 1.5;
    h.until(() => h.of(0, 'match-over').length > 0);
    assert.match(lostBy(h, 0)[0].reason, /clock runs fast/);
    assert.equal(h.referee.winner, 1);
  });

  it('loses the round, alone, when it leaves garbage unacknowledged beyond the bound', () => {
    const h = new RefereeHarness({ latency: 2, silent: [1] });
    h.until(() => h.of(0, 'match-over').length > 0);
    assert.match(lostBy(h, 1)[0].reason, /garbage \d+ not taken in within 60 frames/);
    assert.equal(lostBy(h, 0).length, 0);
  });

  it('cannot acknowledge garbage that is not its own', () => {
    const h = new RefereeHarness({ latency: 2 });
    h.until(() => h.frames > 30);
    h.referee.receive(1, 'ack', { id: 1, frame: 20 });
    h.until(() => h.of(1, 'error').length > 0, 10);
    assert.match(h.of(1, 'error')[0].message, /no garbage delivery 1 is waiting for you/);
  });

  it('refuses inputs for frames it already declared played, and ones that jump ahead', () => {
    const h = new RefereeHarness({ latency: 1 });
    h.until(() => h.frames > 200);
    h.referee.receive(0, 'inputs', { round: 1, upTo: h.sessions[0].game!.frame, events: [[3, 'hardDrop', 1]] });
    h.referee.receive(0, 'inputs', { round: 1, upTo: 100_000, events: [] });
    h.until(() => h.of(0, 'error').length >= 2, 10);
    assert.match(h.of(0, 'error')[0].message, /inputs for frames before \d+ came too late/);
    assert.match(h.of(0, 'error')[1].message, /inputs.upTo may move at most 600 frames on/);
    assert.deepEqual(h.of(0, 'lost'), []);
  });
});
