/**
 * The leaderboard as `npm run leaderboard` runs it: a child process on a free loopback port, for
 * tests that kill it or read what it costs the machine.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface Child {
  process: ChildProcess;
  /** Resolves with the server's URL once it listens, or rejects with its stderr when it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

/**
 * Starts the server on `dataDir` with the rate limits off, the verification-time budget too (a busy
 * machine verifies slower and would spend it), and `env` over the defaults.
 */
export function launch(dataDir: string, env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LEADERBOARD_DATA: dataDir, RATE_LIMIT_PER_MINUTE: '0', VERIFY_MS_PER_MINUTE: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /leaderboard on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    void exited.then((code) => reject(new Error(`exited with code ${code}: ${stderr}`)));
  });
  ready.catch(() => {}); // read by the tests that expect it
  return { process: child, ready, exited };
}

/** The resident memory of process `pid` in MB (Linux: `VmRSS` of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}
