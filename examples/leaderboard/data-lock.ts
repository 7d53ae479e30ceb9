/**
 * One process per data directory. PGlite keeps a database in a directory for one process only: two
 * servers on one directory hand out the same ids and lose acknowledged rows. The lock file holds the
 * owner's process id and appears whole in one step (written aside, then hard-linked into place, which
 * fails when the lock exists), so no other process ever reads it half written. A lock whose process
 * is gone (killed, so it could not remove its lock) is stale and taken over.
 */
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'leaderboard.lock';

/** Lock files this process holds or is taking: a lock file naming this process's id and not listed here is stale. */
const held = new Set<string>();

export interface DataLock {
  release(): Promise<void>;
}

/** Is a process with this id running? (EPERM: it runs, under another user.) */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner of a lock file, or null when it names no running process. */
async function owner(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  if (!(pid > 0)) return null;
  // This process's own id, left by an earlier process that had it (after a restart in a container).
  if (pid === process.pid) return null;
  return running(pid) ? pid : null;
}

/**
 * Locks `dataDir` (created when missing) for this process. Throws an Error naming the process that
 * uses it when another running server does.
 */
export async function lockDataDir(dataDir: string): Promise<DataLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (held.has(path)) throw inUse(dataDir, process.pid);
  held.add(path);
  const aside = `${path}.${process.pid}`;
  try {
    await writeFile(aside, `${process.pid}\n`, { flush: true });
    // Two tries: the second after removing a stale lock.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claim(aside, path, dataDir)) return lockAt(path);
    }
    throw new Error(`could not lock the data directory ${dataDir}: another server is starting on it`);
  } catch (error) {
    held.delete(path);
    throw error;
  } finally {
    await unlink(aside).catch(() => {});
  }
}

const inUse = (dataDir: string, pid: number) =>
  new Error(`the data directory ${dataDir} is already used by process ${pid}: stop that server or give this one another directory (LEADERBOARD_DATA)`);

/** Links the lock into place: true when it is ours; false after removing a stale one; throws when it is in use. */
async function claim(aside: string, path: string, dataDir: string): Promise<boolean> {
  try {
    await link(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pid = await owner(path);
  if (pid !== null) throw inUse(dataDir, pid);
  await unlink(path).catch(() => {});
  return false;
}

function lockAt(path: string): DataLock {
  return {
    async release() {
      held.delete(path);
      await unlink(path).catch(() => {});
    },
  };
}
