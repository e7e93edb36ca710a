/**
 * The data folder of a Tribune process, kept as PostgreSQL keeps its data directory
 * (docs/DECISIONS.md "The data folder: private, one server each"): only the process's own user
 * can enter it, every file in it is 0600 and every folder 0700, and an exclusive lock file names
 * the one process that uses it.
 */
import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A data folder the process must not use; the message names the path and the fix. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

/** The mode of every file in the data folder. */
export const FILE_MODE = 0o600;
/** The mode of the data folder and of every folder in it. */
export const DIR_MODE = 0o700;
/** The umask a process that owns a data folder runs under: nothing it creates is open to others. */
export const PRIVATE_UMASK = 0o077;

const posix = process.platform !== 'win32';

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

function errnoOf(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Written into the data folder once it is private: a folder with it that is open to others was
 * opened by hand, and is refused; one without it was made before data folders were private.
 */
export const PRIVATE_MARKER = '.private';

async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') return false;
    throw err;
  }
}

/**
 * Creates the data folder 0700 when it is missing; refuses one that another user owns or that
 * group or others may read, write or enter (the folder itself, as PostgreSQL does: inside it,
 * modes are fixed by `secureDataFolderContents`). Mode bits mean nothing on Windows: there the
 * folder is only created.
 */
export async function prepareDataFolder(dir: string): Promise<{ created: boolean; opened?: string }> {
  let stat: fsSync.Stats;
  let created = false;
  try {
    stat = await fs.stat(dir);
  } catch (err) {
    if (errnoOf(err) !== 'ENOENT') throw err;
    await fs.mkdir(dir, { recursive: true, mode: DIR_MODE });
    if (posix) await fs.chmod(dir, DIR_MODE); // whatever the umask
    stat = await fs.stat(dir);
    created = true;
  }
  if (!stat.isDirectory()) throw new DataFolderError(`the data folder ${dir} is not a folder`);
  if (!posix) return { created };
  const uid = process.geteuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new DataFolderError(
      `the data folder ${dir} has wrong ownership: it belongs to user ${stat.uid}, this process runs as user ${uid}. ` +
        `Start the server as the folder's owner, or give the folder to this user (chown -R ${uid} ${dir}).`,
    );
  }
  if ((stat.mode & 0o077) !== 0 && !(await exists(path.join(dir, PRIVATE_MARKER)))) {
    // A folder made before data folders were private (under a umask of 0022, so 0755): made
    // private once, with a warning, instead of stopping every existing instance at its upgrade.
    await fs.chmod(dir, DIR_MODE);
    return { created, opened: octal(stat.mode) };
  }
  if ((stat.mode & 0o077) !== 0) {
    throw new DataFolderError(
      `the data folder ${dir} has invalid permissions (${octal(stat.mode)}): other users may read or enter it. ` +
        `Only its owner may have access: chmod 700 ${dir}`,
    );
  }
  return { created };
}

/**
 * Sets every file under `dir` to 0600 and every folder to 0700 (symbolic links are left alone,
 * and not followed); returns how many it changed. A file it may not change (another user's) is
 * refused with its path. Synchronous: it runs at start, before the server listens, and the
 * synchronous calls walk a thousand files in a few milliseconds where the promise API takes five
 * times as long.
 */
export function secureDataFolderContents(dir: string): number {
  if (!posix) return 0;
  let changed = 0;
  const walk = (folder: string): void => {
    let entries: fsSync.Dirent[];
    try {
      entries = fsSync.readdirSync(folder, { withFileTypes: true });
    } catch (err) {
      if (errnoOf(err) === 'ENOENT') return; // removed meanwhile (a temporary folder)
      throw err;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      const want = entry.isDirectory() ? DIR_MODE : FILE_MODE;
      const stat = fsSync.lstatSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if ((stat.mode & 0o7777) !== want) {
        try {
          fsSync.chmodSync(file, want);
          changed++;
        } catch (err) {
          if (errnoOf(err) === 'ENOENT') continue;
          if (errnoOf(err) === 'EPERM') {
            throw new DataFolderError(
              `${file} in the data folder ${dir} belongs to user ${stat.uid} and cannot be made private: ` +
                `give the folder to the server's user (chown -R ${process.geteuid?.() ?? ''} ${dir})`,
            );
          }
          throw err;
        }
      }
      if (entry.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return changed;
}

/** What the lock file holds: who uses the data folder. */
export interface LockHolder {
  pid: number;
  /** Linux: the process's start time in clock ticks after boot (/proc/<pid>/stat), to tell a reused pid. */
  startTicks?: string;
  /** Linux: the boot the process ran in (/proc/sys/kernel/random/boot_id). */
  bootId?: string;
  host: string;
  startedAt: string;
}

function readProc(file: string): string | undefined {
  try {
    return fsSync.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The start time of a process in clock ticks after boot (Linux only; field 22 of /proc/<pid>/stat). */
export function processStartTicks(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function bootId(): string | undefined {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim();
}

/**
 * Whether the process a lock file names still runs. A pid that is this process's or its parent's
 * is a lock left by an earlier run (a container restarted gives the same pids again, as
 * PostgreSQL notes); on Linux another boot, or another start time under the same pid, tells that
 * the pid went to another process. A process of another user counts as alive (kill answers EPERM).
 */
function holderAlive(holder: LockHolder): boolean {
  if (holder.pid === process.pid || holder.pid === process.ppid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if (errnoOf(err) === 'ESRCH') return false;
  }
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  const ticks = processStartTicks(holder.pid);
  if (holder.startTicks && ticks && holder.startTicks !== ticks) return false;
  return true;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return {
      pid: value.pid as number,
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : undefined,
      bootId: typeof value.bootId === 'string' ? value.bootId : undefined,
      host: typeof value.host === 'string' ? value.host : '?',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : '?',
    };
  } catch {
    return undefined;
  }
}

/**
 * Creates `file` holding `text`, atomically and only if it does not exist: the text is written to
 * a temporary file first and hard-linked into place, so that a reader never sees a half-written
 * lock. A file system without hard links gets an exclusive create (`wx`) instead.
 */
async function createExclusive(file: string, text: string): Promise<boolean> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(tmp, 'wx', FILE_MODE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(tmp, file);
    return true;
  } catch (err) {
    if (errnoOf(err) === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(errnoOf(err) ?? '')) throw err;
    try {
      await fs.writeFile(file, text, { flag: 'wx', mode: FILE_MODE });
      return true;
    } catch (err2) {
      if (errnoOf(err2) === 'EEXIST') return false;
      throw err2;
    }
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/** The data folder's lock, held until `release()` (also run when the process exits). */
export interface DataFolderLock {
  file: string;
  /** A holder whose lock was taken over because it no longer runs. */
  tookOverFrom: LockHolder | undefined;
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

/**
 * Takes the data folder's lock file (`<dir>/<name>`, e.g. server.pid) for this process, or
 * refuses with the pid of the process that holds it. A lock whose process is gone is taken over:
 * moved aside under a name of this process's own (atomic), checked to be the very lock judged
 * stale, then removed, and the lock taken again exclusively.
 */
export async function lockDataFolder(dir: string, name: string): Promise<DataFolderLock> {
  const file = path.join(dir, name);
  const own: LockHolder = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    bootId: bootId(),
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const ownText = `${JSON.stringify(own)}\n`;
  let tookOverFrom: LockHolder | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusive(file, ownText)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readProc(file) === ownText) fsSync.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, tookOverFrom, release };
    }
    const heldText = readProc(file);
    if (heldText === undefined) continue; // released meanwhile
    const holder = parseHolder(heldText);
    if (!holder) {
      throw new DataFolderError(
        `the lock file ${file} of the data folder ${dir} names no process. If no Tribune server uses ${dir}, remove ${file}.`,
      );
    }
    if (holderAlive(holder)) {
      throw new DataFolderError(
        `another Tribune server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}) uses the data folder ${dir}: ` +
          `stop it first, or give this server a data folder of its own (TRIBUNE_DATA_DIR). Lock file: ${file}`,
      );
    }
    const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await fs.rename(file, aside);
    } catch (err) {
      if (errnoOf(err) === 'ENOENT') continue;
      throw err;
    }
    if (readProc(aside) !== heldText) {
      // Another start replaced the stale lock meanwhile: put its lock back (link refuses to
      // overwrite a newer one) and judge again.
      await fs.link(aside, file).catch(() => undefined);
    } else {
      tookOverFrom = holder;
    }
    await fs.rm(aside, { force: true });
  }
  throw new DataFolderError(`could not take the lock file ${file} of the data folder ${dir}: it keeps changing`);
}

/**
 * The start of a process that owns a data folder: the folder checked (created 0700 when
 * missing, refused when open to others or another user's), its lock taken, then every file and
 * folder in it made private. The folder is checked before anything in it is touched; what is
 * inside is fixed rather than refused, since a folder only its owner can enter kept it private.
 */
export async function openDataFolder(
  dir: string,
  lockName: string,
): Promise<{ lock: DataFolderLock; created: boolean; fixed: number; opened?: string }> {
  const { created, opened } = await prepareDataFolder(dir);
  const lock = await lockDataFolder(dir, lockName);
  try {
    const fixed = secureDataFolderContents(dir);
    const marker = path.join(dir, PRIVATE_MARKER);
    if (!(await exists(marker)))
      await fs.writeFile(marker, `${new Date().toISOString()}\n`, { mode: FILE_MODE, flag: 'wx' });
    return { lock, created, fixed, opened };
  } catch (err) {
    lock.release();
    throw err;
  }
}
