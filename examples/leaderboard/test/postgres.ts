/**
 * A throwaway PostgreSQL server for the tests: a new cluster (initdb) in a temporary directory,
 * started with pg_ctl on a free loopback port, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so as root every command runs as the `postgres` user (via runuser).
 * `PG_BIN` names the binaries' directory; otherwise `pg_config --bindir`, then Debian's
 * `/usr/lib/postgresql/<version>/bin` (newest first), are tried.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

export interface PostgresServer {
  /** `postgres://…` of the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on the PATH: look where Debian installs the server
  }
  if (!existsSync(DEBIAN_VERSIONS)) return null;
  const versions = readdirSync(DEBIAN_VERSIONS)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(DEBIAN_VERSIONS, v, 'bin')).find(has) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a new PostgreSQL server from the binaries in `bin`. */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = await mkdtemp(join(tmpdir(), 'leaderboard-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // The socket goes in the cluster's own directory; durability is not what these tests measure.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  await pg('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
