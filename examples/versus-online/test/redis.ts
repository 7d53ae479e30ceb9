/**
 * A Redis server of the test's own: Debian's `redis-server` on a free loopback port, nothing
 * saved to disk, stopped by the test.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Tries for a free port: another test may take the port between the probe and Redis binding it. */
const PORT_TRIES = 5;

/** Starts redis-server on `port`; resolves null when the port was taken meanwhile. */
function startOn(port: number): Promise<TestRedis | null> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server not ready: ${output}`));
    }, 15_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', () => {
      if (ready) return;
      clearTimeout(timer);
      if (/Address already in use/.test(output)) resolve(null);
      else reject(new Error(`redis-server exited: ${output}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      ready = true;
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** `nextPort`: where to try next (a test of the retry gives a taken one first). */
export async function startRedis(nextPort: () => Promise<number> = freePort): Promise<TestRedis> {
  for (let i = 0; i < PORT_TRIES; i++) {
    const redis = await startOn(await nextPort());
    if (redis) return redis;
  }
  throw new Error(`redis-server found no free port in ${PORT_TRIES} tries`);
}
