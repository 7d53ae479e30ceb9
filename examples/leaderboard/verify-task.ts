/**
 * One verifier thread: plays each replay it is sent as a ranked game with the engine's verify(),
 * and answers with the result and the replay's canonical JSON text (the only form stored).
 */
import { parentPort } from 'node:worker_threads';
import { canonicalReplayText, record, verify } from '../../src/engine/index.js';
import type { VerifierReady, VerifyReply, VerifyRequest } from './verifier.js';

const port = parentPort;
if (!port) throw new Error('verify-task runs in a worker thread');

/** The pieces of the game played before the thread says it is ready. */
const WARM_UP_PIECES = 40;

/**
 * Records and verifies a short game of hard drops, so the engine's code is compiled before the
 * first replay that someone waits for.
 */
function warmUp(): void {
  const recorder = record({ mode: 'sprint', seed: 1 });
  while (!recorder.game.over && recorder.game.pieces < WARM_UP_PIECES) {
    recorder.press('hardDrop');
    recorder.tick();
  }
  canonicalReplayText(recorder.replay);
  verify(recorder.replay, { ranked: true });
}

port.on('message', ({ id, replay, maxFrames }: VerifyRequest) => {
  let reply: VerifyReply;
  try {
    const result = verify(replay, { ranked: true, maxFrames });
    reply = { id, result, replay: canonicalReplayText(replay, { maxFrames }) };
  } catch (error) {
    // The engine reports bad input as TypeError (malformed) or RangeError (unranked, or over a
    // limit); anything else is a fault in the server, not in the replay.
    const invalid = error instanceof TypeError || error instanceof RangeError;
    reply = { id, error: { invalid, message: error instanceof Error ? error.message : String(error) } };
  }
  port.postMessage(reply);
});
warmUp();
port.postMessage({ ready: true } satisfies VerifierReady);
