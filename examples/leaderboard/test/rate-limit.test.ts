/** The token bucket on its own, on an injected clock. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RateLimiter, clientKey } from '../rate-limit.js';

describe('RateLimiter', () => {
  it('allows a burst, then one request per refill interval, each client on its own', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 6, burst: 3 }, () => now);
    for (let i = 0; i < 3; i++) assert.deepEqual(limiter.take('a'), { allowed: true });
    assert.deepEqual(limiter.take('a'), { allowed: false, retryAfterSeconds: 10 });
    assert.deepEqual(limiter.take('b'), { allowed: true });
    now = 4_000;
    assert.deepEqual(limiter.take('a'), { allowed: false, retryAfterSeconds: 6 });
    now = 10_000;
    assert.deepEqual(limiter.take('a'), { allowed: true });
    assert.equal(limiter.take('a').allowed, false);
    now = 10_000 + 60_000;
    for (let i = 0; i < 3; i++) assert.equal(limiter.take('a').allowed, true, `after a minute, request ${i}`);
    assert.equal(limiter.take('a').allowed, false);
  });

  it('refuses settings that would limit nothing or everything', () => {
    assert.throws(() => new RateLimiter({ perMinute: 0, burst: 1 }), RangeError);
    assert.throws(() => new RateLimiter({ perMinute: 1, burst: 0 }), RangeError);
    assert.throws(() => new RateLimiter({ perMinute: Number.NaN, burst: 1 }), RangeError);
  });

  it('counts an IPv6 client by its /64 network and an IPv4 client by its address', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('2001:db8:0:1::5'), '2001:db8:0:1::/64');
    assert.equal(clientKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd'), '2001:db8:0:1::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
  });
});
