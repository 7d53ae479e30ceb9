/**
 * One verifier thread: plays each replay it is sent as a ranked game with the engine's verify(),
 * and answers with the result and the replay's canonical JSON text (the only form stored).
 */
import { parentPort } from 'node:worker_threads';
import { canonicalReplayText, verify } from '../../src/engine/index.js';
import type { VerifierReady, VerifyReply, VerifyRequest } from './verifier.js';

const port = parentPort;
if (!port) throw new Error('verify-task runs in a worker thread');

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
port.postMessage({ ready: true } satisfies VerifierReady);
