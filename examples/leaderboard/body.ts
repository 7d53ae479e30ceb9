/** Reading a request body with a size limit enforced while it arrives. */
import type { IncomingMessage } from 'node:http';

/** An error with the HTTP status it answers with. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The request body as UTF-8 text. Rejects with 413 as soon as the declared length or the bytes
 * received pass `limit`, without reading the rest: a huge upload costs no more than `limit`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, `body over ${limit} bytes`);
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // The client hung up mid-body ("aborted"): its fault, and nobody is left to answer.
    req.on('error', () => reject(new HttpError(400, 'the client closed the connection before the whole body arrived')));
  });
}
