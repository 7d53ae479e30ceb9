/**
 * The bot worker in real Chromium: a module worker loaded from source through the test server
 * (building the package inside a test would take minutes; the build's entry is the same file).
 * A whole TBP session, then malformed messages, each answered with `error` and never a crash.
 */
import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine/index.js';
import type { PieceType } from '../../src/engine/index.js';
import { suggest } from '../../src/bot/index.js';
import { fromLocation } from '../../src/bot/tbp.js';
import type { TbpMove } from '../../src/bot/tbp.js';
import { PIECE_TYPES, ROTATIONS } from '../../src/engine/index.js';
import { finalText } from './helpers.js';

type Message = { type: string; [key: string]: unknown };

/** A worker with a queue of its messages; `next()` waits for the next one. */
function startWorker() {
  const worker = new Worker(new URL('../../src/bot/worker.ts', import.meta.url), { type: 'module' });
  const received: Message[] = [];
  const waiting: ((m: Message) => void)[] = [];
  const errors: unknown[] = [];
  worker.onmessage = (event: MessageEvent<Message>) => {
    const resolve = waiting.shift();
    if (resolve) resolve(event.data);
    else received.push(event.data);
  };
  worker.onerror = (event) => errors.push(event.message);
  const next = () => new Promise<Message>((resolve) => (received.length > 0 ? resolve(received.shift()!) : waiting.push(resolve)));
  const send = (message: unknown) => worker.postMessage(message);
  return { worker, next, send, errors };
}

const ROWS_TEXT = [...Array<string>(16).fill('..........'), 'XX...XXXXX', 'XXX.XXXXXX', 'XXXX.XXXXX', 'XXXXX.XXXX'];
/** The same board as TBP sends it: 40 rows, bottom first, null or a cell letter. */
const TBP_BOARD = Array.from({ length: 40 }, (_, i) => (i < 20 ? [...ROWS_TEXT[19 - i]].map((c) => (c === '.' ? null : 'G')) : Array<null>(10).fill(null)));

/** The engine placement of a TBP move, as the brute-force helpers name it. */
function named(move: TbpMove): string {
  const { p, r, x, y } = fromLocation(move.location);
  return finalText({ type: PIECE_TYPES[p], rotation: ROTATIONS[r], x, y, spin: move.spin });
}

describe('bot worker (TBP over postMessage)', () => {
  it('plays a session: info, rules, ready, start, suggest, play, new_piece, stop, quit', async () => {
    const { worker, next, send, errors } = startWorker();
    const info = await next();
    expect(info.type).to.equal('info');
    expect(info.features).to.include('randomizer');
    send({ type: 'rules', randomizer: 'seven_bag' });
    expect((await next()).type).to.equal('ready');
    const queue: PieceType[] = ['T', 'I', 'O', 'L', 'J'];
    send({ type: 'start', hold: null, queue, combo: 0, back_to_back: false, board: TBP_BOARD, randomizer: { type: 'seven_bag', bag_state: ['S', 'Z'] } });
    send({ type: 'suggest' });
    const suggestion = await next();
    expect(suggestion.type).to.equal('suggestion');
    const moves = suggestion.moves as TbpMove[];
    expect(moves.length).to.be.greaterThan(10);
    expect((suggestion.move_info as { nodes: number }).nodes).to.be.greaterThan(0);
    // Every move is one the engine can make from this position (with or without hold).
    const legal = new Set(suggest(new Game({ board: ROWS_TEXT, queue, handling: { are: false } })).map(finalText));
    for (const move of moves) expect(legal.has(named(move)), named(move)).to.equal(true);
    send({ type: 'play', move: moves[0] });
    send({ type: 'new_piece', piece: 'S' });
    send({ type: 'suggest' });
    const second = await next();
    expect(second.type).to.equal('suggestion');
    const placed = (second.moves as TbpMove[])[0].location.type;
    expect(['I', 'O', 'T']).to.include(placed);
    send({ type: 'stop' });
    send({ type: 'suggest' });
    expect((await next()).type, 'suggest after stop').to.equal('error');
    send({ type: 'quit' });
    expect(errors).to.deep.equal([]);
    worker.terminate();
  });

  it('answers malformed messages with error and keeps working', async () => {
    const { worker, next, send, errors } = startWorker();
    await next();
    const bad: unknown[] = [
      null,
      'rules',
      42,
      { kind: 'rules' },
      { type: 'start', hold: null, queue: ['T'], combo: 0, back_to_back: false, board: TBP_BOARD },
    ];
    for (const message of bad) {
      send(message);
      expect((await next()).type, JSON.stringify(message)).to.equal('error');
    }
    send({ type: 'rules' });
    expect((await next()).type).to.equal('ready');
    const alsoBad: unknown[] = [
      { type: 'start', hold: 'Q', queue: ['T'], combo: 0, back_to_back: false, board: TBP_BOARD },
      { type: 'start', hold: null, queue: ['T'], combo: 0, back_to_back: false, board: TBP_BOARD.slice(1) },
      { type: 'start', hold: null, queue: ['T'], combo: -1, back_to_back: false, board: TBP_BOARD },
      { type: 'suggest' },
    ];
    for (const message of alsoBad) {
      send(message);
      expect((await next()).type, JSON.stringify(message)).to.equal('error');
    }
    send({ type: 'start', hold: null, queue: ['T', 'O'], combo: 0, back_to_back: false, board: TBP_BOARD });
    const wrong: unknown[] = [
      { type: 'play' },
      { type: 'play', move: { location: { type: 'T', orientation: 'up', x: 4, y: 0 }, spin: 'none' } },
      { type: 'play', move: { location: { type: 'Z', orientation: 'north', x: 4, y: 10 }, spin: 'none' } },
      { type: 'play', move: { location: { type: 'T', orientation: 'north', x: 4, y: 0 }, spin: 'none' } },
      { type: 'new_piece', piece: 7 },
    ];
    for (const message of wrong) {
      send(message);
      expect((await next()).type, JSON.stringify(message)).to.equal('error');
    }
    // Unknown message types are ignored, as the spec says; the bot still answers after all that.
    send({ type: 'hello' });
    send({ type: 'suggest' });
    const answer = await next();
    expect(answer.type).to.equal('suggestion');
    expect((answer.moves as TbpMove[]).map((m) => m.location.type)).to.include.members(['T', 'O']);
    expect(errors).to.deep.equal([]);
    worker.terminate();
  });
});
