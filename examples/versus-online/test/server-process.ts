/**
 * `npm run versus-online` as a child process for tests: started on a free loopback port, its
 * address read from its first line, stopped (or killed) by the test. Every wait ends in time.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const START_MS = 20_000;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  readonly errors: () => string;
  /** Whether the process is still running. */
  readonly alive: () => boolean;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the server with `args` and `env` added to this process's environment (PORT 0, HOST 127.0.0.1, no match store unless `env` names one). */
export function startServerProcess(args: string[] = [], env: Record<string, string> = {}, startMs = START_MS): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', VERSUS_STORE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not started within ${startMs} ms: ${stderr}`));
    }, startMs);
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /versus on (http:\/\/[^\s]+)/.exec(stdout)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({
        url,
        child,
        errors: () => stderr,
        alive: () => !exited,
        stop: async () => {
          if (!exited) child.kill('SIGTERM');
          await exit;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting: ${stderr}`));
    });
  });
}
