import { spawn, type ChildProcess } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DataFolderError,
  lockDataFolder,
  openDataFolder,
  PRIVATE_MARKER,
  prepareDataFolder,
  processStartTicks,
  secureDataFolderContents,
} from './data-folder.ts';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-data-folder-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const modeOf = (file: string) => fsSync.statSync(file).mode & 0o7777;
let n = 0;
const fresh = () => path.join(root, `case-${++n}`);

/** Runs `fn` under `mask`, as a server started from a shell with that umask would. */
async function underUmask<T>(mask: number, fn: () => Promise<T>): Promise<T> {
  const before = process.umask(mask);
  try {
    return await fn();
  } finally {
    process.umask(before);
  }
}

describe('prepareDataFolder', () => {
  it('creates a missing folder 0700 (and its missing parents) under umask 0022', async () => {
    const dir = path.join(fresh(), 'nested', 'data');
    const result = await underUmask(0o022, () => prepareDataFolder(dir));
    expect(result.created).toBe(true);
    expect(modeOf(dir)).toBe(0o700);
    await expect(prepareDataFolder(dir)).resolves.toEqual({ created: false });
  });

  it.each([0o755, 0o750, 0o701, 0o770, 0o707])(
    'refuses a folder of mode %o, naming the path and the fix',
    async (mode) => {
      const dir = fresh();
      await fs.mkdir(dir);
      // Private before (the marker a private start writes), then opened by hand.
      await fs.writeFile(path.join(dir, PRIVATE_MARKER), 'x');
      await fs.chmod(dir, mode);
      const error = await prepareDataFolder(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFolderError);
      expect((error as Error).message).toContain(
        `the data folder ${dir} has invalid permissions (0${mode.toString(8)})`,
      );
      expect((error as Error).message).toContain(`chmod 700 ${dir}`);
    },
  );

  it('makes a folder of an earlier version (open, never private) private once, and says so', async () => {
    const dir = fresh();
    await fs.mkdir(dir);
    await fs.chmod(dir, 0o755);
    await expect(prepareDataFolder(dir)).resolves.toEqual({ created: false, opened: '0755' });
    expect(modeOf(dir)).toBe(0o700);
    const opened = await openDataFolder(dir, 'server.pid');
    opened.lock.release();
    expect(fsSync.existsSync(path.join(dir, PRIVATE_MARKER))).toBe(true);
    expect(modeOf(path.join(dir, PRIVATE_MARKER))).toBe(0o600);
    // From now on an open folder is refused.
    await fs.chmod(dir, 0o755);
    await expect(prepareDataFolder(dir)).rejects.toThrow(/invalid permissions/);
  });

  it('refuses a folder another user owns', async () => {
    // As root (CI) a folder is given to nobody; as anyone else, /root is root's.
    let dir = '/root';
    if (process.geteuid?.() === 0) {
      dir = fresh();
      await fs.mkdir(dir, { mode: 0o700 });
      await fs.chown(dir, 65534, 65534);
    }
    await expect(prepareDataFolder(dir)).rejects.toThrow(/has wrong ownership: it belongs to user \d+/);
  });

  it('refuses a path that is a file', async () => {
    const file = fresh();
    await fs.writeFile(file, 'x');
    await expect(prepareDataFolder(file)).rejects.toThrow(`the data folder ${file} is not a folder`);
  });
});

describe('secureDataFolderContents', () => {
  it('makes every file 0600 and every folder 0700, leaving symbolic links and their targets alone', async () => {
    const dir = fresh();
    const outside = path.join(root, `outside-${n}`);
    await fs.writeFile(outside, 'x', { mode: 0o644 });
    await fs.mkdir(path.join(dir, 'a', 'b'), { recursive: true, mode: 0o755 });
    await fs.chmod(path.join(dir, 'a'), 0o755);
    await fs.writeFile(path.join(dir, 'a', 'b', 'wal'), 'x', { mode: 0o666 });
    await fs.chmod(path.join(dir, 'a', 'b', 'wal'), 0o666);
    await fs.writeFile(path.join(dir, 'run.sh'), 'x', { mode: 0o4755 });
    await fs.chmod(path.join(dir, 'run.sh'), 0o4755);
    await fs.writeFile(path.join(dir, 'ok'), 'x', { mode: 0o600 });
    await fs.symlink(outside, path.join(dir, 'link'));
    const changed = secureDataFolderContents(dir);
    expect(changed).toBe(4); // a, a/b, a/b/wal, run.sh
    expect(modeOf(path.join(dir, 'a'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'a', 'b'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'a', 'b', 'wal'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'run.sh'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(secureDataFolderContents(dir)).toBe(0);
  });
});

describe('lockDataFolder', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  /** A live process other than this one and its parent. */
  async function liveProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    return child.pid!;
  }

  const writeLock = (dir: string, holder: object) =>
    fs.writeFile(path.join(dir, 'server.pid'), `${JSON.stringify(holder)}\n`);

  it('holds this process and its start time, refuses nothing twice over, and release removes it', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    const lock = await lockDataFolder(dir, 'server.pid');
    const held = JSON.parse(await fs.readFile(lock.file, 'utf8')) as Record<string, unknown>;
    expect(held).toMatchObject({ pid: process.pid, host: os.hostname() });
    if (process.platform === 'linux') expect(held.startTicks).toBe(processStartTicks(process.pid));
    expect(modeOf(lock.file)).toBe(0o600);
    expect(lock.tookOverFrom).toBeUndefined();
    expect((await fs.readdir(dir)).sort()).toEqual(['server.pid']); // no temporary file left
    lock.release();
    expect(fsSync.existsSync(lock.file)).toBe(false);
  });

  it('refuses while the holder runs, naming its pid and the folder', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    const pid = await liveProcess();
    await writeLock(dir, { pid, startTicks: processStartTicks(pid), host: 'db-1', startedAt: '2026-01-01T00:00:00Z' });
    const error = await lockDataFolder(dir, 'server.pid').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFolderError);
    expect((error as Error).message).toContain(`another Tribune server (pid ${pid} on db-1`);
    expect((error as Error).message).toContain(`uses the data folder ${dir}`);
    // The holder's lock is left as it was.
    expect(JSON.parse(await fs.readFile(path.join(dir, 'server.pid'), 'utf8'))).toMatchObject({ pid });
  });

  it('takes over the lock of a pid that does not exist', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    // Above Linux's largest pid (2^22): no process has it.
    await writeLock(dir, { pid: 2 ** 22 + 17, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' });
    const lock = await lockDataFolder(dir, 'server.pid');
    expect(lock.tookOverFrom).toMatchObject({ pid: 2 ** 22 + 17 });
    expect(JSON.parse(await fs.readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect((await fs.readdir(dir)).sort()).toEqual(['server.pid']);
    lock.release();
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose pid went to another process', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    const pid = await liveProcess();
    const ticks = processStartTicks(pid)!;
    await writeLock(dir, { pid, startTicks: String(Number(ticks) - 1), host: os.hostname(), startedAt: 'x' });
    const lock = await lockDataFolder(dir, 'server.pid');
    expect(lock.tookOverFrom).toMatchObject({ pid });
    lock.release();
  });

  it('refuses a lock file that names no process, saying to remove it', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    await fs.writeFile(path.join(dir, 'server.pid'), 'garbage');
    await expect(lockDataFolder(dir, 'server.pid')).rejects.toThrow(/names no process.*remove/);
  });

  it('release leaves a lock that is no longer this process’s', async () => {
    const dir = fresh();
    await fs.mkdir(dir, { mode: 0o700 });
    const lock = await lockDataFolder(dir, 'server.pid');
    await fs.writeFile(lock.file, '{"pid":1}\n');
    lock.release();
    expect(await fs.readFile(lock.file, 'utf8')).toBe('{"pid":1}\n');
  });
});

describe('openDataFolder', () => {
  it('checks the folder before it touches anything inside', async () => {
    const dir = fresh();
    await fs.mkdir(dir);
    await fs.writeFile(path.join(dir, PRIVATE_MARKER), 'x', { mode: 0o600 });
    await fs.chmod(dir, 0o755);
    await fs.writeFile(path.join(dir, 'key'), 'x', { mode: 0o644 });
    await fs.chmod(path.join(dir, 'key'), 0o644);
    await expect(openDataFolder(dir, 'server.pid')).rejects.toThrow(/invalid permissions/);
    expect(modeOf(path.join(dir, 'key'))).toBe(0o644);
    expect(fsSync.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    await fs.chmod(dir, 0o700);
    const opened = await openDataFolder(dir, 'server.pid');
    expect(opened.fixed).toBe(1);
    expect(modeOf(path.join(dir, 'key'))).toBe(0o600);
    opened.lock.release();
  });
});
