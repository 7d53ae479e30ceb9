/** One verifier thread: replays each replay it is sent with the engine's verify() and answers. */
import { parentPort, workerData } from 'node:worker_threads';
import { verify } from '../../src/engine/index.js';
import type { VerifyReply, VerifyRequest, VerifierWorkerData } from './verifier.js';

const port = parentPort;
if (!port) throw new Error('verify-task runs in a worker thread');
const { maxFrames } = workerData as VerifierWorkerData;

port.on('message', ({ id, replay }: VerifyRequest) => {
  let reply: VerifyReply;
  try {
    reply = { id, result: verify(replay, maxFrames === undefined ? undefined : { maxFrames }) };
  } catch (error) {
    // verify() reports bad input as TypeError (malformed) or RangeError (over a limit); anything
    // else is a fault in the server, not in the replay.
    const invalid = error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError;
    reply = { id, error: { invalid, message: error instanceof Error ? error.message : String(error) } };
  }
  port.postMessage(reply);
});
