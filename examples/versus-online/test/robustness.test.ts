/**
 * Requests no browser would make, against the server as its own process: malformed request
 * lines, paths and WebSocket upgrades each get a 4xx (or a closed connection) and the process
 * keeps serving.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startServerProcess } from './server-process.js';
import type { ServerProcess } from './server-process.js';

let server: ServerProcess;

before(async () => {
  server = await startServerProcess();
});

after(async () => {
  await server.stop();
});

/** Sends `request` raw and resolves with the status code of the answer (0 when the connection closed with none). */
function rawRequest(url: string, request: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

const upgrade = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`;

async function assertServing(what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${server.url}/`);
  } catch (error) {
    // Most likely the process died of the request: what it wrote says why.
    assert.fail(`no answer after ${what} (${error instanceof Error ? error.message : String(error)}); the process wrote: ${server.errors()}`);
  }
  assert.equal(response.status, 200, `the page after ${what}`);
  await response.arrayBuffer();
  assert.ok(server.alive(), `the process after ${what}`);
}

describe('malformed requests', () => {
  it('answers GET // with a 4xx and keeps serving', async () => {
    const status = await rawRequest(server.url, 'GET // HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.ok(status === 0 || (status >= 400 && status < 500) || status === 200, `status ${status}`);
    await assertServing('GET //');
  });

  it('answers GET http://[ with a 4xx and keeps serving', async () => {
    const status = await rawRequest(server.url, 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.ok(status === 0 || (status >= 400 && status < 500), `status ${status}`);
    await assertServing('GET http://[');
  });

  it('refuses a WebSocket upgrade to /rooms/%ZZ and keeps serving', async () => {
    const status = await rawRequest(server.url, upgrade('/rooms/%ZZ'));
    assert.ok(status === 0 || (status >= 400 && status < 500), `status ${status}`);
    await assertServing('an upgrade to /rooms/%ZZ');
  });

  it('survives a fuzz of request lines, paths and upgrade headers', async () => {
    const paths = ['//', '/%', '/%ZZ', '/%00', 'http://[', '*', '/rooms/%ZZ', '/rooms/%', '//rooms//', '/matchmake/', '/matchmake/joinOrCreate/%ZZ',
      '/matchmake/create/versus', '/x/y?sessionId=%ZZ', '/a/b?reconnectionToken=%', '/matches/%ZZ', '/matches/../../etc/passwd', '/' + 'a'.repeat(9000),
      '/\u00ff', '/?%', 'ws://[::1', '/matches/', '/matches/-1'];
    const methods = ['GET', 'POST', 'OPTIONS', 'HEAD', 'PUT', 'BREW'];
    // A fixed linear congruential sequence: the same fuzz every run.
    let state = 28;
    const pick = <T>(list: T[]): T => list[(state = (state * 1103515245 + 12345) % 2 ** 31) % list.length];
    const headers = ['', 'Sec-WebSocket-Protocol: %ZZ\r\n', 'Sec-WebSocket-Extensions: permessage-deflate; x=%\r\n', 'Content-Length: 5\r\n', 'Content-Length: -1\r\n',
      'Transfer-Encoding: chunked\r\n', 'X-Forwarded-For: [\r\n', 'Authorization: Bearer %ZZ\r\n', 'Origin: http://[\r\n'];
    const requests: string[] = [];
    for (const path of paths) {
      requests.push(upgrade(path, pick(headers)));
      requests.push(`${pick(methods)} ${path} HTTP/1.1\r\nHost: x\r\n${pick(headers)}\r\n{"a":`);
    }
    requests.push('\r\n\r\n', 'GET\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', '\u0000\u0001\u0002', upgrade('/rooms/ABCD', 'Sec-WebSocket-Version: 99\r\n'));
    for (const request of requests) {
      const status = await rawRequest(server.url, request);
      assert.ok(status < 500, `${JSON.stringify(request.slice(0, 60))}: status ${status}`);
      assert.ok(server.alive(), `the process after ${JSON.stringify(request.slice(0, 60))}: ${server.errors()}`);
    }
    await assertServing('the fuzz');
  });
});
