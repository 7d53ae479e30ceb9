/**
 * What the server answers when something other than the replay goes wrong: a rebinding `Origin`,
 * a client that hangs up mid-body, and a PostgreSQL server that stops under load.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { botGame } from './games.js';
import { startTestServer } from './harness.js';
import { findPostgresBin, startPostgres } from './postgres.js';

describe('write access', () => {
  it('answers 403 to an Origin equal to a Host the attacker controls (DNS rebinding) unless listed', async () => {
    const server = await startTestServer();
    try {
      const { replay } = botGame({ seed: 81, mode: 'sprint', goal: 1 }, 50);
      // fetch() sets Host itself: a raw request sends the one a rebound name would carry.
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/api/scores`, {
          method: 'POST',
          headers: { host: 'attacker.example:8787', origin: 'http://attacker.example:8787', 'content-type': 'application/json' },
        });
        req.on('response', (res) => (res.resume(), resolve(res.statusCode!)));
        req.on('error', reject);
        req.end(JSON.stringify({ name: 'Rebinder', replay }));
      });
      assert.equal(status, 403);
    } finally {
      await server.close();
    }
  });
});

describe('a client that hangs up mid-body', () => {
  it('is logged as such, not as a 500', async () => {
    const server = await startTestServer();
    try {
      const logged = new Promise<string>((resolve) => {
        const push = server.logs.push.bind(server.logs);
        server.logs.push = (...lines: string[]) => (resolve(lines[0]), push(...lines));
      });
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/scores HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":');
        socket.destroy();
      });
      const line = await logged;
      assert.doesNotMatch(line, /\b500\b/);
      assert.match(line, /closed|hung up/);
    } finally {
      await server.close();
    }
  });
});

const postgresBin = findPostgresBin();

describe('the database stopped under load', { skip: postgresBin ? false : 'no PostgreSQL binaries found (install Debian\'s postgresql, or set PG_BIN)' }, () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const postgres = await startPostgres(postgresBin!);
    const server = await startTestServer({ databaseUrl: postgres.url });
    try {
      const statuses: number[] = [];
      let stopped = false;
      let answeredAfterStop = 0;
      let seed = 2000;
      const client = async () => {
        // Each client posts until it has had three answers after the database stopped.
        while (answeredAfterStop < 24) {
          const { status, headers } = await server.post({ name: 'Load', replay: botGame({ seed: seed++, mode: 'sprint', goal: 1 }, 50).replay });
          statuses.push(status);
          if (status === 503) assert.match(headers.get('retry-after') ?? '', /^[1-9]\d*$/);
          if (stopped) answeredAfterStop++;
          if (statuses.length === 16 && !stopped) void postgres.stop().then(() => (stopped = true));
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      assert.ok(statuses.includes(503), String(statuses));
      assert.deepEqual(
        statuses.filter((status) => status !== 201 && status !== 503),
        [],
      );
      assert.deepEqual(server.logs.filter((line) => / 500: /.test(line)), []);
    } finally {
      await server.close();
      await postgres.stop();
    }
  });
});
