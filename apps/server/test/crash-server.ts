import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import type { TestKeys } from './tokens.ts';

const CHILD = path.join(import.meta.dirname, 'value-crash-child.ts');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A whole server of `value-crash-child.ts` in its own process, to be killed with SIGKILL. */
export interface CrashServer {
  base: string;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<void>;
}

/**
 * Starts the crash child on `dir` (PGlite there, or `databaseUrl`) with the test keys and the admin's
 * e-mail, and answers once it printed its `ready <port>` line (within 120 s, else the child's stderr).
 */
export async function startCrashServer(opts: {
  dir: string;
  keys: TestKeys;
  adminEmail: string;
  databaseUrl?: string;
}): Promise<CrashServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CRASH_DATA_DIR: opts.dir,
      CRASH_DATABASE_URL: opts.databaseUrl ?? '',
      CRASH_JWKS: JSON.stringify(opts.keys.jwks),
      CRASH_ADMIN_EMAIL: opts.adminEmail,
    },
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within 120 s:\n${err}`)), 120_000);
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before it was ready (${code ?? signal}):\n${err}`));
    });
  });
  return { base: `http://127.0.0.1:${port}`, child, exited };
}

/** An answer of the crash server: its status and its JSON body (read field by field by the tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CrashAnswer = { status: number; body: Record<string, any> };

/** A JSON request to the server `base()` names now (it changes with each restart). */
export function crashCaller(base: () => string) {
  return async (method: string, url: string, token?: string, body?: unknown, key?: string): Promise<CrashAnswer> => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
  };
}
