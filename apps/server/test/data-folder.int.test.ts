import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers.ts';

/**
 * The data folder as the real server process keeps it (docs/DECISIONS.md "The data folder:
 * private, one server each"): the server's own start (apps/server/src/main.ts) in a child
 * process started from a shell with umask 0022, on PGlite in a fresh data folder. Other users
 * (`nobody`, through setpriv) can read nothing of it, the outbox's mails included; a second
 * start on the folder stops at once naming the first; a lock left by a killed server is taken
 * over; a folder opened to others by hand is refused.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

interface Server {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Starts the server's main on `dataDir` under umask 0022 (as most shells have it). */
async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRIBUNE_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    CHAIN: 'off',
    VIDEO_MAX_RESOLUTION: '144',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'tribune-test-no-web-dist'),
    WALLET_DIST_DIR: path.join(os.tmpdir(), 'tribune-test-no-wallet-dist'),
    ...env,
  };
  // The data folder itself is what is tested: the embedded database, not a shared PostgreSQL.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DEV_TOOLS']) delete childEnv[name];
  const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" --import tsx "$1"', process.execPath, MAIN], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Waits until this server logs that it listens, then answers /healthz (or fails with its output
 * when it exits first). The log line comes first: the port was free when it was picked, and in the
 * seconds a start takes another test's server may have taken it, so an answer alone proves nothing.
 */
async function ready(server: Server): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited ${server.child.exitCode}:\n${server.output()}`);
    if (server.output().includes('Tribune is ready')) {
      const ok = await fetch(`${server.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
    }
    await sleep(200);
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Signs a fan up through the identity's form: the verification mail goes to the outbox. */
async function signUp(base: string, email: string): Promise<void> {
  const page = await fetch(`${base}/identity/register?lang=en`);
  expect(page.status).toBe(200);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(csrf).toBeTruthy();
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/identity/register?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      csrf: csrf!,
      email,
      displayName: 'Private Fan',
      password: 'a long password 1',
      passwordConfirm: 'a long password 1',
    }).toString(),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** Every file and folder under `dir` with its mode. */
function walk(dir: string): { file: string; dir: boolean; mode: number }[] {
  const out: { file: string; dir: boolean; mode: number }[] = [];
  for (const entry of fsSync.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    // A write's temporary file (`<name>.<pid>.<time>.tmp`, made 0600 like everything the server
    // writes) may be renamed into place between the listing and this look: skip what is gone.
    const stat = fsSync.lstatSync(file, { throwIfNoEntry: false });
    if (!stat) continue;
    out.push({ file, dir: entry.isDirectory(), mode: stat.mode & 0o7777 });
    if (entry.isDirectory()) out.push(...walk(file));
  }
  return out;
}

/** The files of `files` that user nobody can read (cat succeeds), in one setpriv run. */
function readableByNobody(files: string[]): string[] {
  const script = 'for f in "$@"; do cat -- "$f" >/dev/null 2>&1 && printf "%s\\n" "$f"; done; exit 0';
  const run = spawnSync('setpriv', [...NOBODY, '/bin/sh', '-c', script, 'sh', ...files], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter(Boolean);
}

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'tribune-data-folder-int-'));
  // The temporary folder is private already (mkdtemp): opened for nobody to reach the data folder
  // inside, so that only the data folder's own modes stand between nobody and its files.
  await fs.chmod(root, 0o755);
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fs.rm(root, { recursive: true, force: true });
});

describe('the data folder of a running server', () => {
  it('is 0700 with every file 0600 after a sign-up, and nobody can read any of it; a second start stops at once; a killed one’s lock is taken over', async () => {
    const dataDir = path.join(root, 'data');
    const first = await startServer(dataDir);
    await ready(first);
    await signUp(first.base, 'private.fan@example.org');

    // The demo contents' images are written in the background: wait for one, then the server serves it.
    let image: string | undefined;
    for (let i = 0; i < 600 && !image; i++) {
      image = walk(path.join(dataDir, 'media')).find((f) => !f.dir && f.file.endsWith('.webp'))?.file;
      if (!image) await sleep(200);
    }
    expect(image, first.output()).toBeDefined();
    const key = path
      .relative(path.join(dataDir, 'media', 'content'), image!)
      .split(path.sep)
      .join('/');
    const served = await fetch(`${first.base}/media/content/${key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await fs.readFile(image!))).toBe(true);

    const outbox = (await fs.readdir(path.join(dataDir, 'outbox'))).map((f) => path.join(dataDir, 'outbox', f));
    expect(outbox).toHaveLength(1);
    expect(await fs.readFile(outbox[0]!, 'utf8')).toContain('/identity/verify?token=');

    const entries = walk(dataDir);
    expect(entries.length).toBeGreaterThan(900); // PGlite's files, media, the outbox, the lock, the master key
    expect((fsSync.statSync(dataDir).mode & 0o7777).toString(8)).toBe('700');
    const wrong = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(wrong.map((e) => `${e.file} ${e.mode.toString(8)}`)).toEqual([]);

    // As another user: not one file, not even a listing of the folder.
    const files = entries.filter((e) => !e.dir).map((e) => e.file);
    expect(files).toEqual(expect.arrayContaining([...outbox, path.join(dataDir, 'server.pid')]));
    expect(readableByNobody(files)).toEqual([]);
    const list = spawnSync('setpriv', [...NOBODY, 'ls', dataDir], { encoding: 'utf8' });
    expect(list.status).not.toBe(0);
    expect(list.stderr).toMatch(/Permission denied/);

    // The lock names the first server.
    const lock = JSON.parse(await fs.readFile(path.join(dataDir, 'server.pid'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(first.child.pid);

    // A second start on the same folder stops within seconds, naming the first; the first keeps serving.
    const second = await startServer(dataDir);
    const code = await second.exited;
    expect(code, second.output()).toBe(78);
    expect(second.output()).toContain(`another Tribune server (pid ${first.child.pid} on ${os.hostname()}`);
    expect(second.output()).toContain(`uses the data folder ${dataDir}`);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    expect(JSON.parse(await fs.readFile(path.join(dataDir, 'server.pid'), 'utf8'))).toMatchObject({
      pid: first.child.pid,
    });

    // Killed: its lock stays, names a process that is gone, and the next start takes it over.
    await stop(first, 'SIGKILL');
    expect(fsSync.existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
    const third = await startServer(dataDir);
    await ready(third);
    expect(third.output()).toContain('took over the lock of a server that is gone');
    expect(JSON.parse(await fs.readFile(path.join(dataDir, 'server.pid'), 'utf8'))).toMatchObject({
      pid: third.child.pid,
    });
    // A clean stop removes the lock.
    expect(await stop(third)).toBe(0);
    expect(fsSync.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 480_000);
});

describe('a start that must not happen', () => {
  it('refuses a data folder made world-readable by hand, naming the path and the fix', async () => {
    const dataDir = path.join(root, 'opened');
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, 'wallet-master.key'), 'secret', { mode: 0o600 });
    // It was private (a private start leaves this marker), then opened by hand.
    await fs.writeFile(path.join(dataDir, '.private'), 'x', { mode: 0o600 });
    await fs.chmod(dataDir, 0o755);
    const server = await startServer(dataDir);
    const code = await server.exited;
    expect(code, server.output()).toBe(78);
    expect(server.output()).toContain(`the data folder ${dataDir} has invalid permissions (0755)`);
    expect(server.output()).toContain(`chmod 700 ${dataDir}`);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['.private', 'wallet-master.key']); // nothing touched, no lock taken
  }, 60_000);

  it('refuses production without SMTP_URL or MAIL_OUTBOX_IN_PRODUCTION, naming both', async () => {
    const dataDir = path.join(root, 'production');
    const server = await startServer(dataDir, { NODE_ENV: 'production' });
    const code = await server.exited;
    expect(code, server.output()).toBe(78);
    expect(server.output()).toContain('SMTP_URL is required with NODE_ENV=production');
    expect(server.output()).toContain('MAIL_OUTBOX_IN_PRODUCTION=1');
    expect(fsSync.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
