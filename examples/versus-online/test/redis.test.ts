/**
 * The tests' own Redis: when another test takes the probed port before redis-server binds it (test
 * files run in parallel), it starts on another port instead of failing.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { freePort, startRedis } from './redis.js';

describe('startRedis()', () => {
  it('tries another port when the probed one was taken meanwhile', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as AddressInfo).port;
    const offered: number[] = [];
    const redis = await startRedis(async () => {
      const port = offered.length === 0 ? takenPort : await freePort();
      offered.push(port);
      return port;
    });
    try {
      assert.equal(offered.length, 2);
      assert.equal(redis.url, `redis://127.0.0.1:${offered[1]}`);
    } finally {
      await redis.stop();
      taken.close();
    }
  });
});
